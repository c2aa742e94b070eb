/* test_localsize.c - the work-group size the runtime chooses for a non-tiled
 * parallel_for_each (rt_choose_local_size, runtime/launch.c), as a pure
 * function: no device. Sizes are powers of two; GPUs get 16x16 and 8x8x4,
 * CPUs dimension 0 first. Sizes are in OpenCL dimension order (0 = the AMP
 * extent's last dimension). */
#include <check.h>
#include "unit_run.h"
#include <stdlib.h>
#include "../../runtime/internal.h"

static const size_t BIG[3] = {4096, 4096, 4096}; /* PoCL's CL_DEVICE_MAX_WORK_ITEM_SIZES */
static const size_t H100[3] = {1024, 1024, 64};

static int wide; /* the CPU shape: dimension 0 first */

/* Chooses for `global` and checks the answer against want (NULL: none). */
static void expect(int rank, size_t g0, size_t g1, size_t g2, size_t kernel_max,
                   const size_t *item_max, size_t target, const size_t *want)
{
    size_t global[3] = {g0, g1, g2}, local[3] = {0, 0, 0};
    int ok = rt_choose_local_size(rank, global, kernel_max, item_max, target, wide, local);
    if (!want) {
        ck_assert_msg(!ok, "rank %d global %zu %zu %zu: chose %zu %zu %zu, want NULL", rank, g0,
                      g1, g2, local[0], local[1], local[2]);
        return;
    }
    ck_assert_msg(ok, "rank %d global %zu %zu %zu: chose NULL", rank, g0, g1, g2);
    for (int d = 0; d < rank; d++) {
        ck_assert_msg(local[d] == want[d], "rank %d global %zu %zu %zu: dimension %d is %zu, want %zu",
                      rank, g0, g1, g2, d, local[d], want[d]);
        ck_assert(global[d] % local[d] == 0);
    }
}

#define W(...) ((const size_t[]){__VA_ARGS__})

/* AMPCC_LOCAL_SIZE: by default the runtime chooses on a CPU and the driver
 * on a GPU (docs/runtime.md); a number makes the runtime choose everywhere. */
START_TEST(budget_from_the_setting)
{
    ck_assert_uint_eq(rt_local_budget(NULL, 1), 256);
    ck_assert_uint_eq(rt_local_budget("", 1), 256);
    ck_assert_uint_eq(rt_local_budget("auto", 1), 256);
    ck_assert_uint_eq(rt_local_budget(NULL, 0), 0);
    ck_assert_uint_eq(rt_local_budget("auto", 0), 0);
    ck_assert_uint_eq(rt_local_budget("driver", 1), 0);
    ck_assert_uint_eq(rt_local_budget("128", 0), 128);
    ck_assert_uint_eq(rt_local_budget("128", 1), 128);
    ck_assert_uint_eq(rt_local_budget("100", 1), (size_t)-1);
    ck_assert_uint_eq(rt_local_budget("0", 1), (size_t)-1);
    ck_assert_uint_eq(rt_local_budget("131072", 1), (size_t)-1);
    ck_assert_uint_eq(rt_local_budget("64x", 1), (size_t)-1);
}
END_TEST

START_TEST(two_d_is_16x16_when_it_divides)
{
    expect(2, 2048, 2048, 1, 4096, BIG, 256, W(16, 16));  /* the stencil */
    expect(2, 512, 512, 1, 4096, BIG, 256, W(16, 16));    /* naive matmul */
    expect(2, 1024, 768, 1, 1024, H100, 256, W(16, 16));
}
END_TEST

START_TEST(one_d_takes_the_target)
{
    expect(1, 1 << 20, 1, 1, 4096, BIG, 256, W(256));
    expect(1, 3 * 128, 1, 1, 4096, BIG, 256, W(128));     /* largest power of two dividing it */
    expect(1, 1 << 20, 1, 1, 4096, BIG, 1024, W(1024));   /* AMPCC_LOCAL_SIZE=1024 */
}
END_TEST

START_TEST(three_d_is_8x8x4)
{
    expect(3, 256, 256, 256, 4096, BIG, 256, W(8, 8, 4));
    expect(3, 64, 64, 64, 1024, H100, 256, W(8, 8, 4));
}
END_TEST

START_TEST(a_dimension_that_cannot_grow_leaves_its_share)
{
    expect(2, 4096, 2, 1, 4096, BIG, 256, W(128, 2));
    expect(2, 2, 4096, 1, 4096, BIG, 256, W(2, 128));
    expect(2, 1000, 1000, 1, 4096, BIG, 256, W(8, 8));    /* 1000 = 8 * 125 */
    expect(3, 4096, 1, 1, 4096, BIG, 256, W(256, 1, 1));
}
END_TEST

START_TEST(limits_of_kernel_and_device)
{
    expect(2, 2048, 2048, 1, 128, BIG, 256, W(16, 8));    /* CL_KERNEL_WORK_GROUP_SIZE */
    expect(2, 2048, 2048, 1, 96, BIG, 256, W(8, 8));      /* rounded down to a power of two */
    expect(2, 2048, 2048, 1, 4096, W(4, 1024, 1), 256, W(4, 64)); /* MAX_WORK_ITEM_SIZES */
    expect(3, 64, 64, 64, 1024, W(1024, 1024, 1), 256, W(16, 16, 1));
    expect(1, 1024, 1, 1, 16, BIG, 256, W(16));           /* a small kernel limit is still used */
}
END_TEST

START_TEST(nothing_sensible_gives_null)
{
    expect(1, 1001, 1, 1, 4096, BIG, 256, NULL);          /* odd: 1 */
    expect(2, 3 * 5, 7 * 2, 1, 4096, BIG, 256, NULL);     /* 1x2 */
    expect(1, 16, 1, 1, 4096, BIG, 256, NULL);            /* 16 work-items in all */
    expect(2, 6, 10, 1, 4096, BIG, 256, NULL);
    expect(1, 1 << 20, 1, 1, 4096, BIG, 32, W(32));       /* 32 is enough */
}
END_TEST

START_TEST(cpu_grows_dimension_0_first)
{
    wide = 1;
    expect(2, 2048, 2048, 1, 4096, BIG, 256, W(256, 1));  /* the stencil on PoCL */
    expect(2, 64, 32, 1, 4096, BIG, 256, W(64, 4));
    expect(2, 2, 4096, 1, 4096, BIG, 256, W(2, 128));
    expect(3, 16, 16, 16, 4096, BIG, 256, W(16, 16, 1));
    expect(1, 1 << 20, 1, 1, 4096, BIG, 256, W(256));
    expect(2, 2048, 2048, 1, 4096, W(64, 4096, 1), 256, W(64, 4));
    expect(1, 1001, 1, 1, 4096, BIG, 256, NULL);
}
END_TEST

static Suite *localsize_suite(void)
{
    Suite *s = suite_create("localsize");
    TCase *t = tcase_create("choose");
    tcase_add_test(t, budget_from_the_setting);
    tcase_add_test(t, two_d_is_16x16_when_it_divides);
    tcase_add_test(t, one_d_takes_the_target);
    tcase_add_test(t, three_d_is_8x8x4);
    tcase_add_test(t, a_dimension_that_cannot_grow_leaves_its_share);
    tcase_add_test(t, limits_of_kernel_and_device);
    tcase_add_test(t, nothing_sensible_gives_null);
    tcase_add_test(t, cpu_grows_dimension_0_first);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    return unit_run(localsize_suite(), CK_FORK_GETENV);
}
