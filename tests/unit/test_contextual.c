/* test_contextual.c - the contextual-keyword decisions of src/contextual.c. */
#include <check.h>
#include "unit_run.h"
#include <string.h>

#include "ast.h"
#include "contextual.h"

/* Is `name` at the start of text followed by a template argument list? */
static bool targs_after(const char *text, const char *name)
{
    int lt, gt;
    return template_args_follow(text, (int)strlen(text), (int)strlen(name), &lt, &gt);
}

START_TEST(test_type_names)
{
    ck_assert_int_eq(amp_type_name_kind("array_view", 10), TY_ARRAY_VIEW);
    ck_assert_int_eq(amp_type_name_kind("array", 5), TY_AMP_ARRAY);
    ck_assert_int_eq(amp_type_name_kind("extent", 6), TY_EXTENT);
    ck_assert_int_eq(amp_type_name_kind("index", 5), TY_INDEX);
    ck_assert_int_eq(amp_type_name_kind("tiled_extent", 12), TY_TILED_EXTENT);
    ck_assert_int_eq(amp_type_name_kind("tiled_index", 11), TY_TILED_INDEX);
    ck_assert_int_eq(amp_type_name_kind("indexes", 7), -1);
    ck_assert_int_eq(amp_type_name_kind("arr", 3), -1);
}
END_TEST

START_TEST(test_template_argument_lists)
{
    ck_assert(targs_after("index<2> i(1, 2);", "index"));
    ck_assert(targs_after("array_view<const float, 2> v(n, p);", "array_view"));
    ck_assert(targs_after("array_view<struct pt, 1> v", "array_view"));
    ck_assert(targs_after("extent<2>(8, 9)", "extent"));
    ck_assert(targs_after("tiled_index<TILE, TILE * 2> t)", "tiled_index"));
    ck_assert(targs_after("array<float, 1> *a", "array"));
    ck_assert(targs_after("extent <(N + 1) / 2> e", "extent"));
    /* gcc's line markers around a system header's macro (<stdbool.h>'s bool) */
    ck_assert(targs_after("array_view<\n# 5 \"f.c\" 3 4\n   _Bool\n# 5 \"f.c\"\n   , 1> v", "array_view"));
    ck_assert(targs_after("array_view\n# 5 \"f.c\" 3 4\n<bool, 1> v", "array_view"));

    int lt, gt;
    const char *t = "index<2, 3> i";
    ck_assert(template_args_follow(t, (int)strlen(t), 5, &lt, &gt));
    ck_assert_int_eq(lt, 5);
    ck_assert_int_eq(gt, 10);
}
END_TEST

START_TEST(test_comparisons_stay_comparisons)
{
    ck_assert(!targs_after("index < n) i++;", "index"));
    ck_assert(!targs_after("index < n && m > 2", "index"));
    ck_assert(!targs_after("index < n; index++)", "index"));
    ck_assert(!targs_after("index << 2", "index"));
    ck_assert(!targs_after("index <= 2", "index"));
    ck_assert(!targs_after("index < p->n > 1", "index"));
    ck_assert(!targs_after("index < 2 > 3", "index"));
    ck_assert(!targs_after("index(s, 'c')", "index"));
    ck_assert(!targs_after("array[3] = 0", "array"));
    ck_assert(!targs_after("extent < a ? b : c", "extent"));
    ck_assert(!targs_after("index <>", "index"));
    ck_assert(!targs_after("index < a >= b", "index"));
    ck_assert(!targs_after("index <\n# 5 \"f.c\"\n n; i++)", "index"));
}
END_TEST

START_TEST(test_restrict_forms)
{
    const char *spec = "restrict (amp)";
    const char *qual = "restrict p;";
    ck_assert(paren_follows(spec, (int)strlen(spec), 8));
    ck_assert(!paren_follows(qual, (int)strlen(qual), 8));
    ck_assert(paren_follows("f\n  (", 5, 1));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("contextual");
    TCase *tc = tcase_create("contextual");
    tcase_add_test(tc, test_type_names);
    tcase_add_test(tc, test_template_argument_lists);
    tcase_add_test(tc, test_comparisons_stay_comparisons);
    tcase_add_test(tc, test_restrict_forms);
    suite_add_tcase(s, tc);
    return unit_run(s, CK_FORK_GETENV);
}
