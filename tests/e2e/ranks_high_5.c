/* Rank 5: a view of rank 5 written on the host, read and written in a
 * kernel, projected (v[i] has rank 4, in cpu and amp code), its extent read
 * in the kernel; index arithmetic and comparison at rank 5. */
#include <stdio.h>

int main(void)
{
    int sizes[5] = {2, 3, 2, 2, 3};   /* 72 elements */
    extent<5> e(sizes);
    int data[72];
    for (int k = 0; k < 72; k++)
        data[k] = k;
    array_view<int, 5> v(e, data);
    int zero[5] = {0, 0, 0, 0, 0};
    index<5> origin(zero);
    int one_c[5] = {1, 1, 1, 1, 1};
    index<5> one(one_c);
    /* a host write through the view, before the kernel */
    int w[5] = {1, 2, 1, 1, 2};
    v[index<5>(w)] = 1000;
    parallel_for_each(v.extent, [=](index<5> i) restrict(amp) {
        extent<5> x = v.extent;
        int flat = (((i[0] * x[1] + i[1]) * x[2] + i[2]) * x[3] + i[3]) * x[4] + i[4];
        index<5> j = i + one;
        j -= one;
        if (j == i && !(j != i))
            v[i] = v[i] * 2 + (v[i] == flat ? 0 : 1);
    });
    int sum = 0;
    for (int a = 0; a < 2; a++) {
        array_view<int, 4> row = v[a];   /* projection on the host */
        int r[4] = {2, 1, 1, 2};
        sum += row[index<4>(r)];
    }
    printf("v[0][2][1][1][2] + v[1][2][1][1][2] = %d\n", sum);
    int last_c[5] = {1, 2, 1, 1, 2};
    printf("v[last] = %d\n", v[index<5>(last_c)]);

    /* projection in a kernel: the rank-4 view at row 1, its extent */
    int out[2] = {0, 0};
    array_view<int, 1> o(2, out);
    parallel_for_each(extent<1>(1), [=](index<1> k) restrict(amp) {
        array_view<int, 4> row = v[1];
        int p[4] = {0, 1, 0, 2};
        row[index<4>(p)] = -7;
        o[0] = row.extent[0] * 1000 + row.extent[1] * 100 + row.extent[2] * 10 + row.extent[3];
        o[1] = v[1][0][1][0][2];
    });
    printf("row extent %d, v[1][0][1][0][2] = %d\n", o[0], o[1]);
    int q[5] = {1, 0, 1, 0, 2};
    printf("host sees %d\n", v[index<5>(q)]);
    v.synchronize();
    printf("data[44] = %d, data[0] = %d\n", data[44], data[0]);
    return 0;
}
