/* A beginner's mistake: '->' and '.' on a pointer to int and an int. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int x = 5;
    int *p = &x;
    return *p + p->y + x.z;
}
