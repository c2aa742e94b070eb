// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.07/test.cpp
// An array of a union holding pointers cannot be used in amp code (error C3581)
// (constructor.h's test_array_userdefined<usr_union, 1> and the kernel
// template are written out for that instantiation; the array reference is
// a pointer; the extent is built from the first of extdata's ints, as
// extent<1>(extdata) would be; the original's f[idx].n = -5 is
// (*f)[idx].n = 0 here, the members being pointers, which is what MSVC reports)
#include <stdbool.h>
#include "amptest.h"

typedef union
{
    int* n; // expected-note 2 {{member 'n' declared here}}
    float* u;
} usr_union;

static void kernel_userdefined(index<1> idx, array<usr_union, 1> *f) restrict(cpu, amp) // expected-error {{'usr_union' cannot be used in amp code: member 'n' is a pointer}}
{
    (*f)[idx].n = 0;
    (*f)[idx].u = 0;
}

static bool test_array_userdefined(int *data)
{
    extent<1> e(data[0]);
    array<usr_union, 1> a1(e); // expected-error {{'usr_union' cannot be used in amp code: member 'n' is a pointer}}

    parallel_for_each(e, [&](index<1> idx) restrict(amp) {
        // this is defined as part of test
        kernel_userdefined(idx, &a1);
    });

    return false;
}

int main(void)
{
    int extdata[] = {2, 2};
    test_array_userdefined(extdata);
    // We shouldn't compile
    return runall_fail;
}
