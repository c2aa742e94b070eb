/* A misspelt keyword or a type never declared, before a name: gcc's
 * "unknown type name", and no cascade. (gcc declares the name with an
 * erroneous type; ampcc gives the declaration up and runs no sema after it,
 * so `retrun x;` with a parameter x misses gcc's "'x' redeclared".) */
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
