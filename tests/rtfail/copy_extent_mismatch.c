/* copy(begin, end, dst) with a range of another length than the destination. */
// EXPECT-STDERR: copy of 5 elements into an array or array_view of 4
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int host[8] = {0};
    int n = 4 + argc; /* 5 */
    array<int, 1> a(extent<1>(4));
    copy(host, host + n, a); /* FAILS-HERE */
    printf("result: copied\n");
    return 0;
}
