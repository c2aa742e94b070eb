/* Index-set splitting on the native host device (src/idsplit.c,
 * docs/codegen.md "Index-set splitting"): each kernel compares its ids with
 * constants and captures in one of the shapes the split handles (==, !=, <,
 * <=, >, >=, the id on either side, on the first and last ids, with and
 * without else, in the kernel and through an amp function, on the innermost
 * and the outer dimensions); the host device runs the ids those comparisons
 * single out with the kernel as written and the rest with the comparisons
 * known. Each grid is printed whole; tests/e2e/host_idsplit.expected was
 * worked out from the conditions as written here, by hand (a split at a wrong
 * id changes a printed value). The same output on every device. */
#include <stdio.h>

#define R 4
#define C 20

/* The 5-point stencil's border test, through a function and a local. */
static int stencil_at(array_view<const int, 2> src, index<2> idx, int m, int n) restrict(amp)
{
    int i = idx[0], j = idx[1];
    if (i == 0 || j == 0 || i == m - 1 || j == n - 1)
        return src[idx];
    return src(i, j) + src(i - 1, j) + src(i + 1, j) + src(i, j - 1) + src(i, j + 1);
}

/* Called with the kernel's index and with another one: kept as written. */
static int first_column(index<2> p) restrict(amp)
{
    return p[1] == 0;
}

static void print(const char *what, int *g, int rows, int cols)
{
    printf("%s:\n", what);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++)
            printf("%s%d", j ? " " : "  ", g[i * cols + j]);
        printf("\n");
    }
}

/* Bits of the innermost id j's comparisons, no else. */
static void bits(array_view<int, 2> out, int n, int k)
{
    parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
        int j = idx[1];
        int v = 0;
        if (j < 1)
            v += 1;
        if (j >= n - 1)
            v += 2;
        if (j > 2)
            v += 4;
        if (j <= n - 3)
            v += 8;
        if (k != j)
            v += 16;
        if (1 >= j)
            v += 32;
        out[idx] = v;
    });
    out.synchronize();
}

int main(void)
{
    int src[R * C], g[R * C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            src[i * C + j] = 10 * i + j;
    array_view<const int, 2> in(R, C, src);
    array_view<int, 2> out(R, C, g);

    /* 1. the stencil with m = R, n = C: rows 0 and R-1, columns 0 and C-1
     * copy; the rest 5 * (10i + j). */
    int m = R, n = C;
    parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
        out[idx] = stencil_at(in, idx, m, n);
    });
    out.synchronize();
    print("stencil n=20", g, R, C);

    /* 2. the same with n = 4: columns 0 and 3 copy; columns 4 and on read
     * column j + 1, which exists up to 18: the domain is R x (C - 1) here
     * (column 19 keeps its value from 1.). */
    n = 4;
    array_view<int, 2> narrow = out.section(0, 0, R, C - 1);
    parallel_for_each(narrow.extent, [=](index<2> idx) restrict(amp) {
        narrow[idx] = stencil_at(in, idx, m, n);
    });
    narrow.synchronize();
    print("stencil n=4", g, R, C);

    /* 3.-6. the bits of j's comparisons for several n and k */
    bits(out, 20, 7);
    print("bits n=20 k=7", g, R, C);
    bits(out, 5, 0);
    print("bits n=5 k=0", g, R, C);
    bits(out, 1, -1);
    print("bits n=1 k=-1", g, R, C);
    bits(out, 40, 19);
    print("bits n=40 k=19", g, R, C);

    /* 7. the outer id with an else, and a comparison of the innermost one
     * that is true inside (!=) */
    parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
        int i = idx[0];
        if (i > 0 && i < m - 1 && idx[1] != m)
            out[idx] = 1;
        else
            out[idx] = 2;
    });
    out.synchronize();
    print("inside rows, column not 4", g, R, C);

    /* 8. a comparison the split must leave alone: the same function with
     * the kernel's index and with column 0 of its row */
    parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
        index<2> row_start(idx[0], 0);
        out[idx] = first_column(idx) * 10 + first_column(row_start);
    });
    out.synchronize();
    print("first column", g, R, C);

    /* 9. a copy of the index whose column is overwritten is not the
     * kernel's index: its comparison stays as written */
    parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
        index<2> p = idx;
        p[1] = 3;
        out[idx] = (p[1] == 3) * 10 + (idx[1] == 3);
    });
    out.synchronize();
    print("overwritten copy", g, R, C);

    /* 10. rank 1, over enough work-items for the threads to share the
     * pieces of the one row: each work-item adds its value once, so an id
     * run twice or not at all changes the sum. n = 3000, m = 2990: ids 0 and
     * 2999 add 1000000, 1 and 2 add 100, 2990..2998 add 10, the 2987 others
     * 1: 2003277. n = 100, m = 3000: 0 and 99, 1 and 2, the 2996 others:
     * 2003196, and id 98 holds 1, 99 1000000, 100 1. */
    static int line[3000];
    array_view<int, 1> lv(3000, line);
    for (int round = 0; round < 2; round++) {
        int n1 = round ? 100 : 3000, m1 = round ? 3000 : 2990;
        for (int i = 0; i < 3000; i++)
            line[i] = 0;
        lv.refresh();
        parallel_for_each(lv.extent, [=](index<1> idx) restrict(amp) {
            int i = idx[0];
            if (i == 0 || i == n1 - 1)
                lv[idx] += 1000000;
            else if (i < 3)
                lv[idx] += 100;
            else if (i >= m1)
                lv[idx] += 10;
            else
                lv[idx] += 1;
        });
        lv.synchronize();
        long sum = 0;
        for (int i = 0; i < 3000; i++)
            sum += line[i];
        printf("rank 1, n=%d m=%d: sum %ld, ids 98 99 100 2999: %d %d %d %d\n", n1, m1, sum,
               line[98], line[99], line[100], line[2999]);
    }

    /* 11. rank 3: the last id of dimension 0, the first of dimension 2, and
     * not 1 in dimension 1 */
    int h[2 * 3 * 5];
    array_view<int, 3> cube(2, 3, 5, h);
    int d = 2;
    parallel_for_each(cube.extent, [=](index<3> idx) restrict(amp) {
        cube[idx] = (idx[0] == d - 1) * 100 + (idx[1] != 1) * 10 + (idx[2] == 0);
    });
    cube.synchronize();
    print("cube", h, 6, 5);
    return 0;
}
