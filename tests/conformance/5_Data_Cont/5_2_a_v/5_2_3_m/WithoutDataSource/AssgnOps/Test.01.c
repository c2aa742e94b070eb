// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/AssgnOps/Test.01/test.cpp
// Test assignment operator on array_views without a data source
// (the vectors are static int arrays filled by rand(); the kernels take
// index<N> by value; a `mutable` kernel assigns to its own copy of a captured
// view, and AMP C's captures are read-only, so test4's kernel copies the
// captured view into a local first and assigns to that; the
// accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

/*
* Testing assignment before p_f_e execution in CPU
* Source => array_view without data source
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
    array_view<int, 2> arrViewTarget = arrViewSum; // Assignment : Source => array_view with out data source

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
* Testing assignment after p_f_e execution in CPU
* Source => array_view without data source
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

    array_view<int, 2> arrViewTarget = arrViewSum; // Assignment after p_f_e: Source => array_view without data source ,

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
* Testing assignment in CPU
* Target => array_view without data source
* Source => array_view with data source
*/
static bool test3(void)
{
    const int M = 256;
    const int N = 256;

    static int vecA[256 * 256];
    for (int i = 0; i < M * N; i++) vecA[i] = rand();

    array_view<int, 2> arrViewA( M , N, vecA);
    array_view<int, 2> arrViewTarget(M,N);

    arrViewTarget = arrViewA; // Assignment : Target => array_view without data source , Source => array_view with data source

    bool passed = true;
    for (int i = 0; i < M * N; ++i) {
        if (arrViewTarget(i / N, i % N) != vecA[i]) {
            fprintf(stderr, "Actual = %d, Expected = %d\n", arrViewTarget(i / N, i % N), vecA[i]);
            passed = false;
        }
    }
    report_result(runall_pass, passed, "passed");
    return passed;
}

/*
* Testing assignment in GPU
* Target => array_view without data source
* Source => array_view with data source
*/
static bool test4(void)
{
    const int M = 256;
    const int N = 256;

    static int vecA[256 * 256];
    for (int i = 0; i < M * N; i++) vecA[i] = rand();

    array_view<int, 2> arrViewA( M , N, vecA);
    array_view<int, 2> arrViewTarget(M,N);
    array_view<int, 1> arr_compare_result(1);

    parallel_for_each(extent<1>(1), [=](index<1> idx) restrict(amp) {
        array_view<int, 2> target = arrViewTarget; // the kernel's own copy, as in a mutable lambda
        target = arrViewA; // Assignment : Target => array_view without data source , Source => array_view with data source
        arr_compare_result[0] = 0;
        for(int i = 0; i < target.extent[0] ; i++ )
        {
            for(int j = 0 ; j < target.extent[1] ; j++ )
            {
                if( target(i,j) != arrViewA(i,j))
                {
                    atomic_fetch_inc(&arr_compare_result[0]);
                }
            }
        }
    });

    // Now verify the results
    bool passed = (arr_compare_result[0] == 0);
    report_result(runall_pass, passed, "passed");
    return passed;
}

int main(void)
{
    int res = runall_pass;
    REPORT_RESULT(res, test1());
    REPORT_RESULT(res, test2());
    REPORT_RESULT(res, test3());
    REPORT_RESULT(res, test4());
    return res;
}
