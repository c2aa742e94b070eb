/* A member missing its ';' (gcc's list of what may follow a member's
 * declarator), a stray '}' at file scope, a statement's missing ';' in a
 * loop, a ')' too many after a condition ("expected statement") and a
 * subscript's missing ']'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
struct pair { int a int b; };
int f0(int x)
{
    return x;
}
}
int f(int x)
{
    int total = 0;
    for (int i = 0; i < x; i++)
        total += i
    return total;
}
int g(int *p, int n)
{
    if (n > 0)) {
        return p[0];
    }
    return p[n - 1;
}
