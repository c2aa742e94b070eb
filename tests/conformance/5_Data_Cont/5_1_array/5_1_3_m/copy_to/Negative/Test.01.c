// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/copy_to/Negative/Test.01/test.cpp
// Verify copy_to function where src space is more than dst space: a rank-5
// float array of extent (2, 3, 4, 5, 6) copied to one of (1, 2, 3, 4, 5)
// throws runtime_exception, which the test catches to pass. The try/catch
// (runtime_exception &) is an error handler (LANGUAGE.md section 10) that
// records the failure and logs its message; in C++ the throw leaves
// test_feature at once, here it goes on (the copy did nothing) and its
// checks are moot: the test passes when the failure was caught, as the
// original (which prints "Failed!" otherwise). The vectors vsrc and vdst are
// malloc'd buffers of each array's size.
#include "amptest.h"

static int caught;

static void on_error(const amp_error *e, void *arg)
{
    fprintf(stderr, "%s\n", e->message);
    caught = 1;
}

static bool test_feature(void)
{
    int edata_src[5];
    int edata_dst[5];
    for (int i = 1; i < 5 + 1; i++) { // extent < 1 is not supported
        edata_src[i - 1] = i + 1;
        printf("src %d %d\n", i, edata_src[i - 1]);
        edata_dst[i - 1] = i;
        printf("dst %d %d\n", i, edata_dst[i - 1]);
    }
    extent<5> esrc(edata_src);
    extent<5> edst(edata_dst);

    int nsrc = esrc.size(), ndst = edst.size();
    float *data_src = malloc(nsrc * sizeof *data_src);
    for (int i = 0; i < nsrc; i++)
        data_src[i] = (float)rand();

    bool ok = true;
    {
        array<float, 5> src(esrc, data_src);
        array<float, 5> dst(edst);

        src.copy_to(dst);

        float *vsrc = malloc(nsrc * sizeof *vsrc), *vdst = malloc(ndst * sizeof *vdst);
        src.copy_to(vsrc);
        dst.copy_to(vdst);

        for (int i = 0; i < ndst && ok; i++)
            if (vdst[i] != vsrc[i])
                ok = false;
        free(vsrc);
        free(vdst);
    }
    free(data_src);
    return ok;
}

int main(void)
{
    amp_set_error_handler(on_error, NULL);
    caught = 0;
    test_feature();
    amp_set_error_handler(NULL, NULL);
    if (caught)
        return runall_pass;
    printf("Failed!");
    return runall_fail;
}
