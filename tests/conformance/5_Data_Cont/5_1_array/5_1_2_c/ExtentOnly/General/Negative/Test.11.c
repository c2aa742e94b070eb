// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.11/test.cpp
// Using array's extent based constructor (rank 5) - extents are negative integers ({1, 2, -3, 4, 5}):
// the construction throws runtime_exception, which the test catches to pass.
// The try/catch (runtime_exception &) is an error handler (LANGUAGE.md
// section 10) that records the failure (every kind is a runtime_exception
// in C++ AMP: invalid_compute_domain derives from it) and logs its message;
// in C++ the throw leaves test_feature at once, here it goes on with the
// empty array (all extents zero) and its checks are moot: the test passes
// when the failure was caught, as the original.
#include "amptest.h"

static int caught;

static void on_error(const amp_error *e, void *arg)
{
    fprintf(stderr, "%s\n", e->message);
    caught = 1;
}

static bool test_feature(void)
{
    {
        int edata[5] = {1, 2, -3, 4, 5};

        extent<5> e1(edata);
        array<int, 5> src(e1);

        printf("%d\n", (int)e1.size());
        if (src.extent != e1)
            return false;

        // verify array extents are modified
        for (int i = 0; i < 5; i++) {
            printf("%d\n", edata[i]);
            if (edata[i] != src.extent[i])
                return false;
        }
    }
    return true;
}

int main(void)
{
    amp_set_error_handler(on_error, NULL);
    caught = 0;
    test_feature();
    amp_set_error_handler(NULL, NULL);
    return caught ? runall_pass : runall_fail;
}
