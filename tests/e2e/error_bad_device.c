/* A device that does not exist, with an error handler installed: every
 * operation that needs the device reports it and does nothing; host-only
 * work goes on. */
#include <stdio.h>
#include <stdlib.h>

static void on_error(const amp_error *e, void *arg)
{
    printf("error at line %d: %s\n", e->line,
           e->kind == amp_runtime_exception ? "runtime_exception" : "another kind");
}

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    setenv("AMPCC_DEVICE", "no-such-accelerator-xyz", 1);
    amp_set_error_handler(on_error, NULL);
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
    printf("v: %d %d %d %d\n", v[0], v[1], v[2], v[3]);
    array<int, 1> a(extent<1>(4), data);
    printf("a: extent %d\n", a.extent[0]);
    return 0;
}
