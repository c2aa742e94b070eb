/* A one-line function at the end of the input, its '}' missing: gcc's
 * context is the function its parser is in, though the error is shown at
 * the line's first token, before the function's name; and the source line
 * is shown without its trailing blanks. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int g(int y)
{
    return y + 1   
}
int f(int x) { return x + 1
