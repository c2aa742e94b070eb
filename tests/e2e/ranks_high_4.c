/* Rank 4: a parallel_for_each over a rank-4 domain runs every point exactly
 * once (LANGUAGE.md section 4), with the index decoded right; extent and
 * index built from arrays of ints, in cpu and amp code. */
#include <stdio.h>

int main(void)
{
    int sizes[4] = {3, 2, 4, 5};
    extent<4> e(sizes);
    int hits[120] = {0}, code[120] = {0};
    array_view<int, 4> h(e, hits);
    array_view<int, 4> c(e, code);
    parallel_for_each(e, [=](index<4> i) restrict(amp) {
        atomic_fetch_add(&h[i], 1);
        c[i] = i[0] * 1000 + i[1] * 100 + i[2] * 10 + i[3];
    });
    h.synchronize();
    c.synchronize();
    int once = 0, right = 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 2; b++)
            for (int x = 0; x < 4; x++)
                for (int y = 0; y < 5; y++) {
                    int at = ((a * 2 + b) * 4 + x) * 5 + y;
                    once += hits[at] == 1;
                    right += code[at] == a * 1000 + b * 100 + x * 10 + y;
                }
    printf("points %d, each once %d, index right %d\n", e.size(), once, right);

    /* an index from an array, read through on the host */
    int at[4] = {2, 1, 3, 4};
    index<4> last(at);
    printf("c[2,1,3,4] = %d, contains %d\n", c[last], e.contains(last));

    /* in amp code: index and extent from arrays of ints */
    int out[1] = {0};
    array_view<int, 1> o(1, out);
    parallel_for_each(extent<1>(1), [=](index<1> k) restrict(amp) {
        int p[4] = {1, 1, 2, 3};
        index<4> q(p);
        int s[4] = {2, 2, 3, 4};
        extent<4> f(s);
        o[k] = c[q] + f.size() * 10000 + f.contains(q) * 1000000;
    });
    printf("amp: %d\n", o[0]);
    return 0;
}
