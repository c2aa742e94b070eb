/* reinterpret_as<U>() of a view whose bytes are not whole U's (LANGUAGE.md
 * section 4): 3 ints are not whole pairs of ints. */
// EXPECT-STDERR: reinterpret_as: the view's 12 bytes are not a whole number of 8-byte elements
#include <stdio.h>

typedef struct {
    int lo, hi;
} Pair;

int main(int argc, char **argv)
{
    (void)argv;
    int data[8] = {0};
    array_view<int, 1> v(8, data);
    array_view<Pair, 1> p = v.section(0, 2 + argc).reinterpret_as<Pair>(); /* FAILS-HERE */
    printf("result: %d\n", p[0].lo);
    return 0;
}
