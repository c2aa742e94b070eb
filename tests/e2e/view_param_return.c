/* Views as parameters and return values of cpu functions (a copy shares the
 * data), and of amp functions; extent and index as amp parameters/returns. */
#include <stdio.h>

/* A runtime-owned view of n zeros, returned by value. */
static array_view<int, 1> make_counter_view(int n)
{
    array_view<int, 1> v(extent<1>(n));
    return v;
}

static void add_index(array_view<int, 1> v, int times)
{
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] += i[0] * times;
    });
}

/* amp helpers taking and returning AMP values */
static index<1> mirror(index<1> i, extent<1> e) restrict(amp)
{
    return index<1>(e[0] - 1 - i[0]);
}

static int read_mirrored(array_view<int, 1> v, index<1> i) restrict(amp)
{
    return v[mirror(i, v.extent)];
}

static extent<1> half_of(extent<1> e) restrict(cpu, amp)
{
    return extent<1>(e[0] / 2);
}

int main(void)
{
    array_view<int, 1> counts = make_counter_view(6);
    add_index(counts, 1);
    add_index(counts, 2); /* two calls, the same data */
    int out[6];
    array_view<int, 1> rev(6, out);
    rev.discard_data();
    parallel_for_each(rev.extent, [=](index<1> i) restrict(amp) {
        rev[i] = read_mirrored(counts, i) + 100 * half_of(counts.extent)[0];
    });
    rev.synchronize();
    for (int i = 0; i < 6; i++)
        printf("%d/%d ", counts[i], out[i]);
    printf("\nhalf on the host: %d\n", half_of(counts.extent)[0]);
    return 0;
}
