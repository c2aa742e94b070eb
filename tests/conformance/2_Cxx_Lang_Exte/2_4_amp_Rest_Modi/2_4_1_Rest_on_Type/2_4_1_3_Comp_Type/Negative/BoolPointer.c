// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/BoolPointer/test.cpp
// test pointer to bool
// Not a negative test anymore since pointer to bool is now supported
#include <stdbool.h>

void foo(void) restrict(cpu, amp)
{
    bool b;
    bool * pb = &b;
    *pb = true;
}

int main(int argc, char **argv)
{
    foo();
    return 0;
}
