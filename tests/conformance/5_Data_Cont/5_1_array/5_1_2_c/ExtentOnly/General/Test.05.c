// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Test.05/test.cpp
// Using array's extent based constructor - using const and non-const
// extent: the array's extent equals the extent it was made with, in every
// dimension (3 each), at ranks 1, 2, 5 of int and float. The function
// template is a macro (DEFINE_TEST); unique_ptr<int[]> is malloc/free.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R) \
    static bool NAME(void) \
    { \
        bool ok = true; \
        { \
            int *edata = malloc(R * sizeof *edata); \
            for (int i = 0; i < R; i++) \
                edata[i] = 3; \
            /* non-const extent */ \
            extent<R> e1(edata); \
            array<T, R> src(e1); \
            if (src.extent != e1) \
                ok = false; \
            /* verify array extents are modified */ \
            for (int i = 0; i < R; i++) \
                if (edata[i] != src.extent[i]) \
                    ok = false; \
            free(edata); \
        } \
        if (!ok) \
            return false; \
        { \
            int *edata = malloc(R * sizeof *edata); \
            for (int i = 0; i < R; i++) \
                edata[i] = 3; \
            /* const extent */ \
            const extent<R> e1(edata); \
            array<T, R> src(e1); \
            if (src.extent != e1) \
                ok = false; \
            for (int i = 0; i < R; i++) \
                if (edata[i] != src.extent[i]) \
                    ok = false; \
            free(edata); \
        } \
        return ok; \
    }

DEFINE_TEST(test_int_1, int, 1)
DEFINE_TEST(test_int_2, int, 2)
DEFINE_TEST(test_int_5, int, 5)
DEFINE_TEST(test_float_1, float, 1)
DEFINE_TEST(test_float_2, float, 2)
DEFINE_TEST(test_float_5, float, 5)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1());
    REPORT_RESULT(result, test_int_2());
    REPORT_RESULT(result, test_int_5());
    REPORT_RESULT(result, test_float_1());
    REPORT_RESULT(result, test_float_2());
    REPORT_RESULT(result, test_float_5());
    return result;
}
