/* A ?: whose arms point into private and tile_static memory. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int shared;
        int mine = 0;
        shared = 0;
        idx.barrier.wait();
        *(n > 2 ? &mine : &shared) = 1; // expected-error {{conditional expression mixes pointers into private memory and tile_static memory}} expected-note {{this operand points into private memory here}} expected-note {{this operand points into tile_static memory here}}
        v[idx.global] = mine;
    });
}
