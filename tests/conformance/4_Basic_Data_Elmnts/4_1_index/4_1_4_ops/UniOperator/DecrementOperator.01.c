// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/UniOperator/DecrementOperator.01/test.cpp
// (EVALUATE_TEST_ON_CPU_AND_GPU: each test on the host and in a kernel, true
// is a pass; the original returns runall_pass whatever its checks say, this
// port returns their verdict)
// Check for Decrement Operator

#include "amptest.h"

//Post DecrementOperator
bool test_post_decrement(void) restrict(cpu, amp)
{
    int data[] = {-100, -10, -1, 0,  1,  10, 100};
    int data_dec[] = {-101, -11, -2, -1, 0, 9, 99};
    index<7> io(data);
    index<7> i_dec(data_dec);
    index<7> i1,ir;

	i1 = io;
	ir = i1--;

    return ((ir == io) && (i1 == i_dec));
}

//Pre DecrementOperator
bool test_pre_decrement(void) restrict(cpu, amp)
{
    int data[] = {-100, -10, -1, 0,  1,  10, 100};
    int data_dec[] = {-101, -11, -2, -1, 0, 9, 99};
    index<7> io(data);
    index<7> i_dec(data_dec);
    index<7> i1,ir;

	i1 = io;
	ir = --i1;

    return ((ir == i1) && (i1 == i_dec));
}

int main(void) 
{ 
    int result = runall_pass;

    
    { int gpu_result; GPU_INVOKE(int, gpu_result, test_post_decrement()); REPORT_RESULT(result, test_post_decrement() && gpu_result); }
    { int gpu_result; GPU_INVOKE(int, gpu_result, test_pre_decrement()); REPORT_RESULT(result, test_pre_decrement() && gpu_result); }

    return result;
}

