// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/PointerArrayElementType/test.cpp
// C6711 : pointer is not allowed as data member type or element type in amp restricted code
void PointerArrayElmentTypeNotSupported(int x) restrict(amp)
{
    int * arr[5]; // expected-error {{arrays of pointers are not allowed in amp code}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
