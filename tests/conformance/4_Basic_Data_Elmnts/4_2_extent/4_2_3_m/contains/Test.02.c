// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/contains/Test.02/test.cpp
// Test that contains returns false for indices with negative value in one or more dimensions.
#include "amptest.h"
#include "index_helpers.h"

#include <limits.h>

static int test(int int_min, int int_max) restrict(cpu, amp)
{
	// Tests for extent rank 1
	{
		extent<1> ext(3);
		if(!(  !ext.contains(index<1>(-1))
			&& !ext.contains(index<1>(-63))
			&& !ext.contains(index<1>(int_min))
			))
			return runall_fail;
	}
	{
		extent<1> ext(int_max);
		if(!(  !ext.contains(index<1>(-1))
			&& !ext.contains(index<1>(int_min))
			))
			return runall_fail;
	}

	// Tests for extent rank 2
	{
		extent<2> ext(8, 5);
		if(!(  !ext.contains(index<2>(0, -1))
			&& !ext.contains(index<2>(-9, 0))
			&& !ext.contains(index<2>(-1, -1))
			&& !ext.contains(index<2>(-4, -1))
			&& !ext.contains(index<2>(-3, -7))
			&& !ext.contains(index<2>(4, -3))
			&& !ext.contains(index<2>(-1, 2))
			&& !ext.contains(index<2>(-4, 15))
			&& !ext.contains(index<2>(16, -1))
			))
			return runall_fail;
	}
	{
		extent<2> ext(int_max, int_max);
		if(!(  !ext.contains(index<2>(int_min, int_min))
			&& !ext.contains(index<2>(int_max - 1, int_min))
			))
			return runall_fail;
	}

	// Tests for extent rank 3
	{
		extent<3> ext(4, 3, 5);
		if(!(  !ext.contains(index<3>(0, -1, 0))
			&& !ext.contains(index<3>(2, 1, -3))
			&& !ext.contains(index<3>(-2, 5, 1))
			&& !ext.contains(index<3>(-1, -1, -1))
			&& !ext.contains(index<3>(-4, -3, 1))
			&& !ext.contains(index<3>(15, -2, -4))
			))
			return runall_fail;
	}
	{
		extent<3> ext(int_max, int_max, int_max);
		if(!(  !ext.contains(index<3>(int_min, 0, 0))
			&& !ext.contains(index<3>(0, int_min, 5))
			&& !ext.contains(index<3>(int_min, int_min, int_min))
			))
			return runall_fail;
	}

	// Tests for extent rank N = 5
	{
		extent<5> ext = make_extent(5, 4, 3, 2, 1);
		if(!(  !ext.contains(make_index(-5, 0, 0, 0, 0))
			&& !ext.contains(make_index(0, -4, 0, 0, 3))
			&& !ext.contains(make_index(0, 0, -3, 0, 4))
			&& !ext.contains(make_index(0, 0, 1, -2, 0))
			&& !ext.contains(make_index(0, 0, 1, 2, -1))
			&& !ext.contains(make_index(-1, -1, -1, -1, -1))
			))
			return runall_fail;
	}
	{
		extent<5> ext = make_extent(int_max, int_max, int_max, int_max, int_max);
		if(!(  !ext.contains(make_index(0, int_min, 0, 0, 0))
			&& !ext.contains(make_index(0, 0, 0, 0, int_min))
			&& !ext.contains(make_index(int_min, int_min, int_min, int_min, int_min))
			))
			return runall_fail;
	}

    return runall_pass;
}

int main(void)
{	
	

	int int_min = INT_MIN;
	int int_max = INT_MAX;

	int cpu_result = test(int_min, int_max);

	int amp_result;
	GPU_INVOKE(int, amp_result, test(int_min, int_max));

	return cpu_result == runall_pass && amp_result == runall_pass ? runall_pass : runall_fail;
}
