// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/contains/Negative/Test.01/test.cpp
// Test that passing an index with a smaller rank than the extent rank to contains results in a compilation error.
#include "amptest.h"

int test(void) restrict(cpu, amp)
{
	{
		extent<3> ext;
		index<2> idx;
		ext.contains(idx); // expected-error {{'contains()' expects an index<3>, not 'index<2>'}}
	}
	{
		extent<10> ext;
		index<3> idx;
		ext.contains(idx); // expected-error {{'contains()' expects an index<10>, not 'index<3>'}}
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
