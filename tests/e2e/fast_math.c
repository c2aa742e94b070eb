// RUN-FLAGS: -ffast-math
/* -ffast-math: the relaxed math built-ins. Results are printed with few
 * digits, so any of the allowed precisions prints the same. */
#include <stdio.h>
#include <math.h>

int main(void)
{
    float in[4] = {0.25f, 1.5f, 2.0f, 4.0f};
    float out[4][4];
    array_view<const float, 1> x(4, in);
    array_view<float, 2> y(4, 4, &out[0][0]);
    y.discard_data();
    parallel_for_each(x.extent, [=](index<1> i) restrict(amp) {
        float v = x[i];
        y(i[0], 0) = sqrtf(v);
        y(i[0], 1) = expf(v * 0.5f);
        y(i[0], 2) = logf(v) / v;
        y(i[0], 3) = sinf(v) * sinf(v) + cosf(v) * cosf(v);
    });
    y.synchronize();
    for (int i = 0; i < 4; i++)
        printf("%.3f %.3f %.3f %.3f\n", out[i][0], out[i][1], out[i][2], out[i][3]);
    return 0;
}
