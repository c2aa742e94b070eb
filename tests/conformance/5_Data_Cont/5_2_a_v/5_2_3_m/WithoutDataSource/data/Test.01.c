// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/data/Test.01/test.cpp
// Test 'data' member function on array_views without a data source
/*
* Testing 'data' on array_view object created without data source.
* before p_f_e and after p_f_e
*/
#include "amptest.h"

static int test1(void)
{
    int result = runall_pass;
    const int M = 256;
    array_view<int,1> arrViewSrc(M);
    int* dataPtr1 = arrViewSrc.data();
    REPORT_RESULT(result, dataPtr1 != NULL);

    parallel_for_each(arrViewSrc.extent,[=](index<1> idx) restrict(amp){
        arrViewSrc(idx) = idx[0];
    });

    int* dataPtr2 = arrViewSrc.data();
    REPORT_RESULT(result, dataPtr2 != NULL);
    REPORT_RESULT(result, dataPtr1 == dataPtr2);

    bool passed = true;
    for (size_t i = 0; i < M; ++i) {
        if (dataPtr2[i] != (int)i) {
            fprintf(stderr, "Expected = %zu, Actual = %d\n", i, dataPtr2[i]);
            passed = false;
        }
    }
    REPORT_RESULT(result, passed);
    return result;
}

int main(void)
{
    int res = runall_pass;
    REPORT_RESULT(res, test1() == runall_pass);
    return res;
}
