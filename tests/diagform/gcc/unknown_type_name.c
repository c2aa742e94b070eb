/* A misspelt keyword or a type never declared, before a name or '*', where
 * a declaration or parameter may start: gcc's "unknown type name", at each
 * use, and no cascade; the body of a function with such a parameter is not
 * checked at all (its errors are not reported). (gcc reads the type as
 * int and goes on checking, as ampcc does; but a host-code check ampcc
 * leaves to the host compiler is missing when ampcc has errors: `retrun x;`
 * with a parameter x misses gcc's "'x' redeclared".) */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(int x)
{
    x = x * 2;
    retrun result;
}
int g(void)
{
    strng name;
    return 0;
}
Strng global_name;
int count_items(Item *items, int n, Strng label)
{
    Item *p = items;
    n = n + undeclared_q;
    n = (n + 1;
    return n;
}
int print_item(Item *item);
