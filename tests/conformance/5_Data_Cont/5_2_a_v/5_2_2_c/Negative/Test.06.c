// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Negative/Test.06/test.cpp
// Test that a read-write array_view<int, N> cannot be created from const int*
// (delete a is free(a); ampcc also warns that a is freed while the view of it is in scope)
#include <stdlib.h>

int main(void)
{
    const int* a = malloc(100 * sizeof(int));
    array_view<int, 1> av(100, a); // expected-error {{const}} expected-note {{the view is declared here}}
    free((void *)a); // expected-warning {{'a' is freed while array_view 'av' made from it is still in scope}}
}
