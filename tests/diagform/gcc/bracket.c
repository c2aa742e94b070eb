/* A missing closing bracket: no "to match" for subscripts, as gcc
 * (diagform: first-error). */
int f(int *p)
{
    p[1;
    return p[0];
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
