/* The generated host C must not declare max_align_t twice: ampcc_runtime.h includes no system header. */
#include <stddef.h>
#include <stdio.h>
int main(void) {
    int d[4] = {1,2,3,4};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 2; });
    printf("%d\n", v[3]);
    return 0;
}
