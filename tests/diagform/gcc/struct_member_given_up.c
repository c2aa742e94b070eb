/* A struct member's syntax errors, then the checks go on as gcc's: after a
 * member's declarator that nothing it allows follows, the member and the
 * rest of the body are given up (p->a, p->c, q->b are no members; q->a
 * is); a broken declarator gives up that member alone, up to its ';'
 * (r->d stays); a missing ';' before the '}' is gcc's warning; an unknown
 * member type is read as int. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
struct point { int x; int y };
struct s { int z; int a int b; int c; };
struct v { int z; int a, b c; int d; };
struct w { int z; int 5; int d; };
struct t { int a; Foo *p; int q; };
int f(struct s *p, struct v *q, struct w *r, struct t *u, struct point pt)
{
    int sum = p->z + p->a + p->c + q->z + q->a + q->b + r->z + r->d;
    return sum + u->q + pt.y + zz;
}
