// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Arithmetic/Test.01/test.cpp
#include "amptest.h"

// Check binary arithmetic operators between two index objects.

int test(void) restrict(cpu, amp)
{
    int data1[] = {-100, -10, -1, 0,  1,  10, 100};
    int data2[] = {  99,  10,  1, 1, -1, -10, -9};
    index<7> i1(data1);
    index<7> i2(data2);
    int dataa[] = {-1, 0, 0, 1, 0, 0, 91};
    int datas[] = {-199, -20, -2, -1, 2, 20, 109};
    int datam[] = {-9900, -100, -1, 0, -1, -100, -900};
    int datad[] = {-1, -1, -1, 0, -1, -1, -11};
    index<7> ia(dataa);
    index<7> is(datas);
    index<7> im(datam);
    index<7> id(datad);

    if (!((i1 + i2) == ia))
    {
        return 11;  // test1 scenario1 failed
    }

    if (!((i1 - i2) == is))
    {
        return 12;  // test1 scenario2 failed
    }

    return 0;
}

int main(void)
{
	int result = runall_pass;

    
    { int gpu_result; GPU_INVOKE(int, gpu_result, test()); REPORT_RESULT(result, test() == runall_pass && gpu_result == runall_pass); }
	return result;
}
