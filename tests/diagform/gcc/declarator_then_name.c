/* A name right after a declarator (a missing ',' or ';'): gcc lists what may
 * follow a declarator; before a type it asks for the ';' (and inserts it).
 * In a block it goes on at that name, now a statement ('height' is
 * undeclared); after a ',' or at file scope it gives the declaration up; one
 * with an initializer expects only "',' or ';'". */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int first second;
int f(int n)
{
    int lo = 0 hi = n;
    int width height;
    int a, b c;
    int count
    int total;
    return n + a;
}
int glob
int other;
