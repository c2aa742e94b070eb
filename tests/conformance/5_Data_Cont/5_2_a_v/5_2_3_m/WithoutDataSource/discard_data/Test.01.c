// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/discard_data/Test.01/test.cpp
// Test 'discard_data' member function on array_views without a data source
/*
* Testing 'discard_data' on array_view object created without data source
* before p_f_e and after p_f_e
*/
#include "amptest.h"

static int test1(void)
{
    int result = runall_pass;
    const int M = 256;
    array_view<int,1> arrViewSrc(M);
    arrViewSrc.discard_data();

    parallel_for_each(arrViewSrc.extent,[=](index<1> idx) restrict(amp){
        arrViewSrc(idx) = idx[0];
    });

    arrViewSrc.discard_data();

    int cmp_result = 0;
    array_view<int,1> av_result(1,&cmp_result);
    parallel_for_each(arrViewSrc.extent,[=](index<1> idx) restrict(amp){
        if(arrViewSrc(idx) != idx[0])
        {
            atomic_fetch_inc(&av_result[0]);
        }
    });
    av_result.synchronize();

    REPORT_RESULT(result, cmp_result == 0);
    return result;
}

int main(void)
{
    int res = runall_pass;
    REPORT_RESULT(res, test1() == runall_pass);
    return res;
}
