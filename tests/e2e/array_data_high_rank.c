/* a.data() of an array (and v.data() of a view) of rank above 3 inside a
 * kernel: a pointer to its first element, on OpenCL and on the host device
 * (which once lacked the rank-5 position helper and did not link); of a
 * section, the section's first element. A const array's data() too. */
#include <stdio.h>

int main(void)
{
    int edata[5] = {1, 2, 1, 2, 2};
    extent<5> e(edata);
    int src[8], out[8], first[2];
    for (int i = 0; i < 8; i++)
        src[i] = (i + 1) * 10;
    const array<int, 5> a(e, src, src + 8);
    array<int, 5> r(e);
    int odata[5] = {0, 1, 0, 0, 0};
    int sdata[5] = {1, 1, 1, 2, 2};
    array_view<int, 5> v(e, src);
    array_view<int, 5> s = v.section(index<5>(odata), extent<5>(sdata));   /* elements 4 .. 7 */
    array_view<int, 1> f(2, first);
    parallel_for_each(a.extent, [&a, &r, s, f](index<5> idx) restrict(amp) {
        const int *d = a.data();
        int sum = 0;
        for (int i = 0; i < (int)a.extent.size(); i++)
            sum += d[i];
        r[idx] = sum + d[0];
        if (idx[4] == 0 && idx[3] == 0 && idx[1] == 0) {
            f[0] = s.data()[0];
            f[1] = s.data()[3];
        }
    });
    r.copy_to(out);
    f.synchronize();
    for (int i = 0; i < 8; i++)
        printf("%d ", out[i]);
    printf("| %d %d\n", first[0], first[1]);
    return 0;
}
