/* Errors in two functions and then at top level, all reported (no
 * recovery involved): gcc's context lines. */
int f(int a)
{
    return a + zz;
}

int g(int b)
{
    return b + zz;
}

int h = qq;
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
