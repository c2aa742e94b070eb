/* A missing closing bracket: no "to match" for subscripts, as gcc; the
 * skip to the block's '}' leaves the ';' after `return p[0]` missing. */
int f(int *p)
{
    p[1;
    return p[0];
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
