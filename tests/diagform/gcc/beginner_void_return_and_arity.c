/* A beginner's mistake: a void function's value returned, calls with too few and too many arguments, an undeclared function. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
void f(void);
int main(void)
{
    return f();
}
int g(int a, int b)
{
    return a + b;
}
int h(void) { return g(1) + g(1, 2, 3) + k(); }
