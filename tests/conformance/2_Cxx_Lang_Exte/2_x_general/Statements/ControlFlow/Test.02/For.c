// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Statements/ControlFlow/Test.02/For/test.cpp
// Control Flow test: test nested code blocks with shared memory. Test with 2D Forall
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
#include "../element_types.h"
#define XSize (8)
#define YSize (8)
#define Size (XSize * YSize)

#define XGroupSize (4)
#define YGroupSize (4)

#define NumXGroups (XSize / XGroupSize)           // Make sure that Size is divisible by GroupSize
#define NumYGroups (YSize / YGroupSize)           // Make sure that Size is divisible by GroupSize
#define NumGroups (NumXGroups * NumYGroups)     // Make sure that Size is divisible by GroupSize

//Calculate sum of all elements in a group - GPU version

/* ---- ElementType = int */

static void CalculateGroupSum_cpu_int(int* A, int* B)
{ 
    int g = 0;
    for(int y = 0; y < YSize; y += YGroupSize)
    {
        for(int x = 0; x < XSize; x += XGroupSize)
        {
            // x,y is now the origin of the next group
            B[g] = (int) 0;

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

static void CalculateGroupSum_int(tiled_index<YGroupSize, XGroupSize> idx, int flatLocalIndex, const array<int, 2> *fA, array<int, 2> *fB) restrict(amp)
{
    // use shared memory
    tile_static int shared[XGroupSize * YGroupSize];         
    shared[flatLocalIndex] = (*fA)[idx.global];            
    idx.barrier.wait();

    if(flatLocalIndex == 0)
    {
        int sum = 0;
        for(int i = 0; i < XGroupSize * YGroupSize; i++)
        {
            sum += shared[i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_int(tiled_index<YGroupSize, XGroupSize> idx, const array<int, 2> *fA, array<int, 2> *fB, int loops) restrict(amp)
{
    int flatLocalIndex = idx.local[0] * XGroupSize + idx.local[1];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;    

    for(;loops > 1;)   { for(;loops > 2;)  { for(;loops > 3;)  { for(;loops > 4;)  { for(;loops > 5;) {
        for(;loops > 6;)   { for(;loops > 7;)  { for(;loops > 8;)  { for(;loops > 9;)  { for(;loops > 10;) {
            for(;loops > 11;)  { for(;loops > 12;) { for(;loops > 13;) { for(;loops > 14;) { for(;loops > 15;) {
                for(;loops > 16;)  { for(;loops > 17;) { for(;loops > 18;) { for(;loops > 19;) { for(;loops > 20;) {

                    CalculateGroupSum_int(idx, flatLocalIndex, fA, fB);

                    break;} break;} break;} break;} break;}
                break;} break;} break;} break;} break;}
            break;} break;} break;} break;} break;}
        break;} break;} break;} break;} break;}
}

static int test_int(void)
{
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
    extent<2> extentA(XSize, YSize), extentB(NumYGroups, NumXGroups);
    array<int, 2> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 1000;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
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
    x = 15;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
        kernel_int(idx, &fA, &fB, x);
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
    int g = 0;
    for(int y = 0; y < YSize; y += YGroupSize)
    {
        for(int x = 0; x < XSize; x += XGroupSize)
        {
            // x,y is now the origin of the next group
            B[g] = (unsigned int) 0;

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

static void CalculateGroupSum_unsigned(tiled_index<YGroupSize, XGroupSize> idx, int flatLocalIndex, const array<unsigned int, 2> *fA, array<unsigned int, 2> *fB) restrict(amp)
{
    // use shared memory
    tile_static unsigned int shared[XGroupSize * YGroupSize];         
    shared[flatLocalIndex] = (*fA)[idx.global];            
    idx.barrier.wait();

    if(flatLocalIndex == 0)
    {
        unsigned int sum = 0;
        for(int i = 0; i < XGroupSize * YGroupSize; i++)
        {
            sum += shared[i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_unsigned(tiled_index<YGroupSize, XGroupSize> idx, const array<unsigned int, 2> *fA, array<unsigned int, 2> *fB, int loops) restrict(amp)
{
    int flatLocalIndex = idx.local[0] * XGroupSize + idx.local[1];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;    

    for(;loops > 1;)   { for(;loops > 2;)  { for(;loops > 3;)  { for(;loops > 4;)  { for(;loops > 5;) {
        for(;loops > 6;)   { for(;loops > 7;)  { for(;loops > 8;)  { for(;loops > 9;)  { for(;loops > 10;) {
            for(;loops > 11;)  { for(;loops > 12;) { for(;loops > 13;) { for(;loops > 14;) { for(;loops > 15;) {
                for(;loops > 16;)  { for(;loops > 17;) { for(;loops > 18;) { for(;loops > 19;) { for(;loops > 20;) {

                    CalculateGroupSum_unsigned(idx, flatLocalIndex, fA, fB);

                    break;} break;} break;} break;} break;}
                break;} break;} break;} break;} break;}
            break;} break;} break;} break;} break;}
        break;} break;} break;} break;} break;}
}

static int test_unsigned(void)
{
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
    extent<2> extentA(XSize, YSize), extentB(NumYGroups, NumXGroups);
    array<unsigned int, 2> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 1000;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
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
    x = 15;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
        kernel_unsigned(idx, &fA, &fB, x);
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
    int g = 0;
    for(int y = 0; y < YSize; y += YGroupSize)
    {
        for(int x = 0; x < XSize; x += XGroupSize)
        {
            // x,y is now the origin of the next group
            B[g] = (long) 0;

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

static void CalculateGroupSum_long(tiled_index<YGroupSize, XGroupSize> idx, int flatLocalIndex, const array<long, 2> *fA, array<long, 2> *fB) restrict(amp)
{
    // use shared memory
    tile_static long shared[XGroupSize * YGroupSize];         
    shared[flatLocalIndex] = (*fA)[idx.global];            
    idx.barrier.wait();

    if(flatLocalIndex == 0)
    {
        long sum = 0;
        for(int i = 0; i < XGroupSize * YGroupSize; i++)
        {
            sum += shared[i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_long(tiled_index<YGroupSize, XGroupSize> idx, const array<long, 2> *fA, array<long, 2> *fB, int loops) restrict(amp)
{
    int flatLocalIndex = idx.local[0] * XGroupSize + idx.local[1];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;    

    for(;loops > 1;)   { for(;loops > 2;)  { for(;loops > 3;)  { for(;loops > 4;)  { for(;loops > 5;) {
        for(;loops > 6;)   { for(;loops > 7;)  { for(;loops > 8;)  { for(;loops > 9;)  { for(;loops > 10;) {
            for(;loops > 11;)  { for(;loops > 12;) { for(;loops > 13;) { for(;loops > 14;) { for(;loops > 15;) {
                for(;loops > 16;)  { for(;loops > 17;) { for(;loops > 18;) { for(;loops > 19;) { for(;loops > 20;) {

                    CalculateGroupSum_long(idx, flatLocalIndex, fA, fB);

                    break;} break;} break;} break;} break;}
                break;} break;} break;} break;} break;}
            break;} break;} break;} break;} break;}
        break;} break;} break;} break;} break;}
}

static int test_long(void)
{
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
    extent<2> extentA(XSize, YSize), extentB(NumYGroups, NumXGroups);
    array<long, 2> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 1000;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
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
    x = 15;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
        kernel_long(idx, &fA, &fB, x);
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
    int g = 0;
    for(int y = 0; y < YSize; y += YGroupSize)
    {
        for(int x = 0; x < XSize; x += XGroupSize)
        {
            // x,y is now the origin of the next group
            B[g] = (unsigned long) 0;

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

static void CalculateGroupSum_ulong(tiled_index<YGroupSize, XGroupSize> idx, int flatLocalIndex, const array<unsigned long, 2> *fA, array<unsigned long, 2> *fB) restrict(amp)
{
    // use shared memory
    tile_static unsigned long shared[XGroupSize * YGroupSize];         
    shared[flatLocalIndex] = (*fA)[idx.global];            
    idx.barrier.wait();

    if(flatLocalIndex == 0)
    {
        unsigned long sum = 0;
        for(int i = 0; i < XGroupSize * YGroupSize; i++)
        {
            sum += shared[i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_ulong(tiled_index<YGroupSize, XGroupSize> idx, const array<unsigned long, 2> *fA, array<unsigned long, 2> *fB, int loops) restrict(amp)
{
    int flatLocalIndex = idx.local[0] * XGroupSize + idx.local[1];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;    

    for(;loops > 1;)   { for(;loops > 2;)  { for(;loops > 3;)  { for(;loops > 4;)  { for(;loops > 5;) {
        for(;loops > 6;)   { for(;loops > 7;)  { for(;loops > 8;)  { for(;loops > 9;)  { for(;loops > 10;) {
            for(;loops > 11;)  { for(;loops > 12;) { for(;loops > 13;) { for(;loops > 14;) { for(;loops > 15;) {
                for(;loops > 16;)  { for(;loops > 17;) { for(;loops > 18;) { for(;loops > 19;) { for(;loops > 20;) {

                    CalculateGroupSum_ulong(idx, flatLocalIndex, fA, fB);

                    break;} break;} break;} break;} break;}
                break;} break;} break;} break;} break;}
            break;} break;} break;} break;} break;}
        break;} break;} break;} break;} break;}
}

static int test_ulong(void)
{
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
    extent<2> extentA(XSize, YSize), extentB(NumYGroups, NumXGroups);
    array<unsigned long, 2> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 1000;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
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
    x = 15;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
        kernel_ulong(idx, &fA, &fB, x);
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
    int g = 0;
    for(int y = 0; y < YSize; y += YGroupSize)
    {
        for(int x = 0; x < XSize; x += XGroupSize)
        {
            // x,y is now the origin of the next group
            B[g] = (float) 0;

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

static void CalculateGroupSum_float(tiled_index<YGroupSize, XGroupSize> idx, int flatLocalIndex, const array<float, 2> *fA, array<float, 2> *fB) restrict(amp)
{
    // use shared memory
    tile_static float shared[XGroupSize * YGroupSize];         
    shared[flatLocalIndex] = (*fA)[idx.global];            
    idx.barrier.wait();

    if(flatLocalIndex == 0)
    {
        float sum = 0;
        for(int i = 0; i < XGroupSize * YGroupSize; i++)
        {
            sum += shared[i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_float(tiled_index<YGroupSize, XGroupSize> idx, const array<float, 2> *fA, array<float, 2> *fB, int loops) restrict(amp)
{
    int flatLocalIndex = idx.local[0] * XGroupSize + idx.local[1];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;    

    for(;loops > 1;)   { for(;loops > 2;)  { for(;loops > 3;)  { for(;loops > 4;)  { for(;loops > 5;) {
        for(;loops > 6;)   { for(;loops > 7;)  { for(;loops > 8;)  { for(;loops > 9;)  { for(;loops > 10;) {
            for(;loops > 11;)  { for(;loops > 12;) { for(;loops > 13;) { for(;loops > 14;) { for(;loops > 15;) {
                for(;loops > 16;)  { for(;loops > 17;) { for(;loops > 18;) { for(;loops > 19;) { for(;loops > 20;) {

                    CalculateGroupSum_float(idx, flatLocalIndex, fA, fB);

                    break;} break;} break;} break;} break;}
                break;} break;} break;} break;} break;}
            break;} break;} break;} break;} break;}
        break;} break;} break;} break;} break;}
}

static int test_float(void)
{
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
    extent<2> extentA(XSize, YSize), extentB(NumYGroups, NumXGroups);
    array<float, 2> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 1000;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
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
    x = 15;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
        kernel_float(idx, &fA, &fB, x);
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
    int g = 0;
    for(int y = 0; y < YSize; y += YGroupSize)
    {
        for(int x = 0; x < XSize; x += XGroupSize)
        {
            // x,y is now the origin of the next group
            B[g] = (double) 0;

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

static void CalculateGroupSum_double(tiled_index<YGroupSize, XGroupSize> idx, int flatLocalIndex, const array<double, 2> *fA, array<double, 2> *fB) restrict(amp)
{
    // use shared memory
    tile_static double shared[XGroupSize * YGroupSize];         
    shared[flatLocalIndex] = (*fA)[idx.global];            
    idx.barrier.wait();

    if(flatLocalIndex == 0)
    {
        double sum = 0;
        for(int i = 0; i < XGroupSize * YGroupSize; i++)
        {
            sum += shared[i];
        }

        (*fB)[idx.tile] = sum;
    }
}

static void kernel_double(tiled_index<YGroupSize, XGroupSize> idx, const array<double, 2> *fA, array<double, 2> *fB, int loops) restrict(amp)
{
    int flatLocalIndex = idx.local[0] * XGroupSize + idx.local[1];

    // Initialize to some fixed value; to check path when conditions are not true.
    // Only first thread initializes
    if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;    

    for(;loops > 1;)   { for(;loops > 2;)  { for(;loops > 3;)  { for(;loops > 4;)  { for(;loops > 5;) {
        for(;loops > 6;)   { for(;loops > 7;)  { for(;loops > 8;)  { for(;loops > 9;)  { for(;loops > 10;) {
            for(;loops > 11;)  { for(;loops > 12;) { for(;loops > 13;) { for(;loops > 14;) { for(;loops > 15;) {
                for(;loops > 16;)  { for(;loops > 17;) { for(;loops > 18;) { for(;loops > 19;) { for(;loops > 20;) {

                    CalculateGroupSum_double(idx, flatLocalIndex, fA, fB);

                    break;} break;} break;} break;} break;}
                break;} break;} break;} break;} break;}
            break;} break;} break;} break;} break;}
        break;} break;} break;} break;} break;}
}

static int test_double(void)
{
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
    extent<2> extentA(XSize, YSize), extentB(NumYGroups, NumXGroups);
    array<double, 2> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);
    int x = 1000;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
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
    x = 15;
    parallel_for_each(fA.extent.tile<YGroupSize, XGroupSize>(), [&fA, &fB, x] (tiled_index<YGroupSize, XGroupSize> idx) restrict(amp) {
        kernel_double(idx, &fA, &fB, x);
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
