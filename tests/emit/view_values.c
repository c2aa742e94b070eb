/* Views that are not captures: amp functions taking and returning views, a
 * projection returned as a view, a view variable, a section in amp code. */
array_view<int, 1> pick(array_view<int, 1> a, array_view<int, 1> b, int which) restrict(amp)
{
    if (which)
        return a;
    return b;
}

array_view<int, 1> row_of(array_view<int, 2> m, int r) restrict(amp)
{
    return m[r];
}

void run(int *x, int *y, int *grid, const int *table)
{
    array_view<int, 1> a(4, x), b(4, y);
    array_view<int, 2> m(2, 4, grid);
    array_view<const int, 1> all(8, table);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        int odd = i[0] % 2;
        array_view<int, 1> chosen = pick(a, b, odd);
        array_view<const int, 1> hi = all.section(index<1>(4), extent<1>(4));
        chosen[i] += hi[i] + hi.extent[0];
        row_of(m, odd)[i] = chosen[i];
    });
    m.synchronize();
}
