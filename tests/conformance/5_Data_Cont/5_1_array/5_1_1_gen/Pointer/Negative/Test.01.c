// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_1_gen/Pointer/Negative/Test.01/test.cpp
// Using array* inside parallel_for_each.
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
    parallel_for_each(e, [&](index<1> idx) restrict(amp)
    {
        (*pDataA)[idx] = 1; // expected-error {{'pDataA' would be captured by reference by [&]; only an array can be captured by reference}}
    });
}
