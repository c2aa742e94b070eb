/* array::copy_to into an array of another extent. */
// EXPECT-STDERR: between different extents
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 4 + argc; /* 5 */
    array<int, 1> a(extent<1>(4));
    array<int, 1> b(extent<1>(n));
    a.copy_to(b); /* FAILS-HERE */
    printf("result: copied\n");
    return 0;
}
