/* A beginner's mistake: a stray '*' after '+', an extra ')'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int x = 1;
    int y = x +* 2;
    int z = (x + y));
    return z;
}
