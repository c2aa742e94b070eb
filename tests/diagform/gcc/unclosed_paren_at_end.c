/* A '(' never closed in the last statement of the file: gcc's skip for ')'
 * reaches the end, and only the open blocks are reported there. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int s)
{
    if (s) {
        s = (s + 1;
