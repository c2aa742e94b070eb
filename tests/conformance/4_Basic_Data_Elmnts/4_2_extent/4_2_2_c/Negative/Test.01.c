// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_2_c/Negative/Test.01/test.cpp
// (Negative) Create an extent with N = 0 and ensure that the compilation fails.
// The original's kernel(idx, result) helper, which takes the array by
// reference, is written into the kernel block.
#include <stdio.h>

int test(void) restrict(cpu, amp)
{
    extent<0> e1; // expected-error {{rank 0 of extent is not supported}}
    return 1;
}

static const int size = 10;

int test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);
    int presult[10] = {0};

    parallel_for_each(e, [&](index<1> idx) restrict(amp) {
        result[idx] = test();
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

int main(int argc, char **argv)
{
    test();
    test_device();
    //Always fail if this succeeds to compile
    printf("Failed!\n");
    return 1;
}
