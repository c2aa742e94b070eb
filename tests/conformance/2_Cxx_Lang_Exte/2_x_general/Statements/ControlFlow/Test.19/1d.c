// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Statements/ControlFlow/Test.19/1d/test.cpp
// Call group_barrier with meaningless statement. For example, group_barrier is used without
// shared memory and called directly. The program can be compiled and run. 1d
// (the templates over ElementType are written out for int, unsigned int, long,
// unsigned long, float and double, with the type's suffix (element_types.h);
// the amp helpers take the arrays by pointer, AMP C's form of array<T, 1> &;
// kernel's defaulted only1stgrp is passed (0); the arrays are on the default
// device (the original's view of require_device_with_double's device; PoCL and
// the host device have doubles); const int constants are macros; new[] is
// malloc; cout is printf)
#include <stdio.h>
#include <stdlib.h>
#include "../element_types.h"

#define GroupSize 10
#define NumGroups 65
#define Size (GroupSize * NumGroups)

/* ---- ElementType = int */

//Calculate sum of all elements in a group - GPU version
static void CalculateGroupSum_int(tiled_index<GroupSize> idx, int flatLocalIndex, const array<int, 1> *fA, array<int, 1> *fB) restrict(amp)
{
    // meaningless
    idx.barrier.wait();

    if (idx.local[0] == 0)
        (*fB)[idx.tile] = (*fA)[idx.global];
}

//Kernel
static void kernel_int(tiled_index<GroupSize> idx, const array<int, 1> *fA, array<int, 1> *fB, int x, int only1stgrp) restrict(amp)
{
    if (only1stgrp == 0)
    {
        int flatLocalIndex = idx.local[0];

        // Initialize to some fixed value; to check path when conditions are not true.
        // Only first thread initializes
        if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

        do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
        for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
            if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
            {
                switch(x > 16? 1:0) { case 0: break; case 1:
                    switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                    switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                {
                    while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                        CalculateGroupSum_int(idx, flatLocalIndex, fA, fB);

                        break;} break;} break;} break;} break;}

                }
                }}}}}
            }
            break;} break;} break;} break;} break;}
        break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
    } else
    {
        if (idx.tile[0] == 0)
        {
            int flatLocalIndex = idx.local[0];

            // Initialize to some fixed value; to check path when conditions are not true.
            // Only first thread initializes
            if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

            do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
            for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
                if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
                {
                    switch(x > 16? 1:0) { case 0: break; case 1:
                        switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                        switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                    {
                        while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                            CalculateGroupSum_int(idx, flatLocalIndex, fA, fB);

                            break;} break;} break;} break;} break;}

                    }
                    }}}}}
                }
                break;} break;} break;} break;} break;}
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);

        }
    }
}

static int test_int(void)
{
    srand(2012);
    bool passed = true;

    //ElementType A[Size]; // data
    int *A = malloc(Size * sizeof *A);
    int *B = malloc(NumGroups * sizeof *B);   // holds the grouped sum of data

    int *refB2 = malloc(NumGroups * sizeof *refB2); // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_int(A, Size, 0, 100);

    int g = 0;
    for (int x = 0; x < Size; x += GroupSize)
    {
        refB2[g] = A[x];
        g++;
    }

    extent<1> extentA(Size), extentB(NumGroups);
    array<int, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);

    int x = 26;
    parallel_for_each(extentA.tile<GroupSize>(), [&, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_int(idx, &fA, &fB, x, 0);
    });

    copy(fB, B);

    if(!Verify_int(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }
    else
    {
        printf("Test1: passed\n");
    }

    free(A);
    free(B);
    free(refB2);

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = unsigned int */

//Calculate sum of all elements in a group - GPU version
static void CalculateGroupSum_unsigned(tiled_index<GroupSize> idx, int flatLocalIndex, const array<unsigned int, 1> *fA, array<unsigned int, 1> *fB) restrict(amp)
{
    // meaningless
    idx.barrier.wait();

    if (idx.local[0] == 0)
        (*fB)[idx.tile] = (*fA)[idx.global];
}

//Kernel
static void kernel_unsigned(tiled_index<GroupSize> idx, const array<unsigned int, 1> *fA, array<unsigned int, 1> *fB, int x, int only1stgrp) restrict(amp)
{
    if (only1stgrp == 0)
    {
        int flatLocalIndex = idx.local[0];

        // Initialize to some fixed value; to check path when conditions are not true.
        // Only first thread initializes
        if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

        do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
        for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
            if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
            {
                switch(x > 16? 1:0) { case 0: break; case 1:
                    switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                    switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                {
                    while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                        CalculateGroupSum_unsigned(idx, flatLocalIndex, fA, fB);

                        break;} break;} break;} break;} break;}

                }
                }}}}}
            }
            break;} break;} break;} break;} break;}
        break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
    } else
    {
        if (idx.tile[0] == 0)
        {
            int flatLocalIndex = idx.local[0];

            // Initialize to some fixed value; to check path when conditions are not true.
            // Only first thread initializes
            if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

            do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
            for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
                if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
                {
                    switch(x > 16? 1:0) { case 0: break; case 1:
                        switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                        switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                    {
                        while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                            CalculateGroupSum_unsigned(idx, flatLocalIndex, fA, fB);

                            break;} break;} break;} break;} break;}

                    }
                    }}}}}
                }
                break;} break;} break;} break;} break;}
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);

        }
    }
}

static int test_unsigned(void)
{
    srand(2012);
    bool passed = true;

    //ElementType A[Size]; // data
    unsigned int *A = malloc(Size * sizeof *A);
    unsigned int *B = malloc(NumGroups * sizeof *B);   // holds the grouped sum of data

    unsigned int *refB2 = malloc(NumGroups * sizeof *refB2); // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_unsigned(A, Size, 0, 100);

    int g = 0;
    for (int x = 0; x < Size; x += GroupSize)
    {
        refB2[g] = A[x];
        g++;
    }

    extent<1> extentA(Size), extentB(NumGroups);
    array<unsigned int, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);

    int x = 26;
    parallel_for_each(extentA.tile<GroupSize>(), [&, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_unsigned(idx, &fA, &fB, x, 0);
    });

    copy(fB, B);

    if(!Verify_unsigned(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }
    else
    {
        printf("Test1: passed\n");
    }

    free(A);
    free(B);
    free(refB2);

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = long */

//Calculate sum of all elements in a group - GPU version
static void CalculateGroupSum_long(tiled_index<GroupSize> idx, int flatLocalIndex, const array<long, 1> *fA, array<long, 1> *fB) restrict(amp)
{
    // meaningless
    idx.barrier.wait();

    if (idx.local[0] == 0)
        (*fB)[idx.tile] = (*fA)[idx.global];
}

//Kernel
static void kernel_long(tiled_index<GroupSize> idx, const array<long, 1> *fA, array<long, 1> *fB, int x, int only1stgrp) restrict(amp)
{
    if (only1stgrp == 0)
    {
        int flatLocalIndex = idx.local[0];

        // Initialize to some fixed value; to check path when conditions are not true.
        // Only first thread initializes
        if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

        do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
        for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
            if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
            {
                switch(x > 16? 1:0) { case 0: break; case 1:
                    switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                    switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                {
                    while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                        CalculateGroupSum_long(idx, flatLocalIndex, fA, fB);

                        break;} break;} break;} break;} break;}

                }
                }}}}}
            }
            break;} break;} break;} break;} break;}
        break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
    } else
    {
        if (idx.tile[0] == 0)
        {
            int flatLocalIndex = idx.local[0];

            // Initialize to some fixed value; to check path when conditions are not true.
            // Only first thread initializes
            if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

            do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
            for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
                if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
                {
                    switch(x > 16? 1:0) { case 0: break; case 1:
                        switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                        switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                    {
                        while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                            CalculateGroupSum_long(idx, flatLocalIndex, fA, fB);

                            break;} break;} break;} break;} break;}

                    }
                    }}}}}
                }
                break;} break;} break;} break;} break;}
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);

        }
    }
}

static int test_long(void)
{
    srand(2012);
    bool passed = true;

    //ElementType A[Size]; // data
    long *A = malloc(Size * sizeof *A);
    long *B = malloc(NumGroups * sizeof *B);   // holds the grouped sum of data

    long *refB2 = malloc(NumGroups * sizeof *refB2); // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_long(A, Size, 0, 100);

    int g = 0;
    for (int x = 0; x < Size; x += GroupSize)
    {
        refB2[g] = A[x];
        g++;
    }

    extent<1> extentA(Size), extentB(NumGroups);
    array<long, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);

    int x = 26;
    parallel_for_each(extentA.tile<GroupSize>(), [&, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_long(idx, &fA, &fB, x, 0);
    });

    copy(fB, B);

    if(!Verify_long(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }
    else
    {
        printf("Test1: passed\n");
    }

    free(A);
    free(B);
    free(refB2);

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = unsigned long */

//Calculate sum of all elements in a group - GPU version
static void CalculateGroupSum_ulong(tiled_index<GroupSize> idx, int flatLocalIndex, const array<unsigned long, 1> *fA, array<unsigned long, 1> *fB) restrict(amp)
{
    // meaningless
    idx.barrier.wait();

    if (idx.local[0] == 0)
        (*fB)[idx.tile] = (*fA)[idx.global];
}

//Kernel
static void kernel_ulong(tiled_index<GroupSize> idx, const array<unsigned long, 1> *fA, array<unsigned long, 1> *fB, int x, int only1stgrp) restrict(amp)
{
    if (only1stgrp == 0)
    {
        int flatLocalIndex = idx.local[0];

        // Initialize to some fixed value; to check path when conditions are not true.
        // Only first thread initializes
        if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

        do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
        for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
            if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
            {
                switch(x > 16? 1:0) { case 0: break; case 1:
                    switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                    switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                {
                    while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                        CalculateGroupSum_ulong(idx, flatLocalIndex, fA, fB);

                        break;} break;} break;} break;} break;}

                }
                }}}}}
            }
            break;} break;} break;} break;} break;}
        break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
    } else
    {
        if (idx.tile[0] == 0)
        {
            int flatLocalIndex = idx.local[0];

            // Initialize to some fixed value; to check path when conditions are not true.
            // Only first thread initializes
            if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

            do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
            for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
                if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
                {
                    switch(x > 16? 1:0) { case 0: break; case 1:
                        switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                        switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                    {
                        while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                            CalculateGroupSum_ulong(idx, flatLocalIndex, fA, fB);

                            break;} break;} break;} break;} break;}

                    }
                    }}}}}
                }
                break;} break;} break;} break;} break;}
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);

        }
    }
}

static int test_ulong(void)
{
    srand(2012);
    bool passed = true;

    //ElementType A[Size]; // data
    unsigned long *A = malloc(Size * sizeof *A);
    unsigned long *B = malloc(NumGroups * sizeof *B);   // holds the grouped sum of data

    unsigned long *refB2 = malloc(NumGroups * sizeof *refB2); // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_ulong(A, Size, 0, 100);

    int g = 0;
    for (int x = 0; x < Size; x += GroupSize)
    {
        refB2[g] = A[x];
        g++;
    }

    extent<1> extentA(Size), extentB(NumGroups);
    array<unsigned long, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);

    int x = 26;
    parallel_for_each(extentA.tile<GroupSize>(), [&, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_ulong(idx, &fA, &fB, x, 0);
    });

    copy(fB, B);

    if(!Verify_ulong(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }
    else
    {
        printf("Test1: passed\n");
    }

    free(A);
    free(B);
    free(refB2);

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = float */

//Calculate sum of all elements in a group - GPU version
static void CalculateGroupSum_float(tiled_index<GroupSize> idx, int flatLocalIndex, const array<float, 1> *fA, array<float, 1> *fB) restrict(amp)
{
    // meaningless
    idx.barrier.wait();

    if (idx.local[0] == 0)
        (*fB)[idx.tile] = (*fA)[idx.global];
}

//Kernel
static void kernel_float(tiled_index<GroupSize> idx, const array<float, 1> *fA, array<float, 1> *fB, int x, int only1stgrp) restrict(amp)
{
    if (only1stgrp == 0)
    {
        int flatLocalIndex = idx.local[0];

        // Initialize to some fixed value; to check path when conditions are not true.
        // Only first thread initializes
        if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

        do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
        for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
            if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
            {
                switch(x > 16? 1:0) { case 0: break; case 1:
                    switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                    switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                {
                    while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                        CalculateGroupSum_float(idx, flatLocalIndex, fA, fB);

                        break;} break;} break;} break;} break;}

                }
                }}}}}
            }
            break;} break;} break;} break;} break;}
        break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
    } else
    {
        if (idx.tile[0] == 0)
        {
            int flatLocalIndex = idx.local[0];

            // Initialize to some fixed value; to check path when conditions are not true.
            // Only first thread initializes
            if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

            do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
            for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
                if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
                {
                    switch(x > 16? 1:0) { case 0: break; case 1:
                        switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                        switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                    {
                        while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                            CalculateGroupSum_float(idx, flatLocalIndex, fA, fB);

                            break;} break;} break;} break;} break;}

                    }
                    }}}}}
                }
                break;} break;} break;} break;} break;}
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);

        }
    }
}

static int test_float(void)
{
    srand(2012);
    bool passed = true;

    //ElementType A[Size]; // data
    float *A = malloc(Size * sizeof *A);
    float *B = malloc(NumGroups * sizeof *B);   // holds the grouped sum of data

    float *refB2 = malloc(NumGroups * sizeof *refB2); // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_float(A, Size, 0, 100);

    int g = 0;
    for (int x = 0; x < Size; x += GroupSize)
    {
        refB2[g] = A[x];
        g++;
    }

    extent<1> extentA(Size), extentB(NumGroups);
    array<float, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);

    int x = 26;
    parallel_for_each(extentA.tile<GroupSize>(), [&, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_float(idx, &fA, &fB, x, 0);
    });

    copy(fB, B);

    if(!Verify_float(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }
    else
    {
        printf("Test1: passed\n");
    }

    free(A);
    free(B);
    free(refB2);

    return passed ? runall_pass : runall_fail;
}

/* ---- ElementType = double */

//Calculate sum of all elements in a group - GPU version
static void CalculateGroupSum_double(tiled_index<GroupSize> idx, int flatLocalIndex, const array<double, 1> *fA, array<double, 1> *fB) restrict(amp)
{
    // meaningless
    idx.barrier.wait();

    if (idx.local[0] == 0)
        (*fB)[idx.tile] = (*fA)[idx.global];
}

//Kernel
static void kernel_double(tiled_index<GroupSize> idx, const array<double, 1> *fA, array<double, 1> *fB, int x, int only1stgrp) restrict(amp)
{
    if (only1stgrp == 0)
    {
        int flatLocalIndex = idx.local[0];

        // Initialize to some fixed value; to check path when conditions are not true.
        // Only first thread initializes
        if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

        do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
        for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
            if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
            {
                switch(x > 16? 1:0) { case 0: break; case 1:
                    switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                    switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                {
                    while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                        CalculateGroupSum_double(idx, flatLocalIndex, fA, fB);

                        break;} break;} break;} break;} break;}

                }
                }}}}}
            }
            break;} break;} break;} break;} break;}
        break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
    } else
    {
        if (idx.tile[0] == 0)
        {
            int flatLocalIndex = idx.local[0];

            // Initialize to some fixed value; to check path when conditions are not true.
            // Only first thread initializes
            if(flatLocalIndex == 0) (*fB)[idx.tile] = 100;

            do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
            for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
                if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
                {
                    switch(x > 16? 1:0) { case 0: break; case 1:
                        switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                        switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
                    {
                        while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){

                            CalculateGroupSum_double(idx, flatLocalIndex, fA, fB);

                            break;} break;} break;} break;} break;}

                    }
                    }}}}}
                }
                break;} break;} break;} break;} break;}
            break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);

        }
    }
}

static int test_double(void)
{
    srand(2012);
    bool passed = true;

    //ElementType A[Size]; // data
    double *A = malloc(Size * sizeof *A);
    double *B = malloc(NumGroups * sizeof *B);   // holds the grouped sum of data

    double *refB2 = malloc(NumGroups * sizeof *refB2); // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_range_double(A, Size, 0, 100);

    int g = 0;
    for (int x = 0; x < Size; x += GroupSize)
    {
        refB2[g] = A[x];
        g++;
    }

    extent<1> extentA(Size), extentB(NumGroups);
    array<double, 1> fA(extentA), fB(extentB);

    //forall where conditions are met
    copy(A, fA);

    int x = 26;
    parallel_for_each(extentA.tile<GroupSize>(), [&, x] (tiled_index<GroupSize> idx) restrict(amp) {
        kernel_double(idx, &fA, &fB, x, 0);
    });

    copy(fB, B);

    if(!Verify_double(B, refB2, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }
    else
    {
        printf("Test1: passed\n");
    }

    free(A);
    free(B);
    free(refB2);

    return passed ? runall_pass : runall_fail;
}

int main(void)
{
    int result;

    printf("Test shared memory with \'int\'\n");
    result = test_int();
    if(result != runall_pass) return result;

    printf("Test shared memory with \'unsigned int\'\n");
    result = test_unsigned();
    if(result != runall_pass) return result;

    printf("Test shared memory with \'long\'\n");
    result = test_long();
    if(result != runall_pass) return result;

    printf("Test shared memory with \'unsigned long\'\n");
    result = test_ulong();
    if(result != runall_pass) return result;

    printf("Test shared memory with \'float\'\n");
    result = test_float();
    if(result != runall_pass) return result;

    printf("Test shared memory with \'double\'\n");
    result = test_double();
    if(result != runall_pass) return result;

    return result;
}
