/* test_idsplit.c - what src/idsplit.c records of a kernel's comparisons of
 * its ids (u->id_splits): each bound as "KIND:TERM[+1]" in body order, then
 * the interior value of each comparison it knows ("=0", "=1", "?" when some
 * evaluation of it is not such a comparison). The native C that reads it is
 * tested by tests/e2e/host_idsplit.c. */
#include <check.h>
#include "unit_run.h"
#include <stdio.h>
#include <string.h>

#include "idsplit.h"
#include "sema.h"

static Unit *compile(const char *text)
{
    if (!compiler_arena) /* one arena for every unit: it is kept until exit, like the compiler's */
        compiler_arena = arena_new();
    DiagOptions o = { .color = COLOR_NEVER, .error_limit = 0 };
    diag_init(&o);
    diag_register_source("t.c", text, (long)strlen(text));
    Unit *u = parse_unit(text, (int)strlen(text), "t.c");
    ck_assert_ptr_nonnull(u);
    ck_assert_int_eq(diag_error_count(), 0);
    sema_unit(u);
    ck_assert_int_eq(diag_error_count(), 0);
    return u;
}

static void term(char *out, const IdTerm *t)
{
    static const char *const ops[] = {[TERM_ADD] = "+", [TERM_SUB] = "-", [TERM_MUL] = "*"};
    char a[64] = "", b[64] = "";
    if (t->kind == TERM_CONST)
        sprintf(out + strlen(out), "%lld", t->value);
    else if (t->kind == TERM_CAPTURE)
        strcat(out, t->sym->name);
    else {
        term(a, t->a);
        term(b, t->b);
        sprintf(out + strlen(out), "(%s%s%s)", a, ops[t->kind], b);
    }
}

/* The split of the unit's first kernel, as text ("none" for NULL). */
static const char *summary(const char *text)
{
    static char out[512];
    static const char *const kinds[] = {"EQ", "LOW", "HIGH"};
    Unit *u = compile(text);
    const IdSplit *s = id_split_of(u, u->kernels.items[0]);
    if (!s)
        return "none";
    out[0] = '\0';
    for (int i = 0; i < s->points.len; i++) {
        IdPoint *p = s->points.items[i];
        sprintf(out + strlen(out), "%s%s:", i ? " " : "", kinds[p->bound]);
        term(out, p->at);
        if (p->offset)
            strcat(out, "+1");
    }
    strcat(out, " |");
    for (int i = 0; i < s->compared.len; i++) {
        int v;
        if (id_split_known(s, s->compared.items[i], &v))
            sprintf(out + strlen(out), " =%d", v);
        else
            strcat(out, " ?");
    }
    return out;
}

/* A rank-2 kernel around BODY, with a view v and captures n, k. */
#define KERNEL2(FUNCS, BODY)                                                        \
    FUNCS "void run(int *data, int n, int k)\n{\n"                                  \
    "    array_view<int, 2> v(n, n, data);\n"                                       \
    "    parallel_for_each(v.extent, [=](index<2> idx) restrict(amp) {\n"           \
    "        int i = idx[0], j = idx[1];\n"                                         \
    BODY                                                                            \
    "    });\n}\n"

START_TEST(test_bounds_and_values)
{
    ck_assert_str_eq(summary(KERNEL2("", "v[idx] = j == 0 || j == n - 1;\n")),
                     "EQ:0 EQ:(n-1) | =0 =0");
    ck_assert_str_eq(summary(KERNEL2("", "v[idx] = (j < 1) + (j <= 2) + (j > 0) + (j >= 3);\n")),
                     "LOW:1 LOW:2+1 LOW:0+1 LOW:3 | =0 =0 =1 =1");
    ck_assert_str_eq(summary(KERNEL2("", "v[idx] = (j < n) + (j <= n - 2) + (j > n * 2) + (j >= k);\n")),
                     "HIGH:n HIGH:(n-2)+1 HIGH:(n*2)+1 HIGH:k | =1 =1 =0 =0");
    /* the id on the right */
    ck_assert_str_eq(summary(KERNEL2("", "v[idx] = (0 == j) + (1 >= j) + (k != j);\n")),
                     "EQ:0 LOW:1+1 EQ:k | =0 =0 =1");
}
END_TEST

START_TEST(test_what_is_not_split)
{
    /* outer ids, ids against each other, against a local that changes, a division */
    ck_assert_str_eq(summary(KERNEL2("", "v[idx] = (i == 0) + (i == j);\n")), "none");
    ck_assert_str_eq(summary(KERNEL2("", "int e = 0; e += n; v[idx] = j == e;\n")), "none");
    ck_assert_str_eq(summary(KERNEL2("", "v[idx] = j == n / 2;\n")), "none");
    /* j written, or a copy of the index with a coordinate written */
    ck_assert_str_eq(summary(KERNEL2("", "j++; v[idx] = j == 0;\n")), "none");
    ck_assert_str_eq(summary(KERNEL2("", "index<2> p = idx; p[1] = 3; v[idx] = p[1] == 3;\n")),
                     "none");
    /* a kernel's `unsigned` capture: not an int comparison */
    ck_assert_str_eq(summary("void run(int *data, unsigned n)\n{\n"
                             "    array_view<int, 2> v(4, 4, data);\n"
                             "    parallel_for_each(v.extent, [=](index<2> idx) restrict(amp) {\n"
                             "        v[idx] = idx[1] == n;\n    });\n}\n"), "none");
}
END_TEST

START_TEST(test_through_functions)
{
#define border                                                  \
        "static int border(index<2> p, int m) restrict(amp)\n"    \
        "{\n    int c = p[1];\n    return c == 0 || c == m - 1;\n}\n"
    ck_assert_str_eq(summary(KERNEL2(border, "v[idx] = border(idx, n);\n")),
                     "EQ:0 EQ:(n-1) | =0 =0");
    /* called with the kernel's index and with another one: not known, so
     * nothing to split (with one more comparison that is: only that one) */
    ck_assert_str_eq(summary(KERNEL2(border, "index<2> q(i, 0);\n"
                                             "v[idx] = border(idx, n) + border(q, n);\n")),
                     "none");
    ck_assert_str_eq(summary(KERNEL2(border, "index<2> q(i, 0);\n"
                                             "v[idx] = border(idx, n) + border(q, n) + (j < k);\n")),
                     "EQ:0 EQ:(n-1) HIGH:k | ? ? =1");
    /* two calls with different bounds: both bounds, known alike */
    ck_assert_str_eq(summary(KERNEL2(border, "v[idx] = border(idx, n) + border(idx, k);\n")),
                     "EQ:0 EQ:(n-1) EQ:0 EQ:(k-1) | =0 =0");
#undef border
}
END_TEST

static Suite *idsplit_suite(void)
{
    Suite *s = suite_create("idsplit");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_bounds_and_values);
    tcase_add_test(tc, test_what_is_not_split);
    tcase_add_test(tc, test_through_functions);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return unit_run(idsplit_suite(), CK_FORK_GETENV);
}
