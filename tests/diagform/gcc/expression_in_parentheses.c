/* "expected expression" inside parentheses (a condition, a call's
 * arguments, a parenthesised expression, sizeof): gcc's parser skips to the
 * ')' and reads on after it, so the statement goes on and later errors are
 * gcc's; a skip that meets the block's '}' first stops there (a call left
 * open at the end of a line: "expected ';' before '}'"). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int g(int a, int b);
int printf(const char *format, ...);
int f(int x)
{
    int y = 0;
    if (x == ) { y = 1; }
    while (x < ) x++;
    y = g(1, );
    y = (1 + );
    y = g(x, (2 * ));
    y = sizeof();
    switch () { default: break; }
    return y + zz;
}
int h(int x)
{
    x = x + (
    return x;
}
int main(void)
{
    printf(
    return 0;
}
