/* A beginner's mistake: an 'else' inside the if's block (its '}' missing before the 'else'). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int x = 1;
    if (x == 1) {
        printf("one\n");
    else {
        printf("other\n");
    }
    return 0;
}
