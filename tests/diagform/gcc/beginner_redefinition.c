/* A beginner's mistake: a variable defined twice in one block. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int x = 1;
    int x = 2;
    return x;
}
