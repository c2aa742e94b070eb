// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_Itr/Test.06/test.cpp
// Array(extent based) constructed using just begin iterator, the iterator
// having more data than the extent (a vector of size + 1; an int array here):
// the array holds the first size values, a kernel's copy of it equals it.
// test_feature_itr_local is the begin-iterator test_feature_itr of
// constructor.h (its unused _data parameter dropped).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

DEFINE_TEST_FEATURE_ITR_EXTENT(test_feature_itr_local, int, 5)

static bool test_feature(void)
{
    int edata[5];
    for (int i = 0; i < 5; i++)
        edata[i] = i + 1;
    extent<5> e1(edata);
    int n = e1.size() + 1;
    int *data = malloc(n * sizeof *data);
    for (int i = 0; i < n; i++)
        data[i] = (int)rand();
    bool ok = test_feature_itr_local(e1, data);
    free(data);
    return ok;
}

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_feature());
    return result;
}
