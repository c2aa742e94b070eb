/* A beginner's mistake: a stray '}' that ends the function early. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    printf("hi\n");
    }
    return 0;
}
