// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/Assignment/Negative/Test.01/test.cpp
// (Negative) Assign an initialized extent with a different rank to this extent and ensure that compilation fails.
#include "amptest.h"

int test(void) restrict(cpu, amp)
{
    extent<1> e1a;
    extent<2> e2a;

    e2a = e1a; // expected-error {{cannot assign to 'extent<2>' with a value of type 'extent<1>'}}
    
    extent<1> e1b(100);
    extent<2> e2b(100, 200);

    e2b = e1b; // expected-error {{cannot assign to 'extent<2>' with a value of type 'extent<1>'}}

    extent<3> e3a;
    extent<4> e4a;

    e4a = e3a; // expected-error {{cannot assign to 'extent<4>' with a value of type 'extent<3>'}}

    extent<3> e3b(100, 200, 300);
    extent<4> e4b;

    e4b = e3b; // expected-error {{cannot assign to 'extent<4>' with a value of type 'extent<3>'}}

    extent<4> e4c;
    extent<5> e5c;

    e5c = e4c; // expected-error {{cannot assign to 'extent<5>' with a value of type 'extent<4>'}}

    extent<9> e9a;
    extent<99> e99a;

    e99a = e9a; // expected-error {{cannot assign to 'extent<99>' with a value of type 'extent<9>'}}

    return 1;
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

    return true;
}

int main(void) 
{ 
    int result = test();
    
    printf("Test %s on host\n", ((result == 0) ? "passed" : "failed")); 
    if(result != 0) return result;
    
    result = test_device();
    printf("Test %s on device\n", ((result == 0) ? "passed" : "failed")); 
    return result;
}

