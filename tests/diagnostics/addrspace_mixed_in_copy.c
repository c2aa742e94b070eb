/* Fine on its own, but the copy made for (global, tile_static) arguments
 * stores both into one local pointer. */
void bump_both(int *a, int *b) restrict(amp)
{
    int *p = a; // expected-error {{pointer 'p' may point into global (array_view) memory and tile_static memory}} expected-note {{'p' points into global (array_view) memory here}}
    *p += 1;
    p = b; // expected-note {{'p' points into tile_static memory here}}
    *p += 1;
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int t[8];
        int x = 0;
        t[idx.local[0]] = 0;
        bump_both(&x, &x);
        bump_both(&v[idx.global], &t[idx.local[0]]); // expected-note {{in the copy of 'bump_both' made for this call}}
    });
}
