/* A beginner's mistake: a stray '*' after an operator. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int a = 1, b = 2;
    if (a = b)
        printf("eq\n");
    return a +* b;
}
