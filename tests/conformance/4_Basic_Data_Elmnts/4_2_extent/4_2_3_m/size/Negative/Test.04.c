// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/size/Negative/Test.04/test.cpp
// (Negative) Create a new extent with -ve extents on GPU only
// (the C++ exception the launch throws is caught by an error handler,
// LANGUAGE.md section 10; it must be called, the kernel not run)
#include "amptest.h"

static int caught;

static void on_error(const amp_error *e, void *arg)
{
    caught = e->kind == amp_invalid_compute_domain;
}

int main(void)
{
	int result;
	amp_set_error_handler(on_error, NULL);
	{
		const int _rank = 5;
		int data[] = {1, 2, 3, 4, 0};

		extent<5> e1(data);
		extent<5> g1(e1);

		parallel_for_each (g1, [=](index<5> idx) restrict(cpu, amp)
		{
			g1.size();
		});
		result = runall_fail;
	}
	if (caught)
	{
		printf("ok, Got exception as expected\n");
		result = runall_pass;
	}
	printf("Testcase : %d\n", result);
	return result;
}
