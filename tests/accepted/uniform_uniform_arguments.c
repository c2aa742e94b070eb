/* A barrier in a function under a condition on its parameter: fine when the
 * caller passes uniform values; the result of a function of uniform
 * arguments is uniform too. */
int halve(int x) restrict(amp)
{
    return x / 2;
}

void sync_n(tiled_index<8> t, int n) restrict(amp)
{
    for (int i = 0; i < n; i++)
        t.barrier.wait();
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        sync_n(idx, 2);
        sync_n(idx, halve(n));
        if (halve(idx.tile[0]) > 1)
            sync_n(idx, idx.tile[0]);
        v[idx.global] = 0;
    });
}
