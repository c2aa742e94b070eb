/* reduce.h - the shape of the reduction shared by its three versions. */
#ifndef REDUCE_H
#define REDUCE_H

#define WG 256               /* work-group (tile) size */
#define ELEMS_PER_THREAD 16  /* each thread first adds this many elements */

/* n must be a multiple of WG * ELEMS_PER_THREAD. */
static inline int reduce_threads(int n) { return n / ELEMS_PER_THREAD; }
static inline int reduce_groups(int n) { return reduce_threads(n) / WG; }

static inline double sum_partials(const float *partial, int count)
{
    double s = 0.0;
    for (int i = 0; i < count; i++)
        s += partial[i];
    return s;
}

#endif
