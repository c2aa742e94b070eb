/* double elements and double math in amp code (sqrt, fma, pow, exp, log). */
#include <stdio.h>
#include <math.h>

static double hypot2(double a, double b) restrict(amp)
{
    return sqrt(a * a + b * b);
}

int main(void)
{
    double in[5] = {0.0, 1.0, 2.0, 3.0, 4.0};
    double out[5][4];
    array_view<const double, 1> x(5, in);
    array_view<double, 2> y(5, 4, &out[0][0]);
    y.discard_data();
    parallel_for_each(x.extent, [=](index<1> i) restrict(amp) {
        double v = x[i];
        y(i[0], 0) = hypot2(v, 3.0);
        y(i[0], 1) = fma(v, 0.1, 1.0 / 3.0);
        y(i[0], 2) = pow(2.0, v) + exp(0.0) - log(1.0);
        y(i[0], 3) = v / 7.0;
    });
    y.synchronize();
    for (int i = 0; i < 5; i++)
        printf("%.12f %.12f %.12f %.12f\n", out[i][0], out[i][1], out[i][2], out[i][3]);
    return 0;
}
