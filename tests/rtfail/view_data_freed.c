/* The host data of a view is freed while the view still holds the kernel's
 * results (checked mode): before the check, the copy back wrote into the
 * unmapped block and the program died of SIGSEGV with no message. */
// RUN-ENV: AMPCC_CHECK=1
// EXPECT-STDERR: host data of the array_view made at .*view_data_freed\.c:18 was freed \(free\(\) called from .*\+0x
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 1 << 20;   /* 4 MB: malloc maps the block, free unmaps it */
    int *data = malloc(n * sizeof *data);
    if (!data)
        return 1;
    for (int i = 0; i < n; i++)
        data[i] = i;
    {
        array_view<int, 1> v(n, data);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
            v[i] *= 2;
        });
        free(data);
        printf("v[5] = %d\n", v[5]); /* FAILS-HERE */
    }
    return 0;
}
