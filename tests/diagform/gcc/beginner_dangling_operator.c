/* A beginner's mistake: an initializer's operator without its right operand before 'return'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    unsigned int u = 5;
    long long int big = 1;
    int x = u +
    return x + big;
}
