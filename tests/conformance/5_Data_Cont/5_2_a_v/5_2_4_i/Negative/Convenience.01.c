// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Negative/Convenience.01/test.cpp
// Attempt to use the 2-subscript "call" on a rank 3 array.
int main(void)
{
    int v[30] = {0};
    extent<3> ex(3, 5, 2);
    array_view<int, 3> av(ex, v);
    av(0, 0); // expected-error {{needs 3 subscripts}}
}
