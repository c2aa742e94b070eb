// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Function_parameters/Negative/Function.02/test.cpp
// test function with illegal parameter type (the original's reference
// parameter is a pointer in C)
struct A
{
    short m1; // expected-note {{}}
    long  m2;
};

void foo(struct A *a) restrict(cpu, amp) // expected-error {{'struct A' cannot be used in amp code: member 'm1' has type 'short'}}
{
    a->m2 = 3;
}

int main(int argc, char **argv)
{
    struct A a;
    foo(&a);
    return 1;
}
