// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Negative/Convenience.01/test.cpp
// Test invalid use of convenience APIs for sections (a rank-1 array has no 4-integer section)
int main(void)
{
    array<int, 1> arr(extent<1>(10));
    arr.section(1, 2, 3, 4); // expected-error {{no form of 'section()' of 'array<int, 1>' takes 4 arguments}}
    return 1;
}
