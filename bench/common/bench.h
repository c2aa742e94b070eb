/* bench.h - timing, arguments, input data and result checking shared by every
 * benchmark program: the AMP C ones (compiled by ampcc), the hand-written
 * OpenCL ones and the OpenMP ones. Plain host C, header-only, so that ampcc
 * compiles it like any other C.
 *
 * Every program prints exactly one result line on stdout:
 *   BENCH workload=W impl=I size=S iters=K kernel_ms=X total_ms=Y [extra=...]
 * kernel_ms: wall time of the timed loop (after one warm-up run) divided by its
 *            iteration count; the loop ends in a host sync (clFinish, or an AMP
 *            view's synchronize()), so all its kernels have finished.
 * total_ms:  wall time from main's entry (input generation included) until the
 *            result is back in host memory; the correctness check is excluded.
 * A wrong result prints "CHECK FAILED ..." on stderr and exits with status 2.
 */
#ifndef BENCH_H
#define BENCH_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* argv[i] as a positive int, or def when absent. */
static inline int bench_arg(int argc, char **argv, int i, int def)
{
    if (i >= argc)
        return def;
    int v = atoi(argv[i]);
    if (v <= 0) {
        fprintf(stderr, "%s: argument %d must be a positive integer, got '%s'\n", argv[0], i, argv[i]);
        exit(1);
    }
    return v;
}

/* BENCH_CHECK=0 skips the serial reference (run.sh checks only the first run). */
static inline int bench_should_check(void)
{
    const char *s = getenv("BENCH_CHECK");
    return !s || strcmp(s, "0") != 0;
}

static inline void *bench_alloc(size_t bytes)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "bench: out of host memory (%zu bytes)\n", bytes);
        exit(1);
    }
    return p;
}

/* Deterministic inputs in [0, 1): the same for every implementation. */
static inline void bench_fill(float *a, size_t n, unsigned seed)
{
    unsigned x = seed * 2654435761u + 12345u;
    for (size_t i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        a[i] = (float)(x >> 8) * (1.0f / 16777216.0f);
    }
}

/* |got - want| <= tol * max(1, |want|) everywhere, or report the first miss. */
static inline void bench_check(const char *what, const float *got, const float *want, size_t n, double tol)
{
    for (size_t i = 0; i < n; i++) {
        double w = want[i], g = got[i];
        double scale = fabs(w) > 1.0 ? fabs(w) : 1.0;
        if (!(fabs(g - w) <= tol * scale)) {
            fprintf(stderr, "CHECK FAILED %s: element %zu is %.9g, expected %.9g\n", what, i, g, w);
            exit(2);
        }
    }
}

static inline void bench_report(const char *workload, const char *impl, const char *size, int iters,
                         double kernel_s, double total_s, const char *extra)
{
    printf("BENCH workload=%s impl=%s size=%s iters=%d kernel_ms=%.6g total_ms=%.3f%s%s\n",
           workload, impl, size, iters, kernel_s * 1e3 / iters, total_s * 1e3,
           extra ? " " : "", extra ? extra : "");
    fflush(stdout);
}

#endif
