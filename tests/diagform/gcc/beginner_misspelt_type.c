/* A beginner's mistake: a misspelt type name (unknown type name, then checked as int). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    integer count = 0;
    count++;
    printf("%d\n", count);
    return 0;
}
