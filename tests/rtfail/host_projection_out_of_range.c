/* A host projection v[i] (a row used as a view) outside the view's extent. */
// EXPECT-STDERR: index 3 is outside
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int data[3][4] = {{0}};
    array_view<int, 2> v(3, 4, &data[0][0]);
    int r = 2 + argc; /* 3 */
    array_view<int, 1> row = v[r]; /* FAILS-HERE */
    printf("result: %d\n", row[0]);
    return 0;
}
