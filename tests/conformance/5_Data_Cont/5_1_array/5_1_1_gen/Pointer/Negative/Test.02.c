// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_1_gen/Pointer/Negative/Test.02/test.cpp
// Using array* inside parallel_for_each captured by value and lambda captured by value.
// C has no new: the array the original allocates with new is a local array
// here, and the pointer points to it; the data is malloc'd.
#include <stdlib.h>

void compile_only(void) {
    size_t numBodies = 1024;
    int *dataSrc = malloc(numBodies * sizeof *dataSrc);
    for (int i = 0; i < numBodies; i++)
        dataSrc[i] = rand();

    extent<1> e((int)numBodies);
    array<int, 1> dataA(e, dataSrc);
    array<int, 1> *pDataA = &dataA; // expected-note {{'pDataA' declared here}}
    parallel_for_each(e, [pDataA](index<1> idx) restrict(amp) // expected-error {{pointer 'pDataA' cannot be captured by a kernel}}
    {
        (*pDataA)[idx] = 1;
    });
}
