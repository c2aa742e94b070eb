// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/contains/Test.05/test.cpp
// Test that extent with 0 size in any dimension does not contain any indices.
#include "amptest.h"
#include "index_helpers.h"

static int test(void) restrict(cpu, amp)
{
	// Tests for extent rank 1
	{
		extent<1> ext(0);
		if(!(  !ext.contains(index<1>(-1))
			&& !ext.contains(index<1>(0))
			&& !ext.contains(index<1>(1))
			))
			return runall_fail;
	}

	// Tests for extent rank 2
	{
		extent<2> ext(11, 0);
		if(!(  !ext.contains(index<2>(0, 0))
			&& !ext.contains(index<2>(5, 0))
			&& !ext.contains(index<2>(5, 1))
			&& !ext.contains(index<2>(0, 5))
			))
			return runall_fail;
	}
	{	
		extent<2> ext(0, 8);
		if(!(  !ext.contains(index<2>(0, 0))
			&& !ext.contains(index<2>(0, 1))
			&& !ext.contains(index<2>(-1, 1))
			&& !ext.contains(index<2>(2, 5))
			))
			return runall_fail;
	}

	// Tests for extent rank 3
	{
		extent<3> ext(0, 3, 4);
		if(!(  !ext.contains(index<3>(0, 0, 0))
			&& !ext.contains(index<3>(0, 2, 3))
			&& !ext.contains(index<3>(-1, 1, 0))
			))
			return runall_fail;
	}
	{
		extent<3> ext(5, 0, 4);
		if(!(  !ext.contains(index<3>(0, 0, 0))
			&& !ext.contains(index<3>(0, -1, 3))
			&& !ext.contains(index<3>(-1, 1, 0))
			))
			return runall_fail;
	}
	{
		extent<3> ext(5, 3, 0);
		if(!(  !ext.contains(index<3>(0, 0, 0))
			&& !ext.contains(index<3>(0, 3, -1))
			&& !ext.contains(index<3>(-1, 0, 1))
			))
			return runall_fail;
	}
	{
		extent<3> ext(0, 0, 0);
		if(!(  !ext.contains(index<3>(0, 0, 0))
			))
			return runall_fail;
	}

	// Tests for extent rank N = 5
	{
		extent<5> ext = make_extent(0, 2, 3, 4, 5);
		if(!(  !ext.contains(make_index(0, 0, 0, 0, 0))
			&& !ext.contains(make_index(-1, 0, 0, 1, 0))
			&& !ext.contains(make_index(1, 0, 0, 0, 1))
			))
			return runall_fail;
	}
	{
		extent<5> ext = make_extent(1, 0, 3, 4, 5);
		if(!(  !ext.contains(make_index(0, 0, 0, 0, 0))
			&& !ext.contains(make_index(0, -1, 0, 1, 0))
			&& !ext.contains(make_index(0, 1, 0, 0, 1))
			))
			return runall_fail;
	}
	{
		extent<5> ext = make_extent(1, 2, 3, 4, 0);
		if(!(  !ext.contains(make_index(0, 0, 0, 0, 0))
			&& !ext.contains(make_index(0, 0, 0, 1, -1))
			&& !ext.contains(make_index(0, 1, 0, 0, 1))
			))
			return runall_fail;
	}
	{
		extent<5> ext = make_extent(0, 0, 0, 0, 0);
		if(!(  !ext.contains(make_index(0, 0, 0, 0, 0))
			))
			return runall_fail;
	}

    return runall_pass;
}

int main(void)
{

	int cpu_result = test();

	int amp_result;
	GPU_INVOKE(int, amp_result, test());

	return cpu_result == runall_pass && amp_result == runall_pass ? runall_pass : runall_fail;
}

