// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/ThreadGroupCount.04/test.cpp
// Test that invoking tiled parallel_for_each with maximum number of tiles per dimension (65535) succeeds. Test for 2D.
// (the function template test<D0, D1> is DEFINE_TEST(D0, D1), one function
// per instantiation; the tiled extent is passed by value, the vector is a
// static int array; the accelerator_view is the default one; AMP C's
// kernels capture no tiled_extent (LANGUAGE.md §5), so the kernel compares
// the sizes of an extent<2> made from it)
#include <stdio.h>
#include "amptest.h"

#define DEFINE_TEST(D0, D1) \
    static bool test_##D0##_##D1(tiled_extent<D0, D1> ext, int expected) \
    { \
        /* Note: This test is only veryfing that the correct number of parallel activites */ \
        /* were created for each row/column of tiles in the domain. It is not covered */ \
        /* whether they were correctly tiled or indexed. */ \
        static int vec[65535]; \
        for (int i = 0; i < 65535; i++) \
            vec[i] = 0; \
        array_view<int, 1> vec_view(65535, vec); \
        extent<2> ext_extent(ext[0], ext[1]); /* the kernel reads the sizes: a tiled_extent is not capturable in AMP C */ \
        parallel_for_each(ext, [=](tiled_index<D0, D1> tidx) restrict(amp) \
        { \
            if(ext_extent[0] > ext_extent[1]) \
            { \
                atomic_fetch_inc(&vec_view[tidx.tile[0]]); \
            } \
            else \
            { \
                atomic_fetch_inc(&vec_view[tidx.tile[1]]); \
            } \
        }); \
        vec_view.synchronize(); \
        return VerifyAllSameValue_int(vec, 65535, expected) == -1; \
    }

DEFINE_TEST(1, 1)
DEFINE_TEST(2, 2)
DEFINE_TEST(3, 2)

int main(void)
{
    int result = runall_pass;

    REPORT_RESULT(result, test_1_1(
        extent<2>(65535, 1).tile<1, 1>(),
        1
        ));
    REPORT_RESULT(result, test_2_2(
        extent<2>(8, 2*65535).tile<2, 2>(),
        8*2
        ));
    REPORT_RESULT(result, test_3_2(
        extent<2>(3*65535, 4).tile<3, 2>(),
        3*4
        ));

    return result;
}
