/* A function that returns a view it does not own - a parameter picked by ?:,
 * a view held in a struct - must hand the caller a reference of its own, as
 * `return v;` of a variable does: the caller's variable drops one at the end
 * of its scope. Before, only `return ident;` shared, so the caller dropped
 * the owner's reference (use after free for ?:, and the struct's view lost
 * its data). live_buffers=1: h.v's own reference, which nothing releases (a
 * view in a struct lives until exit). No kernel runs: no bytes move. */
#include <stdio.h>

struct holder { array_view<int, 1> v; };

static array_view<int, 1> pick(array_view<int, 1> a, array_view<int, 1> b, int first)
{
    return first ? a : b;
}

static array_view<int, 1> held(struct holder *h)
{
    return h->v;
}

int main(void)
{
    int d1[4] = {1, 2, 3, 4}, d2[4] = {5, 6, 7, 8};
    array_view<int, 1> x(4, d1), y(4, d2);
    struct holder h = {0};
    h.v = y;
    {
        array_view<int, 1> w = pick(x, y, 1);
        w[0] = 10;
        array_view<int, 1> z = held(&h);
        z[1] = 60;
    }
    x[2] = 30;
    h.v[3] = 80;
    printf("%d %d %d %d | %d %d %d %d\n", d1[0], d1[1], d1[2], d1[3], d2[0], d2[1], d2[2], d2[3]);
    return 0;
}
