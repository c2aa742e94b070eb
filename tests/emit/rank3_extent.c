/* Rank 3 with an extent value, a captured extent and contains(). */
void fill(int *out, int d0, int d1, int d2)
{
    extent<3> e(d0, d1, d2);
    array_view<int, 3> v(e, out);
    parallel_for_each(extent<3>(d0, d1, d2), [=](index<3> i) restrict(amp) {
        if (e.contains(i))
            v[i] = i[0] * 100 + i[1] * 10 + i[2] + e.size();
    });
}
