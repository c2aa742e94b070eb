// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Negative/Convenience.02/test.cpp
// Attempt to use the 3-subscript "call" form on a rank 2 array
int main(void)
{
    int v[50] = {0};
    extent<2> ex(10, 5);
    array_view<int, 2> av(ex, v);
    av(1, 2, 3); // expected-error {{needs 2 subscripts}}
}
