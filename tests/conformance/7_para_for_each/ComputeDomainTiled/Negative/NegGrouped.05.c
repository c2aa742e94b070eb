// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/NegGrouped.05/test.cpp
// Test that tile extent dimension exceeding limit results in a compilation error. Test for 1D.
#include <limits.h>
#include "amptest.h"

#define P_F_E(ext, D0) parallel_for_each(ext, [=](tiled_index<D0> t) restrict(amp){int y = x;(void)y;})

int main(void)
{
    int x;
    tiled_extent<1025> ext1 = extent<1>(2050).tile<1025>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext1, 1025); // expected-error {{tiled_index has}}

    tiled_extent<INT_MAX> ext2 = extent<1>(INT_MAX).tile<INT_MAX>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext2, INT_MAX); // expected-error {{tiled_index has}}

    return runall_fail; // Should not have compiled.
}
