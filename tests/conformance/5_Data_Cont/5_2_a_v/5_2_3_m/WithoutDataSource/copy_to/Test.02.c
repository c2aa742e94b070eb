// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/copy_to/Test.02/test.cpp
// Test copy_to from an array_view without a data source that no kernel has written
// (the vector is a static int array; VerifyDataOnCpu reads the array through
// a view of it)
#include <stdio.h>
#include "amptest.h"

DEFINE_VERIFY_DATA_ON_CPU(int, 2)

/*
* Testing 'copy_to' on array_view object created without data source.
* Source => array_view without data source , before p_f_e
* Destination => array object
*/
static int test1(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    array_view<int,2> arrViewSrc(M,N);
    array<int,2> arrDest(M,N);

    arrViewSrc.copy_to(arrDest); // Copying to Array
    array_view<int, 2> arrDest_view(arrDest);
    REPORT_RESULT(result, VerifyDataOnCpu_int_2(arrViewSrc,arrDest_view));
    return result;
}

/*
* Testing 'copy_to' on array_view object created without data source.
* Source => array_view without data source , before p_f_e
* Destination => array_view with data source
*/
static int test2(void)
{
    int result = runall_pass;
    const int M = 256;
    const int N = 256;

    array_view<int,2> arrViewSrc(M,N);
    static int destVect[256 * 256];
    for (int i = 0; i < M * N; i++) destVect[i] = -1; // ( M * N , -1 )
    array_view<int,2> arrViewDest(M,N,destVect);

    arrViewSrc.copy_to(arrViewDest); // Copying to Array
    arrViewDest.synchronize();
    REPORT_RESULT(result, VerifyDataOnCpu_int_2(arrViewSrc,arrViewDest));
    return result;
}

int main(void)
{
    int res = runall_pass;
    REPORT_RESULT(res, test1() == runall_pass);
    REPORT_RESULT(res, test2() == runall_pass);
    return res;
}
