// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/WithoutDataSource/Test.01/test.cpp
// array_views without a data source (array_view<int, N> v(ext)) of ranks 1, 2 and 3 hold a kernel's results
// (the vectors are static int arrays filled by rand(); the kernels take
// index<N> and tiled_index<...> by value, and arrViewDiff[idx] of a tiled
// index is arrViewDiff[idx.global], which is what C++ AMP's conversion gives;
// the accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

// Tests 2D array_view
static bool test(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;
    const int TILE_DIM0 = 16;
    const int TILE_DIM1 = 16;

    static int vecA[256 * 256];
    static int vecB[256 * 256];
    for (int i = 0; i < M * N; i++) vecA[i] = rand();
    for (int i = 0; i < M * N; i++) vecB[i] = rand();

    extent<2> ext(M,N);
    array_view<const int, 2> arrViewA(ext, vecA);
    array_view<const int, 2> arrViewB(ext, vecB);
    array_view<int, 2> arrViewSum(ext);

    REPORT_RESULT(result, arrViewSum.extent == ext);

    parallel_for_each(arrViewSum.extent, [=](index<2> idx) restrict(amp) {
        arrViewSum[idx] = arrViewA[idx] + arrViewB[idx];
    });

    array_view<int, 2> arrViewDiff(ext);
    parallel_for_each(arrViewDiff.extent.tile<TILE_DIM0,TILE_DIM1>(), [=](tiled_index<TILE_DIM0,TILE_DIM1> idx) restrict(amp) {
        arrViewDiff[idx.global] = arrViewA[idx.global] - arrViewB[idx.global];
    });

    // Now verify the results
    bool passed = true;
    for (int i = 0; i < M * N; ++i) {
        if (arrViewSum(i / N, i % N) != (vecA[i] + vecB[i])) {
            fprintf(stderr, "Sum(%d, %d) = %d, Expected = %d\n", i / N, i % N, arrViewSum(i / N, i % N), vecA[i] + vecB[i]);
            passed = false;
        }
        if (arrViewDiff(i / N, i % N) != (vecA[i] - vecB[i])) {
            fprintf(stderr, "Diff(%d, %d) = %d, Expected = %d\n", i / N, i % N, arrViewDiff(i / N, i % N), vecA[i] - vecB[i]);
            passed = false;
        }
    }

    REPORT_RESULT(result, passed);
    return passed;
}

// Tests 1D array_view
static bool test1(void)
{
    int result = runall_pass;
    const int M = 256;
    const int TILE_DIM0 = 16;

    int vecA[256];
    int vecB[256];
    for (int i = 0; i < M; i++) vecA[i] = rand();
    for (int i = 0; i < M; i++) vecB[i] = rand();

    array_view<const int, 1> arrViewA(M, vecA);
    array_view<const int, 1> arrViewB(M, vecB);
    array_view<int, 1> arrViewSum(M);

    REPORT_RESULT(result, arrViewSum.extent == extent<1>(M));

    parallel_for_each(arrViewSum.extent, [=](index<1> idx) restrict(amp) {
        arrViewSum[idx] = arrViewA[idx] + arrViewB[idx];
    });

    array_view<int, 1> arrViewDiff(M);
    parallel_for_each(arrViewDiff.extent.tile<TILE_DIM0>(), [=](tiled_index<TILE_DIM0> idx) restrict(amp) {
        arrViewDiff[idx.global] = arrViewA[idx.global] - arrViewB[idx.global];
    });

    // Now verify the results
    bool passed = true;
    for (int i = 0; i < M; ++i) {
        if (arrViewSum(i) != (vecA[i] + vecB[i])) {
            fprintf(stderr, "Sum(%d) = %d, Expected = %d\n", i, arrViewSum(i), vecA[i] + vecB[i]);
            passed = false;
        }
        if (arrViewDiff(i) != (vecA[i] - vecB[i])) {
            fprintf(stderr, "Diff(%d) = %d, Expected = %d\n", i, arrViewDiff(i), vecA[i] - vecB[i]);
            passed = false;
        }
    }

    REPORT_RESULT(result, passed);
    return passed;
}

// Tests 3D array_view
static bool test3(void)
{
    int result = runall_pass;
    const int M = 128;
    const int N = 128;
    const int O = 128;
    const int TILE_DIM0 = 8;
    const int TILE_DIM1 = 8;
    const int TILE_DIM2 = 8;

    static int vecA[128 * 128 * 128];
    static int vecB[128 * 128 * 128];
    for (int i = 0; i < M * N * O; i++) vecA[i] = rand();
    for (int i = 0; i < M * N * O; i++) vecB[i] = rand();

    array_view<const int, 3> arrViewA(M, N, O, vecA);
    array_view<const int, 3> arrViewB(M, N, O, vecB);
    array_view<int, 3> arrViewSum(M, N ,O);

    REPORT_RESULT(result, arrViewSum.extent == extent<3>(M,N,O));

    parallel_for_each(arrViewSum.extent, [=](index<3> idx) restrict(amp) {
        arrViewSum[idx] = arrViewA[idx] + arrViewB[idx];
    });

    array_view<int, 3> arrViewDiff(M, N, O);
    parallel_for_each(arrViewDiff.extent.tile<TILE_DIM0,TILE_DIM1,TILE_DIM2>(), [=](tiled_index<TILE_DIM0,TILE_DIM1,TILE_DIM2> idx) restrict(amp) {
        arrViewDiff[idx.global] = arrViewA[idx.global] - arrViewB[idx.global];
    });

    // Now verify the results
    bool passed = true;
    for(int i = 0 ; i < M ; i++)
    {
        for(int j = 0 ; j < N ; j++)
        {
            for(int k = 0 ; k < O ; k++)
            {
                int linear_idx = i * (N * O)  + j * O + k;
                if (arrViewSum(i,j,k) != (vecA[linear_idx] + vecB[linear_idx])) {
                    fprintf(stderr, "Sum(%d, %d, %d) = %d, Expected = %d\n", i, j, k, arrViewSum(i,j,k), vecA[linear_idx] + vecB[linear_idx]);
                    passed = false;
                }
                if (arrViewDiff(i,j,k) != (vecA[linear_idx] - vecB[linear_idx])) {
                    fprintf(stderr, "Diff(%d, %d, %d) = %d, Expected = %d\n", i, j, k, arrViewDiff(i,j,k), vecA[linear_idx] - vecB[linear_idx]);
                    passed = false;
                }
            }
        }
    }

    REPORT_RESULT(result, passed);
    return passed;
}

int main(void)
{
    int res = runall_pass;
    REPORT_RESULT(res, test());
    REPORT_RESULT(res, test1());
    REPORT_RESULT(res, test3());
    return res;
}
