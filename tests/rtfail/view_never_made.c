/* A kernel on an accelerator_view whose construction failed (an unknown
 * device path, reported under a handler that is then removed). */
// EXPECT-STDERR: accelerator_view was never made
#include <stdio.h>

static void quiet(const amp_error *e, void *arg) { (void)e; (void)arg; }

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> v(4, data);
    amp_set_error_handler(quiet, NULL);
    accelerator none("gpu:99");
    accelerator_view av = none.default_view;
    amp_set_error_handler(NULL, NULL);
    parallel_for_each(av, v.extent, [=](index<1> i) restrict(amp) { /* FAILS-HERE */
        v[i] *= 2;
    });
    printf("result: %d\n", v[0]);
    return 0;
}
