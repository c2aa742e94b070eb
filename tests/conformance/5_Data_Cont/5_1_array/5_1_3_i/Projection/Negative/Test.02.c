// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/Projection/Negative/Test.02/test.cpp
// Check that an out-of-bounds projection of an array throws a runtime_exception (index -1 of a 10 x 10 array)
// Cpu code reaches an array's elements through an array_view of it
// (LANGUAGE.md section 4), so the projection arr[-1] is that view's
// projection. The runtime_exception is caught by an error handler (LANGUAGE.md
// section 10): the failed projection is an empty view and amp_last_error()
// says it failed; Log(LogType::Info) << re.what() is printf.
#include <stdio.h>
#include "amptest.h"

static void ignore_error(const amp_error *e, void *arg)
{
    (void)e;
    (void)arg;
}

int main(void)
{
    array<int, 2> arr(extent<2>(10, 10));
    array_view<int, 2> arr_view(arr);
    amp_set_error_handler(ignore_error, NULL);
    array_view<int, 1> projection = arr_view[-1]; // this should throw
    const amp_error *re = amp_last_error();
    if (!re || re->kind != amp_runtime_exception)
        return runall_fail;
    printf("%s\n", re->message);
    return runall_pass;
}
