/* Unbalanced parentheses in calls: a ')' missing, then one too many on the
 * next line (gcc's skip for the missing one takes it, so it draws no error of
 * its own), then a ')' missing before the ';' that ends the function. */
int printf(const char *, ...);
int twice(int x) { return 2 * x; }
int f(int x)
{
    printf("%d\n", twice(x);
    printf("%d\n", twice(x)));
    return twice(twice(x);
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
