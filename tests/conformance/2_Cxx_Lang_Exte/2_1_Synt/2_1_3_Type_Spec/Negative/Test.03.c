// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_1_Synt/2_1_3_Type_Spec/Negative/Test.03/test.cpp
// (negative)Negative test: Add new modifier on a class
// (the class is a struct; __CPU_ONLY_EXPLICIT is restrict(cpu))
struct testclass restrict(cpu) { // expected-error {{before 'restrict'}}
};

int main(int argc, char **argv)
{
    return 1;
}
