/* Errors in two functions and then at top level: gcc's context lines
 * (diagform: first-error). */
int f(int a)
{
    return a +;
}
int g(int b)
{
    return (b;
}
int h(int, );
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
