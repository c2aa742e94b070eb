// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Negative/Test.01/test.cpp
// Test an out of bounds section
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
    array<int, 2> av(extent<2>(10, 10));
    array_view<int, 2> section1 = av.section(1, 1, 5, 5);
    amp_set_error_handler(on_error, NULL);
    array_view<int, 2> section2 = section1.section(1, 1, 5, 5); // this should throw
    amp_set_error_handler(NULL, NULL);
    return caught ? runall_pass : runall_fail;
}
