/* cpu code touches the elements of an array that is not a staging array
 * through a pointer, where the compiler cannot see the declaration: a
 * run-time error (LANGUAGE.md section 10). */
// EXPECT-STDERR: not a staging array
#include <stdio.h>

static int first(array<int, 1> *p)
{
    return (*p)[0]; /* FAILS-HERE */
}

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    array<int, 1> a(4, data);
    printf("first: %d\n", first(&a));
    return 0;
}
