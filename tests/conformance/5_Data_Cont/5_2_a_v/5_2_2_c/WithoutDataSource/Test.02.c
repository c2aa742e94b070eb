// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/WithoutDataSource/Test.02/test.cpp
// Copy construct an array_view from an array_view having no data source, before and after parallel_for_each
// (the vectors are static int arrays filled by rand(); the kernel takes
// index<2> by value; the accelerator_view argument of parallel_for_each is
// the default one)
#include <stdio.h>
#include "amptest.h"

/*
* Test copy construct of array_view object using array_view having no data source , before p_f_e
*/
static bool test1(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    static int vecA[256 * 256];
    static int vecB[256 * 256];
    for (int i = 0; i < M * N; i++) vecA[i] = rand();
    for (int i = 0; i < M * N; i++) vecB[i] = rand();

    extent<2> ext(M,N);
    array_view<const int, 2> arrViewA(ext, vecA);
    array_view<const int, 2> arrViewB(ext, vecB);
    array_view<int, 2> arrViewSum(ext);
    array_view<int, 2> arrViewTarget(arrViewSum); // Copy Constructing

    parallel_for_each(arrViewSum.extent, [=](index<2> idx) restrict(amp) {
        arrViewSum[idx] = arrViewA[idx] + arrViewB[idx];
    });

    // Now verify the results
    bool passed = true;
    for (int i = 0; i < M * N; ++i) {
        if (arrViewTarget(i / N, i % N) != (vecA[i] + vecB[i])) {
            fprintf(stderr, "Sum(%d, %d) = %d, Expected = %d\n", i / N, i % N, arrViewTarget(i / N, i % N), vecA[i] + vecB[i]);
            passed = false;
        }
    }

    REPORT_RESULT(result, passed);
    return passed;
}

/*
* Test copy construct of array_view object using array_view having no data source , after p_f_e
*/
static bool test2(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    static int vecA[256 * 256];
    static int vecB[256 * 256];
    for (int i = 0; i < M * N; i++) vecA[i] = rand();
    for (int i = 0; i < M * N; i++) vecB[i] = rand();

    extent<2> ext(M,N);
    array_view<const int, 2> arrViewA(ext, vecA);
    array_view<const int, 2> arrViewB(ext, vecB);
    array_view<int, 2> arrViewSum(ext);

    parallel_for_each(arrViewSum.extent, [=](index<2> idx) restrict(amp) {
        arrViewSum[idx] = arrViewA[idx] + arrViewB[idx];
    });

    array_view<int, 2> arrViewTarget(arrViewSum); // Copy Constructing

    // Now verify the results
    bool passed = true;
    for (int i = 0; i < M * N; ++i) {
        if (arrViewTarget(i / N, i % N) != (vecA[i] + vecB[i])) {
            fprintf(stderr, "Sum(%d, %d) = %d, Expected = %d\n", i / N, i % N, arrViewTarget(i / N, i % N), vecA[i] + vecB[i]);
            passed = false;
        }
    }

    REPORT_RESULT(result, passed);
    return passed;
}

int main(void)
{
    int res = runall_pass;
    REPORT_RESULT(res, test1());
    REPORT_RESULT(res, test2());
    return res;
}
