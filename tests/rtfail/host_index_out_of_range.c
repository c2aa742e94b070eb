/* Host element access outside the view's extent. */
// EXPECT-STDERR: 7
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int data[2][3] = {{0}};
    array_view<int, 2> v(2, 3, &data[0][0]);
    int col = 6 + argc; /* 7 */
    int x = v(1, col); /* FAILS-HERE */
    printf("result: %d\n", x);
    return 0;
}
