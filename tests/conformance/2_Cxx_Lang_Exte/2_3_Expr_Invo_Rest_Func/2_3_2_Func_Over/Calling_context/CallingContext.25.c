// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_3_Expr_Invo_Rest_Func/2_3_2_Func_Over/Calling_context/CallingContext.25/test.cpp
// caller: restrict(cpu), file static; callee: restrict(cpu, amp), global
// (the original's int & parameter is a pointer in C)
#include <stdbool.h>

void foo(int *flag) restrict(cpu, amp)
{
    *flag = 1;
}

static bool test(void)
{
    int flag = 0;
    foo(&flag);
    if (flag == 1)
    {
        return true;
    }
    else
    {
        return false;
    }
}

int main(void)
{
    return test() ? 0 : 1;
}
