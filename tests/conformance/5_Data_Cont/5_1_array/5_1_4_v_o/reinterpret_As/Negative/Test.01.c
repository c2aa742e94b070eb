// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Negative/Test.01/test.cpp
// Call reinterpret_as in a way that doesn't evenly divide length
// (class Foo is a struct; try/catch (runtime_exception &) is an error handler (LANGUAGE.md
// section 10) that records an amp_runtime_exception and logs its message; it
// is removed again before returning)
#include "amptest.h"

typedef struct {
    int r;
    int b;
    int g;
} Foo;

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
    array<int, 1> arr(10);
    amp_set_error_handler(on_error, NULL);
    array_view<Foo, 1> r = arr.reinterpret_as<Foo>(); // this should throw
    amp_set_error_handler(NULL, NULL);
    return caught ? runall_pass : runall_fail;
}
