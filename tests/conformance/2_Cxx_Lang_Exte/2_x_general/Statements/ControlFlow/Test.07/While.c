// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Statements/ControlFlow/Test.07/While/test.cpp
// Control Flow test: while calls group barrier first to do some computation (typically, addition and multiplication) by using shared memory. Then call break statement.
// C has no overloading: the cpu reference CalculateGroupSum(int *, int *) is
// CalculateGroupSum_cpu. The amp helpers take the arrays by pointer, AMP C's
// form of the original's array<int, 2> &.
#include <stdio.h>
#include "amptest.h"

#define XSize 8
#define YSize 8
#define Size (XSize * YSize)
#define XGroupSize 4
#define YGroupSize 4
#define NumXGroups (XSize / XGroupSize)           // Make sure that Size is divisible by GroupSize
#define NumYGroups (YSize / YGroupSize)           // Make sure that Size is divisible by GroupSize
#define NumGroups (NumXGroups * NumYGroups)       // Make sure that Size is divisible by GroupSize

static void CalculateGroupSum_cpu(int* A, int* B)
{
    int g = 0;
    for(int y = 0; y < YSize; y += YGroupSize)
    {
        for(int x = 0; x < XSize; x += XGroupSize)
        {
            // x,y is now the origin of the next group
            B[g] = 0;

            // calculate sum
            for(int gy = y; gy < (y + YGroupSize); gy++)
            {
                for(int gx = x; gx < (x + XGroupSize); gx++)
                {
                    int flatLocalIndex = gy * XSize + gx;
                    B[g] += A[flatLocalIndex];
                }
            }
            g++;
        }
    }
}

//Calculate sum of all elements in a group - GPU version
void CalculateGroupSum(tiled_index<YGroupSize, XGroupSize> ti, int flatLocalIndex, array<int, 2> *fA, array<int, 2> *fB) restrict(amp)
{
    // use shared memory
    tile_static int shared[XGroupSize * YGroupSize];
    shared[flatLocalIndex] = (*fA)[ti.global];
    ti.barrier.wait();

    if(flatLocalIndex == 0)
    {
        int sum = 0;
        for(int i = 0; i < XGroupSize * YGroupSize; i++)
        {
            sum += shared[i];
        }
        (*fB)[ti.tile] = sum;
    }
}

void kernel(tiled_index<YGroupSize, XGroupSize> ti, array<int, 2> *fA, array<int, 2> *fB, int x) restrict(amp)
{
    int flatLocalIndex = ti.local[0] * XGroupSize + ti.local[1];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[ti.tile] = 100;

    while(x > 1)
    {
        CalculateGroupSum(ti, flatLocalIndex, fA, fB);
        break;
    }
}

int main(void)
{
    int A[Size]; // data
    int B[NumGroups];   // holds the grouped sum of data
    int refB[NumGroups]; // Expected value ; sum of elements in each group

    //Init A
    Fill_int_range(A, Size, 0, 100);

    //Init expected values
    CalculateGroupSum_cpu(A, refB);

    extent<2> extentA(XSize, YSize), extentB(NumYGroups, NumXGroups);
    array<int, 2> fA(extentA, A), fB(extentB);

    //parallel_for_each where conditions are met
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&](tiled_index<YGroupSize, XGroupSize> ti) restrict(amp) {
        int x = 123;
        kernel(ti, &fA, &fB, x);
    });
    fB.copy_to(B);

    if(!Verify_int(B, refB, NumGroups))
    {
        printf("Test: failed\n");
        return runall_fail;
    }
    else
    {
        printf("Test: passed\n");
        return runall_pass;
    }
    return runall_fail;
}
