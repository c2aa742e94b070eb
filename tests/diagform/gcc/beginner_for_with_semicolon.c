/* A beginner's mistake: a ';' right after a for header, then a missing ';'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int a[3] = {1, 2, 3};
    int i;
    for (i = 0; i < 3; i++);
    {
        a[i] = 0
    }
    return a[0];
}
