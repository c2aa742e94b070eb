/* A beginner's mistake: a braced list assigned, added and returned where an
 * expression goes: gcc skips to the statement's ';', and checks on. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int x)
{
    int a[3];
    int y = x + {1};
    x = {1, 2};
    y = {x} + 1;
    return y + zz;
}
