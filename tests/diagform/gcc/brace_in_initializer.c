/* A missing comma in an initializer: "expected '}'" stays at the next token,
 * without a fix-it, the brace underlined; the skip ends at that '}', and the
 * rest of the function is fine. */
int f(void)
{
    int a[3] = {1, 2 3};
    return a[0];
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
