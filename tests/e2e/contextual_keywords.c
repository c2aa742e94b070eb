/* Contextual keywords keep their C meaning when no template argument list
 * follows: a variable named index, one named array, a function parameter
 * named extent, glibc's index() from <strings.h>, and a `restrict` pointer,
 * all in a file that also uses the AMP types. */
#include <stdio.h>
#include <strings.h>

static int count_up_to(int extent)
{
    int total = 0;
    for (int tile = 0; tile < extent; tile++)
        total += tile;
    return total;
}

/* glibc's index(), in a scope where no variable hides it. */
static const char *from_dash(const char *s)
{
    return index(s, '-');
}

static void copy(int *restrict dst, const int *restrict src, int n)
{
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}

int main(void)
{
    int index = 2;
    int array[4] = {5, 6, 7, 8};
    const char *found = from_dash("amp-c");
    printf("index %d, array[index] %d, found %s, count %d\n", index, array[index], found,
           count_up_to(4));
    if (index < 3 && index > 1)
        printf("comparisons with index still parse\n");

    int out[4];
    array_view<int, 1> v(4, array);
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
        int local_index = idx[0];
        v[idx] = v[idx] * 10 + local_index + index;
    });
    copy(out, v.data(), 4);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
