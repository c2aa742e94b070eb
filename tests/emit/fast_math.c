// RUN-FLAGS: -ffast-math
/* -ffast-math: float math goes to native_*, double math stays precise. */
#include <math.h>

void roots(float *data, int n)
{
    array_view<float, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = sqrtf(v[i]) + expf(v[i]) + logf(v[i] + 1.0f) + fabsf(v[i]);
    });
}
