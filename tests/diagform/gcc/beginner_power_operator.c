/* A beginner's mistake: '**' taken for a power operator. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int n = 4;
    int sq = n ** 2;
    return sq;
}
