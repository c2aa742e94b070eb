// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Arithmetic/Test.04/test.cpp
// Check that operator precedence. Test nesting and chaining of operators.
// (the kernel helper takes the index and the array by pointer, AMP C's form
// of the original's references)
#include "amptest.h"

static int test(void) restrict(cpu, amp)
{
    index<3> ia(5, 5, 5);
    index<3> ib(2, 2, 2);
    index<3> ic(3, 3, 3);
    index<3> ir, it;

    ir = index<3>(4, 4, 4);
    it = ia + ib - ic; // "*" > "+"

    if (!(it == ir))
    {
        return 11;   // test1 scenario1 failed
    }

    ir = index<3>(6, 6, 6);
    it = ia - ib + ic; // "*" > "-"

    if (!(it == ir))
    {
        return 12;   // test1 scenario2 failed
    }

    index<3> i1(1, 1, 1);
    index<3> i2(2, 2, 2);
    index<3> i3(3, 3, 3);
    index<3> i4(4, 4, 4);
    index<3> i5(5, 5, 5);
    index<3> i6(6, 6, 6);
    index<3> i7(7, 7, 7);
    index<3> i8(8, 8, 8);
    index<3> i9(9, 9, 9);
    
    ir = index<3>(-7, -7, -7);
    it = i1 + i2 + i3 - i4 - i5 + i6 + i7 - i8 - i9 ;

    if (!(it == ir))
    {
        return 13;   // test1 scenario3 failed
    }

    ir = index<3>(19, 19, 19);    
    it = (i1 + i2 ) + (i3 - i4 + i5) - i2 + (i6 + i7) - (i8 - i9);
    
    if (!(it == ir))
    {
        return 14;   // test1 scenario4 failed
    }

    return 0;   // all passed
}

static void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    (*result)[*idx] = test();
}

#define size 10

static int test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);
    int presult[size] = {0};

    parallel_for_each(e, [&](index<1> idx) restrict(cpu, amp) {
        kernel(&idx, &result);
    });
    result.copy_to(presult);

    for (int i = 0; i < size; i++)
    {
        if (presult[i] != 0)
        {
            int ret = presult[i];
            return ret;
        }
    }
    return 0;
}

int main(void)
{
    int result = runall_pass;
    // Test on host
    REPORT_RESULT(result, test() == 0);
    // Test on device
    REPORT_RESULT(result, test_device() == 0);
    return result;
}
