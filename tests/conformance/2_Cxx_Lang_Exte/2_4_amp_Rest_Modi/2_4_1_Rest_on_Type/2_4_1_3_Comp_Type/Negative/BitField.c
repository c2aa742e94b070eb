// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/BitField/test.cpp
// C6705 : bitfield is not supported in amp restricted code
struct MyBitField
{
    unsigned number: 31; // expected-note {{}}
};

void BitfieldNotSupported(int x) restrict(amp)
{
    struct MyBitField bField; // expected-error {{bit-field}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
