/* Transpose through __local memory: a 16x16 work-group reads its tile with
 * coalesced row reads and writes the transposed tile with coalesced row
 * writes; the +1 column of padding keeps the column reads off one bank. */
#define TS 16

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void transpose(__global const float *restrict in, __global float *restrict out, int n)
{
    __local float tile[TS][TS + 1];
    int lx = get_local_id(0), ly = get_local_id(1);
    tile[ly][lx] = in[get_global_id(1) * n + get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    int out_row = get_group_id(0) * TS + ly;
    int out_col = get_group_id(1) * TS + lx;
    out[out_row * n + out_col] = tile[lx][ly];
}
