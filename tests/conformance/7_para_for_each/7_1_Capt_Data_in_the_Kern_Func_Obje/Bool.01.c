// Ported from amp-conformance/Tests/7_para_for_each/7_1_Capt_Data_in_the_Kern_Func_Obje/Bool.01/test.cpp
// Lambda expression captures bool type
// Not a negative test anymore. We now allow capturing bool type
#include <stdio.h>
#include <stdbool.h>

int main(void)
{
    const int size = 2048;
    int c[2048];
    extent<1> e(size);
    array<int, 1> ac(e);
    bool hostSideBool = true;

    parallel_for_each(ac.extent, [&, hostSideBool](index<1> idx) restrict(amp) { //error lambda cannot capture bool
        if (hostSideBool)
        {
            ac[idx] = 1;
        }
        else
        {
            ac[idx] = 2;
        }
    });
    ac.copy_to(c);

    bool passed = true;
    for(int i=0; i<size; ++i)
    {
        int expectedResult = hostSideBool? 1 : 2;
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
