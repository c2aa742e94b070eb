/* stats.c - mean, standard deviation, median, range. */
#include "stats.h"

#include <math.h>

#include "config.h"

int summarize(struct vec *v, struct summary *out)
{
    if (v->len == 0)
        return -1;
    vec_sort(v);
    double sum = 0;
    for (size_t index = 0; index < v->len; index++) /* a variable named index */
        sum += vec_at(v, index);
    double mean = sum / v->len;
    double squares = 0;
    for (size_t i = 0; i < v->len; i++)
        squares += (vec_at(v, i) - mean) * (vec_at(v, i) - mean);
    out->mean = mean;
    out->stddev = sqrt(squares / v->len);
    size_t mid = v->len / 2;
    out->median = v->len % 2 ? vec_at(v, mid) : (vec_at(v, mid - 1) + vec_at(v, mid)) / 2.0;
    out->min = vec_at(v, 0);
    out->max = vec_at(v, v->len - 1);
    return 0;
}
