// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Statements/ControlFlow/Test.03/While/DoWhile/test.cpp
// Control Flow test: while do and do statement
// C has no templates or overloading: the template over ElementType is written
// out for each type it is instantiated with (suffix _int, _unsigned, _long,
// _ulong, _float, _double), the cpu reference CalculateGroupSum(T *, T *) is
// CalculateGroupSum_cpu_SUFFIX, and the amp helpers take the arrays by
// pointer, AMP C's form of array<T, N> &. The arrays are on the default device
// (the original's view of require_device_with_double's device; PoCL and the
// host device have doubles). const int constants are macros (C's const int is
// no constant expression); cout is printf.
#include <stdio.h>
#include <stdlib.h>
#include "../../element_types.h"
#define Size (32)
#define GroupSize (8)

#define NumGroups (Size / GroupSize)     // Make sure that Size is divisible by GroupSize

//Calculate sum of all elements in a group - CPU version

//Calculate sum of all elements in a group - GPU version

//Kernel

/* ---- ElementType = int */

static void CalculateGroupSum_cpu_int(int* A, int* B)
{        
    for(int g = 0; g < NumGroups; g++)
    {
        B[g] = (int) 0;

        int groupOffset = g * GroupSize;
        for(int x = 0; x < GroupSize; x++)
        {
            int flatIndex = groupOffset + x;
            B[g] += A[flatIndex];
        }
    }
}

static void CalculateGroupSum_int(tiled_index<GroupSize> idx, int flatLocalIndex, const array<int, 1> *fA, array<int, 1> *fB) restrict(amp)
{
    // use shared memory
    tile_static int shared[GroupSize];
    shared[flatLocalIndex] = (*fA)[idx.global];
    idx.barrier.wait();

    // first thread sums up the values of the group
    if(flatLocalIndex == 0)
    {
        int sum = 0;
        for(int i = 0; i < GroupSize; i++)
        {
            sum += shared[flatLocalIndex + i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_int(tiled_index<GroupSize> idx, const array<int, 1> *fA, array<int, 1> *fB, int x) restrict(amp)
{
    int flatLocalIndex = idx.local[0];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

    while(x > 1)  { while(x > 2)  { while(x > 3)  { while(x > 4)  { while(x > 5) { 
        while(x > 6)  { while(x > 7)  { while(x > 8)  { while(x > 9)  { while(x > 10){ 
            do { if(x <= 11) break; do { if(x <= 12) break; do { if(x <= 13) break; do { if(x <= 14) break; do { if(x <= 15) break; 
            do { if(x <= 16) break; do { if(x <= 17) break; do { if(x <= 18) break; do { if(x <= 19) break; do { if(x <= 20) break;     

            CalculateGroupSum_int(idx, flatLocalIndex, fA, fB);

            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} break;} break;} break;} break;}   
        break;} break;} break;} break;} break;}   
}

static int test_int(void)
{
    srand(2012);
    bool passed = true;

    int A[Size]; // data
    int B[NumGroups];   // holds the grouped sum of data

    int refB1[NumGroups]; // Expected value if conditions are satisfied; sum of elements in each group
    int refB2[NumGroups]; // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_int(A, Size, 0, 100);

    //Init expected values
    CalculateGroupSum_cpu_int(A, refB1);

    for(int g = 0; g < NumGroups; g++)
    {
        refB2[g] = 100; // Init to fixed value
    }
    extent<1> extentA(Size), extentB(NumGroups);
    array<int, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 100;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_int(idx, &fA, &fB, x);
    });

    copy(fB, B);

    if(!Verify_int(B, refB1, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }    
    else
    {
        printf("Test1: passed\n");
    }

    //forall where conditions are not met
    copy(A, fA);
    x = 5;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_int(idx, &fA, &fB, 10);
    });    

    copy(fB, B);

    if(!Verify_int(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test2: Failed!\n");
    }        
    else
    {
        printf("Test2: passed\n");
    }      

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = unsigned int */

static void CalculateGroupSum_cpu_unsigned(unsigned int* A, unsigned int* B)
{        
    for(int g = 0; g < NumGroups; g++)
    {
        B[g] = (unsigned int) 0;

        int groupOffset = g * GroupSize;
        for(int x = 0; x < GroupSize; x++)
        {
            int flatIndex = groupOffset + x;
            B[g] += A[flatIndex];
        }
    }
}

static void CalculateGroupSum_unsigned(tiled_index<GroupSize> idx, int flatLocalIndex, const array<unsigned int, 1> *fA, array<unsigned int, 1> *fB) restrict(amp)
{
    // use shared memory
    tile_static unsigned int shared[GroupSize];
    shared[flatLocalIndex] = (*fA)[idx.global];
    idx.barrier.wait();

    // first thread sums up the values of the group
    if(flatLocalIndex == 0)
    {
        unsigned int sum = 0;
        for(int i = 0; i < GroupSize; i++)
        {
            sum += shared[flatLocalIndex + i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_unsigned(tiled_index<GroupSize> idx, const array<unsigned int, 1> *fA, array<unsigned int, 1> *fB, int x) restrict(amp)
{
    int flatLocalIndex = idx.local[0];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

    while(x > 1)  { while(x > 2)  { while(x > 3)  { while(x > 4)  { while(x > 5) { 
        while(x > 6)  { while(x > 7)  { while(x > 8)  { while(x > 9)  { while(x > 10){ 
            do { if(x <= 11) break; do { if(x <= 12) break; do { if(x <= 13) break; do { if(x <= 14) break; do { if(x <= 15) break; 
            do { if(x <= 16) break; do { if(x <= 17) break; do { if(x <= 18) break; do { if(x <= 19) break; do { if(x <= 20) break;     

            CalculateGroupSum_unsigned(idx, flatLocalIndex, fA, fB);

            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} break;} break;} break;} break;}   
        break;} break;} break;} break;} break;}   
}

static int test_unsigned(void)
{
    srand(2012);
    bool passed = true;

    unsigned int A[Size]; // data
    unsigned int B[NumGroups];   // holds the grouped sum of data

    unsigned int refB1[NumGroups]; // Expected value if conditions are satisfied; sum of elements in each group
    unsigned int refB2[NumGroups]; // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_unsigned(A, Size, 0, 100);

    //Init expected values
    CalculateGroupSum_cpu_unsigned(A, refB1);

    for(int g = 0; g < NumGroups; g++)
    {
        refB2[g] = 100; // Init to fixed value
    }
    extent<1> extentA(Size), extentB(NumGroups);
    array<unsigned int, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 100;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_unsigned(idx, &fA, &fB, x);
    });

    copy(fB, B);

    if(!Verify_unsigned(B, refB1, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }    
    else
    {
        printf("Test1: passed\n");
    }

    //forall where conditions are not met
    copy(A, fA);
    x = 5;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_unsigned(idx, &fA, &fB, 10);
    });    

    copy(fB, B);

    if(!Verify_unsigned(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test2: Failed!\n");
    }        
    else
    {
        printf("Test2: passed\n");
    }      

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = long */

static void CalculateGroupSum_cpu_long(long* A, long* B)
{        
    for(int g = 0; g < NumGroups; g++)
    {
        B[g] = (long) 0;

        int groupOffset = g * GroupSize;
        for(int x = 0; x < GroupSize; x++)
        {
            int flatIndex = groupOffset + x;
            B[g] += A[flatIndex];
        }
    }
}

static void CalculateGroupSum_long(tiled_index<GroupSize> idx, int flatLocalIndex, const array<long, 1> *fA, array<long, 1> *fB) restrict(amp)
{
    // use shared memory
    tile_static long shared[GroupSize];
    shared[flatLocalIndex] = (*fA)[idx.global];
    idx.barrier.wait();

    // first thread sums up the values of the group
    if(flatLocalIndex == 0)
    {
        long sum = 0;
        for(int i = 0; i < GroupSize; i++)
        {
            sum += shared[flatLocalIndex + i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_long(tiled_index<GroupSize> idx, const array<long, 1> *fA, array<long, 1> *fB, int x) restrict(amp)
{
    int flatLocalIndex = idx.local[0];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

    while(x > 1)  { while(x > 2)  { while(x > 3)  { while(x > 4)  { while(x > 5) { 
        while(x > 6)  { while(x > 7)  { while(x > 8)  { while(x > 9)  { while(x > 10){ 
            do { if(x <= 11) break; do { if(x <= 12) break; do { if(x <= 13) break; do { if(x <= 14) break; do { if(x <= 15) break; 
            do { if(x <= 16) break; do { if(x <= 17) break; do { if(x <= 18) break; do { if(x <= 19) break; do { if(x <= 20) break;     

            CalculateGroupSum_long(idx, flatLocalIndex, fA, fB);

            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} break;} break;} break;} break;}   
        break;} break;} break;} break;} break;}   
}

static int test_long(void)
{
    srand(2012);
    bool passed = true;

    long A[Size]; // data
    long B[NumGroups];   // holds the grouped sum of data

    long refB1[NumGroups]; // Expected value if conditions are satisfied; sum of elements in each group
    long refB2[NumGroups]; // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_long(A, Size, 0, 100);

    //Init expected values
    CalculateGroupSum_cpu_long(A, refB1);

    for(int g = 0; g < NumGroups; g++)
    {
        refB2[g] = 100; // Init to fixed value
    }
    extent<1> extentA(Size), extentB(NumGroups);
    array<long, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 100;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_long(idx, &fA, &fB, x);
    });

    copy(fB, B);

    if(!Verify_long(B, refB1, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }    
    else
    {
        printf("Test1: passed\n");
    }

    //forall where conditions are not met
    copy(A, fA);
    x = 5;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_long(idx, &fA, &fB, 10);
    });    

    copy(fB, B);

    if(!Verify_long(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test2: Failed!\n");
    }        
    else
    {
        printf("Test2: passed\n");
    }      

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = unsigned long */

static void CalculateGroupSum_cpu_ulong(unsigned long* A, unsigned long* B)
{        
    for(int g = 0; g < NumGroups; g++)
    {
        B[g] = (unsigned long) 0;

        int groupOffset = g * GroupSize;
        for(int x = 0; x < GroupSize; x++)
        {
            int flatIndex = groupOffset + x;
            B[g] += A[flatIndex];
        }
    }
}

static void CalculateGroupSum_ulong(tiled_index<GroupSize> idx, int flatLocalIndex, const array<unsigned long, 1> *fA, array<unsigned long, 1> *fB) restrict(amp)
{
    // use shared memory
    tile_static unsigned long shared[GroupSize];
    shared[flatLocalIndex] = (*fA)[idx.global];
    idx.barrier.wait();

    // first thread sums up the values of the group
    if(flatLocalIndex == 0)
    {
        unsigned long sum = 0;
        for(int i = 0; i < GroupSize; i++)
        {
            sum += shared[flatLocalIndex + i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_ulong(tiled_index<GroupSize> idx, const array<unsigned long, 1> *fA, array<unsigned long, 1> *fB, int x) restrict(amp)
{
    int flatLocalIndex = idx.local[0];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

    while(x > 1)  { while(x > 2)  { while(x > 3)  { while(x > 4)  { while(x > 5) { 
        while(x > 6)  { while(x > 7)  { while(x > 8)  { while(x > 9)  { while(x > 10){ 
            do { if(x <= 11) break; do { if(x <= 12) break; do { if(x <= 13) break; do { if(x <= 14) break; do { if(x <= 15) break; 
            do { if(x <= 16) break; do { if(x <= 17) break; do { if(x <= 18) break; do { if(x <= 19) break; do { if(x <= 20) break;     

            CalculateGroupSum_ulong(idx, flatLocalIndex, fA, fB);

            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} break;} break;} break;} break;}   
        break;} break;} break;} break;} break;}   
}

static int test_ulong(void)
{
    srand(2012);
    bool passed = true;

    unsigned long A[Size]; // data
    unsigned long B[NumGroups];   // holds the grouped sum of data

    unsigned long refB1[NumGroups]; // Expected value if conditions are satisfied; sum of elements in each group
    unsigned long refB2[NumGroups]; // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_ulong(A, Size, 0, 100);

    //Init expected values
    CalculateGroupSum_cpu_ulong(A, refB1);

    for(int g = 0; g < NumGroups; g++)
    {
        refB2[g] = 100; // Init to fixed value
    }
    extent<1> extentA(Size), extentB(NumGroups);
    array<unsigned long, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 100;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_ulong(idx, &fA, &fB, x);
    });

    copy(fB, B);

    if(!Verify_ulong(B, refB1, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }    
    else
    {
        printf("Test1: passed\n");
    }

    //forall where conditions are not met
    copy(A, fA);
    x = 5;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_ulong(idx, &fA, &fB, 10);
    });    

    copy(fB, B);

    if(!Verify_ulong(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test2: Failed!\n");
    }        
    else
    {
        printf("Test2: passed\n");
    }      

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = float */

static void CalculateGroupSum_cpu_float(float* A, float* B)
{        
    for(int g = 0; g < NumGroups; g++)
    {
        B[g] = (float) 0;

        int groupOffset = g * GroupSize;
        for(int x = 0; x < GroupSize; x++)
        {
            int flatIndex = groupOffset + x;
            B[g] += A[flatIndex];
        }
    }
}

static void CalculateGroupSum_float(tiled_index<GroupSize> idx, int flatLocalIndex, const array<float, 1> *fA, array<float, 1> *fB) restrict(amp)
{
    // use shared memory
    tile_static float shared[GroupSize];
    shared[flatLocalIndex] = (*fA)[idx.global];
    idx.barrier.wait();

    // first thread sums up the values of the group
    if(flatLocalIndex == 0)
    {
        float sum = 0;
        for(int i = 0; i < GroupSize; i++)
        {
            sum += shared[flatLocalIndex + i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_float(tiled_index<GroupSize> idx, const array<float, 1> *fA, array<float, 1> *fB, int x) restrict(amp)
{
    int flatLocalIndex = idx.local[0];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

    while(x > 1)  { while(x > 2)  { while(x > 3)  { while(x > 4)  { while(x > 5) { 
        while(x > 6)  { while(x > 7)  { while(x > 8)  { while(x > 9)  { while(x > 10){ 
            do { if(x <= 11) break; do { if(x <= 12) break; do { if(x <= 13) break; do { if(x <= 14) break; do { if(x <= 15) break; 
            do { if(x <= 16) break; do { if(x <= 17) break; do { if(x <= 18) break; do { if(x <= 19) break; do { if(x <= 20) break;     

            CalculateGroupSum_float(idx, flatLocalIndex, fA, fB);

            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} break;} break;} break;} break;}   
        break;} break;} break;} break;} break;}   
}

static int test_float(void)
{
    srand(2012);
    bool passed = true;

    float A[Size]; // data
    float B[NumGroups];   // holds the grouped sum of data

    float refB1[NumGroups]; // Expected value if conditions are satisfied; sum of elements in each group
    float refB2[NumGroups]; // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_float(A, Size, 0, 100);

    //Init expected values
    CalculateGroupSum_cpu_float(A, refB1);

    for(int g = 0; g < NumGroups; g++)
    {
        refB2[g] = 100; // Init to fixed value
    }
    extent<1> extentA(Size), extentB(NumGroups);
    array<float, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 100;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_float(idx, &fA, &fB, x);
    });

    copy(fB, B);

    if(!Verify_float(B, refB1, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }    
    else
    {
        printf("Test1: passed\n");
    }

    //forall where conditions are not met
    copy(A, fA);
    x = 5;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_float(idx, &fA, &fB, 10);
    });    

    copy(fB, B);

    if(!Verify_float(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test2: Failed!\n");
    }        
    else
    {
        printf("Test2: passed\n");
    }      

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = double */

static void CalculateGroupSum_cpu_double(double* A, double* B)
{        
    for(int g = 0; g < NumGroups; g++)
    {
        B[g] = (double) 0;

        int groupOffset = g * GroupSize;
        for(int x = 0; x < GroupSize; x++)
        {
            int flatIndex = groupOffset + x;
            B[g] += A[flatIndex];
        }
    }
}

static void CalculateGroupSum_double(tiled_index<GroupSize> idx, int flatLocalIndex, const array<double, 1> *fA, array<double, 1> *fB) restrict(amp)
{
    // use shared memory
    tile_static double shared[GroupSize];
    shared[flatLocalIndex] = (*fA)[idx.global];
    idx.barrier.wait();

    // first thread sums up the values of the group
    if(flatLocalIndex == 0)
    {
        double sum = 0;
        for(int i = 0; i < GroupSize; i++)
        {
            sum += shared[flatLocalIndex + i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_double(tiled_index<GroupSize> idx, const array<double, 1> *fA, array<double, 1> *fB, int x) restrict(amp)
{
    int flatLocalIndex = idx.local[0];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

    while(x > 1)  { while(x > 2)  { while(x > 3)  { while(x > 4)  { while(x > 5) { 
        while(x > 6)  { while(x > 7)  { while(x > 8)  { while(x > 9)  { while(x > 10){ 
            do { if(x <= 11) break; do { if(x <= 12) break; do { if(x <= 13) break; do { if(x <= 14) break; do { if(x <= 15) break; 
            do { if(x <= 16) break; do { if(x <= 17) break; do { if(x <= 18) break; do { if(x <= 19) break; do { if(x <= 20) break;     

            CalculateGroupSum_double(idx, flatLocalIndex, fA, fB);

            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
            break;} break;} break;} break;} break;}   
        break;} break;} break;} break;} break;}   
}

static int test_double(void)
{
    srand(2012);
    bool passed = true;

    double A[Size]; // data
    double B[NumGroups];   // holds the grouped sum of data

    double refB1[NumGroups]; // Expected value if conditions are satisfied; sum of elements in each group
    double refB2[NumGroups]; // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_double(A, Size, 0, 100);

    //Init expected values
    CalculateGroupSum_cpu_double(A, refB1);

    for(int g = 0; g < NumGroups; g++)
    {
        refB2[g] = 100; // Init to fixed value
    }
    extent<1> extentA(Size), extentB(NumGroups);
    array<double, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 100;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_double(idx, &fA, &fB, x);
    });

    copy(fB, B);

    if(!Verify_double(B, refB1, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }    
    else
    {
        printf("Test1: passed\n");
    }

    //forall where conditions are not met
    copy(A, fA);
    x = 5;
    parallel_for_each(extentA.tile<GroupSize>(), [&fA, &fB, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_double(idx, &fA, &fB, 10);
    });    

    copy(fB, B);

    if(!Verify_double(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test2: Failed!\n");
    }        
    else
    {
        printf("Test2: passed\n");
    }      

    return passed ? runall_pass : runall_fail;
}

int main(void)
{
    int result = runall_pass;

        printf("Test shared memory with 'int'\n");
        result = test_int();
        if(result != runall_pass) return result;

        printf("Test shared memory with 'unsigned int'\n");
        result = test_unsigned();
        if(result != runall_pass) return result;

        printf("Test shared memory with 'long'\n");
        result = test_long();
        if(result != runall_pass) return result;

        printf("Test shared memory with 'unsigned long'\n");
        result = test_ulong();
        if(result != runall_pass) return result;

        printf("Test shared memory with 'float'\n");
        result = test_float();
        if(result != runall_pass) return result;

        printf("Test shared memory with 'double'\n");
        result = test_double();
        if(result != runall_pass) return result;

    return result;
}
