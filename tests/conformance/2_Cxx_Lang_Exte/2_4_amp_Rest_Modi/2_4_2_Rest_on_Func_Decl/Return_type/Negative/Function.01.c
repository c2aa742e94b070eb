// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Return_type/Negative/Function.01/test.cpp
// test function with illegal return type
char foo(void) restrict(cpu, amp) // expected-error {{type 'char' is not allowed in amp code}}
{
    return 'A';
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
