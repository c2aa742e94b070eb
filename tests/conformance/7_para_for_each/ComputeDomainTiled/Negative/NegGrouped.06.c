// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/NegGrouped.06/test.cpp
// Test that tile extent dimension exceeding limit results in a compilation error. Test for 3D.
#include <limits.h>
#include "amptest.h"

#define P_F_E(ext, D0, D1, D2) parallel_for_each(ext, [=](tiled_index<D0, D1, D2> t) restrict(amp){int y = x;(void)y;})

int main(void)
{
    int x;
    // C++ AMP (Direct3D) also limits the first tile dimension to 64; AMP C
    // limits only the product of the tile sizes (LANGUAGE.md §5), so this
    // first case compiles in AMP C.
    tiled_extent<65, 1, 1> ext1 = extent<3>(130, 2, 2).tile<65, 1, 1>();
    P_F_E(ext1, 65, 1, 1);

    tiled_extent<1, 1025, 1> ext2 = extent<3>(2, 2050, 2).tile<1, 1025, 1>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext2, 1, 1025, 2); // expected-error {{tiled_index has}} expected-error {{the tile sizes must match}} expected-note {{domain of this parallel_for_each}}

    tiled_extent<1, 1, 1025> ext3 = extent<3>(2, 2, 2050).tile<1, 1, 1025>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext3, 1, 1, 1025); // expected-error {{tiled_index has}}

    tiled_extent<25, 41, 1> ext4 = extent<3>(50, 82, 2).tile<25, 41, 1>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext4, 25, 41, 1); // expected-error {{tiled_index has}}

    tiled_extent<1, 41, 25> ext5 = extent<3>(2, 82, 50).tile<1, 41, 25>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext5, 1, 41, 25); // expected-error {{tiled_index has}}

    tiled_extent<INT_MAX, INT_MAX, INT_MAX> ext6 = extent<3>(INT_MAX, INT_MAX, INT_MAX).tile<INT_MAX, INT_MAX, INT_MAX>(); // expected-error {{tiled_extent has}} expected-error {{.tile<...>() has}}
    P_F_E(ext6, INT_MAX, INT_MAX, INT_MAX); // expected-error {{tiled_index has}}

    return runall_fail; // Should not have compiled.
}
