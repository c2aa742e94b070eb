// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.02/test.cpp
// testing array with 0 rank. (The original's temporary array<int, 0>(e) is a
// declaration in C.)
int main(void)
{
    extent<1> e(10);
    array<int, 0> a(e); // expected-error {{rank 0 of array is not supported}}
    // We shouldn't compile
    return 1;
}
