/* `.rank` of extent, index, array_view and array (LANGUAGE.md §4; C++ AMP's
 * static const int rank): the rank N of the type, in cpu code, in a kernel,
 * in a restrict(amp) function and through an array pointer. */
#include <stdio.h>

static int ranks_in_amp(extent<3> e, index<2> i, array_view<int, 1> v, array<int, 2> *a) restrict(amp)
{
    return e.rank * 1000 + i.rank * 100 + v.rank * 10 + a->rank;
}

int main(void)
{
    extent<3> e(2, 3, 4);
    index<2> i(1, 1);
    int data[4] = {0};
    array_view<int, 1> v(4, data);
    array<int, 2> a(2, 2);
    printf("cpu: %d %d %d %d\n", e.rank, i.rank, v.rank, a.rank);

    array<int, 2> *pa = &a;
    printf("pointer: %d\n", pa->rank);

    parallel_for_each(v.extent, [=, &a](index<1> k) restrict(amp) {
        v[k] = k.rank == 1 ? ranks_in_amp(e, i, v, &a) : -1;
    });
    printf("amp: %d %d %d %d\n", v[0], v[1], v[2], v[3]);
    return 0;
}
