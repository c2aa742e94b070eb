/* Conversions between the short vector types of one length (C++ AMP's
 * explicit constructors: float_2(i2), norm_2(f2), ...), each component
 * converted as by a cast (into norm_N and unorm_N clamped), in cpu and amp
 * code. Expected, by hand:
 *   cpu: float_2(3, -2) = (3, -2); norm_2((3, -2) / 4) = (0.75, -0.5);
 *        unorm_3(-0.5, 0.5, 2) = (0, 0.5, 1); double_4(int_4(1, 2, 3, 4)): x 1, w 4;
 *        int_2(2.75, -1.5) = (2, -1) (truncated)
 *   amp: k = (3i, -2); n = norm_2(k / 2): i=0 (0, -1), i=1 (1.5 -> 1, -1);
 *        + float_2(int_2(1.5, 1.5)) = + (1, 1): (1, 0) and (2, 0)
 */
#include <stdio.h>
int main(void)
{
    int_2 i2(3, -2);
    float_2 f2 = float_2(i2);
    norm_2 n2(f2 / 4.0f);
    unorm_3 u3(float_3(-0.5f, 0.5f, 2.0f));
    double_4 d4(int_4(1, 2, 3, 4));
    int_2 back(float_2(2.75f, -1.5f));
    printf("cpu %g %g | %g %g | %g %g %g | %g %g | %d %d\n", f2.x, f2.y, (float)n2.x, (float)n2.y, (float)u3.x, (float)u3.y, (float)u3.z, d4.x, d4.w, back.x, back.y);
    float_2 out[2];
    array_view<float_2, 1> ov(2, out);
    parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
        int_2 k(i[0] * 3, -2);
        norm_2 n(float_2(k) / 2.0f);
        ov[i] = float_2(n) + float_2(int_2(float_2(1.5f)));
    });
    printf("amp %g %g %g %g\n", ov[0].x, ov[0].y, ov[1].x, ov[1].y);
    return 0;
}
