// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.15/test.cpp
// Verifies compiler errors when a 3D array constructor is used with an array with Rank != 3
// The original's temporary (array<T, N>(...);) is a declaration in C.
int main(void)
{
    array<float, 0> a( 223, 111, 2); // expected-error {{rank 0 of array is not supported}}
    // We shouldn't compile
    return 1;
}
