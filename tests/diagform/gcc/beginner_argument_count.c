/* A beginner's mistake: a call with too many and one with too few arguments. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int add(int a, int b) { return a + b; }
int main(void)
{
    int s = add(1, 2, 3);
    printf("%d\n", add(1));
    return s;
}
