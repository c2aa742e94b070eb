// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Negative/Test.02/test.cpp
// Cannot copy assign with a mismatch of element
int main(void)
{
    int v[10] = {0};
    array_view<int, 1> av(10, v);
    array_view<unsigned int, 1> av2 = av; // expected-error {{array_view<int, 1>}}
    return 1;
}
