/* A beginner's mistake: a malloc(sizeof(...) call without its last ')'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdlib.h>
int main(void)
{
    int *p = malloc(10 * sizeof(int);
    free(p);
    return 0;
}
