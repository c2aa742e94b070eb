/* A file whose only AMP C is norm and unorm (names starting with 'n' and
 * 'u'): ampcc must still see it as AMP C (src/amp_scan.c), not hand it to cc
 * as plain C. By hand: norm(3) = 1, unorm(0.25) * unorm(2) = 0.25 * 1 = 0.25,
 * norm_2(-3, 0.5).x = -1. */
#include <stdio.h>

int main(void)
{
    norm n(3);
    unorm u = unorm(0.25f) * unorm(2);
    norm_2 p(-3.0f, 0.5f);
    printf("%g %g %g\n", (float)n, (float)u, (float)p.x);
    return 0;
}
