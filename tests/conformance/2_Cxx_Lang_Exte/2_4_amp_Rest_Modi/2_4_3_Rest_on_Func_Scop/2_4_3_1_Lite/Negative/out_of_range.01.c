// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_1_Lite/Negative/out_of_range.01/test.cpp
// Floating literals not in the range of representable values
void f(void) restrict(amp)
{
    float f = 3.402823467e+38f; // expected-error {{floating literal '3.402823467e+38f' is out of range for 'float'}}
    double d = 1.7976931348623159e+308; // expected-error {{floating literal '1.7976931348623159e+308' is out of range for 'double'}}
}

int main(void)
{
    return 1; // Should have not compiled
}
