// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/NegGrouped.07/test.cpp
// Test that tile extent dimension exceeding limit results in a compilation error. Test for 2D.
#include <limits.h>
#include "amptest.h"

#define P_F_E(ext, D0, D1) parallel_for_each(ext, [=](tiled_index<D0, D1> t) restrict(amp){int y = x;(void)y;})

int main(void)
{
    int x;
    tiled_extent<1, 1025> ext1 = extent<2>(2, 2050).tile<1, 1025>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext1, 1, 1025); // expected-error {{tiled_index has}}

    tiled_extent<1025, 1> ext2 = extent<2>(2050, 2).tile<1025, 1>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext2, 1025, 1); // expected-error {{tiled_index has}}

    tiled_extent<25, 41> ext3 = extent<2>(50, 82).tile<25, 41>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext3, 25, 41); // expected-error {{tiled_index has}}

    tiled_extent<INT_MAX, INT_MAX> ext4 = extent<2>(INT_MAX, INT_MAX).tile<INT_MAX, INT_MAX>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext4, INT_MAX, INT_MAX); // expected-error {{tiled_index has}}

    return runall_fail; // Should not have compiled.
}
