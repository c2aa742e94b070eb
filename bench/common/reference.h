/* reference.h - the serial C reference of every workload. Each benchmark
 * checks its result against these (plain loops, no tricks). */
#ifndef BENCH_REFERENCE_H
#define BENCH_REFERENCE_H

/* <stdlib.h> for size_t and malloc. (Not <stddef.h>: with ampcc of
 * 2026-11-22, a program that includes it fails to build, max_align_t being
 * declared twice in the generated host C.) */
#include <stdlib.h>

/* (1) The seed's tile average: one output per ts x ts tile, summed row by row. */
static inline void ref_tile_average(const float *in, float *avg, int n, int ts)
{
    int tiles = n / ts;
    for (int tr = 0; tr < tiles; tr++)
        for (int tc = 0; tc < tiles; tc++) {
            float sum = 0.0f;
            for (int r = 0; r < ts; r++)
                for (int c = 0; c < ts; c++)
                    sum += in[(size_t)(tr * ts + r) * n + tc * ts + c];
            avg[(size_t)tr * tiles + tc] = sum / (float)(ts * ts);
        }
}

/* (2) C = A * B, n x n, row-major; accumulated in double. */
static inline void ref_matmul(const float *a, const float *b, float *c, int n)
{
    double *row = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            row[j] = 0.0;
        for (int k = 0; k < n; k++) {
            double aik = a[(size_t)i * n + k];
            const float *brow = b + (size_t)k * n;
            for (int j = 0; j < n; j++)
                row[j] += aik * brow[j];
        }
        for (int j = 0; j < n; j++)
            c[(size_t)i * n + j] = (float)row[j];
    }
    free(row);
}

/* (3) Sum of n floats, in double. */
static inline double ref_sum(const float *in, size_t n)
{
    double s = 0.0;
    for (size_t i = 0; i < n; i++)
        s += in[i];
    return s;
}

/* (4) out = transpose(in), n x n. */
static inline void ref_transpose(const float *in, float *out, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            out[(size_t)j * n + i] = in[(size_t)i * n + j];
}

/* (5) One step of the 5-point stencil: interior points become 0.2 * (centre +
 * 4 neighbours), the border is copied unchanged. */
static inline void ref_stencil_step(const float *src, float *dst, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            size_t k = (size_t)i * n + j;
            if (i == 0 || j == 0 || i == n - 1 || j == n - 1)
                dst[k] = src[k];
            else
                dst[k] = 0.2f * (src[k] + src[k - n] + src[k + n] + src[k - 1] + src[k + 1]);
        }
}

/* `steps` steps (even) from grid, result in grid; tmp is scratch of n*n. */
static inline void ref_stencil(float *grid, float *tmp, int n, int steps)
{
    for (int s = 0; s < steps; s += 2) {
        ref_stencil_step(grid, tmp, n);
        ref_stencil_step(tmp, grid, n);
    }
}

#endif
