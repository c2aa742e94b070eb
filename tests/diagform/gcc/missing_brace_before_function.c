/* A block's '}' missing in the middle of the file: gcc reads the functions
 * after it as nested functions (GNU C) and reports only the end of the
 * input, once per block left open. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int x)
{
    if (x) {
        return 1;
    return 0;
}
int g(void)
{
    return 2;
}
int h(int y) { return y * 3; }
