// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToGlobal/Test12.02/test.cpp
// The pointer points to two dimension array.
// (the original's class c is a struct; __int32 is int)
#include "../pointers_common.h"

struct c
{
    int i;
    double d;
    unsigned int ui;
    float f;
};

static bool test(void)
{
    int data[] = {0, 0, 0, 0};
    extent<1> eflags(sizeof(data) / sizeof(int));
    array<int, 1> aFlag(eflags, data);

    const int size = 100;
    int A[100];
    struct c G[100];
    struct c G2[100];
    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
        G[i].i = G[i].d = G[i].ui = G[i].f = i;
        G2[i].i = G2[i].d = G2[i].ui = G2[i].f = i;
    }

    extent<1> e(size);
    extent<2> eG(10, 10);
    array<int, 1> aA(e, A);
    array<struct c, 2> aG(eG, G);
    array<struct c, 2> aG2(eG, G2);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(cpu, amp)
    {
        struct c *p = NULL;
        if (aFlag[0] == 0)
            p = &aG[0][0];
        else
            p = &aG2[0][0];

        double di = 0;
        for (int i = 0; i < 100; i++)
        {
            if (!Equal_int((*p).i, (int)i) || !Equal_double((*p).d, di) || !Equal_unsigned((*p).ui, (unsigned int)i) || !Equal_float((*p).f, (float)i))
            {
                aA[idx] = 1;
            }
            p++;
            di++;
        }
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
