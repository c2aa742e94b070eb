/* LANGUAGE.md section 2: contextual keywords keep their C meaning elsewhere. */
#include <string.h>
#include <strings.h>

int count_below(const int *array, int n, int limit)
{
    int index = 0, below = 0;
    for (index = 0; index < n; index++)
        if (array[index] < limit)
            below++;
    return below;
}

const char *first_slash(const char *path)
{
    return index(path, '/');   /* glibc's index() */
}

int sum(int *restrict p, const int *restrict q, int n)
{
    int extent = 0;
    for (int i = 0; i < n; i++)
        extent += p[i] + q[i];
    return extent;
}

int main(void)
{
    int array[4] = {1, 5, 2, 7};
    int tile = 2, tiled_extent = 3, tiled_index = 4, array_view = 5;
    return count_below(array, 4, 3) + (first_slash("a/b") != 0) + sum(array, array, 4) +
           tile + tiled_extent + tiled_index + array_view;
}
