// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_6_Type_Cast_Rest/IntToPointer.01/test.cpp
// test illegal c-style casting from int to pointer
void foo(void) restrict(cpu, amp)
{
    int n = 4;
    int * p = (int*)n; // expected-error {{cast between a pointer and an integer}}
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
