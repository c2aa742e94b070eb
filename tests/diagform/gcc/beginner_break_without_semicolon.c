/* A beginner's mistake: a 'break' without its ';' before a 'default:'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int x = 1;
    switch (x) {
    case 1:
        printf("one\n");
        break
    default:
        break;
    }
    return 0;
}
