// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Reinterpret_As/Negative/ElementType.02/test.cpp
// Attempt to call reinterpret_as with a GPU prohibited type on the GPU
// (std::vector<int> v(10) is an array of 10 ints; av.get_extent() is av.extent)
int main(void)
{
    int v[10] = {0};
    array_view<int, 1> av(10, v);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        array_view<short, 1> r = av.reinterpret_as<short>(); // expected-error {{type 'short' is not allowed in amp code}} expected-error {{type 'short' is not allowed in amp code}}
    });

    // this test should not compile
    return 1;
}
