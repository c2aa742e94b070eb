// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Negative/Const.01/test.cpp
// Attempt to assign to a const array view
int main(void)
{
    int v[30] = {0};
    extent<3> ex(3, 5, 2);
    array_view<const int, 3> av(ex, v);
    av[index<3>(1, 2, 1)] = 3; // expected-error {{cannot write through 'array_view<const int, 3>'}}
}
