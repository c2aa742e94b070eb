/* An array size without its ']': gcc skips to a ']' (here none before the
 * function's '}') and gives the declaration up, that '}' with it, so the
 * function is still open at the end of the input. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int g(void)
{
    int a[4;
    a[0] = 1;
    return a[0];
}
