// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/contains/Test.03/test.cpp
// Test that contains return false for indices with "one more than maximum" value in one or more dimensions.
#include "amptest.h"
#include "index_helpers.h"

#include <limits.h>

static int test(int int_max) restrict(cpu, amp)
{
	// Tests for extent rank 1
	{
		extent<1> ext(10);
		if(!(  !ext.contains(index<1>(10))
			))
			return runall_fail;
	}
	{
		extent<1> ext(int_max);
		if(!(  !ext.contains(index<1>(int_max))
			))
			return runall_fail;
	}

	// Tests for extent rank 2
	{
		extent<2> ext(11, 8);
		if(!(  !ext.contains(index<2>(0, 8))
			&& !ext.contains(index<2>(4, 8))
			&& !ext.contains(index<2>(11, 0))
			&& !ext.contains(index<2>(11, 3))
			&& !ext.contains(index<2>(11, 8))
			))
			return runall_fail;
	}
	{
		extent<2> ext(int_max, int_max);
		if(!(  !ext.contains(index<2>(int_max, int_max))
			))
			return runall_fail;
	}

	// Tests for extent rank 3
	{
		extent<3> ext(2, 2, 2);
		if(!(  !ext.contains(index<3>(0, 0, 2))
			&& !ext.contains(index<3>(0, 2, 0))
			&& !ext.contains(index<3>(2, 0, 0))
			&& !ext.contains(index<3>(1, 2, 1))
			&& !ext.contains(index<3>(2, 2, 2))
			))
			return runall_fail;
	}
	{
		extent<3> ext(int_max, int_max, int_max);
		if(!(  !ext.contains(index<3>(int_max, int_max, int_max))
			))
			return runall_fail;
	}

	// Tests for extent rank N = 5
	{
		extent<5> ext = make_extent(1, 2, 3, 4, 5);
		if(!(  !ext.contains(make_index(1, 0, 0, 0, 0))
			&& !ext.contains(make_index(0, 2, 3, 0, 0))
			&& !ext.contains(make_index(0, 0, 3, 0, 0))
			&& !ext.contains(make_index(0, 0, 0, 4, 0))
			&& !ext.contains(make_index(0, 0, 0, 0, 5))
			&& !ext.contains(make_index(1, 1, 1, 1, 1))
			&& !ext.contains(make_index(1, 2, 3, 4, 5))
			))
			return runall_fail;
	}
	{
		extent<5> ext = make_extent(int_max, int_max, int_max, int_max, int_max);
		if(!(  !ext.contains(make_index(int_max, int_max, int_max, int_max, int_max))
			))
			return runall_fail;
	}

    return runall_pass;
}

int main(void)
{

	int int_max = INT_MAX;

	int cpu_result = test(int_max);

	int amp_result;
	GPU_INVOKE(int, amp_result, test(int_max));

	return cpu_result == runall_pass && amp_result == runall_pass ? runall_pass : runall_fail;
}
