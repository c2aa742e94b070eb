/* copy_async between arrays of different extents fails like copy. */
// EXPECT-STDERR: copy between different extents
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    array<int, 1> a(extent<1>(4));
    array<int, 1> b(extent<1>(4 + argc));
    completion_future f = copy_async(a, b); /* FAILS-HERE */
    f.wait();
    printf("result: copied\n");
    return 0;
}
