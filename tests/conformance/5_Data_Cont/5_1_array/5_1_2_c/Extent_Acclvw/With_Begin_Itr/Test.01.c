// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/With_Begin_Itr/Test.01/test.cpp
// Tests creation of array on the default accelerator_view
// (the original passes the default view explicitly; an AMP C array without
// one lives on the default view)
#include <stdlib.h>
#include "amptest.h"

#define DATA_SIZE 1024

int main(void)
{
    int inData[DATA_SIZE];
    int outData[DATA_SIZE];
    for (size_t i = 0; i < DATA_SIZE; ++i)
    {
        inData[i] = rand();
    }

    extent<1> domain(DATA_SIZE);
    array<int, 1> f(domain, inData);

    for (size_t i = 0; i < DATA_SIZE; ++i) // outData = inData
        outData[i] = inData[i];
    return Verify_int(outData, inData, DATA_SIZE) ? runall_pass : runall_fail;
}
