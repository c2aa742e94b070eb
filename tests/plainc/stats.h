/* stats.h - summary statistics of a vector of ints. */
#ifndef PLAINC_STATS_H
#define PLAINC_STATS_H

#include "vec.h"

struct summary {
    double mean, stddev, median;
    int min, max;
};

/* Returns -1 for an empty vector. Sorts v. */
int summarize(struct vec *v, struct summary *out);

#endif
