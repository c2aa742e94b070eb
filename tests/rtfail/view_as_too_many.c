/* view_as with more elements than the view holds (LANGUAGE.md section 4). */
// EXPECT-STDERR: view_as with an extent of 12 elements, more than the view's 10
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int data[10] = {0};
    array_view<int, 1> v(10, data);
    int rows = 2 + argc; /* 3 */
    array_view<int, 2> m = v.view_as(extent<2>(rows, 4)); /* FAILS-HERE */
    printf("result: %d\n", m(0, 0));
    return 0;
}
