/* A missing semicolon before a statement on the next line. */
int f(int a)
{
    a = a + 1
    return a;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
