// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomain/ComputeDomain.01/test.cpp
// Test the kernel is executed over every element of a compute domain being extent rank 1, 2, 3, 128.
// (the template test<N> is a macro defining test_N for each rank; the kernels
// run on the default accelerator's view, the original's require_device(); the
// vector is malloc'd; flatten of the suite's coordinates.h, the row-major
// position of idx in ext, is flatten_N)
#include "amptest.h"

#define DEFINE_TEST(N) \
static int flatten_##N(index<N> idx, extent<N> ext) restrict(cpu, amp) \
{ \
	int at = 0; \
	for (int k = 0; k < N; k++) \
		at = at * ext[k] + idx[k]; \
	return at; \
} \
static bool test_##N(extent<N> ext) \
{ \
	int size = ext.size(); \
	int *vec = malloc(sizeof(int) * size); \
	array_view<int, N> vec_view(ext, vec); \
	vec_view.discard_data(); \
	parallel_for_each(ext, [=] (index<N> idx) restrict(amp) \
	{ \
		vec_view[idx] = flatten_##N(idx, ext) + 1; \
	}); \
	vec_view.synchronize(); \
\
	bool passed = true; \
	for(int i = 0; i < size; i++) \
	{ \
		if(vec[i] != i + 1) \
		{ \
			fprintf(stderr, "Mismatch on index: %d, actual: %d, expected: %d\n", i, vec[i], i + 1); \
			passed = false; \
		} \
	} \
	free(vec); \
	return passed; \
}

DEFINE_TEST(1)
DEFINE_TEST(2)
DEFINE_TEST(3)
DEFINE_TEST(128)

static void fill(int *first, int *last, int value)
{
	for (; first < last; first++)
		*first = value;
}

int main(void)
{
	int result = runall_pass;

	REPORT_RESULT(result, test_1(extent<1>(1)         ));
	REPORT_RESULT(result, test_1(extent<1>(255)       ));
	REPORT_RESULT(result, test_1(extent<1>(1024)      ));
	REPORT_RESULT(result, test_1(extent<1>(1025)      ));
	REPORT_RESULT(result, test_2(extent<2>(1, 1)      ));
	REPORT_RESULT(result, test_2(extent<2>(1, 255)    ));
	REPORT_RESULT(result, test_2(extent<2>(32, 8)     )); //256
	REPORT_RESULT(result, test_2(extent<2>(25, 41)    )); //1025
	REPORT_RESULT(result, test_3(extent<3>(1, 10, 1)  ));
	REPORT_RESULT(result, test_3(extent<3>(3, 5, 17)  )); //255
	REPORT_RESULT(result, test_3(extent<3>(256, 2, 2) )); //1024
	REPORT_RESULT(result, test_3(extent<3>(5, 5, 41)  )); //1025

	int dimSize[128];
	fill(dimSize, dimSize + 128, 1);
	REPORT_RESULT(result, test_128(extent<128>(dimSize) )); // 1,1,...,1

	fill(dimSize, dimSize + 128, 1);
	dimSize[0] = 2;
	dimSize[33] = 3;
	dimSize[75] = 5;
	dimSize[127] = 9;
	REPORT_RESULT(result, test_128(extent<128>(dimSize) )); // 2,1,...,1,3,1,...,1,5,1,...,1,9 (270)

	fill(dimSize, dimSize + 128, 1);
	fill(dimSize + 33, dimSize + 43, 2);
	REPORT_RESULT(result, test_128(extent<128>(dimSize) )); // 1024

	return result;
}
