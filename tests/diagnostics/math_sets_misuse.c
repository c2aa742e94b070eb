/* The math sets of LANGUAGE.md section 10 misused: fast_math_ and direct3d_
 * functions, and precise_math's functions beyond C99, are amp code only (as
 * in C++ AMP); arguments of the wrong kind; a direct3d call whose argument
 * types fit no single form (C++ AMP's overload resolution finds it
 * ambiguous). */
#include <math.h>

float cpu_uses(float x)
{
    float a = fast_math_sqrt(x);   // expected-error {{'fast_math_sqrt()' can only be used in amp code}}
    int b = direct3d_imax(1, 2);   // expected-error {{'direct3d_imax()' can only be used in amp code}}
    float c = erfinvf(x);          // expected-error {{'erfinvf()' can only be used in amp code}}
    return a + (float)b + c;
}

float both(float x) restrict(cpu, amp)
{
    return fast_math_cosf(x);   // expected-error {{'fast_math_cosf()' can only be used in amp code (a kernel or a restrict(amp) function), not in restrict(cpu, amp) code}}
}

void kernel_uses(array_view<float, 1> v, array_view<int, 1> w) restrict(amp)
{
    int n = 0;
    double d = 0;
    float f = 0;
    v[0] = fast_math_sqrt(&n);               // expected-error {{argument 1 of 'fast_math_sqrt' must be a number, not 'int *'}}
    v[1] = fast_math_frexp(1.0f, &f);        // expected-error {{argument 2 of 'fast_math_frexp' must be a pointer to int, not 'float *'}}
    v[2] = modff(1.5f, &d);                  // expected-error {{argument 2 of 'modff' must be a pointer to float, not 'double *'}}
    sincosf(0.5f, &d, &f);                   // expected-error {{argument 2 of 'sincosf' must be a pointer to float, not 'double *'}}
    v[3] = direct3d_clamp(f, 0, 1);          // expected-error {{no single form of 'direct3d_clamp' fits (float, int, int)}}
    w[0] = direct3d_mad(1u, 2, 3);           // expected-error {{no single form of 'direct3d_mad' fits (unsigned int, int, int)}}
    v[4] = (float)direct3d_clamp(d, d, d);   // expected-error {{no single form of 'direct3d_clamp' fits (double, double, double)}}
    w[1] = direct3d_countbits(v);            // expected-error {{argument 1 of 'direct3d_countbits' must be a number}}
    v[5] = direct3d_smoothstep(0.0f, 1.0f);  // expected-error {{'direct3d_smoothstep' takes 3 arguments}}
}
