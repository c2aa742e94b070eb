/* Every atomic maps to an OpenCL 1.2 built-in; compare-exchange to a helper. */
void histogram(const int *data, int n, int *bins, unsigned int *flags, float *last)
{
    array_view<const int, 1> in(n, data);
    array_view<int, 1> h(16, bins);
    array_view<unsigned int, 1> f(4, flags);
    array_view<float, 1> l(1, last);
    parallel_for_each(in.extent, [=](index<1> i) restrict(amp) {
        int b = in[i] & 15;
        atomic_fetch_add(&h[b], 1);
        atomic_fetch_sub(&h[0], 0);
        atomic_fetch_max(&h[1], b);
        atomic_fetch_min(&h[2], b);
        atomic_fetch_and(&f[0], 0xffu);
        atomic_fetch_or(&f[1], 1u);
        atomic_fetch_xor(&f[2], 2u);
        atomic_fetch_inc(&f[3]);
        atomic_fetch_dec(&h[3]);
        atomic_exchange(&l[0], (float)b);
        int expected = 0;
        atomic_compare_exchange(&h[4], &expected, b);
    });
}
