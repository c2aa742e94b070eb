/* A beginner's mistake: a loop body statement without its ';'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int x = 3;
    while (x > 0)
        x--
    printf("%d\n", x);
    return 0;
}
