/* A beginner's mistake: a for body without its ';', then a call with too many arguments. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int sum(int *a, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i]
    return s;
}
int main(void) { int a[3] = {1, 2, 3}; return sum(a, 3, 4); }
