/* A barrier inside a macro: the error where the #define spells it (not past
 * the end of the use's line), then "in expansion of macro" at the use. */
#define SYNC(idx) idx.barrier.wait()

void fill(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        SYNC(i);
        v[i] = 1;
    });
}
