/* A #line at the largest line number inside a kernel, with lines after it:
 * the emitters' line map saturates as the lexer does (the fuzzer found its
 * counter overflowing, signed overflow in emit_common.c, under UBSan). */
#include <amp.h>

void bump(int *out, int n)
{
    array_view<int, 1> v(n, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
#line 2147483647
        int k = i[0];
        v[i] = k + 1;
    });
}
