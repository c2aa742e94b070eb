/* A beginner's mistake: a missing ';' between two assignments, a missing ']'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
int main(void)
{
    int arr[5];
    arr[0] = 1
    arr[1] = 2;
    return arr[0] + arr[1] + arr[5;
}
