/* main.c - the plain C half of the example. */
#include <stdio.h>
#include "scale.h"

int main(void)
{
    float values[4] = { 1, 2, 3, 4 };
    scale(values, 4, 2.5f);
    printf("%g %g %g %g\n", values[0], values[1], values[2], values[3]);
    return 0;
}
