// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_3_Expr_Invo_Rest_Func/2_3_3_Cast/Casting.03/test.cpp
// define int func(int) restrict(cpu, amp); then int (*pfn)(int) = (int (*)(int))func;
// call pfn in restrict(cpu) context
#include <stdbool.h>

int func(int flag) restrict(cpu, amp)
{
    return 1;
}

bool test(void)
{
    int flag = 0;
    bool passed = true;

    int (*pfn)(int) = (int (*)(int))func;

    flag = pfn(flag);

    if (flag != 1)
    {
        return false;
    }

    return passed;
}

int main(void)
{
    return test() ? 0 : 1;
}
