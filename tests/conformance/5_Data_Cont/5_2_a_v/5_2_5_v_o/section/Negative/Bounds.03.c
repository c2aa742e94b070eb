// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Negative/Bounds.03/test.cpp
// Test a section with an out of bounds index
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
    int v[5 * 4] = {0};
    array_view<int, 2> av(extent<2>(5, 4), v);
    amp_set_error_handler(on_error, NULL);
    array_view<int, 2> section = av.section(index<2>(4, 4)); // this should throw
    amp_set_error_handler(NULL, NULL);
    return caught ? runall_pass : runall_fail;
}
