/* Issue 10, defect 2: v(idx) with an index<N> in amp code, as an rvalue, an
 * lvalue and the operand of atomic_fetch_add (a histogram, the C++ AMP idiom). */
#include <stdio.h>
int main(void)
{
    int hist[4] = {0};
    int data[8] = {0, 1, 2, 3, 0, 1, 2, 0};
    array_view<int, 1> h(4, hist);
    array_view<const int, 1> d(8, data);
    parallel_for_each(d.extent, [=](index<1> idx) restrict(amp) {
        index<1> bin(d(idx));
        atomic_fetch_add(&h(bin), 1);
    });
    int grid[6] = {0};
    array_view<int, 2> g(2, 3, grid);
    parallel_for_each(g.extent, [=](index<2> idx) restrict(amp) {
        g(idx) = idx[0] * 10 + idx[1];
    });
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    printf("%d %d\n", g(1, 2), g(0, 1));
    return 0;
}
