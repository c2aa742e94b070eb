// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/FunctionPointer/test.cpp
// C6706 : function pointer, function reference, or pointer to member function
// is not supported in amp restricted code
#include <stddef.h>

void FunctionPointerNotSupported(int x) restrict(amp)
{
    int (*pt2Function)(float, char, char) = NULL; // expected-error {{function pointer 'pt2Function' is not allowed in amp code}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
