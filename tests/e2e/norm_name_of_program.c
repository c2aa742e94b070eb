/* A program that uses the short vector types and has a function of its own
 * named `norm` and a local named `unorm`: the library's norm and unorm are
 * contextual names (LANGUAGE.md section 10), so the program's declarations
 * win, and the host C declares the library's norm types only for a program
 * that uses them (AMPCC_LIBRARY_NORM). Expected: 3*3 + 4*4 = 25, and 2. */
#include <stdio.h>
static float norm(float_2 v) { return v.x * v.x + v.y * v.y; }
int main(void)
{
    float_2 v(3.0f, 4.0f);
    int unorm = 2;
    printf("%g %d\n", norm(v), unorm);
    return 0;
}
