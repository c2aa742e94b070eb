/* The seed's tile average, hand-written: each 16x16 work-group copies its tile
 * into __local memory (coalesced: x is the fastest index), and work-item (0,0)
 * sums the tile in a register and writes one average. */
#define TS 16

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void tile_average(__global const float *restrict in, __global float *restrict avg, int n)
{
    __local float tile[TS][TS];
    int lx = get_local_id(0), ly = get_local_id(1);
    tile[ly][lx] = in[get_global_id(1) * n + get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lx == 0 && ly == 0) {
        float sum = 0.0f;
        for (int r = 0; r < TS; r++)
            for (int c = 0; c < TS; c++)
                sum += tile[r][c];
        avg[get_group_id(1) * (n / TS) + get_group_id(0)] = sum / (float)(TS * TS);
    }
}
