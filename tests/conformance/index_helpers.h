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

/* The suite's make_extent(...) / make_index(...) (amptest's variadic
 * templates), for the five coordinates the ports use them with. */
static inline extent<5> make_extent(int e0, int e1, int e2, int e3, int e4) restrict(cpu, amp)
{
    int v[5] = {e0, e1, e2, e3, e4};
    return extent<5>(v);
}

static inline index<5> make_index(int i0, int i1, int i2, int i3, int i4) restrict(cpu, amp)
{
    int v[5] = {i0, i1, i2, i3, i4};
    return index<5>(v);
}

#endif
