/* math.h names -> OpenCL built-ins; doubles switch on cl_khr_fp64. */
#include <math.h>

void norms(const double *in, float *out, int n)
{
    array_view<const double, 1> vi(n, in);
    array_view<float, 1> vo(n, out);
    parallel_for_each(vo.extent, [=](index<1> i) restrict(amp) {
        double d = sqrt(fabs(vi[i])) + pow(vi[i], 2.0);
        float f = sqrtf(fabsf((float)d)) + fminf(1.0f, expf(-1.0f));
        vo[i] = fmaxf(f, floorf(f)) + (float)cos(d);
    });
}
