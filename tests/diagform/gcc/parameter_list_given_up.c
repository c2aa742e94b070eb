/* A parameter followed by neither ',' nor ')': gcc expects "';', ',' or ')'"
 * (a GNU forward declaration of a parameter ends with ';'), skips to the
 * ')' and gives the declaration up: the function is not declared and its
 * body is not checked (its 'y' and missing ';' are not reported), and the
 * next function is checked as usual. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int a int b)
{
    int x = 1 +;
    return x + y
}
int g(void) { return zz; }
int h(int a, int b c, int (*cb)(int));
int k(int n)
{
    int m(double d float e);
    return n + count;
}
