// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/Test.01/test.cpp
// Test that member functions on array_views without a data source, does nt throw
// exceptions or given errors, when used in cpu context
#include "amptest.h"

#define M 256
#define N 256

static bool test1(void)
{
    array_view<int,2> arrViewSrc(M,N);
    array_view<int,2> arrDest(M,N);
    // Verifying that the below operation should not throw any exception.
    arrViewSrc.copy_to(arrDest); // Copying to Array view with out data source
    return true;
}

static bool test2(void)
{
    array_view<int,2> arrViewSrc(M,N);
    array_view<int,2> arrDest(M,N);
    // Verifying that the below operation should not throw any exception.
    arrDest = arrViewSrc; // Copying to Array view with out data source
    return true;
}

static bool test3(void)
{
    array_view<int,2> arrViewSrc(M,N);
    // Verifying that the below operation should not throw any exception.
    arrViewSrc(1,1);
    return true;
}

static bool test4(void)
{
    array_view<int,1> arrViewSrc(M);
    // Verifying that the below operation should not throw any exception.
    arrViewSrc[1];
    return true;
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
