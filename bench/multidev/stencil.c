/* Multi-device 5-point stencil (issue 15): an N x N grid split by rows across
 * NDEV devices, STEPS steps, the boundary rows (the halo) exchanged between
 * neighbouring devices after every step (device to device through the host),
 * and nothing else.
 * `multidev_stencil N STEPS NDEV` (N divisible by NDEV, STEPS even).
 *
 * Device d owns rows [d*h, (d+1)*h) and keeps them in two arrays of h + 2
 * rows on its own view: local row r is global row d*h + r - 1, rows 0 and
 * h + 1 hold the neighbours' edge rows. Bytes moved per step and inner
 * boundary: two rows to the host and two rows back (AMPCC_STATS=1); the
 * upload and the download move the grid once each. */
#include "bench.h"
#include "reference.h"
#include "devices.h"

typedef struct {
    int n, h, steps, ndev;
    int no_halo; /* MULTIDEV_NO_HALO=1: the kernels alone (a diagnostic; wrong results) */
    accelerator_view av[MAX_DEVICES];
    array<float, 2> *cur[MAX_DEVICES], *next[MAX_DEVICES];
    float *grid;       /* the host grid (n x n) */
} Split;

/* One step on device d: next's own rows from cur's, the 5-point average
 * inside the grid and a copy on its border, as ref_stencil_step does. */
static void step(Split *s, int d)
{
    array_view<const float, 2> src(*s->cur[d]);
    array_view<float, 2> dst(*s->next[d]);
    int n = s->n, first = d * s->h;
    parallel_for_each(s->av[d], extent<2>(s->h, n), [=](index<2> idx) restrict(amp) {
        int r = idx[0] + 1, j = idx[1], g = first + idx[0];
        if (g == 0 || j == 0 || g == n - 1 || j == n - 1)
            dst(r, j) = src(r, j);
        else
            dst(r, j) = 0.2f * (src(r, j) + src(r - 1, j) + src(r + 1, j) + src(r, j - 1) + src(r, j + 1));
    });
}

/* Local row `from` of device a's grid becomes local row `to` of device b's:
 * one section copy, which the runtime relays through the host (the host
 * reads the row from a, the write is queued on b). */
static void pass_row(Split *s, int a, int from, int b, int to)
{
    copy(s->cur[a]->section(index<2>(from, 0), extent<2>(1, s->n)),
         s->cur[b]->section(index<2>(to, 0), extent<2>(1, s->n)));
}

static void exchange_halos(Split *s)
{
    for (int d = 0; d + 1 < s->ndev; d++) {
        pass_row(s, d, s->h, d + 1, 0);
        pass_row(s, d + 1, 1, d, s->h + 1);
    }
}

static void swap_grids(Split *s)
{
    for (int d = 0; d < s->ndev; d++) {
        array<float, 2> *t = s->cur[d];
        s->cur[d] = s->next[d];
        s->next[d] = t;
    }
}

static void wait_all(Split *s)
{
    for (int d = 0; d < s->ndev; d++)
        s->av[d].wait();
}

/* Device d's rows h+2 of the grid: its own and, where they exist, the
 * neighbours' edge rows. */
static void upload(Split *s, int d)
{
    size_t w = s->n;
    int lo = d == 0 ? 1 : 0, hi = d == s->ndev - 1 ? s->h : s->h + 1;
    copy(s->grid + (size_t)(d * s->h + lo - 1) * w, s->grid + (size_t)(d * s->h + hi) * w,
         s->cur[d]->section(index<2>(lo, 0), extent<2>(hi - lo + 1, s->n)));
}

static void download(Split *s, int d)
{
    copy(s->cur[d]->section(index<2>(1, 0), extent<2>(s->h, s->n)), s->grid + (size_t)d * s->h * s->n);
}

/* One step on small arrays of each device, untimed: the first launch on a
 * device loads (or builds) the program, about 100 ms on the H100, which is
 * start-up, not stencil time (the one-device run would otherwise pay it once
 * and the two-device run twice, inside the timed loop). */
static void warm_up(Split *s)
{
    for (int d = 0; d < s->ndev; d++) {
        array<float, 2> a(3, 4, s->av[d]);
        array<float, 2> b(3, 4, s->av[d]);
        Split small = *s;
        small.n = 4;
        small.h = 1;
        small.cur[d] = &a;
        small.next[d] = &b;
        step(&small, d);
        s->av[d].wait();
    }
}

static double run_steps(Split *s)
{
    warm_up(s);
    for (int d = 0; d < s->ndev; d++)
        upload(s, d);
    wait_all(s);
    double t0 = bench_now();
    for (int k = 0; k < s->steps; k++) {
        for (int d = 0; d < s->ndev; d++)
            step(s, d);
        swap_grids(s);
        if (!s->no_halo)
            exchange_halos(s);
    }
    wait_all(s);
    double t1 = bench_now();
    for (int d = 0; d < s->ndev; d++)
        download(s, d);
    return t1 - t0;
}

/* Declares device d's two arrays, then the next device's; the innermost
 * call runs the steps while every array is alive. */
static double with_arrays(Split *s, int d)
{
    if (d == s->ndev)
        return run_steps(s);
    array<float, 2> a(s->h + 2, s->n, s->av[d]);
    array<float, 2> b(s->h + 2, s->n, s->av[d]);
    s->cur[d] = &a;
    s->next[d] = &b;
    return with_arrays(s, d + 1);
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    Split s;
    s.n = bench_arg(argc, argv, 1, 4096);
    s.steps = bench_arg(argc, argv, 2, 100);
    s.ndev = bench_arg(argc, argv, 3, 2);
    s.no_halo = getenv("MULTIDEV_NO_HALO") && atoi(getenv("MULTIDEV_NO_HALO"));
    if (s.steps % 2 || s.ndev > MAX_DEVICES || s.n % s.ndev || s.n / s.ndev < 2) {
        fprintf(stderr, "usage: multidev_stencil N STEPS NDEV (STEPS even, N divisible by NDEV <= %d)\n", MAX_DEVICES);
        return 1;
    }
    if (pick_devices(s.av, s.ndev) < s.ndev) {
        fprintf(stderr, "multidev_stencil: fewer than %d devices besides the host device\n", s.ndev);
        return 3;
    }
    print_devices(s.av, s.ndev);
    s.h = s.n / s.ndev;
    size_t count = (size_t)s.n * s.n, bytes = count * sizeof(float);
    s.grid = bench_alloc(bytes);
    bench_fill(s.grid, count, 5);
    double kernel_s = with_arrays(&s, 0);
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes), *tmp = bench_alloc(bytes);
        bench_fill(want, count, 5);
        ref_stencil(want, tmp, s.n, s.steps);
        bench_check("multidev_stencil", s.grid, want, count, 1e-5);
    }
    char size[64], extra[160];
    size_t halo = (size_t)(s.ndev - 1) * 4 * s.n * sizeof(float) * s.steps;
    snprintf(size, sizeof size, "%dx%dx%d", s.n, s.n, s.steps);
    snprintf(extra, sizeof extra, "devices=%d halo_bytes=%zu", s.ndev, halo);
    bench_report("multidev_stencil", "ampcc", size, s.steps, kernel_s, t_end - t_start, extra);
    return 0;
}
