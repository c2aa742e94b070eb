// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Test.03/test.cpp
// Create an array of a user defined structure (test_array_userdefined of
// constructor.h at ranks 1 and 2 over {2, 2}): a kernel sets every member
// to -5, the CPU checks each. The original sets the default device to one
// with double support; here the default device, skipped without it.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

typedef struct
{
    int n;
    unsigned u;
    long l;
    unsigned long ul;
    float f;
    double d;
} User_Defined;

#define KERNEL_USERDEFINED(idx, arr) \
    do { \
        arr[idx].n = -5; \
        arr[idx].u = (unsigned)(-5); \
        arr[idx].l = -5; \
        arr[idx].ul = (unsigned long)(-5); \
        arr[idx].f = -5.0f; \
        arr[idx].d = -5.0; \
    } while (0)

static bool verify_vdata(User_Defined *vdata, int size)
{
    for (int i = 0; i < size; i++) {
        if ((vdata[i].n != -5) || (vdata[i].u != (unsigned)-5) || (vdata[i].l != -5) || (vdata[i].ul != (unsigned long)-5) ||
            (vdata[i].f != -5.0f) || (vdata[i].d != -5.0))
            return false;
    }
    return true;
}

static bool verify_1(array<User_Defined, 1> *arr)
{
    User_Defined vdata[2];
    arr->copy_to(vdata);
    return verify_vdata(vdata, 2);
}

static bool verify_2(array<User_Defined, 2> *arr)
{
    User_Defined vdata[4];
    arr->copy_to(vdata);
    return verify_vdata(vdata, 4);
}

DEFINE_TEST_ARRAY_USERDEFINED(test_1, User_Defined, 1, KERNEL_USERDEFINED, verify_1)
DEFINE_TEST_ARRAY_USERDEFINED(test_2, User_Defined, 2, KERNEL_USERDEFINED, verify_2)

int main(void)
{
    accelerator device;
    if (!device.supports_double_precision)
        return runall_skip;
    int result = runall_pass;
    int extdata[] = {2, 2};
    REPORT_RESULT(result, test_1(extdata));
    REPORT_RESULT(result, test_2(extdata));
    return result;
}
