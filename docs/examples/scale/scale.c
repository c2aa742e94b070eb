/* scale.c - the AMP C half of the example: one kernel. */
#include "scale.h"

void scale(float *values, int n, float factor)
{
    array_view<float, 1> v(n, values);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = v[i] * factor;
    });
    v.synchronize();
}
