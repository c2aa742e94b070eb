/* A missing colon in a conditional expression: the fix-it after the
 * previous token. */
int f(int a)
{
    return a ? 1 ; 2;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
