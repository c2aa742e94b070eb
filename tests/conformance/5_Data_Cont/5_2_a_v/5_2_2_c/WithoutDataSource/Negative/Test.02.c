// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/WithoutDataSource/Negative/Test.02/test.cpp
// Test that array_views without a data source results in compilation error,
// when Rank and the number of dimensions of array_view do not match
void test(void)
{
    array_view<int,1> arr1(10,10); // expected-error {{array_view<int, 1> 'arr1'}}
    array_view<int,2> arr2_1(10); // expected-error {{array_view<int, 2> 'arr2_1'}}
    array_view<int,2> arr2_2(10,10,10); // expected-error {{array_view<int, 2> 'arr2_2'}}
    array_view<int,3> arr3_1(10); // expected-error {{array_view<int, 3> 'arr3_1'}}
    array_view<int,3> arr3_2(10,10); // expected-error {{array_view<int, 3> 'arr3_2'}}
}

int main(void)
{
    return 1;
}
