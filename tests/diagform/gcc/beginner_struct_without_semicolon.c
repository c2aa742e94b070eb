/* A beginner's mistake: a struct definition without its ';', a member that does not exist. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
struct point { int x; int y; }
int main(void)
{
    struct point p;
    p.x = 1;
    return p.z;
}
