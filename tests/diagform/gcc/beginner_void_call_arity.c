/* A beginner's mistake: a void function called with too many and too few arguments. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
void print(int x);
int main(void)
{
    print(1, 2);
    print();
    return 0;
}
