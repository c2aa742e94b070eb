/* mpi_stencil.c - AMP C and MPI together: the stencil of stencil.h split
 * across the ranks, each rank's part on its own device (the runtime's rule:
 * local rank K takes gpu:K, a rank without a GPU the host device;
 * docs/runtime.md), halo cells exchanged through MPI after every step. Rank 0
 * gathers the line and checks it against the serial result.
 *
 *   OMPI_CC=ampcc mpicc -O2 -o mpi_stencil mpi_stencil.c    (MPICH: MPICH_CC=ampcc)
 *   mpirun -np 2 ./mpi_stencil
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <amp.h> /* ampcc_device_name() */
#include "stencil.h"

/* One step of this rank's n cells, held in cur[1..n]; cur[0] and cur[n+1] are
 * the neighbours' cells (halos). first is the global number of cur[1]. */
static void device_step(int *cur, int *next, int n, int first)
{
    array_view<const int, 1> in(n + 2, cur);
    array_view<int, 1> out(n + 2, next);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
        int local = i[0];
        int g = first + local - 1;
        if (local == 0 || local == n + 1 || g == 0 || g == CELLS - 1)
            out[i] = in[i];
        else
            out[i] = (in[local - 1] + 2 * in[local] + in[local + 1]) / 4;
    });
    out.synchronize();
}

/* My first cell to the left neighbour, its last into my left halo; and the
 * same to the right. */
static void exchange_halos(int *cur, int n, int rank, int size)
{
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    int right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    MPI_Sendrecv(&cur[1], 1, MPI_INT, left, 0, &cur[n + 1], 1, MPI_INT, right, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&cur[n], 1, MPI_INT, right, 1, &cur[0], 1, MPI_INT, left, 1,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

static int check_against_serial(const int *line)
{
    static int a[CELLS], b[CELLS];
    return memcmp(serial_solve(a, b), line, sizeof a) == 0;
}

int main(int argc, char **argv)
{
    int rank, size, n, first, g, s, ok = 1;
    int *cur, *next, *t, *line = NULL;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (CELLS % size != 0) {
        if (rank == 0)
            fprintf(stderr, "mpi_stencil: %d cells do not split over %d ranks\n", CELLS, size);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    n = CELLS / size;
    first = rank * n;
    cur = (int *)calloc(n + 2, sizeof *cur);
    next = (int *)calloc(n + 2, sizeof *next);
    for (g = 0; g < n; g++)
        cur[g + 1] = initial_value(first + g);
    if (getenv("MPI_STENCIL_SHOW_DEVICES"))
        fprintf(stderr, "rank %d of %d: cells %d..%d on %s\n", rank, size, first,
                first + n - 1, ampcc_device_name());
    for (s = 0; s < STEPS; s++) {
        exchange_halos(cur, n, rank, size);
        device_step(cur, next, n, first);
        t = cur, cur = next, next = t;
    }
    if (rank == 0)
        line = (int *)malloc(CELLS * sizeof *line);
    MPI_Gather(&cur[1], n, MPI_INT, line, n, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        ok = check_against_serial(line);
        printf("mpi_stencil: %d cells, %d steps\n", CELLS, STEPS);
        printf("cell 0 %d, cell 1000 %d, cell 4095 %d\n", line[0], line[1000], line[CELLS - 1]);
        printf("checksum %lld\n", checksum(line));
        printf(ok ? "matches the serial result\n" : "DIFFERS from the serial result\n");
        free(line);
    }
    free(cur);
    free(next);
    MPI_Finalize();
    return ok ? 0 : 1;
}
