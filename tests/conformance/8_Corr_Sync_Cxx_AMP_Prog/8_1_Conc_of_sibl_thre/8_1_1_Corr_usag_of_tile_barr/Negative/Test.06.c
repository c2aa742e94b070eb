// Ported from amp-conformance/Tests/8_Corr_Sync_Cxx_AMP_Prog/8_1_Conc_of_sibl_thre/8_1_1_Corr_usag_of_tile_barr/Negative/Test.06/test.cpp
// Use barrier in non amp-restricted functions. Compile error is prompted.
#include "amptest.h"

int main(void)
{
    tiled_index<1> idx; // expected-error {{tiled_index}}
    idx.barrier.wait(); // expected-error {{barrier}}
    return runall_fail;
}
