/* Views of rank 4 passed to amp functions (read and written there, their
 * extent read), a section of a rank-4 view in a kernel, and extent - index
 * at rank 4. o[k] = (d[k] + 3) * 100 + (the element after it, in the last
 * dimension, while there is one; else -1). */
#include <stdio.h>
static int get(array_view<int, 4> v, index<4> i) restrict(amp) { return v[i] + v.extent[3]; }
static void put(array_view<int, 4> v, index<4> i, int x) restrict(amp) { v[i] = x; }
int main(void) {
    int c[4] = {2, 2, 2, 3};
    extent<4> e(c);
    int d[24]; for (int k = 0; k < 24; k++) d[k] = k;
    array_view<int, 4> v(e, d);
    int o[24] = {0};
    array_view<int, 4> w(e, o);
    parallel_for_each(e, [=](index<4> i) restrict(amp) {
        int z[4] = {0, 0, 0, 1};
        array_view<int, 4> s = v.section(index<4>(z), e - index<4>(z));
        put(w, i, get(v, i) * 100 + (i[3] < 2 ? s[i] : -1));
    });
    w.synchronize();
    for (int k = 0; k < 24; k++) printf("%d ", o[k]);
    printf("\n");
    return 0;
}
