// Ported from amp-conformance/Tests/7_para_for_each/7_1_Capt_Data_in_the_Kern_Func_Obje/Negative/CaptureByValue.01/test.cpp
// Arrays passed by value
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>

static void init(int *a, int size)
{
    for(int i=0; i<size; ++i)
    {
        a[i] = rand();
    }
}

int main(void)
{
    srand(668);

    const int size = 2048;
    int a[2048];
    int b[2048];
    int c[2048];

    init(a, size);
    init(b, size);
    for (int i = 0; i < size; i++) // c.assign(c.size(), 0)
        c[i] = 0;

    extent<1> e(size);
    array<int, 1> aa(e, a); // expected-note {{'aa' declared here}}
    array<int, 1> ab(e, b); // expected-note {{'ab' declared here}}
    array<int, 1> ac(e, c); // expected-note {{'ac' declared here}}

    // error ac and ab is passed by reference
    parallel_for_each(aa.extent, [=](index<1> idx) restrict(amp) {
        ac[idx] = aa[idx] + ab[idx]; // expected-error {{array 'ac' cannot be captured by value}} expected-error {{array 'aa' cannot be captured by value}} expected-error {{array 'ab' cannot be captured by value}}
    });
    ac.copy_to(c);

    bool passed = true;
    for(int i=0; i<size; ++i)
    {
        int expectedResult = a[i] + b[i];
        if (c[i] != expectedResult)
        {
            printf("c[%d] = %d expected:%d\n", i, c[i], expectedResult);
            passed = false;
            break;
        }
    }

    printf("lambda test: %s\n", passed ? "pass" : "fail");

    return passed ? 0 : 1;
}
