/* Kernels whose body is empty: the native back end's barrier split met a
 * block with no items (a NULL item array) and did pointer arithmetic on it,
 * undefined behaviour that UBSan stopped (found by the fuzzer, run 7 of
 * docs/reliability.md). make check-asan fails on this file before the fix. */
#include <amp.h>

void empty_kernels(void)
{
    array<int, 1> a(8);
    parallel_for_each(extent<1>(8), [](index<1> i) restrict(amp) {
    });
    parallel_for_each(a.extent.tile<4>(), [](tiled_index<4> t) restrict(amp) {
    });
    parallel_for_each(a.extent.tile<4>(), [](tiled_index<4> t) restrict(amp) {
        {
        }
        t.barrier.wait();
        {
        }
    });
}
