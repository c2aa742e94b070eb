// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Negative/Test.03/test.cpp
// Tests assigning an incompatible element-type modifier(r/w <- const)
int main(void)
{
    int v_readonly[30] = {0};
    array_view<const int, 1> av_readonly(30, v_readonly);
    int v_readwrite[30] = {0};
    array_view<int, 1> av_readwrite(30, v_readwrite);

    av_readwrite = av_readonly; // expected-error {{array_view<const int, 1>}}
    return 1;
}
