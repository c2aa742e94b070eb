// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_3_Expr_Invo_Rest_Func/2_3_2_Func_Over/Calling_context/Negative/CallingContext.01/test.cpp
// (negative)caller: restrict(cpu, amp), global; callee: restrict(cpu), global
// (the original's int & parameter is a pointer in C)
#include <stdbool.h>

void foo(int *flag) // expected-note {{'foo' declared here without restrict(amp)}}
{
    *flag = 1;
}

bool test(void) restrict(cpu, amp)
{
    int flag = 0;
    foo(&flag); // expected-error {{call to cpu function 'foo' from amp code}}
    if (flag == 1)
    {
        return true;
    }
    else
    {
        return false;
    }
}

int main(int argc, char **argv)
{
    return test() ? 0 : 1;
}
