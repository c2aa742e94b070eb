// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_1_Synt/2_1_3_Type_Spec/Negative/Test.02/test.cpp
// Attempt to "add restrict" to an object declaration
typedef int binary_math(int, int);

int main(void)
{
    binary_math *foo restrict(cpu); // expected-error {{before 'restrict'}}
    // if this compiles it fails
    return 1;
}
