/* Issue 10, defect 5: rsqrt and the <math.h> classification macros in amp
 * code with <math.h>, where glibc expands them to __builtin_isnan,
 * __builtin_isinf_sign, __builtin_fpclassify, ... (isinf(-inf) is -1 there, as
 * on the host); integer arguments of float built-ins convert as in C. */
#include <stdio.h>
#include <math.h>
int main(void)
{
    int out[12] = {0};
    float fin[3] = {4.0f, 0.0f, 1.0f};
    array_view<int, 1> o(12, out);
    array_view<const float, 1> in(3, fin);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        float zero = in[1];
        float nan = zero / zero, inf = in[2] / zero;
        double dinf = -inf;
        o[0] = (int)(rsqrt(in[0]) * 100.0f);
        o[1] = isnan(nan) != 0;
        o[2] = isinf(dinf);
        o[3] = isfinite(in[0]) != 0;
        o[4] = signbit(-in[0]) != 0;
        o[5] = fpclassify(nan) == FP_NAN;
        o[6] = fpclassify(zero) == FP_ZERO;
        o[7] = isnormal(in[0]) != 0;
        o[8] = isgreater(in[0], in[2]) != 0;
        o[9] = isunordered(nan, in[0]) != 0;
        o[10] = (int)sqrtf(16) + (int)fmax(2, 3);
        o[11] = fpclassify(in[0]) == FP_NORMAL;
    });
    for (int k = 0; k < 12; k++)
        printf("%d ", o[k]);
    printf("\n");
    return 0;
}
