// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Arithmetic/Test.03/test.cpp
#include "amptest.h"

// Check for addition and muplication operators, a @ b is equal to b @ a.

int test(void) restrict(cpu, amp)
{
    int data1[] = {-100, -10, -1, 0,  1,  10, 100};
    int data2[] = {  99,  10,  1, 1, -1, -10, -9};
    index<7> i1(data1);
    index<7> i2(data2);
    index<7> ir1;
    index<7> ir2;

    ir1 = i1 + i2;
    ir2 = i2 + i1;

    if (!(ir1 == ir2))
    {
        return 11;  //test1 scenario1 failed
    }

    return 0;
}

int main(void)
{
	int result = runall_pass;

    
    { int gpu_result; GPU_INVOKE(int, gpu_result, test()); REPORT_RESULT(result, test() == runall_pass && gpu_result == runall_pass); }
	return result;
}
