/* A call to an undeclared function in host code: gcc's warning, once a name
 * (with "did you mean" when a declared function is close), among the errors
 * that keep ampcc from handing the file to the host compiler (which gives
 * the warning when there are none): after a syntax error, a given-up
 * declaration (h is then undeclared) and a semantic error. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int count_items(int n);
int h(int a int b);
int f(void)
{
    int x = count_itms(1) + totl(2);
    x = x + 1 +;
    x = x + y + totl(3);
    return x;
}
int g(int n)
{
    n = n * 2;
    n = n + h(1, 2) + helper(n)
    return n + totl(4) + other(n);
}
