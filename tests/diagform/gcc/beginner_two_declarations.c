/* A beginner's mistake: two declarations in a row without their ';'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int x = 3
    int y = 4
    return x + y;
}
