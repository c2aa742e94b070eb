/* One step of the 2-D 5-point stencil: interior points become 0.2 * (centre +
 * 4 neighbours), the border is copied. 16x16 work-groups, x fastest, so every
 * row of a group reads and writes contiguous floats; neighbours come from the
 * cache (no __local tile: each value is reused at most 5 times). */
#define TS 16

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void stencil5(__global const float *restrict src, __global float *restrict dst, int n)
{
    int x = get_global_id(0), y = get_global_id(1);
    int k = y * n + x;
    if (x == 0 || y == 0 || x == n - 1 || y == n - 1)
        dst[k] = src[k];
    else
        dst[k] = 0.2f * (src[k] + src[k - n] + src[k + n] + src[k - 1] + src[k + 1]);
}
