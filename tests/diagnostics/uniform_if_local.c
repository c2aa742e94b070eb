/* A barrier under a condition on idx.local: only some threads of the tile reach it (MSVC C3561). */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        if (idx.local[0] == 0) { // expected-note {{this condition varies between the threads of a tile}}
            idx.barrier.wait(); // expected-error {{barrier inside control flow that depends on the thread's index; every thread of a tile must reach the same barriers}}
        }
        v[idx.global] = 1;
    });
}
