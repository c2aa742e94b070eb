/* amp_set_error_handler (LANGUAGE.md section 10): each runtime failure that
 * PoCL can be made to show reaches the handler with its kind and line, the
 * failing operation does nothing, and the program goes on. */
#include <stdio.h>
#include <string.h>

static const char *kind_name(int k)
{
    switch (k) {
    case amp_invalid_compute_domain: return "invalid_compute_domain";
    case amp_out_of_memory: return "out_of_memory";
    case amp_accelerator_view_removed: return "accelerator_view_removed";
    case amp_unsupported_feature: return "unsupported_feature";
    case amp_runtime_exception: return "runtime_exception";
    }
    return "?";
}

static void on_error(const amp_error *e, void *arg)
{
    int *calls = arg;
    ++*calls;
    printf("error %d: %s at line %d of %s, message %s\n", *calls, kind_name(e->kind), e->line,
           strcmp(e->file, __FILE__) == 0 ? "this file" : e->file,
           e->message && *e->message ? "given" : "missing");
}

int main(void)
{
    int calls = 0;
    int data[6] = {1, 2, 3, 4, 5, 6};
    int three[3] = {7, 8, 9};
    amp_set_error_handler(on_error, &calls);
    array_view<int, 1> v(6, data);
    array_view<int, 1> small(3, three);

    /* An extent that does not tile: no kernel runs. */
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) { v[t.global] = 99; });
    printf("after not tiling: v[0] = %d, v[5] = %d\n", v[0], v[5]);

    /* A zero extent. */
    parallel_for_each(extent<1>(0), [=](index<1> i) restrict(amp) { v[i] = 99; });

    /* Out of memory: 4 TiB in one array, beyond any device. The array is empty, and using it is an error. */
    array<double, 3> big(extent<3>(8192, 8192, 8192));
    printf("big: %d x %d x %d\n", big.extent[0], big.extent[1], big.extent[2]);
    parallel_for_each(extent<1>(1), [&big](index<1> i) restrict(amp) { big(0, 0, 0) = 1.0; });

    /* A section outside its view: the section is empty, and reading it is an error. */
    array_view<int, 1> outside = v.section(index<1>(4), extent<1>(5));
    printf("outside: extent %d\n", outside.extent[0]);
    int x = outside[0];
    printf("x = %d\n", x);

    /* An element outside the view, on the host. */
    v[6] = 42;

    /* copy_to between different extents changes nothing. */
    v.copy_to(small);
    printf("small: %d %d %d\n", small[0], small[1], small[2]);

    printf("last: %s at line %d\n", kind_name(amp_last_error()->kind), amp_last_error()->line);
    amp_clear_error();
    printf("after clear: %s\n", amp_last_error() ? "an error" : "none");

    /* The program goes on: a kernel that is fine runs. */
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
    printf("v: %d %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4], v[5]);
    printf("%d errors\n", calls);
    return 0;
}
