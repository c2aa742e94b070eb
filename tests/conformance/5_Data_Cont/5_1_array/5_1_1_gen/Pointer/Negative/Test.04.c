// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_1_gen/Pointer/Negative/Test.04/test.cpp
// Using array* inside parallel_for_each captured by value while lambda captured by &.
// C has no new: the arrays the original allocates with new are local arrays
// here, and the pointers point to them; the data is malloc'd. MSVC's C3596
// (an array pointer captured by value) is ampcc's error for a pointer named
// in the capture list, once per pointer.
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

int main(void)
{
    int numBodies = 1024;

    int *dataSrc = malloc(numBodies * sizeof *dataSrc);
    for (int i = 0; i < numBodies; i++)
        dataSrc[i] = rand();

    extent<1> e(numBodies);

    {
        // lambda captured by ref plus pointer by value
        array<int, 1> dataA(e, dataSrc), dataB(e);
        array<int, 1> *pDataA = &dataA; // expected-note {{'pDataA' declared here}}
        array<int, 1> *pDataB = &dataB; // expected-note {{'pDataB' declared here}}

        parallel_for_each(e, [&, pDataA, pDataB](index<1> idx) restrict(amp) // expected-error {{pointer 'pDataA' cannot be captured by a kernel}} expected-error {{pointer 'pDataB' cannot be captured by a kernel}}
        {
            (*pDataB)[idx] = (*pDataA)[idx];
        });

        int *dataDst = malloc(numBodies * sizeof *dataDst);
        copy(*pDataB, dataDst);
        for (int i = 0; i < numBodies; i++)
        {
            if (dataSrc[i] != dataDst[i])
            {
                printf ("src %d dst %d\n", dataSrc[i], dataDst[i]);
                return runall_fail;
            }
        }

        free(dataDst);
    }

    free(dataSrc);

    printf ("Passed\n");

    return runall_pass;
}
