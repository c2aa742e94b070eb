/* Undeclared names in kernels of two functions: "did you mean" over the
 * names visible in the kernel (a capture, the index), gcc's context lines
 * and its note once per translation unit. */
void add(int *p, int n, int offset)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
	v[idx] += ofset;
    });
}

void tile(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        v[t.global] = tt.local[0] + nothing_like_it;
    });
}
