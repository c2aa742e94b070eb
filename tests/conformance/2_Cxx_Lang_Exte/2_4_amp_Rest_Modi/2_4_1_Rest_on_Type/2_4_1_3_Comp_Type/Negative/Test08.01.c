// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/Test08.01/test.cpp
// (Negative) (Use reference.) Define pointers to non-amp-compatible type in
// kernel function. C has no references: the original's reference casts of an
// array element are pointer casts of its address here.
#include <stdio.h>
#include <stdbool.h>
#include <stddef.h>

static bool test(void)
{
    const int size = 100;
    int A[100];
    for(int i = 0; i < size; i++)
    {
        A[i] = 1;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        char *p1 = (char *)&aA[idx]; // expected-error {{type 'char' is not allowed in amp code ('p1')}} expected-error {{type 'char' is not allowed in amp code ('cast')}}
        short int *p2 = (short int *)&aA[idx]; // expected-error {{type 'short' is not allowed in amp code ('p2')}} expected-error {{type 'short' is not allowed in amp code ('cast')}}
        long double *p4 = (long double *)&aA[idx]; // expected-error {{type 'long double' is not allowed in amp code ('p4')}} expected-error {{type 'long double' is not allowed in amp code ('cast')}}
        wchar_t *p5 = (wchar_t *)&aA[idx]; // expected-error {{type 'wchar_t' is not allowed in amp code ('p5')}} expected-error {{type 'wchar_t' is not allowed in amp code ('cast')}}
        aA[idx] = 0;
    });
    aA.copy_to(A);

    return true;
}

int main(void)
{
    bool passed = test();
    printf("%s\n", "Failed!");
    return 1;
}
