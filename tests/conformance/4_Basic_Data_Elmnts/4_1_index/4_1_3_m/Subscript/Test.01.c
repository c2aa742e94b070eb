// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_3_m/Subscript/Test.01/test.cpp
// Check that accessing each dimension returns the correct index component
// (EVALUATE_TEST_ON_CPU_AND_GPU: test() on the host and in a kernel, each 0)
#include "amptest.h"

static int test(void) restrict(cpu, amp)
{
    index<1> i1(100);

    if (i1[0] != 100)
    {
        return 11;
    }

    index<3> i3(100, 200, 300);

    if ((i3[0] != 100) ||(i3[1] != 200) ||(i3[2] != 300))
    {
        return 12;
    }

    int data[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};

    index<10> i10(data);

    for (int i = 0; i < 10; i++)
    {
        if (i10[i] != i + 1)
        {
            return 13;
        }
    }

    return 0;
}

int main(void)
{
    int result = runall_pass;
    int gpu;
    GPU_INVOKE(int, gpu, test());
    REPORT_RESULT(result, test() == 0);
    REPORT_RESULT(result, gpu == 0);
    return result;
}
