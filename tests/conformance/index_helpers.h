/* index_helpers.h - the checks of the suite's 4_1_index/Helpers/IndexHelpers.h
 * (and 4_2_extent's), in C: the coordinates are copied into an int array first
 * (COORDS), the rank given with them. Messages go to stderr, as Log() did. */
#ifndef CONFORMANCE_INDEX_HELPERS_H
#define CONFORMANCE_INDEX_HELPERS_H
#include <stdio.h>
#include <stdbool.h>

/* int NAME[RANK] holding the coordinates of index or extent value v */
#define COORDS(name, v, RANK) int name[RANK]; for (int coords_i_ = 0; coords_i_ < (RANK); coords_i_++) name[coords_i_] = (v)[coords_i_]

/* IsIndexSetToSequence / IsIndexSetToZero (start 0, step 0): actual[i] ==
 * start + i * step for every i, and the rank is the expected one. */
static inline bool coords_are(const int *actual, int actual_rank, int rank, int start, int step)
{
    bool passed = true;
    for (int i = 0; i < rank; i++)
        if (actual[i] != start + i * step) {
            fprintf(stderr, "Fail: Incorrect index[%d]. Actual: %d. Expected: %d\n", i, actual[i],
                    start + i * step);
            passed = false;
        }
    if (actual_rank != rank) {
        fprintf(stderr, "Fail: Incorrect Rank. actual: %d. Expected: %d\n", actual_rank, rank);
        passed = false;
    }
    return passed;
}
#define IsSetToSequence(actual, actual_rank, RANK) coords_are((actual), (actual_rank), (RANK), 0, 1)
#define IsSetToZero(actual, actual_rank, RANK) coords_are((actual), (actual_rank), (RANK), 0, 0)

#endif
