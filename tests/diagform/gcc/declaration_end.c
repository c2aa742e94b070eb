/* Declarations missing their ';': gcc's "expected ',' or ';'" at the next
 * token and the rest of the declaration given up (at file scope, in a block,
 * in a for loop); a case label's "':' or '...'"; a ')' too many where a
 * statement starts ("expected statement", and it is dropped). */
int x = 3 int y;
int f(int n)
{
    int s = 0
    int unused = 1;
    for (int i = 0 i < n; i++)
        s += i;
    switch (n) {
    case 1 return 1;
    default:
        break;
    }
    return ((s + 1) * 2));
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
