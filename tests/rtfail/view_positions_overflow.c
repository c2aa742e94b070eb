/* A view of more than 2^31 elements in a kernel (issue 13): kernels reach
 * elements at int positions, so its last elements would wrap to the wrong
 * ones. A located error before anything is copied. The data (8 GiB of
 * address space, MAP_NORESERVE) is never touched, so it costs no memory. */
// EXPECT-STDERR: 2147516416 elements
// EXPECT-STDERR: at most 2147483647
#include <stdio.h>
#include <sys/mman.h>

int main(void)
{
    long n = 65537L * 32768;
    int *p = mmap(NULL, n * sizeof *p, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                  -1, 0);
    if (p == MAP_FAILED)
        return 1;
    array_view<int, 2> v(65537, 32768, p);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) { /* FAILS-HERE */
        v(65536, 32767) = 1;
    });
    printf("wrote %d\n", p[n - 1]);
    return 0;
}
