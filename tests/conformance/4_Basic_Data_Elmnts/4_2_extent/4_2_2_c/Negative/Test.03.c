// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_2_c/Negative/Test.03/test.cpp
// (Negative) Create a new extent using an already initialized extent of the different rank and ensure that compilation fails.
#include "amptest.h"

int test(void) restrict(cpu, amp)
{
    extent<1> e1(100);
    extent<2> e1n(e1); // expected-error {{cannot construct extent<2> 'e1n' from these 1 argument}}
    extent<2> e2(100, 200);
    extent<3> e2n(e2); // expected-error {{cannot construct extent<3> 'e2n' from these 1 argument}}
    extent<3> e3(100, 200, 300);
    extent<4> e3n(e3); // expected-error {{cannot construct extent<4> 'e3n' from these 1 argument}}
    extent<5> e4n(e3); // expected-error {{cannot construct extent<5> 'e4n' from these 1 argument}}

    return 0;
}

void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    (*result)[(*idx)] = test();    
}

#define size 10

int test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);
    int presult[size] = {0};

    parallel_for_each(e, [&](index<1> idx) restrict(cpu, amp){
        kernel(&idx, &result);
    });
    result.copy_to(presult);

    for (int i = 0; i < 10; i++)
    {
        if (presult[i] != 0)
        {
            printf("Test failed. Return code: %d\n", presult[i]);
            return 1;
        }
    }

    return 0;
}

int main(void) 
{ 
    test();
    test_device();

    //Always fail if this succeeds to compile
    printf("Failed!\n"); 
    return 1;
}

