// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_4_ops/UniOperator/IncrementOperator.01/test.cpp
// (EVALUATE_TEST_ON_CPU_AND_GPU: each test on the host and in a kernel, true
// is a pass; the original returns runall_pass whatever its checks say, this
// port returns their verdict)
// Check for Increment Operator

#include "amptest.h"

//Post IncrementOperator
bool test_post_increment(void) restrict(cpu, amp)
{
    int data[] = {-100, -10, -1, 0,  1,  10, 100};
    int data_inc[] = {-99,  -9,  0, 1, 2, 11, 101};
    extent<7> eo(data);
    extent<7> e_inc(data_inc);
    extent<7> e1,er;

	e1 = eo;
	er = e1++;

    return ((er == eo) && (e1 == e_inc));
}

//Pre IncrementOperator
bool test_pre_increment(void) restrict(cpu, amp)
{
    int data[] = {-100, -10, -1, 0,  1,  10, 100};
    int data_inc[] = {  -99,  -9,  0, 1, 2, 11, 101};
    extent<7> eo(data);
    extent<7> e_inc(data_inc);
    extent<7> e1,er;

	e1 = eo;
	er = ++e1;

    return ((er == e1) && (e1 == e_inc));
}

int main(void) 
{ 
    int result = runall_pass;

    
    { int gpu_result; GPU_INVOKE(int, gpu_result, test_post_increment()); REPORT_RESULT(result, test_post_increment() && gpu_result); }
    { int gpu_result; GPU_INVOKE(int, gpu_result, test_pre_increment()); REPORT_RESULT(result, test_pre_increment() && gpu_result); }
    return result;
}

