// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Rank/Negative/Test.01/test.cpp
// An array view of rank=0 cannot be constructed
int main(void)
{
    array_view<int, 0> av; // expected-error {{rank 0 of array_view is not supported}}
    // this shouldn't compile
    return 1;
}
