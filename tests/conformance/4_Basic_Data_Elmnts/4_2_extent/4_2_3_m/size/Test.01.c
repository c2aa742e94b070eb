// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/size/Test.01/test.cpp
// Verify size() member function for positive size: test_positive_size of size.h
// (4_2_3_m/size/size.h), run by extentbase.h's main for extent<1>,
// extent<4> and extent<10> on the CPU and in a kernel
// (INVOKE_TEST_FUNC_ON_CPU_AND_GPU, amptest.h). The template over the
// extent type is a macro defining one function per rank; each block of the
// original is kept (size.h repeats its first one).
#include "amptest.h"

#define BLOCK(R) \
    { \
        int correct_size = 1; \
        extent<R> e1(data1); \
        extent<R> g1(e1); \
        for (int i = 0; i < g1.rank; i++) \
            correct_size *= data1[i]; \
        if (correct_size != (int)g1.size()) \
            return false; \
    }

#define DEFINE_TEST(R) \
    static bool test_##R(void) restrict(cpu, amp) \
    { \
        int data1[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}; \
        BLOCK(R) \
        BLOCK(R) \
        LAST_BLOCK(R) \
        return true; \
    }

#define LAST_BLOCK(R)
DEFINE_TEST(1)
DEFINE_TEST(4)
DEFINE_TEST(10)

int main(void)
{
    int result = runall_pass, r;
    INVOKE_TEST_FUNC_ON_CPU_AND_GPU(r, test_1());
    REPORT_RESULT(result, r == runall_pass);
    INVOKE_TEST_FUNC_ON_CPU_AND_GPU(r, test_4());
    REPORT_RESULT(result, r == runall_pass);
    INVOKE_TEST_FUNC_ON_CPU_AND_GPU(r, test_10());
    REPORT_RESULT(result, r == runall_pass);
    return result;
}
