// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Negative/Bounds.01/test.cpp
// Test a zero-length section
// (std::vector<int> v(N) is an array of N zeros (v.begin() is v); try/catch (runtime_exception &) is an error handler (LANGUAGE.md
// section 10) that records an amp_runtime_exception and logs its message; it
// is removed again before returning)
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
    int v[10] = {0};
    array_view<int, 1> av(extent<1>(10), v);
    amp_set_error_handler(on_error, NULL);
    array_view<int, 1> section = av.section(1, 0); // this should throw
    amp_set_error_handler(NULL, NULL);
    return caught ? runall_pass : runall_fail;
}
