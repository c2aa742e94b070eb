static void run(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = i.globl[0];
    });
}
