/* An undeclared name with nothing close: the note comes once, the name once. */
int f(int a)
{
    a = zzzz + 1;
    return a + zzzz + qqqq;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
