// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/view_as/Negative/Test.01/test.cpp
// Attempt to use View_As with a longer size and shorter size than the original
// (each try/catch (runtime_exception &) is an error handler (LANGUAGE.md
// section 10) that records an amp_runtime_exception and logs its message; it
// is removed again before returning; result &= is the running verdict)
#include "amptest.h"

static int caught;

static void on_error(const amp_error *e, void *arg)
{
    if (e->kind == amp_runtime_exception) {
        fprintf(stderr, "%s\n", e->message);
        caught = 1;
    }
}

int main(void)
{
    int result = runall_pass;
    array<int, 1> arr(10);
    amp_set_error_handler(on_error, NULL);

    // this should throw
    caught = 0;
    array_view<int, 2> r = arr.view_as(extent<2>(3, 4));
    if (!caught)
        result = runall_fail;

    // this should not throw
    caught = 0;
    array_view<int, 2> r2 = arr.view_as(extent<2>(2, 4));
    if (caught)
        result = runall_fail;

    amp_set_error_handler(NULL, NULL);
    return result;
}
