/* User names that are keywords, types or built-ins in OpenCL C: ampcc must
 * rename them in the generated kernel. Variables called kernel, global,
 * local, constant, private, half, read_only; functions called dot, length,
 * mad, clamp, barrier, get_global_id; a struct member called global. */
#include <stdio.h>

struct point { int global; int local; };

static int dot(int a, int b) restrict(amp) { return a * b; }
static int length(int x) restrict(cpu, amp) { return x < 0 ? -x : x; }
static int mad(int a, int b, int c) restrict(amp) { return a * b - c; } /* not OpenCL's a*b+c */
static int clamp(int x) restrict(amp) { return x > 50 ? 50 : x; }
static int barrier(int x) restrict(amp) { return x + 1; }
static int get_global_id(int x) restrict(amp) { return 1000 + x; }

int main(void)
{
    int kernel[6] = {1, -2, 3, -4, 5, -6};
    int global = 10, local = 3, constant = 7, private = 2;
    float half = 0.5f;
    int read_only = 1;
    struct point pt = {4, 5};
    int out_data[6];
    array_view<const int, 1> kernel_view(6, kernel);
    array_view<int, 1> out(6, out_data);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
        int kernel = kernel_view[i]; /* shadows the host array */
        int r = dot(kernel, global) + length(kernel) * local + mad(constant, private, read_only);
        r = clamp(r) + barrier(pt.global) * pt.local;
        out[i] = r + (int)(half * 2.0f) + get_global_id(0) - 1000;
    });
    for (int i = 0; i < 6; i++)
        printf("%d ", out[i]);
    printf("\nlength on the host: %d\n", length(-9));
    return 0;
}
