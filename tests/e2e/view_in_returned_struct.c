/* A view stored in a struct - by a brace initializer or by assignment - holds
 * its own reference to the data, so the struct can be returned from the
 * function that declared the view: the view's end of scope does not take the
 * data away from the next kernel. */
#include <stdio.h>

struct Holder {
    array_view<int, 1> v;
    int n;
};

static struct Holder by_initializer(int *data)
{
    array_view<int, 1> v(4, data);
    struct Holder h = {v, 4};
    return h;
}

static struct Holder by_designator(int *data)
{
    array_view<int, 1> v(4, data);
    struct Holder h = {.n = 3, .v = v};
    return h;
}

static struct Holder by_assignment(int *data)
{
    array_view<int, 1> v(4, data);
    struct Holder h = {0};
    h.n = 2;
    h.v = v;
    return h;
}

int main(void)
{
    int a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {9, 10, 11, 12};
    struct Holder x = by_initializer(a), y = by_designator(b), z = by_assignment(c);
    array_view<int, 1> u = x.v, v = y.v, w = z.v;
    parallel_for_each(u.extent, [=](index<1> i) restrict(amp) {
        u[i] *= 10;
        v[i] += 1;
        w[i] -= 9;
    });
    printf("%d %d %d | %d %d %d\n", u[3], v[0], w[2], x.n, y.n, z.n);
    u.synchronize();
    v.synchronize();
    w.synchronize();
    printf("%d %d %d %d | %d %d %d %d | %d %d %d %d\n", a[0], a[1], a[2], a[3], b[0], b[1],
           b[2], b[3], c[0], c[1], c[2], c[3]);
    return 0;
}
