/* An undeclared name in a macro's argument: shown in the argument. */
#define TWICE(x) ((x) + (x))
int f(int a)
{
    return TWICE(nosuch) + a;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
