/* A beginner's mistake: the function's '}' missing at the end of the file. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int x = 1;
    x = x + 1;
    return x;
