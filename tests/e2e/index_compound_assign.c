/* Compound assignment and ++/-- on index<N> and extent<N> (C++ AMP's
 * operators), ranks 1 to 3, in host code, in kernels (including the kernel's
 * own index parameter, a tile_static index and one reached through a pointer)
 * and in a restrict(cpu, amp) function compiled for both. Every result is
 * checked against the same arithmetic on plain ints. */
#include <stdio.h>

static index<3> step(index<3> a, int n) restrict(cpu, amp)
{
    a += n;                       /* every coordinate */
    a *= 2;
    a -= index<3>(1, 1, 1);
    ++a;
    return a;                     /* 2 * (a + n) */
}

static int bad;

static void check(const char *what, int got, int want)
{
    if (got != want) {
        printf("MISMATCH %s: %d, want %d\n", what, got, want);
        bad++;
    }
}

int main(void)
{
    /* ---- host code */
    index<1> a(5);
    a += index<1>(3); a -= 1; a *= 4; a /= 3; a %= 7;     /* ((5+3-1)*4/3)%7 = 9%7 = 2 */
    index<1> a_old = a++;                                 /* 2, a = 3 */
    index<1> a_new = --a;                                 /* 2, a = 2 */
    check("host rank 1", a[0], 2);
    check("host rank 1 post", a_old[0], 2);
    check("host rank 1 pre", a_new[0], 2);

    index<2> b(1, 2), c(10, 20);
    extent<2> e(6, 7);
    b += c; b -= 1; b++;                                  /* (11, 22) */
    e += b; e -= extent<2>(1, 1); e %= 9; e--;            /* (16,28)%9 = (7,1), -1 = (6,0) */
    index<2> b2 = (b += 2);                               /* value of the assignment: (13, 24) */
    check("host rank 2 b0", b[0], 13);
    check("host rank 2 b1", b[1], 24);
    check("host rank 2 value", b2[0] * 100 + b2[1], 1324);
    check("host rank 2 e0", e[0], 6);
    check("host rank 2 e1", e[1], 0);

    index<3> arr[2] = {index<3>(1, 2, 3), index<3>(4, 5, 6)};
    int k = 0;
    arr[k++] += arr[1];                                   /* each operand evaluated once */
    extent<3> x(2, 3, 4);
    x *= 3; x += 1; ++x;                                  /* (8, 11, 14) */
    index<3> s = step(arr[0], 1);                         /* 2 * (5+1, 7+1, 9+1) */
    check("host rank 3 k", k, 1);
    check("host rank 3 arr", arr[0][0] * 100 + arr[0][1] * 10 + arr[0][2], 579);
    check("host rank 3 x", x[0] * 10000 + x[1] * 100 + x[2], 81114);
    check("host rank 3 step", s[0] * 10000 + s[1] * 100 + s[2], 121620);
    printf("host: a=%d b=(%d,%d) e=(%d,%d) arr0=(%d,%d,%d) x=(%d,%d,%d) step=(%d,%d,%d)\n",
           a[0], b[0], b[1], e[0], e[1], arr[0][0], arr[0][1], arr[0][2], x[0], x[1], x[2],
           s[0], s[1], s[2]);

    /* ---- rank 1 kernel: updates the kernel's own index parameter */
    int out1[8];
    array_view<int, 1> v1(8, out1);
    parallel_for_each(v1.extent, [=](index<1> idx) restrict(amp) {
        index<1> j = idx;
        j += index<1>(2); j -= 1; j *= 3; j /= 2; j %= 7;   /* ((i+1)*3/2)%7 */
        idx++; ++idx; idx -= 2; idx += j;                  /* i + j */
        v1[idx - j] = idx[0] * 10 + j[0];
    });
    printf("rank 1:");
    for (int i = 0; i < 8; i++) {
        int j = ((i + 1) * 3 / 2) % 7;
        check("kernel rank 1", v1[i], (i + j) * 10 + j);
        printf(" %d", v1[i]);
    }
    printf("\n");

    /* ---- rank 2 kernel: extents and post-increment values */
    int out2[3][4];
    array_view<int, 2> v2(3, 4, &out2[0][0]);
    extent<2> base(3, 4);
    parallel_for_each(v2.extent, [=](index<2> idx) restrict(amp) {
        extent<2> le = base;
        le += idx; le -= index<2>(1, 1); le *= 2; le %= 5; le++;
        index<2> q = idx;
        index<2> old = q--;
        q -= idx;                                          /* (-1, -1) */
        v2[idx] = le[0] * 1000 + le[1] * 100 + (old - idx)[0] * 10 - q[1];
    });
    printf("rank 2:");
    for (int r = 0; r < 3; r++)
        for (int c2 = 0; c2 < 4; c2++) {
            int l0 = (3 + r - 1) * 2 % 5 + 1, l1 = (4 + c2 - 1) * 2 % 5 + 1;
            check("kernel rank 2", v2[r][c2], l0 * 1000 + l1 * 100 + 1);
            printf(" %d", v2[r][c2]);
        }
    printf("\n");

    /* ---- rank 3 tiled kernel: a tile_static index, a pointer, step() */
    int out3[2][4][4];
    array_view<int, 3> v3(2, 4, 4, &out3[0][0][0]);
    parallel_for_each(v3.extent.tile<1, 2, 2>(), [=](tiled_index<1, 2, 2> t) restrict(amp) {
        tile_static index<3> origin;
        if (t.local[1] == 0 && t.local[2] == 0) {
            origin = t.tile_origin;
            origin += index<3>(0, 1, 1);
        }
        t.barrier.wait();
        index<3> g = t.global;
        index<3> *p = &g;
        *p -= origin;                                      /* local - (0, 1, 1) */
        *p += 2;
        index<3> s3 = step(g, 0);                          /* 2 * g */
        v3[t.global] = s3[0] * 100 + s3[1] * 10 + s3[2];
    });
    printf("rank 3:");
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            for (int l = 0; l < 4; l++) {
                int g0 = 2, g1 = j % 2 - 1 + 2, g2 = l % 2 - 1 + 2;
                check("kernel rank 3", v3[i][j][l], 2 * g0 * 100 + 2 * g1 * 10 + 2 * g2);
                printf(" %d", v3[i][j][l]);
            }
    printf("\n%s\n", bad ? "FAILED" : "all checks pass");
    return 0;
}
