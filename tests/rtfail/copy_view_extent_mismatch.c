/* copy(src, dst) between views of different extents. */
// EXPECT-STDERR: between different extents
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int x[8] = {0}, y[8] = {0};
    array_view<int, 2> v(2, 4, x);
    array_view<int, 2> w(4, 1 + argc, y); /* 4 x 2 */
    copy(v, w); /* FAILS-HERE */
    printf("result: copied\n");
    return 0;
}
