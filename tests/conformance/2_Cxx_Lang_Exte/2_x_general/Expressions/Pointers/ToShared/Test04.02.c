// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToShared/Test04.02/test.cpp
// Test deference after ++, -- operator. test structure
// precise_math::fabs is fabs (double) and fabsf (the float overload C++ picks
// for p->f - 8); require_device_with_double is the default device (a device
// without doubles fails the build of this kernel, which says so).
#include <float.h>
#include "../pointers_common.h"

struct s
{
    int i;
    double d;
    unsigned long ul;
    float f;
};

static bool test(void)
{
    const int size = 100;
    int A[100];
    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);

    parallel_for_each(aA.extent.tile<1>(), [&](tiled_index<1> idx) restrict(amp)
    {
        tile_static struct s arr[10];

        arr[0].i = 0; arr[1].i = 1; arr[2].i = 2; arr[3].i = 3; arr[4].i = 4;
        arr[0].d = 0; arr[1].d = 1; arr[2].d = 2; arr[3].d = 3; arr[4].d = 4;
        arr[0].ul = 0; arr[1].ul = 1; arr[2].ul = 2; arr[3].ul = 3; arr[4].ul = 4;
        arr[0].f = 0; arr[1].f = 1; arr[2].f = 2; arr[3].f = 3; arr[4].f = 4;
        arr[5].i = 5; arr[6].i = 6; arr[7].i = 7; arr[8].i = 8; arr[9].i = 9;
        arr[5].d = 5; arr[6].d = 6; arr[7].d = 7; arr[8].d = 8; arr[9].d = 9;
        arr[5].ul = 5; arr[6].ul = 6; arr[7].ul = 7; arr[8].ul = 8; arr[9].ul = 9;
        arr[5].f = 5; arr[6].f = 6; arr[7].f = 7; arr[8].f = 8; arr[9].f = 9;

        struct s *p = &arr[9];

        p--;

        struct s *p2 = p;

        if ((p2->i != 8) || (fabs(p2->d - 8) > DBL_EPSILON) || (p2->ul != 8) || (fabsf(p2->f - 8) > FLT_EPSILON))
            aA[idx.global] = 1;

        p2++;

        struct s *p3 = p2;

        if ((p3->i != 9) || (fabs(p3->d - 9) > DBL_EPSILON) || (p3->ul != 9) || (fabsf(p3->f - 9) > FLT_EPSILON))
            aA[idx.global] = 1;

        p = &arr[0];
        p2 = &arr[9];

        int diff = p2 - p;

        if ((diff != 9) || (diff != (&arr[9] - &arr[0])))
            aA[idx.global] = 1;

        p2 = p + 9;

        if ((p2->i != 9) || (fabs(p2->d - 9) > DBL_EPSILON) || (p2->ul != 9) || (fabsf(p2->f - 9) > FLT_EPSILON))
            aA[idx.global] = 1;
    });

    aA.copy_to(A);

    for (int i =  0; i < size; i++)
    {
        if (A[i] != INIT_VALUE)
            return false;
    }

    return true;
}

int main(void)
{
    bool passed = test();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
