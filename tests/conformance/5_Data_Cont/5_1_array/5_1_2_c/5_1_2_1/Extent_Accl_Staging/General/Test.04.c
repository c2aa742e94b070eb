// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/5_1_2_1/Extent_Accl_Staging/General/Test.04/test.cpp
// Staging arrays (made with the CPU accelerator's view first) filled through
// data(), copied into arrays on the device, multiplied there, the product
// copied back into a staging array and checked against a product computed
// on the CPU (reading sB by subscript). get_device(Device::ALL_DEVICES, acc)
// is the default device. The reference `ref` is an array on the CPU
// accelerator, whose elements C++ AMP lets cpu code touch; in AMP C only a
// staging array's are (LANGUAGE.md section 10), so ref is a staging array
// on the host device (its two views the host device's).
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

#define MAX_INPUT_VAL 22u
#define ARRAY_DIM 256

static bool Test1(accelerator acc)
{
    accelerator cpu(accelerator_cpu_accelerator);
    extent<2> e(ARRAY_DIM, ARRAY_DIM);
    array<unsigned int, 2> sA(e, cpu.default_view, acc.default_view);
    array<unsigned int, 2> sB(e, cpu.default_view, acc.default_view);
    unsigned int *pA = sA.data();
    unsigned int *pB = sB.data();
    for (size_t i = 0; i < ARRAY_DIM * ARRAY_DIM; ++i) {
        pA[i] = rand() % MAX_INPUT_VAL;
        pB[i] = rand() % MAX_INPUT_VAL;
    }
    array<unsigned int, 2> mA(e, acc.default_view);
    copy(sA, mA);
    array<unsigned int, 2> mB(e, acc.default_view);
    copy(sB, mB);
    array<unsigned int, 2> mC(e, acc.default_view);
    parallel_for_each(mC.extent, [&mA, &mB, &mC](index<2> idx) restrict(cpu, amp) {
        unsigned int result = 0;
        for (int i = 0; i < mA.extent[1]; ++i)
            result += mA(idx[0], i) * mB(i, idx[1]);
        mC[idx] = result;
    });
    array<unsigned int, 2> sC(e, cpu.default_view, acc.default_view);
    copy(mC, sC);

    // Compute on CPU
    pA = sA.data();
    array<unsigned int, 2> ref(e, cpu.default_view, cpu.default_view);
    for (int i = 0; i < ARRAY_DIM; ++i) {
        for (int j = 0; j < ARRAY_DIM; ++j) {
            unsigned int result = 0;
            for (int k = 0; k < ARRAY_DIM; ++k)
                result += pA[(i * ARRAY_DIM) + k] * sB(k, j);
            ref(i, j) = result;
        }
    }

    // Verify the result
    bool passed = true;
    unsigned int *pC = sC.data();
    for (int i = 0; i < ARRAY_DIM; ++i) {
        for (int j = 0; j < ARRAY_DIM; ++j) {
            if (pC[(i * ARRAY_DIM) + j] != ref(i, j)) {
                printf("Incorrect result at (%d, %d): Expected %u, got %u!\n", i, j, ref(i, j),
                       pC[(i * ARRAY_DIM) + j]);
                passed = false;
            }
        }
    }
    return passed;
}

int main(void)
{
    bool passed = true;
    accelerator acc;
    passed = Test1(acc) ? passed : false;
    printf("%s!\n", passed ? "Passed" : "Failed");
    return passed ? 0 : 1;
}
