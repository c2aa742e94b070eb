/* stencil.h - the problem mpi_stencil.c splits across MPI ranks and
 * reference.c solves serially: a 1-D smoothing stencil on CELLS integers,
 *   next[g] = (cur[g-1] + 2 * cur[g] + cur[g+1]) / 4,
 * STEPS times, the two end cells held fixed. Integers, so every device and
 * every split gives exactly the serial result. */
#ifndef STENCIL_H
#define STENCIL_H

#define CELLS 4096
#define STEPS 64

static int initial_value(int g)
{
    return (g * 7919) % 1000 + (g % 64 == 0 ? 5000 : 0);
}

/* One serial step of the whole line: the reference, and rank 0's check. */
static void serial_step(const int *cur, int *next)
{
    int g;
    next[0] = cur[0];
    next[CELLS - 1] = cur[CELLS - 1];
    for (g = 1; g < CELLS - 1; g++)
        next[g] = (cur[g - 1] + 2 * cur[g] + cur[g + 1]) / 4;
}

/* The whole line after STEPS serial steps, into cells (CELLS ints); scratch
 * is CELLS more. Returns the one that holds the result. */
static int *serial_solve(int *cells, int *scratch)
{
    int *cur = cells, *next = scratch, *t;
    int g, s;
    for (g = 0; g < CELLS; g++)
        cur[g] = initial_value(g);
    for (s = 0; s < STEPS; s++) {
        serial_step(cur, next);
        t = cur, cur = next, next = t;
    }
    return cur;
}

static long long checksum(const int *cells)
{
    long long sum = 0;
    int g;
    for (g = 0; g < CELLS; g++)
        sum += (long long)cells[g] * (g % 13 + 1);
    return sum;
}

#endif
