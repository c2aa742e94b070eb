/* Matrix multiply C = A * B (n x n, row-major, n a multiple of TS). */
#define TS 16

/* Tiled: each 16x16 work-group walks the k dimension in 16-wide steps, staging
 * one tile of A and one of B in __local memory; both loads are coalesced. */
__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void matmul_tiled(__global const float *restrict a, __global const float *restrict b,
                  __global float *restrict c, int n)
{
    __local float as[TS][TS];
    __local float bs[TS][TS];
    int lx = get_local_id(0), ly = get_local_id(1);
    int col = get_global_id(0), row = get_global_id(1);
    float acc = 0.0f;
    for (int t = 0; t < n; t += TS) {
        as[ly][lx] = a[row * n + t + lx];
        bs[ly][lx] = b[(t + ly) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TS; k++)
            acc += as[ly][k] * bs[k][lx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = acc;
}

/* Naive: one work-item per element straight from global memory. */
__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void matmul_naive(__global const float *restrict a, __global const float *restrict b,
                  __global float *restrict c, int n)
{
    int col = get_global_id(0), row = get_global_id(1);
    float acc = 0.0f;
    for (int k = 0; k < n; k++)
        acc += a[row * n + k] * b[k * n + col];
    c[row * n + col] = acc;
}
