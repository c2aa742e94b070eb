/* vec.c - growable int array. */
#include "vec.h"

#include <stdlib.h>

#include "config.h"

void vec_init(struct vec *v)
{
    v->array = NULL;
    v->len = v->cap = 0;
}

void vec_free(struct vec *v)
{
    free(v->array);
    vec_init(v);
}

int vec_push(struct vec *restrict v, int x)
{
    if (v->len == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : VEC_INITIAL_CAPACITY;
        int *array = realloc(v->array, cap * sizeof *array);
        if (!array)
            return -1;
        v->array = array;
        v->cap = cap;
    }
    v->array[v->len++] = x;
    return 0;
}

static int compare_ints(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

void vec_sort(struct vec *v)
{
    qsort(v->array, v->len, sizeof *v->array, compare_ints);
}
