// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Negative/Test.03/test.cpp
// Cannot copy construct with a mismatch of element-type
int main(void)
{
    int v[10] = {0};
    array_view<int, 1> av(10, v);
    array_view<float, 1> av2(av); // expected-error {{array_view<int, 1>}}
    return 1;
}
