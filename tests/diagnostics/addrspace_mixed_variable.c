/* One pointer variable that points into tile_static memory on one path and
 * into a view's data on another: OpenCL C needs one address space per pointer. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int cache[8];
        cache[idx.local[0]] = v[idx.global];
        idx.barrier.wait();
        int *p = &cache[idx.local[0]]; // expected-error {{pointer 'p' may point into global (array_view) memory and tile_static memory}} expected-note {{'p' points into tile_static memory here}}
        if (n > 4)
            p = &v[idx.global]; // expected-note {{'p' points into global (array_view) memory here}}
        *p += 1;
    });
}
