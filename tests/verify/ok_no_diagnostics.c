/* Plain C, and an amp function, with nothing to report. */
// expected-no-diagnostics
#include <stdio.h>

static int twice(int x) restrict(cpu, amp)
{
    return 2 * x;
}

int main(void)
{
    int index = 3; /* `index` keeps its C meaning */
    printf("%d\n", twice(index));
    return 0;
}
