/* After "unknown type name" gcc reads the type as int and goes on checking:
 * later undeclared names are reported, the declared names stay declared
 * (`b->x` and `i.y` on an int), and `Baz glob;` declares glob. A parameter
 * of an unknown type gives its function's declaration up with its body
 * unchecked (its missing ';' and 'zz' are not reported). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int k(void)
{
    Bar *b;
    strng s;
    int i = b->x + s;
    i.y = 1;
    return i + ww;
}
Baz glob;
int m(void) { return glob + missing; }
int h(Foo *x, int n) { return n + zz }
int p(int n) { return n + later; }
