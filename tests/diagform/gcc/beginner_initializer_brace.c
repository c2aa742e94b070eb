/* A beginner's mistake: an initializer list without its '}'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int values[3] = {1, 2, 3;
    return values[0];
}
