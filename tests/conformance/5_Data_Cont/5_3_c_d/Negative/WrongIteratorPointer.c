// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/WrongIteratorPointer/test.cpp
// Test copy with wrong pointer
// std::vector<int> cont(3) filled with 5 is an int array; its end() and
// begin() are cont + 3 and cont. The destination array is on the default
// device: the original's cpu accelerator view is not what this tests. The
// runtime_exception is caught by an error handler (LANGUAGE.md section 10):
// the failed copy returns, and amp_last_error() says it failed.
#include "amptest.h"

static void ignore_error(const amp_error *e, void *arg)
{
    (void)e;
    (void)arg;
}

int main(void)
{
    int cont[3] = {5, 5, 5};
    array<int, 1> destArray(3);
    amp_set_error_handler(ignore_error, NULL);
    copy(cont + 3, cont, destArray);
    const amp_error *e = amp_last_error();
    if (e && e->kind == amp_runtime_exception)
        return runall_pass;
    return runall_fail;
}
