/* One mistake, one error: the pointers that copy the mixed one, and the copy
 * of the function they are passed to, are not reported again. */
int *same(int *a) restrict(amp)
{
    return a;
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int ts[4];
        int mine = 0;
        ts[idx.local[0]] = 0;
        int *p = n > 1 ? &mine : &ts[0]; // expected-error {{conditional expression mixes pointers into private memory and tile_static memory}} expected-note {{this operand points into private memory here}} expected-note {{this operand points into tile_static memory here}}
        int *q = p;
        int *r = same(q);
        *r = 1;
    });
}
