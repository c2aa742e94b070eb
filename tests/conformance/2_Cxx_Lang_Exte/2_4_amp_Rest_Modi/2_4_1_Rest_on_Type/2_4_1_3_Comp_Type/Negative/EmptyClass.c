// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/EmptyClass/test.cpp
// C6713: Empty class is not allowed as element type of array in amp restricted code
// (an empty struct, a GNU C extension, is the C counterpart of the empty class)
struct EmptyClass {}; // expected-note {{defined here}}

void EmptyClassArrayElementTypeNotSupported(int x) restrict(amp)
{
    struct EmptyClass arr[5]; // expected-error {{struct EmptyClass}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
