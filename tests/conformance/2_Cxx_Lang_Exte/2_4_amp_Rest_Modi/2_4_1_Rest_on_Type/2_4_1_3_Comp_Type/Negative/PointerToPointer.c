// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/PointerToPointer/test.cpp
// C6715: pointer to pointer is not allowed in amp restricted code
void PointerToPointerNotSupported(int x) restrict(amp)
{
    int ** ptr; // expected-error {{pointer to pointer ('int **') is not allowed in amp code}}
    return;
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
