// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.16/test.cpp
// Verifies compiler errors when a 1D array constructor is used with an array with Rank != 1
// The original's temporary (array<T, N>(...);) is a declaration in C.
int main(void)
{
    array<int, 2> a(0); // expected-error {{cannot construct array<int, 2> 'a'}}
    // We shouldn't compile
    return 1;
}
