// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.13/test.cpp
// Verifies compiler error for an array instance with Rank = 0
int main(void)
{
    array<int, 0> arr(0); // expected-error {{rank 0 of array is not supported}}
    // We shouldn't compile
    return 1;
}
