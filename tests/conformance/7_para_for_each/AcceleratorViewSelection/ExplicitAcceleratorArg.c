// Ported from amp-conformance/Tests/7_para_for_each/AcceleratorViewSelection/ExplicitAcceleratorArg/test.cpp
// parallel_for_each(target, ...) with an explicit accelerator_view runs the
// kernel on it: Test1 on an array made on the target, Test2 on an array_view
// of an array made on the CPU accelerator (the host device), whose data the
// target's kernel updates and the array then holds. Simple and tiled
// domains of ranks 1 to 3 (64 per dimension, tiles of 8). The class
// templates are written out per instantiation (TEST1/TEST2 below); each
// target is a new view of the default accelerator, as the original's
// accelerator().create_view(). Fill<unsigned int>(input, 0, 22) is a fill
// from amptest.h's sequence over [0, 22]; VerifyDataOnCpu(arr, expected)
// copies the array out and compares every element. The original assigns
// each REPORT_RESULT to result (the last one decides); here every check
// counts.
#include "amptest.h"

enum { MAX_INPUT_VAL = 22, ARRAY_DIM = 64 };
#define TILE_DIM 8
#define COMMA ,

static void fill_input(unsigned *input, unsigned *expected, int size)
{
    for (int i = 0; i < size; i++) {
        input[i] = amptest_next() % (MAX_INPUT_VAL + 1);
        expected[i] = input[i] + 1;
    }
}

static int verify(unsigned *got, const unsigned *expected, int size)
{
    return Verify_unsigned(got, expected, (size_t)size) ? runall_pass : runall_fail;
}

/* The data of one test: input, expected, and room for the result. */
#define TEST_DATA(R, ...) \
    extent<R> e(__VA_ARGS__); \
    int size = e.size(); \
    unsigned *input = malloc(size * sizeof *input), *expected = malloc(size * sizeof *expected); \
    unsigned *got = malloc(size * sizeof *got); \
    fill_input(input, expected, size)

#define TEST_END \
    int verdict = verify(got, expected, size); \
    free(input); \
    free(expected); \
    free(got); \
    return verdict

/* Test1<R, accelerator_view>: an array on the target, a simple domain. */
static int test1_simple_1(accelerator_view target)
{
    TEST_DATA(1, ARRAY_DIM);
    array<unsigned int, 1> arr(e, input, target);
    parallel_for_each(target, e, [&arr](index<1> idx) restrict(amp) {
        arr[idx] += 1;
    });
    arr.copy_to(got);
    TEST_END;
}

/* Test1<R, accelerator_view, TILE_DIM...>: tiled domains. */
#define TEST1_TILED(NAME, R, TILES, ...) \
    static int NAME(accelerator_view target) \
    { \
        TEST_DATA(R, __VA_ARGS__); \
        array<unsigned int, R> arr(e, input, target); \
        parallel_for_each(target, e.tile<TILES>(), [&arr](tiled_index<TILES> tiled_idx) restrict(amp) { \
            arr[tiled_idx.global] += 1; \
        }); \
        arr.copy_to(got); \
        TEST_END; \
    }
TEST1_TILED(test1_tiled_1, 1, TILE_DIM, ARRAY_DIM)
TEST1_TILED(test1_tiled_2, 2, TILE_DIM COMMA TILE_DIM, ARRAY_DIM, ARRAY_DIM)
TEST1_TILED(test1_tiled_3, 3, TILE_DIM COMMA TILE_DIM COMMA TILE_DIM, ARRAY_DIM, ARRAY_DIM, ARRAY_DIM)

/* Test2<R, accelerator_view>: the array on the host device, the kernel on
 * the target through an array_view of it. */
static int test2_simple_1(accelerator_view target)
{
    accelerator cpu(accelerator_cpu_accelerator);
    TEST_DATA(1, ARRAY_DIM);
    array<unsigned int, 1> arr(e, input, cpu.default_view);
    array_view<unsigned int, 1> arrView(arr);
    parallel_for_each(target, e, [=](index<1> idx) restrict(amp) {
        arrView[idx] += 1;
    });
    arr.copy_to(got);
    TEST_END;
}

#define TEST2_TILED(NAME, R, TILES, ...) \
    static int NAME(accelerator_view target) \
    { \
        accelerator cpu(accelerator_cpu_accelerator); \
        TEST_DATA(R, __VA_ARGS__); \
        array<unsigned int, R> arr(e, input, cpu.default_view); \
        array_view<unsigned int, R> arrView(arr); \
        parallel_for_each(target, e.tile<TILES>(), [=](tiled_index<TILES> tiled_idx) restrict(amp) { \
            arrView[tiled_idx.global] += 1; \
        }); \
        arr.copy_to(got); \
        TEST_END; \
    }
TEST2_TILED(test2_tiled_1, 1, TILE_DIM, ARRAY_DIM)
TEST2_TILED(test2_tiled_2, 2, TILE_DIM COMMA TILE_DIM, ARRAY_DIM, ARRAY_DIM)
TEST2_TILED(test2_tiled_3, 3, TILE_DIM COMMA TILE_DIM COMMA TILE_DIM, ARRAY_DIM, ARRAY_DIM, ARRAY_DIM)

int main(void)
{
    int result = runall_pass;
    accelerator acc;
    REPORT_RESULT(result, test1_simple_1(acc.create_view()) == runall_pass);
    REPORT_RESULT(result, test1_tiled_1(acc.create_view()) == runall_pass);
    REPORT_RESULT(result, test1_tiled_2(acc.create_view()) == runall_pass);
    REPORT_RESULT(result, test1_tiled_3(acc.create_view()) == runall_pass);
    REPORT_RESULT(result, test2_simple_1(acc.create_view()) == runall_pass);
    REPORT_RESULT(result, test2_tiled_1(acc.create_view()) == runall_pass);
    REPORT_RESULT(result, test2_tiled_2(acc.create_view()) == runall_pass);
    REPORT_RESULT(result, test2_tiled_3(acc.create_view()) == runall_pass);
    return result;
}
