/* A missing closing parenthesis on a later line: "to match this", then
 * the ';' missing before the '}' the skip for ')' stopped at. */
int f(int a)
{
    a = (a
      + 2;
    return a;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
