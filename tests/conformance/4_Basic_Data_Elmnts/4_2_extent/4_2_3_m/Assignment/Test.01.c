// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/Assignment/Test.01/test.cpp
// Assign an initialized extent of the same rank to this extent and ensure that dimensions are copied correctly. Repeat by assigning to an uninitialized const.
// (the template compare_extent<N>, with references, is written out for each
// rank it is used with, taking pointers)
#include "amptest.h"

static bool compare_extent_1(const extent<1> *e1, const extent<1> *e2) restrict(cpu, amp)
{
    for (int i = 0; i < 1; i++)
    {
        if ((*e1)[i] != (*e2)[i])
        {
            return false;
        }
    }

    return true;
}

static bool compare_extent_3(const extent<3> *e1, const extent<3> *e2) restrict(cpu, amp)
{
    for (int i = 0; i < 3; i++)
    {
        if ((*e1)[i] != (*e2)[i])
        {
            return false;
        }
    }

    return true;
}

static bool compare_extent_10(const extent<10> *e1, const extent<10> *e2) restrict(cpu, amp)
{
    for (int i = 0; i < 10; i++)
    {
        if ((*e1)[i] != (*e2)[i])
        {
            return false;
        }
    }

    return true;
}

int test(void) restrict(cpu, amp)
{
    extent<1> e1(100);

    extent<1> e1n;
    
    e1n = e1;

    if (!(compare_extent_1(&e1, &e1n)))
    {
        return 11;
    }
    
    extent<3> e3(100, 200, 300);

    extent<3> e3n;
    
    e3n = e3;

    if (!(compare_extent_3(&e3, &e3n)))
    {
        return 12;
    }

    int data[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};

    extent<10> e10(data);

    extent<10> e10n;

    e10n = e10;

    if (!(compare_extent_10(&e10, &e10n)))
    {
        return 13;
    }

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
    int result = test();
    
    printf("Test %s on host\n", ((result == 0) ? "passed" : "failed")); 
    if(result != 0) return result;
    
    result = test_device();
    printf("Test %s on device\n", ((result == 0) ? "passed" : "failed")); 
    return result;
}

