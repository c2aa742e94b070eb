// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.01/test.cpp
// testing array with -ve rank.
int main(void)
{
    array<int, -1> a1; // expected-error {{rank -1 of array is not supported}}
    // We shouldn't compile
    return 1;
}
