/* A beginner's mistake: a call's ')' missing in a return statement. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int);
int main(void)
{
    return f(1) + f(2;
}
