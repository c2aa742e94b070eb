/* Rank 128, the highest: a domain of 128 dimensions (most of extent 1) runs
 * every point exactly once with its index decoded right, a rank-128 view
 * read and written in a kernel and on the host, its extent and size. */
#include <stdio.h>

int main(void)
{
    int sizes[128];
    for (int k = 0; k < 128; k++)
        sizes[k] = 1;
    sizes[0] = 2;
    sizes[60] = 3;
    sizes[126] = 2;
    sizes[127] = 5;   /* 60 points */
    extent<128> e(sizes);
    int hits[60] = {0}, code[60] = {0};
    array_view<int, 128> h(e, hits);
    array_view<int, 128> c(e, code);
    parallel_for_each(e, [=](index<128> i) restrict(amp) {
        atomic_fetch_add(&h[i], 1);
        int others = 0;
        for (int k = 0; k < 128; k++)
            if (k != 0 && k != 60 && k != 126 && k != 127)
                others += i[k];
        c[i] = i[0] * 1000 + i[60] * 100 + i[126] * 10 + i[127] + others * 100000;
    });
    h.synchronize();
    c.synchronize();
    int once = 0, right = 0;
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 3; b++)
            for (int x = 0; x < 2; x++)
                for (int y = 0; y < 5; y++) {
                    int at = ((a * 3 + b) * 2 + x) * 5 + y;
                    once += hits[at] == 1;
                    right += code[at] == a * 1000 + b * 100 + x * 10 + y;
                }
    printf("points %d, each once %d, index right %d\n", e.size(), once, right);

    int at[128] = {0};
    at[0] = 1;
    at[60] = 2;
    at[127] = 3;
    index<128> p(at);
    c[p] = -5;   /* a host write, then read in a kernel */
    int out[1] = {0};
    array_view<int, 1> o(1, out);
    parallel_for_each(extent<1>(1), [=](index<1> k) restrict(amp) {
        o[k] = c[p] * 10 + c.extent[60] + (c.extent == e);
    });
    printf("c[p] from the kernel: %d, c[p] on the host: %d\n", o[0], c[p]);
    return 0;
}
