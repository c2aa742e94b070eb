// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Negative/Test.02/test.cpp
// Test that a read-write array_view cannot be copy constructed from a const array_view
#include <stdlib.h>

int main(void)
{
    int* a = malloc(100 * sizeof(int));
    array_view<const int, 1> av_ro(100, a);
    array_view<int, 1> av_rw(av_ro); // expected-error {{array_view<const int, 1>}}
    free(a);
}
