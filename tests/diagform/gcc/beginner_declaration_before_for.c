/* A beginner's mistake: a declaration without its ';' before a for loop. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int i
    for (i = 0; i < 3; i++) {
    }
    return i;
}
