// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/CharArray/test.cpp
// test char array
void foo(void) restrict(cpu, amp)
{
    char ca[10]; // expected-error {{type 'char' is not allowed in amp code}}
    ca[2] = 'c';
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
