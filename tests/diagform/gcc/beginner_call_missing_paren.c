/* A beginner's mistake: a call inside a call without its ')'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int square(int x);
int main(void)
{
    printf("%d\n", square(3);
    return 0;
}
int square(int x) { return x * x; }
