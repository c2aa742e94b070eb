// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_2_c/Negative/Test.04/test.cpp
// (Negative) Create an extent of Rank 4 with the individual coordinate values and check that this results in a compilation error.
#include "amptest.h"

int test(void) restrict(cpu, amp)
{
    extent<4> e4(100, 200, 300, 400); // expected-error {{cannot construct extent<4> 'e4' from these 4 arguments}}

    return 0;
}

void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    (*result)[(*idx)] = 0;    
}

#define size 10

int test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);
    int presult[size] = {0};

    parallel_for_each(e, [&](index<1> idx) restrict(cpu, amp) {
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

