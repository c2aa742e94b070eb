// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/Properties/extent/Test.04/test.cpp
// Verify availablity of array.get_extent() properties for 1D, 2D and 3D
// (get_extent() is .extent; the extents are built from an array of 5 ints)
#include "amptest.h"

static bool test_feature_1d(int *edata)
{
    extent<1> e1(edata);
    array<int, 1> src(e1);
    if (src.extent[0] != edata[0])
        return false;
    printf ("Pass 1D\n");
    return true;
}

static bool test_feature_2d(int *edata)
{
    extent<2> e1(edata);
    array<int, 2> src(e1);
    if (src.extent[0] != edata[0])
        return false;
    if (src.extent[1] != edata[1])
        return false;
    printf ("Pass 2D\n");
    return true;
}

static bool test_feature_3d(int *edata)
{
    extent<3> e1(edata);
    array<int, 3> src(e1);
    if (src.extent[0] != edata[0])
        return false;
    if (src.extent[1] != edata[1])
        return false;
    if (src.extent[2] != edata[2])
        return false;
    printf ("Pass 3D\n");
    return true;
}

#define MAX 5

int main(void)
{
    int edata[MAX];
    for (int i = 0; i < MAX; i++)
        edata[i] = i+1;

    int passed =
        test_feature_1d(edata) && test_feature_2d(edata) && test_feature_3d(edata)
            ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
