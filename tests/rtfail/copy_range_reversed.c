/* copy(begin, end, dst) with end before begin. */
// EXPECT-STDERR: copy\(begin, end, dst\) with end before begin
#include <stdio.h>

int main(void)
{
    int host[3] = {5, 5, 5};
    array<int, 1> a(extent<1>(3));
    copy(host + 3, host, a); /* FAILS-HERE */
    printf("result: copied\n");
    return 0;
}
