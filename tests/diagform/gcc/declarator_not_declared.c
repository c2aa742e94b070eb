/* A declarator that none of '=', ',', ';' follows is not declared: gcc gives
 * its declaration up before declaring it, at file scope, after a ',' and in
 * a block (where it goes on at the next name, now a statement, or puts a ';'
 * before a type), so each later use is "undeclared"; the declarators before
 * it stay declared ('a', 'p'). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int first second;
int c, d e;
int f(void)
{
    int x y;
    int p, q r;
    int count
    float z;
    x = 1; y = 2; p = 3; q = 4;
    count = 0;
    return first + c + d;
}
