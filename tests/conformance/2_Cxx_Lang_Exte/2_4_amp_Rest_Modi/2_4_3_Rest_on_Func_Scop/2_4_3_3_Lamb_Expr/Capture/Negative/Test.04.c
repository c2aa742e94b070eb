// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_3_Lamb_Expr/Capture/Negative/Test.04/test.cpp
// Verifies that an amp lambda cannot capture an array by value. AMP C's only
// amp lambdas are kernel blocks, so the lambda is a kernel block here.
int main(void)
{
    array<int, 1> a(100); // expected-note {{'a' declared here}}
    parallel_for_each(a.extent, [a](index<1> i) restrict(amp) {}); // expected-error {{array 'a' cannot be captured by value}}
    return 1;
}
