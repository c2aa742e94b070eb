// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/WithoutDataSource/Negative/Test.01/test.cpp
// Test array_views without a data source can not be created in GPU context
// Test array_view of given extent
void test(void) restrict(amp)
{
    array_view<int, 2> arrViewResult(16,16); // expected-error {{array_view}}
}

void test1(void) restrict(amp,cpu)
{
    array_view<int, 2> arrViewResult(16,16); // expected-error {{array_view}}
}

int main(void)
{
    return 1;
}
