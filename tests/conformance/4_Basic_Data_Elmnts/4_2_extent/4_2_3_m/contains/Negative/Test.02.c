// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/contains/Negative/Test.02/test.cpp
// Test that passing an index with a greater rank than the extent rank to contains results in a compilation error.
#include "amptest.h"

int test(void) restrict(cpu, amp)
{
	{
		extent<3> ext;
		index<4> idx;
		ext.contains(idx); // expected-error {{'contains()' expects an index<3>, not 'index<4>'}}
	}
	{
		extent<10> ext;
		index<14> idx;
		ext.contains(idx); // expected-error {{'contains()' expects an index<10>, not 'index<14>'}}
	}

    return runall_pass;
}

int main(void)
{
	int result = test();
	if(result != runall_pass) return result;

	GPU_INVOKE(int, result, test());
	return result;
}
