// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/size/Negative/Test.01/test.cpp
// (Negative) Create a new extent with -ve extents and verify size
// (size.h and extentbase.h: test_size<T>, which does not depend on T, runs
// on the host and in a kernel for T = extent<1>, extent<4> and extent<10>)
#include "amptest.h"

static bool test_size(void) restrict(cpu, amp)
{
	const int _rank = 5;
    int data[] = {-1, 2, 3, 4, 5};

    extent<5> e1(data);
    extent<5> g1(e1);

	int correct_size = 1;
	for (int i = 0; i < g1.rank; i++)
	{
            correct_size *= data[i];
	}

	return ( correct_size == g1.size());
}

int main(void)
{
	int result = runall_pass, r;
	INVOKE_TEST_FUNC_ON_CPU_AND_GPU(r, test_size());   /* test<extent<1>> */
	REPORT_RESULT(result, r == runall_pass);
	INVOKE_TEST_FUNC_ON_CPU_AND_GPU(r, test_size());   /* test<extent<4>> */
	REPORT_RESULT(result, r == runall_pass);
	INVOKE_TEST_FUNC_ON_CPU_AND_GPU(r, test_size());   /* test<extent<10>> */
	REPORT_RESULT(result, r == runall_pass);
    return result;
}
