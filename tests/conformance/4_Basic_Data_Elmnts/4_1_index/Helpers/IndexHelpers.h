/* The suite's 4_Basic_Data_Elmnts/4_1_index/Helpers/IndexHelpers.h in C.
 * Its function templates over Rank are written out per rank by
 * DEFINE_INDEX_HELPERS(Rank); the default argument start = 0 is passed by the
 * caller; the vector<int> overloads, for an index's components copied out of
 * a kernel, take a host array and are named ..._vec. */
#ifndef CONFORMANCE_INDEX_HELPERS_H
#define CONFORMANCE_INDEX_HELPERS_H

#include "amptest.h"

/* The loops the four helpers share: component i is expected to be
 * start + step * i (step 0 for IsIndexSetToZero), and the rank Rank. */
#define DEFINE_INDEX_SEQUENCE_CHECKS(Rank) \
    static bool IsIndexSetToSequenceStep_vec_##Rank(const int *actual, int actualRank, int start, int step) \
    { \
        bool passed = true; \
        for (int i = 0; i < Rank; i++) \
            if (actual[i] != start + step * i) { \
                fprintf(stderr, "Fail: Incorrect actual[%d]. Actual: %d.Expected: %d\n", i, actual[i], start + step * i); \
                passed = false; \
            } \
        if (actualRank != Rank) { \
            fprintf(stderr, "Fail: Incorrect Rank. actual: %d.Expected: %d\n", actualRank, Rank); \
            passed = false; \
        } \
        return passed; \
    } \
    static bool IsIndexSetToSequenceStep_##Rank(index<Rank> actual, int start, int step) \
    { \
        int components[Rank]; \
        for (int i = 0; i < Rank; i++) \
            components[i] = actual[i]; \
        return IsIndexSetToSequenceStep_vec_##Rank(components, actual.rank, start, step); \
    }

#define DEFINE_INDEX_HELPERS(Rank) \
    DEFINE_INDEX_SEQUENCE_CHECKS(Rank) \
    /* Expects all index[i] to be set to 0 */ \
    static bool IsIndexSetToZero_##Rank(index<Rank> actual) \
    { \
        return IsIndexSetToSequenceStep_##Rank(actual, 0, 0); \
    } \
    /* Used to verify index created on device and returned as field, Expects index[i] to be set to 0 */ \
    static bool IsIndexSetToZero_vec_##Rank(const int *actual, int actualRank) \
    { \
        return IsIndexSetToSequenceStep_vec_##Rank(actual, actualRank, 0, 0); \
    } \
    /* Expects all index[i] to be set to start + i */ \
    static bool IsIndexSetToSequence_##Rank(index<Rank> actual, int start) \
    { \
        return IsIndexSetToSequenceStep_##Rank(actual, start, 1); \
    } \
    /* Used to verify index created on device and returned as field. Expects index[i]) to be set to start + i */ \
    static bool IsIndexSetToSequence_vec_##Rank(const int *actual, int actualRank, int start) \
    { \
        return IsIndexSetToSequenceStep_vec_##Rank(actual, actualRank, start, 1); \
    }

#endif
