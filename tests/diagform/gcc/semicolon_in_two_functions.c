/* Missing ';' before '}' in a nested block and in two functions: each is
 * reported once, and the parse goes on after each as gcc's does. */
int f(int a)
{
    a = a + 1
}
int g(int *p)
{
    if (p[0]) {
        p[0]++
    }
    return p[0]
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
