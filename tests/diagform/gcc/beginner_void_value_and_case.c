/* A beginner's mistake: a void function's value used, a function name in the wrong case. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <stdio.h>
void greet(char *name)
{
    printf("hello %s\n", name);
}
int main(void)
{
    int n = greet("bob");
    Greet("amy");
    return n;
}
