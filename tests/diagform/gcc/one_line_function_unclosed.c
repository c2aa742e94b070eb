/* The only error is the end of the input inside a one-line function: gcc's
 * "In function" line comes first, though the error is shown before the
 * function's name. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int x) { if (x) { return x + 1; }
