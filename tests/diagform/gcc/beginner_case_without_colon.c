/* A beginner's mistake: a case label without its ':'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int n = 3;
    switch (n) {
    case 1
        return 1;
    case 2:
        return 2;
    }
    return 0;
}
