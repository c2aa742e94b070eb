// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/Test01.02/test.cpp
// (Negative) Define pointers to non–amp–compatible type in kernel function
// (class c1 is a struct; the function object FunctObj, which holds the array
// by reference, is its operator() as a function taking the array by pointer,
// called from the kernel; a tiled_index used as an index is idx.global; the
// vector is an array of c1, the accelerator_view the default one. MSVC
// reports the pointer and each bad member; ampcc reports the struct once, at
// its first use in amp code, naming its first bad member)
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include "amptest.h"

#define BLOCK_DIM 16

struct c1
{
    wchar_t c; // not allowed here // expected-note 2 {{member 'c' declared here}}
    short int si;
    long double ud;
    int i;
};

/* FunctObj::operator() */
static void FunctObj_call(array<struct c1, 2> *mA, tiled_index<BLOCK_DIM, BLOCK_DIM> idx) restrict(amp) // expected-error {{'struct c1' cannot be used in amp code: member 'c' has type 'wchar_t'}}
{
    struct c1 *p1 = &(*mA)[idx.global];
}

int main(void)
{
    srand(2009);
    const int M = 256;
    static struct c1 A[256 * 256];

    extent<2> e(M, M);
    array<struct c1, 2> fA(e, A); // expected-error {{'struct c1' cannot be used in amp code: member 'c' has type 'wchar_t'}}

    parallel_for_each(e.tile<BLOCK_DIM, BLOCK_DIM>(), [&](tiled_index<BLOCK_DIM, BLOCK_DIM> idx) restrict(amp) {
        FunctObj_call(&fA, idx);
    });

    printf("%s\n", "Failed!");
    return runall_fail;
}
