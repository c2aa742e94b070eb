/* "expected expression" in a for header's clause: gcc skips to the ';' or ')'
 * that ends the clause and reads on: the loop and what follows are checked. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int x)
{
    int y = 0;
    for (x = 0; x < ; x++) y++;
    for (x = ; x < 3; x++) y++;
    for (x = 0; x < 3; x + ) y++;
    for (int i = ; i < 3; i++) y += i;
    return y + zz;
}
