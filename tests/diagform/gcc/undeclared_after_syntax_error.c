/* After a syntax error the checks go on, as gcc's do, and their errors come
 * in source order among the syntax errors: a name undeclared later in the
 * same function or in the next one is reported; a statement the error
 * skipped is not checked (the 'q' of the skipped return), and a declaration
 * whose initializer was broken still declares its name. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int x)
{
    int s = x + ;
    x = x + y;
    x = (x + 1;
    return s + q;
}
int g(int n)
{
    n = n * 2
    return n + count;
}
int h(int n) { n = n +; return n + total; }
