// Contextual keywords keep their C meaning unless followed by a template argument list.
#include <string.h>
#include <strings.h>
static int count_below(const int *restrict values, int n, int limit) {
    int index = 0, below = 0;
    for (index = 0; index < n; index++)
        if (values[index] < limit)
            below++;
    return below;
}
struct table { int array[4]; int extent; };
int main(void) {
    int array[3] = {1, 2, 3};
    int extent = 2, tile = 1, global = 0, local = 5, barrier = 7;
    const char *s = index("abc", 'b');
    struct table t = { {0}, 3 };
    array_view<int, 1> v(3, array);
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
        int tile_origin = idx[0];
        v[idx] = tile_origin + 1;
    });
    return count_below(array, 3, extent) + tile + global + local + barrier + t.extent + (s != 0) + t.array[0];
}
