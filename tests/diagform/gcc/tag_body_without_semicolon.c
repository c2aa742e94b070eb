/* A struct, union or enum definition missing its ';' before the next
 * declaration's type: gcc's "expected ';', identifier or '('" at that type,
 * the tag declared alone, and the checks go on (the 'zz' at the end). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
struct point { int x; int y; }
enum color { RED, GREEN }
int f(struct point p)
{
    struct pair { int a, b; }
    int n = p.x + RED;
    union u { int i; float f; }
    struct point q;
    return n + q.y + zz;
}
