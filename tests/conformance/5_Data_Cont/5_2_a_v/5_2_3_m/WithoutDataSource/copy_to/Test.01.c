// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/copy_to/Test.01/test.cpp
// Test copy_to on array_views without a data source, as source and as destination
// (the vectors are static int arrays; VerifyDataOnCpu reads an array through
// a view of it; the kernels take index<2> by value; array<int,2>(M, N,
// vecSrc.begin(), av) is array<int, 2>(M, N, vecSrc) on the default
// accelerator_view, the one parallel_for_each uses too)
#include <stdio.h>
#include "amptest.h"

DEFINE_VERIFY_DATA_ON_CPU(int, 2)

/*
* Testing 'copy_to' on array_view object created without data source.
* Source => array_view without data source , passed to p_f_e
* Destination => array object
*/
static int test1(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    array_view<int,2> arrViewSrc(M,N);
    array<int,2> arrDest(M,N);

    parallel_for_each(arrViewSrc.extent, [=](index<2> idx) restrict(amp) {
        arrViewSrc[idx] = idx[0] * 10 + idx[1];
    });

    arrViewSrc.copy_to(arrDest); // Copying to Array
    array_view<int, 2> arrDest_view(arrDest);
    REPORT_RESULT(result, VerifyDataOnCpu_int_2(arrViewSrc,arrDest_view));
    return result;
}

/*
* Testing 'copy_to' on array_view object created without data source.
* Source => array_view without data source , passed to p_f_e
* Destination => another array_view object having data source
*/
static int test2(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    array_view<int,2> arrViewSrc(M,N);

    parallel_for_each(arrViewSrc.extent, [=](index<2> idx) restrict(amp) {
        arrViewSrc[idx] = idx[0] * 10 + idx[1];
    });

    static int destVect[256 * 256]; // ( M * N , 0 )
    array_view<int,2> destArrView(M,N,destVect);

    arrViewSrc.copy_to(destArrView); // Copying to Array
    destArrView.synchronize();
    REPORT_RESULT(result, VerifyDataOnCpu_int_2(arrViewSrc,destArrView));
    return result;
}

/*
* Testing 'copy_to' on array_view object created without data source.
* Source => array_view without data source , passed to p_f_e
* Destination => another array_view object having no data source
*/
static int test3(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    array_view<int,2> arrViewSrc(M,N);

    parallel_for_each(arrViewSrc.extent, [=](index<2> idx) restrict(amp) {
        arrViewSrc[idx] = idx[0] * 10 + idx[1];
    });

    array_view<int,2> destArrView(M,N);
    arrViewSrc.copy_to(destArrView); // Copying to Arrayview having no data source

    REPORT_RESULT(result, VerifyDataOnCpu_int_2(arrViewSrc,destArrView));
    //destArrView.synchronize();
    return result;
}

/*
* Testing 'copy_to' on array_view object created without data source.
* Source => array object
* Destination => array_view object having no data source
*/
static int test4(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    static int vecSrc[256 * 256];
    for (int i = 0; i < M * N; i++) vecSrc[i] = rand();
    array<int,2> arrSrc(M,N,vecSrc);
    array_view<int,2> arrViewDest(M,N);

    arrSrc.copy_to(arrViewDest); // Copying to Arrayview having no data source
    arrViewDest.synchronize();

    array_view<int, 2> arrSrc_view(arrSrc);
    REPORT_RESULT(result, VerifyDataOnCpu_int_2(arrSrc_view,arrViewDest));

    // Verifying Data on Gpu
    int comp_result = 0;
    array_view<int,1> av_compare_result(1,&comp_result);
    parallel_for_each(arrSrc.extent,[=,&arrSrc](index<2> idx) restrict(amp){
        if(arrSrc[idx] != arrViewDest[idx])
        {
            av_compare_result[0] = 1;
        }
    });
    av_compare_result.synchronize();
    REPORT_RESULT(result, comp_result == 0);
    return result;
}

/*
* Testing 'copy_to' on array_view object created without data source.
* Source => array_view object having data source
* Destination => array_view object having no data source
*/
static int test5(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    static int vecSrc[256 * 256];
    for (int i = 0; i < M * N; i++) vecSrc[i] = rand();
    array_view<int,2> arrViewSrc(M,N,vecSrc);
    array_view<int,2> arrViewDest(M,N);

    arrViewSrc.copy_to(arrViewDest); // Copying to Arrayview having no data source
    REPORT_RESULT(result, VerifyDataOnCpu_int_2(arrViewSrc,arrViewDest));

    int comp_result = 0;
    array_view<int,1> av_compare_result(1,&comp_result);
    parallel_for_each(arrViewSrc.extent,[=](index<2> idx) restrict(amp){
        if(arrViewSrc[idx] != arrViewDest[idx])
        {
            av_compare_result[0] = 1;
        }
    });
    av_compare_result.synchronize();
    REPORT_RESULT(result, comp_result == 0);
    return result;
}

int main(void)
{
    int res = runall_pass;
    REPORT_RESULT(res, test1() == runall_pass);
    REPORT_RESULT(res, test2() == runall_pass);
    REPORT_RESULT(res, test3() == runall_pass);
    REPORT_RESULT(res, test4() == runall_pass);
    REPORT_RESULT(res, test5() == runall_pass);
    return res;
}
