/* A beginner's mistake: a declaration with a call and no ';' before the next declaration, then an undeclared name. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int x)
{
    return x * 2;
}
int main(void)
{
    int y = f(3)
    int z = y + 1;
    return z + w;
}
