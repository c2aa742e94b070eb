// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Negative/ElementType.02/test.cpp
// Attempt to call reinterpret_as with a GPU prohibited type on the GPU
// (arr.get_extent() is arr.extent)
int main(void)
{
    array<int, 1> arr(1);
    parallel_for_each(arr.extent, [=, &arr](index<1> i) restrict(amp) {
        array_view<short, 1> r = arr.reinterpret_as<short>(); // expected-error {{type 'short' is not allowed in amp code}} expected-error {{type 'short' is not allowed in amp code}}
    });

    // this test should not compile
    return 1;
}
