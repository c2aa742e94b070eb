// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.21/test.cpp
// Compiler should give errors when using array default constructor
#include "amptest.h"

int main(void)
{
    array<unsigned int, 4> dst; // expected-error {{array<unsigned int, 4> 'dst' needs constructor arguments}}
	// We shouldn't compile
    return runall_fail;
}
