/* A beginner's mistake: an if condition without its parentheses. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int x = 1;
    if x > 0 {
        printf("pos\n");
    }
    return 0;
}
