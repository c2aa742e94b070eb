/* Multi-device tiled matrix multiply (issue 15): C = A x B with the rows of
 * A and C split across NDEV devices; every device holds all of B. The same
 * 16x16 tile_static kernel as bench/matmul/amp.c, launched on each device's
 * view. `multidev_matmul N ITERS NDEV` (N a multiple of 16 * NDEV).
 * kernel_ms is one multiply on all devices together (launched on every
 * device, then every view waited for). */
#include "bench.h"
#include "reference.h"
#include "devices.h"

#define TS 16

typedef struct {
    int n, h, iters, ndev;
    accelerator_view av[MAX_DEVICES];
    array<float, 2> *a[MAX_DEVICES], *b[MAX_DEVICES], *c[MAX_DEVICES];
    float *a_host, *b_host, *c_host;
} Split;

static void multiply(Split *s, int d)
{
    array_view<const float, 2> a(*s->a[d]);
    array_view<const float, 2> b(*s->b[d]);
    array_view<float, 2> c(*s->c[d]);
    int n = s->n;
    parallel_for_each(s->av[d], c.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> idx) restrict(amp) {
        tile_static float as[TS][TS];
        tile_static float bs[TS][TS];
        int row = idx.local[0], col = idx.local[1];
        float acc = 0.0f;
        for (int t = 0; t < n; t += TS) {
            as[row][col] = a(idx.global[0], t + col);
            bs[row][col] = b(t + row, idx.global[1]);
            idx.barrier.wait();
            for (int k = 0; k < TS; k++)
                acc += as[row][k] * bs[k][col];
            idx.barrier.wait();
        }
        c[idx.global] = acc;
    });
}

static void wait_all(Split *s)
{
    for (int d = 0; d < s->ndev; d++)
        s->av[d].wait();
}

static double run(Split *s)
{
    for (int i = -1; i < s->iters; i++) /* i == -1 is the warm-up run */
        for (int d = 0; d < s->ndev; d++)
            multiply(s, d);
    wait_all(s);
    double t0 = bench_now();
    for (int i = 0; i < s->iters; i++)
        for (int d = 0; d < s->ndev; d++)
            multiply(s, d);
    wait_all(s);
    double t1 = bench_now();
    for (int d = 0; d < s->ndev; d++)
        s->c[d]->copy_to(s->c_host + (size_t)d * s->h * s->n);
    return t1 - t0;
}

/* Device d's arrays (its rows of A, all of B, its rows of C), then the next
 * device's; the innermost call multiplies while every array is alive. */
static double with_arrays(Split *s, int d)
{
    if (d == s->ndev)
        return run(s);
    extent<2> rows(s->h, s->n), all(s->n, s->n);
    array<float, 2> a(rows, s->a_host + (size_t)d * s->h * s->n, s->av[d]);
    array<float, 2> b(all, s->b_host, s->av[d]);
    array<float, 2> c(rows, s->av[d]);
    s->a[d] = &a;
    s->b[d] = &b;
    s->c[d] = &c;
    return with_arrays(s, d + 1);
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    Split s;
    s.n = bench_arg(argc, argv, 1, 1024);
    s.iters = bench_arg(argc, argv, 2, 5);
    s.ndev = bench_arg(argc, argv, 3, 2);
    if (s.ndev > MAX_DEVICES || s.n % (TS * s.ndev)) {
        fprintf(stderr, "usage: multidev_matmul N ITERS NDEV (N a multiple of %d * NDEV, NDEV <= %d)\n", TS, MAX_DEVICES);
        return 1;
    }
    if (pick_devices(s.av, s.ndev) < s.ndev) {
        fprintf(stderr, "multidev_matmul: fewer than %d devices besides the host device\n", s.ndev);
        return 3;
    }
    print_devices(s.av, s.ndev);
    s.h = s.n / s.ndev;
    size_t count = (size_t)s.n * s.n, bytes = count * sizeof(float);
    s.a_host = bench_alloc(bytes);
    s.b_host = bench_alloc(bytes);
    s.c_host = bench_alloc(bytes);
    bench_fill(s.a_host, count, 1);
    bench_fill(s.b_host, count, 2);
    double kernel_s = with_arrays(&s, 0);
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        ref_matmul(s.a_host, s.b_host, want, s.n);
        bench_check("multidev_matmul", s.c_host, want, count, 1e-4);
    }
    char size[64], extra[64];
    snprintf(size, sizeof size, "%dx%d", s.n, s.n);
    snprintf(extra, sizeof extra, "devices=%d", s.ndev);
    bench_report("multidev_matmul", "ampcc", size, s.iters, kernel_s, t_end - t_start, extra);
    return 0;
}
