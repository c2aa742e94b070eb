/* Lockstep loops in tiles wide enough for the native host device to run them
 * in blocks of work-items (docs/codegen.md): a block whose work-items all run
 * the same trips, a block where some leave a trip early (the masked trips
 * after the unmasked ones), a condition that would turn true again after a
 * work-item has left, a loop no work-item enters, a counting-down loop, a 2-D
 * tile (blocks of 16 along a row of 48, four rows), a 3-D tile and a lockstep
 * loop after a barrier. Each work-item's result is checked against the same
 * loops run one work-item at a time on the host. */
#include <stdio.h>

enum { N = 4096, ITEMS = 1024, ROWS = 8, COLS = 96 };

static int grid_sum(const int *data, int gid, int n, int stride)
{
    int acc = 0;
    for (int k = gid; k < n; k += stride)
        acc += data[k];
    return acc;
}

/* What work-item gid (local id lid) of the 1-D kernel computes. */
static int expected_1d(const int *data, int gid, int lid)
{
    int acc = grid_sum(data, gid, N, 1000);
    int cnt = 0;
    for (int k = 3 * lid; k != 40 && k < 300; k += 2)   /* the even lids up to 13 stop at 40 */
        cnt++;
    for (int k = lid; k >= 0; k -= 3)
        cnt += 10;
    for (int k = lid + 5000; k < N; k++)   /* never entered */
        cnt += 1000;
    return acc + 100000 * cnt;
}

static int check_1d(const int *data, int *item0)
{
    int result[ITEMS];
    array_view<const int, 1> in(N, data);
    array_view<int, 1> out(ITEMS, result);
    int n = N, stride = 1000;
    parallel_for_each(extent<1>(ITEMS).tile<128>(), [=](tiled_index<128> idx) restrict(amp) {
        tile_static int part[128];
        int lid = idx.local[0];
        int acc = 0;
        for (int k = idx.global[0]; k < n; k += stride)   /* 5 trips below 96, else 4 */
            acc += in[k];
        int cnt = 0;
        for (int k = 3 * lid; k != 40 && k < 300; k += 2)
            cnt++;
        for (int k = lid; k >= 0; k -= 3)
            cnt += 10;
        for (int k = lid + 5000; k < n; k++)
            cnt += 1000;
        part[lid] = acc + 100000 * cnt;
        idx.barrier.wait();   /* the host device splits the kernel only at a barrier */
        out[idx.global] = part[(lid + 1) % 128];
    });
    out.synchronize();
    *item0 = result[0];
    int wrong = 0;
    for (int g = 0; g < ITEMS; g++) {
        int next = (g % 128 + 1) % 128;   /* the neighbour whose value it reads */
        wrong += result[g] != expected_1d(data, g - g % 128 + next, next);
    }
    return wrong;
}

/* What work-item (row, col) of the 2-D kernel (tiles of 4 x 48) computes:
 * the tile's row sums of the first loop, read back after the barrier. */
static int expected_2d(int row, int col)
{
    int first = 0, tile_row = row - row % 4, tile_col = col - col % 48;
    for (int c = tile_col; c < tile_col + 48; c += 5) {
        int part = 0;
        for (int k = row + c; k < 150; k += 40)
            part += k;
        first += part;
    }
    int second = 0;
    for (unsigned k = (unsigned)(col % 48); k < 48u; k += 17u)
        second += (int)k * (tile_row + 1);
    return first * 1000 + second;
}

static int check_2d(void)
{
    int result[ROWS * COLS];
    array_view<int, 2> out(ROWS, COLS, result);
    parallel_for_each(out.extent.tile<4, 48>(), [=](tiled_index<4, 48> idx) restrict(amp) {
        tile_static int part[4][48];
        int row = idx.local[0], col = idx.local[1];
        int acc = 0;
        for (int k = idx.global[0] + idx.global[1]; k < 150; k += 40)   /* 0 to 4 trips */
            acc += k;
        part[row][col] = acc;
        idx.barrier.wait();
        int first = 0;
        for (int c = 0; c < 48; c += 5)
            first += part[row][c];
        int second = 0;
        for (unsigned k = (unsigned)col; k < 48u; k += 17u)
            second += (int)k * (idx.tile_origin[0] + 1);
        out[idx.global] = first * 1000 + second;
    });
    out.synchronize();
    int wrong = 0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            wrong += result[r * COLS + c] != expected_2d(r, c);
    return wrong;
}

/* What work-item (i, j, k) of the 3-D kernel (tiles of 2 x 2 x 32: the
 * blocks run inside loops over the first two local ids) computes. */
static int grid_sum_3d(int k, int l0, int l1)
{
    int acc = 0;
    for (int q = k + 7 * l1 + l0; q < 100; q += 9)
        acc += q;
    return acc;
}

static int check_3d(void)
{
    static int result[2 * 4 * 64];
    array_view<int, 3> out(2, 4, 64, result);
    int n = 100;
    parallel_for_each(out.extent.tile<2, 2, 32>(), [=](tiled_index<2, 2, 32> idx) restrict(amp) {
        tile_static int part[2][2][32];
        int acc = 0;
        for (int k = idx.global[2] + 7 * idx.local[1] + idx.local[0]; k < n; k += 9)
            acc += k;
        part[idx.local[0]][idx.local[1]][idx.local[2]] = acc;
        idx.barrier.wait();
        out[idx.global] = part[1 - idx.local[0]][idx.local[1]][31 - idx.local[2]] + acc * 100000;
    });
    out.synchronize();
    int wrong = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 64; k++) {
                int l0 = i % 2, l1 = j % 2, l2 = k % 32, mirror_k = k - l2 + 31 - l2;
                int want = grid_sum_3d(mirror_k, 1 - l0, l1) + grid_sum_3d(k, l0, l1) * 100000;
                wrong += result[(i * 4 + j) * 64 + k] != want;
            }
    return wrong;
}

int main(void)
{
    static int data[N];
    for (int i = 0; i < N; i++)
        data[i] = i % 97;
    int item0 = 0;
    printf("1-D, tiles of 128: %d wrong of %d\n", check_1d(data, &item0), ITEMS);
    printf("2-D, tiles of 4 x 48: %d wrong of %d\n", check_2d(), ROWS * COLS);
    printf("3-D, tiles of 2 x 2 x 32: %d wrong of %d\n", check_3d(), 2 * 4 * 64);
    /* Worked out by hand: work-item 0 prints work-item 1's value, which adds
     * data[1, 1001, 2001, 3001, 4001] = 1 + 31 + 61 + 91 + 24 = 208; its k =
     * 3, 5, ..., 299 never meet 40: 149 trips, and k = 1 one trip down: cnt =
     * 149 + 10; 208 + 100000 * 159. */
    printf("work-item 0 of the 1-D kernel: %d\n", item0);
    return 0;
}
