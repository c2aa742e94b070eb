/* A section that does not fit in its view. */
// EXPECT-STDERR: section
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int data[8] = {0};
    array_view<int, 1> v(8, data);
    int start = 5 + argc; /* 6: 6 + 4 > 8 */
    array_view<int, 1> s = v.section(index<1>(start), extent<1>(4)); /* FAILS-HERE */
    printf("result: %d\n", s[0]);
    return 0;
}
