/* The closing braces of the last function are missing: one "end of input"
 * error per open block, at the first token of the last line, as gcc. (The
 * restrict(amp) function that makes ampcc read the file itself comes first
 * here.) */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += i;
    return s;
