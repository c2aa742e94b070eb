// Ported from amp-conformance/Tests/3_device_Modeling/3_2_Accelerator/3_2_1_Defa_Acce/Test.01/test.cpp
// The default constructor of accelerator never fails: with no device it
// gives the host device. C has no exception: construction failing is an
// accelerator with id -1 (LANGUAGE.md section 10), here with a handler
// installed so that a failure is seen rather than ending the program.
#include "amptest.h"

static int failed;

static void on_error(const amp_error *e, void *arg)
{
    failed = 1;
}

int main(void)
{
    amp_set_error_handler(on_error, NULL);
    accelerator acc;
    amp_set_error_handler(NULL, NULL);
    if (failed || acc.id < 0) {
        fprintf(stderr, "The default ctor for accelerator must never fail.\n");
        return runall_fail;
    }
    return runall_pass;
}
