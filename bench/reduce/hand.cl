/* Sum reduction, first pass: every work-item adds up a grid-strided slice
 * (coalesced: neighbours read neighbouring floats), then each 256-wide
 * work-group reduces in __local memory by halving; work-item 0 writes the
 * group's partial sum. The host adds the partial sums. */
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_sum(__global const float *restrict in, __global float *restrict partial, int n)
{
    __local float scratch[WG];
    int lid = get_local_id(0);
    int stride = get_global_size(0);
    float s = 0.0f;
    for (int i = get_global_id(0); i < n; i += stride)
        s += in[i];
    scratch[lid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = WG / 2; off > 0; off >>= 1) {
        if (lid < off)
            scratch[lid] += scratch[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}
