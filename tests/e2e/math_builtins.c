/* <math.h> names in amp code mean the device's precise functions: float and
 * double forms, fmin/fmax/floor/ceil/fabs/fma/atan2/log2/pow/tan. */
#include <stdio.h>
#include <math.h>

int main(void)
{
    float out[10];
    array_view<float, 1> y(10, out);
    y.discard_data();
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        float a = -2.75f, b = 1.5f;
        y[0] = fabsf(a);
        y[1] = fminf(a, b) + fmaxf(a, b);
        y[2] = floorf(a) + ceilf(b);
        y[3] = fmaf(a, b, 10.0f);
        y[4] = powf(b, 2.0f);
        y[5] = (float)atan2(1.0, 1.0) * 4.0f;
        y[6] = log2f(64.0f);
        y[7] = (float)tan(0.0);
        y[8] = (float)floor(-0.5) + (float)fabs(-3.0);
        y[9] = sqrtf(2.0f) * sqrtf(2.0f);
    });
    for (int i = 0; i < 10; i++)
        printf("%.4f\n", y[i]);
    return 0;
}
