/* view_as to ranks above 3, and view_as and reinterpret_as of arrays of rank
 * above 3, inside a kernel (LANGUAGE.md section 4; their rank-N views carry
 * an ampcc_view_meta_N): the views share the data, so writes through them
 * reach the array and the host view. */
#include <stdio.h>

int main(void)
{
    int data[24], out[24], info[6];
    for (int i = 0; i < 24; i++)
        data[i] = i;
    int e4d[4] = {2, 3, 2, 2};
    extent<4> e4(e4d);
    array<int, 4> a(e4, data);
    array_view<int, 1> v(24, out);
    array_view<int, 1> s(6, info);
    v.discard_data();
    parallel_for_each(extent<1>(1), [=, &a](index<1> unused) restrict(amp) {
        int c4[4] = {2, 3, 2, 2};
        array_view<int, 4> w = v.view_as(extent<4>(c4));     /* rank 1 -> 4 */
        int c5[5] = {1, 2, 3, 2, 2};
        array_view<int, 5> a5 = a.view_as(extent<5>(c5));    /* rank 4 -> 5 */
        array_view<int, 2> a2 = a.view_as(extent<2>(6, 4));   /* rank 4 -> 2 */
        array_view<unsigned int, 1> u = a.reinterpret_as<unsigned int>();   /* rank 4 -> 1 */
        for (int i = 0; i < 24; i++) {
            int j[4] = {i / 12, i / 4 % 3, i / 2 % 2, i % 2};
            int k[5] = {0, i / 12, i / 4 % 3, i / 2 % 2, i % 2};
            w[index<4>(j)] = a5[index<5>(k)] * 2;   /* out[i] = 2 * data[i] */
        }
        a2(5, 3) = 100;                              /* a's last element */
        u[0] = 7u;                                   /* a's first */
        s[0] = a5.extent[4] + 10 * a5.extent[0] + 100 * a5.extent[2];
        s[1] = w.extent[1];
        s[2] = u.extent[0];
        s[3] = a2.extent[0] * a2.extent[1];
        s[4] = a[index<4>(c4) - index<4>(c4)];       /* 7, through u */
        s[5] = (int)u[23];                           /* 100, through a2 */
    });
    v.synchronize();
    s.synchronize();
    int back[24];
    a.copy_to(back);
    for (int i = 0; i < 24; i++)
        printf("%d ", out[i]);
    printf("\n%d %d %d %d %d %d | %d %d %d\n", info[0], info[1], info[2], info[3], info[4], info[5], back[0],
           back[1], back[23]);
    return 0;
}
