// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/Reinterpret_As/Negative/ElementType.01/test.cpp
// Attempt to call reinterpret_as with a GPU prohibited type
// (std::vector<int> v(10) is an array of 10 ints)
int main(void)
{
    int v[10] = {0};
    array_view<int, 1> av(10, v);
    array_view<int *, 1> r = av.reinterpret_as<int *>(); // expected-error {{element type 'int *' is not supported}} expected-error {{element type 'int *' is not supported}}

    // this test should not compile
    return 1;
}
