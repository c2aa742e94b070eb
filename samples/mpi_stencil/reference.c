/* reference.c - mpi_stencil's problem solved serially in plain C: what
 * expected.txt holds. */
#include <stdio.h>
#include <string.h>
#include "stencil.h"

int main(void)
{
    static int a[CELLS], b[CELLS];
    int *cur = serial_solve(a, b);
    printf("mpi_stencil: %d cells, %d steps\n", CELLS, STEPS);
    printf("cell 0 %d, cell 1000 %d, cell 4095 %d\n", cur[0], cur[1000], cur[CELLS - 1]);
    printf("checksum %lld\n", checksum(cur));
    printf("matches the serial result\n");
    return 0;
}
