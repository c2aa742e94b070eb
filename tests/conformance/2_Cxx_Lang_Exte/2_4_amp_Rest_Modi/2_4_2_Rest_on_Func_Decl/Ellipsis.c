// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Ellipsis/test.cpp
// C6701: The function declarator of a amp restricted function cannot have a
// trailing ellipsis in its parameter list
void NoEllipsisAllowed(int x, ...) restrict(amp) {} // expected-error {{amp function 'NoEllipsisAllowed' cannot have a variable argument list}}

int main(void)
{
    //Execution should never reach here
    // return 1 to indicate failure.
    return 1;
}
