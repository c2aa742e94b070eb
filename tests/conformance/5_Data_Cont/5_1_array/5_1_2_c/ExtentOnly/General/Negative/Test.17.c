// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.17/test.cpp
// Verifies compiler errors when a 2D array constructor is used with an array with Rank != 2
// The original's temporary (array<T, N>(...);) is a declaration in C.
int main(void)
{
    array<unsigned, 1> a(111, 223); // expected-error {{cannot construct array<unsigned int, 1> 'a'}}
    // We shouldn't compile
    return 1;
}
