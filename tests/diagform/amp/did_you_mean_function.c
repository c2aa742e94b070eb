/* A misspelt AMP function in a kernel: the closest row of the operations
 * table, with the fix-it; none offered when nothing is close. */
void count(int *p, int *total, int n)
{
    array_view<int, 1> v(n, p);
    array_view<int, 1> t(1, total);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        atomic_fetch_ad(&t[0], v[i]);
        v[i] = completely_unknown(v[i]);
    });
}
