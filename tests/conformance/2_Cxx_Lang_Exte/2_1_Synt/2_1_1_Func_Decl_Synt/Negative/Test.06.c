// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_1_Synt/2_1_1_Func_Decl_Synt/Negative/Test.06/test.cpp
// (negative)Negative test: Add modifier before function name
int restrict(cpu) test(void) { // expected-error {{before 'restrict'}}
        return 0;
}

int main(int argc, char **argv)
{
    return 1;
}
