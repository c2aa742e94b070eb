/* A beginner's mistake: the last statement without its ';' before the '}'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int x = 1;
    x++
}
