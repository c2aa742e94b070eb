// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Negative/Convenience.01/test.cpp
// Test invalid use of convenience APIs for sections (static assert): a rank-1 view has no 4-integer section
// (std::vector<int> v(10) is an array of 10 ints)
int main(void)
{
    int v[10] = {0};
    array_view<int, 1> av(extent<1>(10), v);
    array_view<int, 1> section = av.section(1, 2, 3, 4); // expected-error {{no form of 'section()' of 'array_view<int, 1>' takes 4 arguments}}
    return 1;
}
