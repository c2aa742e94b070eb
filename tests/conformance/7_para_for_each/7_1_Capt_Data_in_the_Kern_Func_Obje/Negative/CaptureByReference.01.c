// Ported from amp-conformance/Tests/7_para_for_each/7_1_Capt_Data_in_the_Kern_Func_Obje/Negative/CaptureByReference.01/test.cpp
// Lambda capture-by-reference for selected variables
#include <stdio.h>
#include <stdbool.h>

static void init(int *a, int size)
{
    for(int i=0; i<size; ++i)
    {
        a[i] = i;
    }
}

int main(void)
{
    const int size = 2048;
    int a[2048];
    int b[2048];
    int c[2048];

    init(a, size);
    init(b, size);

    extent<1> e(size);
    array<int, 1> aa(e, a);
    array<int, 1> ab(e, b);
    array<int, 1> ac(e);

    int x = 5; // expected-note {{'x' declared here}}
    float y = 10.0f; // expected-note {{'y' declared here}}

    parallel_for_each(aa.extent, [&](index<1> idx) restrict(amp) { // error capture by reference is not allowed
        ac[idx] = ac[idx] * x + ab[idx] * (int)y; // expected-error {{'x' would be captured by reference by [&]}} expected-error {{'y' would be captured by reference by [&]}}
    });
    ac.copy_to(c);

    bool passed = true;
    for(int i=0; i<size; ++i)
    {
        int expectedResult = a[i] * x + b[i] * (int)y;
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
