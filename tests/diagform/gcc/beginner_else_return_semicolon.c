/* A beginner's mistake: a return without its ';' before the function's '}'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int max(int a, int b)
{
    if (a > b)
        return a;
    else
        return b
}
int main(void) { return max(1, 2); }
