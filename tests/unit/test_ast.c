/* test_ast.c - kind-sized nodes (ast.c node_fields, node_size): no kind's
 * fields overlap, every field a kind owns lies inside what new_node allocates
 * for it, node_copy copies them, and (in the AMPCC_NODE_CHECK build of make
 * check-asan) a field the kind does not own cannot be touched. */
#include <check.h>
#include "unit_run.h"
#include <stddef.h>
#include <string.h>

#include "ast.h"

typedef struct Span {
    size_t offset, size;
} Span;

static const Span spans[NF_COUNT] = {
#define SPAN(f) [NF_##f] = {offsetof(Node, f), sizeof(((Node *)0)->f)},
    NODE_FIELDS(SPAN)
#undef SPAN
};

enum { KINDS = ND_KERNEL + 1 };

START_TEST(fields_of_a_kind_fit_and_never_overlap)
{
    for (int k = 0; k < KINDS; k++) {
        ck_assert_uint_ge(node_size(k), offsetof(Node, const_value));   /* the header */
        ck_assert_uint_le(node_size(k), sizeof(Node));
        for (int f = 0; f < NF_COUNT; f++) {
            if (!node_has(k, f))
                continue;
            ck_assert_msg(spans[f].offset + spans[f].size <= node_size(k),
                          "%s's field %d ends past its %zu bytes", node_kind_name(k), f, node_size(k));
            for (int g = f + 1; g < NF_COUNT; g++)
                ck_assert_msg(!node_has(k, g) || spans[f].offset + spans[f].size <= spans[g].offset ||
                                  spans[g].offset + spans[g].size <= spans[f].offset,
                              "%s's fields %d and %d share storage", node_kind_name(k), f, g);
        }
    }
}
END_TEST

/* Each owned field is written with its own byte and read back intact, after
 * node_copy too (under ASan a write past the allocation or into a foreign
 * field would stop the test). */
START_TEST(owned_fields_hold_their_values)
{
    SrcLoc loc = {"t.c", 1, 1, 0, 0, NULL};
    for (int k = 0; k < KINDS; k++) {
        Node *n = new_node(k, loc, 0, 1), *copy = new_node(k, loc, 0, 1);
        for (int f = 0; f < NF_COUNT; f++)
            if (node_has(k, f))
                memset((char *)n + spans[f].offset, 0x40 + f, spans[f].size);
        node_copy(copy, n);
        ck_assert_int_eq(copy->kind, k);
        for (int f = 0; f < NF_COUNT; f++)
            for (size_t i = 0; node_has(k, f) && i < spans[f].size; i++)
                ck_assert_int_eq(((unsigned char *)copy)[spans[f].offset + i], 0x40 + f);
    }
}
END_TEST

#ifndef AMPCC_NODE_CHECK
START_TEST(the_hot_kinds_are_small)
{
    ck_assert_uint_le(node_size(ND_IDENT), 96);
    ck_assert_uint_le(node_size(ND_INT_LIT), 96);
    ck_assert_uint_le(node_size(ND_BINARY), 96);
    ck_assert_uint_le(node_size(ND_INDEX), 96);
    ck_assert_uint_le(node_size(ND_EXPR_STMT), 80);
}
END_TEST
#endif

#ifdef AMPCC_NODE_CHECK
/* An identifier has no lhs: ASan stops the write (exit status 1). */
START_TEST(a_foreign_field_is_poisoned)
{
    Node *n = new_node(ND_IDENT, (SrcLoc){0}, 0, 1);
    n->lhs = n;
}
END_TEST
#endif

int main(void)
{
    compiler_arena = arena_new();
    Suite *s = suite_create("ast");
    TCase *tc = tcase_create("ast");
    tcase_add_test(tc, fields_of_a_kind_fit_and_never_overlap);
    tcase_add_test(tc, owned_fields_hold_their_values);
#ifdef AMPCC_NODE_CHECK
    tcase_add_exit_test(tc, a_foreign_field_is_poisoned, 1);
#else
    tcase_add_test(tc, the_hot_kinds_are_small);   /* sizes of the real layout */
#endif
    suite_add_tcase(s, tc);
    return unit_run(s, CK_FORK_GETENV);
}
