/* A view's scope left by `goto` (host code may use goto): the pending writes
 * are copied back before the jump lands. Also a nested block that ends by
 * falling through. */
#include <stdio.h>

int main(void)
{
    int a[3] = {0}, b[3] = {0};
    int attempts = 0;
retry:
    {
        array_view<int, 1> v(3, a);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += i[0] + 1; });
        if (++attempts < 2)
            goto retry; /* leaves v's scope; a must hold the writes on re-entry */
        if (attempts == 2)
            goto done;
        a[0] = -1; /* never reached */
    }
done:
    {
        array_view<int, 1> w(3, b);
        parallel_for_each(w.extent, [=](index<1> i) restrict(amp) { w[i] = 5; });
    }
    printf("attempts %d: a = %d %d %d, b = %d %d %d\n", attempts, a[0], a[1], a[2], b[0], b[1], b[2]);
    return 0;
}
