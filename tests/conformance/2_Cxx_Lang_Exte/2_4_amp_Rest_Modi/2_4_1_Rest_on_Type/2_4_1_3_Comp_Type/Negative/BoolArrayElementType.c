// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/BoolArrayElementType/test.cpp
// C6703: bool is not allowed element type of array in amp restricted code
#include <stdbool.h>

void BoolNotAllowedAsArrayElementType(int x) restrict(amp)
{
    bool arr[5]; // expected-error {{arrays of _Bool are not allowed in amp code}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
