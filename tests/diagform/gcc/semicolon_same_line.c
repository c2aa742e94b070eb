/* A missing semicolon before a token on the same line. */
int f(int a)
{
    a = a + 1 a = 2;
    return a;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
