/* index<N> and extent<N> compound assignment and ++/--: host code updates the
 * coordinates in a statement expression, amp code calls a helper through a
 * pointer named for the lvalue's address space (_p: private; the e2e test
 * index_compound_assign has a tile_static one, _l); the kernel's own index is
 * written, so it is not const. */
void update(int *out, int n)
{
    array_view<int, 1> v(n, out);
    index<1> step(1);
    extent<1> e(4);
    step += index<1>(1);
    e *= 2;
    step++;
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        index<1> first = t.tile_origin;
        first += 1;
        index<1> i = t.global;
        index<1> old = i--;
        i -= first;
        v[t.global] = i[0] + old[0];
    });
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
        extent<1> f = e;
        index<1> here = idx;
        idx %= 2;
        f += idx;
        v[here] = f[0];
    });
}
