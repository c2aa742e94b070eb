// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.04/test.cpp
// Create an array of unsupported non-integral types pointers.
// The original builds each from an int array {1}; here from the extent 1.
int main(void)
{
    array<int*, 1> intPtr(1); // expected-error {{'int *'}}
    array<int**, 1> intPtrPtr(1); // expected-error {{'int **'}}
    array<float*, 1> floatPtr(1); // expected-error {{'float *'}}
    array<float**, 1> floatPtrPtr(1); // expected-error {{'float **'}}
    // We shouldn't compile
    return 1;
}
