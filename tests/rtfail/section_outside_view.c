/* A section that does not fit in its view (LANGUAGE.md section 4), made in
 * cpu code without an error handler: the message names this line. */
// EXPECT-STDERR: section with origin 3 and extent 2 does not fit in the view's extent 4
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int data[4] = {0};
    array_view<int, 1> v(4, data);
    int origin = 2 + argc; /* 3 */
    array_view<int, 1> s = v.section(origin, 2); /* FAILS-HERE */
    printf("result: %d\n", s[0]);
    return 0;
}
