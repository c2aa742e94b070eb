/* A beginner's mistake: a misspelt variable (undeclared, with gcc's 'did you mean'). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int total = 0;
    totl = total + 1;
    printf("%d\n", total);
    return 0;
}
