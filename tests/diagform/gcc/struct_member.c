/* Unknown struct members: did you mean over the members (an anonymous
 * union's too), and none offered for a one-letter name. */
struct point { int x, y; union { int count; float weight; }; };
int f(struct point *p, struct point q)
{
    return p->cuont + q.z + (int)q.wieght;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
