/* A beginner's mistake: a missing ';' after a declaration before a call. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int n = 5
    printf("%d\n", n);
    return 0;
}
