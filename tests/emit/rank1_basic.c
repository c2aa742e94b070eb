/* The simplest kernel: a rank-1 view read and written through index<1>. */
void scale(int *data, int n, int factor)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = v[i] * factor;
    });
    v.synchronize();
}
