// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Negative/Test.01/test.cpp
// check that default contruction of array_view is not allowed
int main(void)
{
    array_view<int, 1> av; // expected-error {{array_view<int, 1> 'av'}}
}
