/* Errors in two functions and then at top level: gcc's context lines, and
 * the ';' missing once the skip for ')' has reached the '}'. */
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
