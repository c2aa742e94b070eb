// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.20/test.cpp
// Verifies compiler errors when a 3D array constructor is used with an array with Rank != 3
// (the C++ temporary array<unsigned int, 4>(5, 123, 7) is a declared array in C)
#include "amptest.h"

int main(void)
{
    array<unsigned int, 4> a(5, 123, 7); // expected-error {{cannot construct array<unsigned int, 4> 'a' from these 3 arguments}}
	// We shouldn't compile
    return runall_fail;
}
