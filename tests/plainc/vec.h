/* vec.h - a growable array of ints. The member named `array` and the C99
 * `restrict` qualifier are here on purpose: in AMP C they are contextual
 * keywords that must keep their C meaning. */
#ifndef PLAINC_VEC_H
#define PLAINC_VEC_H

#include <stddef.h>

struct vec {
    int *array;
    size_t len, cap;
};

void vec_init(struct vec *v);
void vec_free(struct vec *v);
int vec_push(struct vec *restrict v, int x); /* 0, or -1 when out of memory */
void vec_sort(struct vec *v);

static inline int vec_at(const struct vec *v, size_t index)
{
    return v->array[index];
}

#endif
