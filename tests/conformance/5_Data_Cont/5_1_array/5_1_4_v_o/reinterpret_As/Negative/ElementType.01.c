// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Negative/ElementType.01/test.cpp
// Attempt to call reinterpret_as with a GPU prohibited type
int main(void)
{
    array<int, 1> arr(1);
    array_view<int *, 1> r = arr.reinterpret_as<int *>(); // expected-error {{element type 'int *' is not supported}} expected-error {{element type 'int *' is not supported}}

    // this test should not compile
    return 1;
}
