/* index<N> + - == != and extent<N> members, in amp code. */
void ops(int *out, int rows, int cols)
{
    array_view<int, 2> v(rows, cols, out);
    index<2> shift(1, 1);
    extent<2> e(rows, cols);
    parallel_for_each(v.extent, [=](index<2> idx) restrict(amp) {
        index<2> moved = idx + shift;
        index<2> back = moved - index<2>(1, 1);
        int flags = 0;
        if (back == idx)
            flags += 1;
        if (moved != idx)
            flags += 2;
        if (e.contains(moved))
            flags += 4;
        v[idx] = flags + e[0] * e[1];
    });
}
