/* copy(src, dst) and copy(begin, end, dst) between arrays, array_views and
 * host memory (LANGUAGE.md section 10), at ranks 1 to 3, with sections. */
#include <stdio.h>

static void show(const char *what, const int *p, int n)
{
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", p[i]);
    printf("\n");
}

int main(void)
{
    int src[6] = {1, 2, 3, 4, 5, 6}, out[6] = {0}, more[6] = {0};
    float fsrc[4] = {0.5f, 1.5f, 2.5f, 3.5f}, fout[4] = {0};

    /* host -> array -> host */
    array<int, 2> a(extent<2>(2, 3));
    copy(src, a);
    copy(a, out);
    show("host->array->host", out, 6);

    /* array -> array (on the device), a kernel in between */
    array<int, 2> b(extent<2>(2, 3));
    parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] *= 10; });
    copy(a, b);
    copy(b, out);
    show("array->array", out, 6);

    /* array -> array_view -> host; the view's host data changes too */
    array_view<int, 2> v(2, 3, more);
    copy(b, v);
    printf("v(1, 2) = %d, more[5] = %d\n", v(1, 2), more[5]);

    /* array_view -> array_view, and a section as the destination */
    int grid[12] = {0};
    array_view<int, 2> g(3, 4, grid);
    copy(v, g.section(index<2>(1, 1), extent<2>(2, 3)));
    g.synchronize();
    show("into a section", grid, 12);

    /* a section as the source, to host memory */
    int corner[4] = {0};
    copy(g.section(index<2>(1, 2), extent<2>(2, 2)), corner);
    show("from a section", corner, 4);

    /* copy(begin, end, dst): part of a host buffer into an array_view */
    array_view<int, 1> three(3, out);
    copy(src + 3, src + 6, three);
    show("range into a view", out, 6);

    /* through an array pointer, rank 1, float */
    array<float, 1> f(extent<1>(4));
    array<float, 1> *pf = &f;
    copy(fsrc, fsrc + 4, *pf);
    parallel_for_each(f.extent, [&f](index<1> i) restrict(amp) { f[i] = f[i] * 2.0f; });
    copy(pf, fout);
    printf("float: %.1f %.1f %.1f %.1f\n", fout[0], fout[1], fout[2], fout[3]);

    /* rank 3 */
    int cube[8] = {0, 1, 2, 3, 4, 5, 6, 7}, cube_out[8] = {0};
    array<int, 3> c(extent<3>(2, 2, 2), cube);
    array_view<int, 3> cv(2, 2, 2, cube_out);
    copy(c, cv);
    printf("cube: %d %d\n", cv(1, 0, 1), cv(0, 1, 1));
    return 0;
}
