// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_End_Itrs/Negative/Test.01/test.cpp
// Verify runtime behaviour when data container/iterator has more data than
// specified in extent - use set: a set of e1.size() + 1 rand() values
// (distinct here, as a set holds them, in ascending order) passed as the
// range [begin, end) of an array of extent (1, 2, 3, 4, 5) throws
// runtime_exception, which the test catches to pass. The try/catch
// (runtime_exception &) is an error handler (LANGUAGE.md section 10) that
// records the failure and logs its message; in C++ the throw leaves
// test_feature at once, here it goes on with empty arrays and its checks
// are moot: the test passes when the failure was caught, as the original.
// The bounded test_feature_itr is constructor.h's; an iterator range is a
// pair of pointers in AMP C (docs/language.md).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

static int caught;

static void on_error(const amp_error *e, void *arg)
{
    if (!caught)
        fprintf(stderr, "%s\n", e->message);
    caught = 1;
}

static int ascending(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

DEFINE_TEST_FEATURE_ITR_RANGE_EXTENT(test_itr, int, 5)

static bool test_feature(void)
{
    int edata[5];
    for (int i = 0; i < 5; i++)
        edata[i] = i + 1;
    extent<5> e1(edata);
    int n = e1.size() + 1;
    int *data = malloc(n * sizeof *data);
    for (int i = 0; i < n; i++) {   /* insert: a value not yet in the set */
        int v, j;
        do {
            v = rand();
            for (j = 0; j < i && data[j] != v; j++)
                ;
        } while (j < i);
        data[i] = v;
    }
    qsort(data, n, sizeof *data, ascending);
    bool pass = test_itr(e1, data, data + n);
    free(data);
    return pass;
}

int main(void)
{
    amp_set_error_handler(on_error, NULL);
    caught = 0;
    test_feature();
    amp_set_error_handler(NULL, NULL);
    return caught ? runall_pass : runall_fail;
}
