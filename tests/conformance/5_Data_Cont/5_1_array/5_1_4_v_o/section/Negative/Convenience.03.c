// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Negative/Convenience.03/test.cpp
// Test invalid use of convenience APIs for sections (static assert)
int main(void)
{
    array<int, 2> av(extent<2>(10,10));
    av.section(index<2>(0,0),extent<2>(1,10));  // Trying to create section of 1-row of 2D array
    av.section(index<2>(0,0),extent<1>(10)); // This is incorrect. this gives compilation errors; expected-error {{extent<1>}}
    return 1;
}
