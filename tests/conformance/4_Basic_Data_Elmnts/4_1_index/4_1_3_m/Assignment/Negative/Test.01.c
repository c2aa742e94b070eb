// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_3_m/Assignment/Negative/Test.01/test.cpp
// Tests that checks the assigning an index of a different rank fails
#include "amptest.h"
int main(void)
{
    const int N = 3;
    index<N> idx1(10, 11, 12);
    index<N+1> idx2;
    // Assign to index of different rank
    idx2 = idx1; // expected-error {{cannot assign to 'index<4>' with a value of type 'index<3>'}}
    return runall_fail;
}
