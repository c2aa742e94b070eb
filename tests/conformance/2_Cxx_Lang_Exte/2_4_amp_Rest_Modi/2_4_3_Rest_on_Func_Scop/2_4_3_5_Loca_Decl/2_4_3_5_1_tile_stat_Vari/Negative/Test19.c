// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/Negative/Test19/test.cpp
// Neg: The pointers are members of structures, classes, union of
// amp-compatible type. Compilation fails. (The original's class c1 is a struct.)
#include <stdio.h>
#include <stdbool.h>

#define INIT_VALUE ((int)0xABCDEF98)

struct c1
{
    int *pi;
    double *pd;
    unsigned long *pul;
    float *pf;
};

struct s1
{
    int *pi;
    double *pd;
    unsigned long *pul;
    float *pf;
};

union u1
{
    int *pi;
    double *pd;
    unsigned long *pul;
    float *pf;
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
        tile_static struct c1 p1; // expected-error {{tile_static variable 'p1' cannot hold a pointer}}
        tile_static struct s1 p2; // expected-error {{tile_static variable 'p2' cannot hold a pointer}}
        tile_static union u1 p3; // expected-error {{tile_static variable 'p3' cannot hold a pointer}}
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

int main(int argc, char **argv)
{
    bool passed = test();
    passed = false;
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return 1;
}
