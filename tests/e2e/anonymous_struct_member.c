/* A struct with anonymous struct and union members (C11) as a view's element
 * type: the kernel names their members as the struct's own. The OpenCL C
 * and native kernels write them out in place; they declared only a tag,
 * and the members were missing. */
#include <stdio.h>

struct point {
    int id;
    struct {
        float x;
        double y;   /* the anonymous struct is 8-aligned: it starts at 8 */
    };
    union {
        int as_int;
        float as_float;
    };
};

int main(void)
{
    struct point p[3];
    for (int i = 0; i < 3; i++) {
        p[i].id = i;
        p[i].x = i + 0.5f;
        p[i].y = i * 2.0;
        p[i].as_int = 0;
    }
    array_view<struct point, 1> v(3, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i].x += 1.0f;
        v[i].y *= 10.0;
        v[i].as_float = (float)v[i].id / 4.0f;
    });
    v.synchronize();
    for (int i = 0; i < 3; i++)
        printf("%d %.1f %.1f %.2f\n", p[i].id, p[i].x, p[i].y, p[i].as_float);
    return 0;
}
