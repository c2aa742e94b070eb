// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/View_As/Negative/Test.02/test.cpp
// Attempt to use View_As with a longer size than the original
// (std::vector<int> v(10) is an array; try/catch (runtime_exception &) is an
// error handler (LANGUAGE.md section 10) that records an amp_runtime_exception
// and logs its message; it is removed again before returning)
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
    array_view<int, 1> av(10, v);
    amp_set_error_handler(on_error, NULL);
    // this should throw
    array_view<int, 2> r = av.view_as(extent<2>(3, 4));
    amp_set_error_handler(NULL, NULL);
    return caught ? runall_pass : runall_fail;
}
