/* array<T,N> captured by reference; const ints and enum constants are values. */
enum { SCALE = 3 };

void run(const int *src, int *dst)
{
    const int offset = 7;
    array<int, 1> a(16, src);
    parallel_for_each(a.extent, [=, &a](index<1> i) restrict(amp) {
        a[i] = a[i] * SCALE + offset;
    });
    a.copy_to(dst);
}
