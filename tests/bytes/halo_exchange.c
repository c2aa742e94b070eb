/* A halo exchange between two devices moves exactly the halo (LANGUAGE.md
 * section 10; bench/multidev/stencil.c at a small size). A grid of 2H = 8
 * rows of C = 64 ints (a row is 256 bytes) is split by rows over devices A
 * and B, the first two devices of accelerator_get_all that are not the host
 * device (PoCL is asked for two, POCL_DEVICES). Each holds its 4 rows and one
 * halo row on each side in two arrays of 6 rows on its own view (zero-filled
 * there: no bytes). Each step on every own row r: new(r) = old(r-1) + old(r+1)
 * + 1, except the grid's first and last rows, which stay; then A's last own
 * row goes to B's upper halo row and B's first own row to A's lower one, each
 * by one copy between the two sections.
 *   upload: 5 rows to each device (own rows and the one neighbour row):
 *     to_device += 10 x 256 = 2560
 *   each of 4 steps: 2 launches; the exchange: to_host += 2 x 256 (the two
 *     rows read from their devices), to_device += 2 x 256 (written to the
 *     other), and nothing else (the halo rows' old contents stay where they
 *     are): 4 x 512 each way
 *   download: 4 own rows from each device: to_host += 8 x 256 = 2048
 * Minimum: to_device = 2560 + 2048 = 4608, to_host = 2048 + 2048 = 4096,
 * launches = 8. The grid is checked against the same steps done on the host
 * by plain loops. The explicit views pick the devices, so AMPCC_DEVICE=host
 * moves the same bytes (halo_exchange.host-stats). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define H 4
#define C 64
#define STEPS 4

static int grid[2 * H][C], want[2 * H][C];

/* The steps on the host, on the whole grid, for the check. */
static void host_steps(void)
{
    static int next[2 * H][C];
    for (int s = 0; s < STEPS; s++) {
        for (int r = 0; r < 2 * H; r++)
            for (int j = 0; j < C; j++)
                next[r][j] = r == 0 || r == 2 * H - 1 ? want[r][j] : want[r - 1][j] + want[r + 1][j] + 1;
        memcpy(want, next, sizeof want);
    }
}

/* One step on device av over local rows 1..H of cur into next; global row of
 * local row r is first + r - 1. */
static void step(accelerator_view av, array<int, 2> *cur, array<int, 2> *next, int first)
{
    array_view<const int, 2> src(*cur);
    array_view<int, 2> dst(*next);
    parallel_for_each(av, extent<2>(H, C), [=](index<2> i) restrict(amp) {
        int r = i[0] + 1, j = i[1], g = first + i[0];
        if (g == 0 || g == 2 * H - 1)
            dst(r, j) = src(r, j);
        else
            dst(r, j) = src(r - 1, j) + src(r + 1, j) + 1;
    });
}

static void pass_row(array<int, 2> *from, int from_row, array<int, 2> *to, int to_row)
{
    copy(from->section(index<2>(from_row, 0), extent<2>(1, C)), to->section(index<2>(to_row, 0), extent<2>(1, C)));
}

int main(void)
{
    setenv("POCL_DEVICES", "pthread pthread", 0);
    accelerator all[16], host("host");
    accelerator_view dev[2];
    int n = accelerator_get_all(all, 16), found = 0;
    for (int i = 0; i < n && i < 16 && found < 2; i++)
        if (all[i] != host)
            dev[found++] = all[i].default_view;
    if (found < 2) {
        printf("two OpenCL devices are needed, this machine has %d\n", found);
        return 77;
    }
    for (int r = 0; r < 2 * H; r++)
        for (int j = 0; j < C; j++)
            grid[r][j] = want[r][j] = (r * 7 + j * 3) % 11;
    host_steps();
    array<int, 2> a0(H + 2, C, dev[0]), a1(H + 2, C, dev[0]), b0(H + 2, C, dev[1]), b1(H + 2, C, dev[1]);
    array<int, 2> *ca = &a0, *na = &a1, *cb = &b0, *nb = &b1, *t;
    copy(&grid[0][0], &grid[H + 1][0], ca->section(index<2>(1, 0), extent<2>(H + 1, C)));   /* global 0..H */
    copy(&grid[H - 1][0], &grid[2 * H][0], cb->section(index<2>(0, 0), extent<2>(H + 1, C)));   /* global H-1..2H-1 */
    for (int s = 0; s < STEPS; s++) {
        step(dev[0], ca, na, 0);
        step(dev[1], cb, nb, H);
        t = ca, ca = na, na = t;
        t = cb, cb = nb, nb = t;
        pass_row(ca, H, cb, 0);       /* A's last own row: B's upper halo */
        pass_row(cb, 1, ca, H + 1);   /* B's first own row: A's lower halo */
    }
    copy(ca->section(index<2>(1, 0), extent<2>(H, C)), &grid[0][0]);
    copy(cb->section(index<2>(1, 0), extent<2>(H, C)), &grid[H][0]);
    int bad = 0;
    for (int r = 0; r < 2 * H; r++)
        for (int j = 0; j < C; j++)
            bad += grid[r][j] != want[r][j];
    printf("grid %s\n", bad ? "differs from the host's steps" : "matches the host's steps");
    return 0;
}
