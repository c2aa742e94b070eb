/* Issue 10 defect 14: <float.h> and <limits.h> constants in amp code. gcc
 * spells DBL_EPSILON, DBL_MAX and DBL_MIN as casts of long double literals
 * (`((double)2.22...e-16L)`): a constant cast to an amp type is that type's
 * constant. Each kernel value is compared with the host's. */
#include <float.h>
#include <limits.h>
#include <stdio.h>
int main(void)
{
    double d[8] = {0};
    array_view<double, 1> v(8, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        long big = LONG_MAX;
        unsigned long ub = ULONG_MAX;
        switch (i[0]) {
        case 0: v[i] = DBL_EPSILON; break;
        case 1: v[i] = FLT_MAX; break;
        case 2: v[i] = DBL_MAX; break;
        case 3: v[i] = DBL_MIN + FLT_EPSILON; break;
        case 4: v[i] = INT_MAX + (double)INT_MIN; break;
        case 5: v[i] = (double)UINT_MAX + SCHAR_MAX + SHRT_MIN; break;
        case 6: v[i] = (double)(big == LONG_MAX) + (double)(ub == ULONG_MAX) + (LONG_MIN < 0); break;
        default: v[i] = FLT_MIN; break;
        }
    });
    printf("%d %d %d %d\n", v[0] == DBL_EPSILON, v[1] == FLT_MAX, v[2] == DBL_MAX, v[3] == DBL_MIN + FLT_EPSILON);
    printf("%.1f %.1f %.1f %d\n", v[4], v[5], v[6], v[7] == FLT_MIN);
    return 0;
}
