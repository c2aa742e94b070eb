/* extent::size() of 2048 x 2048 x 1024 = 2^32 elements does not fit the int
 * it returns: a located error, not signed overflow (issue 13). */
// EXPECT-STDERR: \(2048, 2048, 1024\)
// EXPECT-STDERR: 4294967296 elements
#include <stdio.h>

int main(void)
{
    extent<3> e(2048, 2048, 1024);
    int n = e.size(); /* FAILS-HERE */
    printf("size: %d\n", n);
    return 0;
}
