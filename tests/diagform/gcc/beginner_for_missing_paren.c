/* A beginner's mistake: a for header without its ')' before the '{'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int i;
    for (i = 0; i < 10; i++ {
        printf("%d\n", i);
    }
    return 0;
}
