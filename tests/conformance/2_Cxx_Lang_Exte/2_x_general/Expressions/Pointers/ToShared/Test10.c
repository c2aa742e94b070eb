// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToShared/Test10/test.cpp
// Aliasing
// (class c is a struct; __int32 is int, bool _Bool; Equal() is Equal_TYPE of
// pointers_common.h; aA[idx] with the tiled_index is aA[idx.global]; the
// vectors are int arrays, A = aA is aA.copy_to(A), the accelerator_view the
// default one)
#include "../pointers_common.h"

struct c
{
    int i;
    double d;
    unsigned int ui;
    float f;
};

union u
{
    float f;
    double d;
};

static bool test(void)
{
    int data[] = {0, 0, 0, 0};
    extent<1> eflags(sizeof(data) / sizeof(int));
    array<int, 1> aFlag(eflags, data);

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
        tile_static struct c o1, o2;
        o1.i = 1;
        o1.d = 1;
        o1.ui = 1;
        o1.f = 1;
        o2.i = 0;
        o2.d = 0;
        o2.ui = 0;
        o2.f = 0;

        struct c *p1 = NULL, *p2 = NULL;

        if (aFlag[0] == 0)
        {
            p1 = &o1;
            p2 = &o1;
        } else
        {
            p1 = &o2;
            p2 = &o2;
        }

        if (!Equal_int(p1->i, (int)1) || !Equal_unsigned(p1->ui, (unsigned int)1) || !Equal_float(p1->f, (float)1) || !Equal_double(p1->d, (double)1)
            || !Equal_int(p2->i, (int)1) || !Equal_unsigned(p2->ui, (unsigned int)1) || !Equal_float(p2->f, (float)1) || !Equal_double(p2->d, (double)1))
            aA[idx.global] = 1;

        p1->i = 2;
        p1->d = 2;
        p1->ui = 2;
        p1->f = 2;

        if (!Equal_int(p2->i, (int)2) || !Equal_unsigned(p2->ui, (unsigned int)2) || !Equal_float(p2->f, (float)2) || !Equal_double(p2->d, 2.0))
            aA[idx.global] = 1;

        tile_static union u o3;
        o3.d = 1;
        o3.f = 1;

        union u *p3 = &o3, *p4 = &o3;
        p3->d = 2;
        if (!Equal_double(p4->d, (double)2) )
            aA[idx.global] = 1;

        tile_static bool b1;
        b1 = true;

        bool *pb1 = &b1, *pb2 = &b1;
        *pb1 = false;
        if (*pb2)
            aA[idx.global] = 1;

        tile_static unsigned int i1;
        i1 = 1;

        unsigned int *pi1 = &i1, *pi2 = &i1;
        *pi1 = 2;
        if (*pi2 != 2)
            aA[idx.global] = 1;

        tile_static struct c oa[10];
        oa[9].i = 1;
        oa[9].d = 1;
        oa[9].ui = 1;
        oa[9].f = 1;

        p1 = &oa[9];
        p2 = &oa[9];
        p1->i = 2;
        p1->d = 2;
        p1->ui = 2;
        p1->f = 2;

        if (!Equal_int(p2->i, (int)2) || !Equal_unsigned(p2->ui, (unsigned int)2) || !Equal_float(p2->f, (float)2) || !Equal_double(p2->d, (double)2))
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
    bool passed = true;
    passed = test();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
