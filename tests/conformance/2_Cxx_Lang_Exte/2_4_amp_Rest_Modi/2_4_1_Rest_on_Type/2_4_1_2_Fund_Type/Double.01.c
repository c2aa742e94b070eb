// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_2_Fund_Type/Double.01/test.cpp
// test double: assign double literal
// (kernel takes the element by pointer, AMP C's form of the original's
// reference; the vectors are zero-filled arrays, the begin/end range
// constructor is the constructor from the data pointer; data_out = aA is
// copy_to; require_device_for<double>: the default device, which runs
// doubles wherever ampcc runs this suite)
#include "amptest.h"

#define max_size (6 * 5 * 4 * 3 * 2 * 1)

#define RESULT 3.1415926

static void kernel(double *c) restrict(cpu, amp)
{
    *c = RESULT;
}

static int test_rank_dbl(void)
{
    int extent_data[] = {6, 5, 4, 3, 2, 1};
    extent<6> e(extent_data);
    double data_in[max_size] = {0};
    double data_out[max_size] = {0};
    array<double, 6> aA(e, data_in);

    parallel_for_each(aA.extent, [&](index<6> idx) restrict(cpu, amp) {
        kernel(&aA[idx]);
    });

    aA.copy_to(data_out);

    for (int i = 0; i < max_size; i++) {
        if (are_almost_equal_double(data_out[i], RESULT) == false) {
            return runall_fail;
        }
    }

    return runall_pass;
}

static int test(void)
{
    return test_rank_dbl();
}

int main(void)
{
    return test();
}
