/* test_uniform.c - the amp analyses as a whole: barrier uniformity
 * (check_barrier_uniformity), tile_static warnings (check_tile_static_races),
 * and the helpers they share (amp_barrier_kind, amp_called_function,
 * amp_lvalue_root). Each test compiles a small unit through sema_unit, which
 * runs the passes, and counts what they reported. */
#include <check.h>
#include "unit_run.h"
#include <stdio.h>
#include <string.h>

#include "addrspace.h"
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
    return u;
}

/* A tiled kernel around BODY, with a view v, a capture n and a tile_static array ts. */
#define TILED(BODY)                                                                  \
    "void run(int *data, int n)\n{\n"                                                \
    "    array_view<int, 1> v(n, data);\n"                                           \
    "    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {\n" \
    "        tile_static int ts[8];\n"                                               \
    "        ts[idx.local[0]] = 0;\n"                                                \
    BODY                                                                             \
    "    });\n}\n"

static void expect(const char *text, int errors, int warnings)
{
    compile(text);
    ck_assert_int_eq(diag_error_count(), errors);
    ck_assert_int_eq(diag_warning_count(), warnings);
}

/* ----------------------------------------------------------- uniformity */

START_TEST(test_divergent_and_uniform_if)
{
    expect(TILED("if (idx.local[0] == 0) idx.barrier.wait();\n"), 1, 0);
    expect(TILED("if (idx.global[0] < 3) idx.barrier.wait();\n"), 1, 0);
    expect(TILED("if (idx.tile[0] == 0) idx.barrier.wait();\n"), 0, 0);
    expect(TILED("if (n > 2) idx.barrier.wait();\n"), 0, 0);
    expect(TILED("if (v[idx.tile[0]] > 2) idx.barrier.wait();\n"), 1, 0);   /* a global load */
}
END_TEST

START_TEST(test_locals_follow_their_assignments)
{
    expect(TILED("int k = idx.tile[0] * 2; if (k) idx.barrier.wait();\n"), 0, 0);
    expect(TILED("int k = 0; k = k + idx.local[0]; if (k) idx.barrier.wait();\n"), 1, 0);
    /* a later divergent assignment makes an earlier use in a loop divergent */
    expect(TILED("int k = 0; for (int i = 0; i < 3; i++) { if (k) idx.barrier.wait(); k = idx.local[0]; }\n"),
           1, 0);
    /* a uniform value assigned under divergent control */
    expect(TILED("int k = 0; if (idx.local[0]) k = 1; if (k) idx.barrier.wait();\n"), 1, 0);
}
END_TEST

START_TEST(test_early_exits)
{
    expect(TILED("for (int i = 0; i < 4; i++) { idx.barrier.wait(); if (idx.local[0] == i) continue; }\n"), 0, 0);
    expect(TILED("for (int i = 0; i < 4; i++) { if (idx.local[0] == i) continue; idx.barrier.wait(); }\n"), 1, 0);
    expect(TILED("for (int i = 0; i < 4; i++) { idx.barrier.wait(); if (idx.local[0] == i) break; }\n"), 1, 0);
    expect(TILED("for (int i = 0; i < 4; i++) { if (idx.local[0] == i) break; } idx.barrier.wait();\n"), 0, 0);
    expect(TILED("if (idx.local[0] == 1) return; idx.barrier.wait();\n"), 1, 0);
    expect(TILED("idx.barrier.wait(); if (idx.local[0] == 1) return;\n"), 0, 0);
    expect(TILED("if (n) { if (idx.local[0]) return; } else { idx.barrier.wait(); }\n"), 0, 0);
    expect(TILED("switch (n) { case 1: if (idx.local[0]) break; idx.barrier.wait(); }\n"), 1, 0);
}
END_TEST

START_TEST(test_tile_static_values)
{
    expect(TILED("idx.barrier.wait(); if (ts[0] > 0) idx.barrier.wait();\n"), 0, 0);
    expect(TILED("if (ts[0] > 0) idx.barrier.wait();\n"), 1, 0);            /* written, no barrier yet */
    expect(TILED("idx.barrier.wait(); ts[1] = 2; if (ts[0] > 0) idx.barrier.wait();\n"), 1, 0);
    expect(TILED("idx.barrier.wait_with_global_memory_fence(); if (ts[0]) idx.barrier.wait();\n"), 1, 0);
    expect(TILED("idx.barrier.wait_with_tile_static_memory_fence(); if (ts[0]) idx.barrier.wait();\n"), 0, 0);
}
END_TEST

START_TEST(test_calls)
{
    const char *sync = "void sync(tiled_index<8> t) restrict(amp) { t.barrier.wait(); }\n"
                       "int same(int x) restrict(amp) { return x + 1; }\n"
                       "void sync_if(tiled_index<8> t, int c) restrict(amp) { if (c) t.barrier.wait(); }\n";
    char buf[2048];
    snprintf(buf, sizeof buf, "%s" TILED("if (idx.local[0]) sync(idx);\n"), sync);
    expect(buf, 1, 0);
    snprintf(buf, sizeof buf, "%s" TILED("if (same(idx.tile[0])) sync(idx);\n"), sync);
    expect(buf, 0, 0);
    snprintf(buf, sizeof buf, "%s" TILED("if (same(idx.local[0])) sync(idx);\n"), sync);
    expect(buf, 1, 0);
    snprintf(buf, sizeof buf, "%s" TILED("sync_if(idx, n); sync_if(idx, idx.local[0]);\n"), sync);
    expect(buf, 1, 0);
    /* one error for a divergent barrier inside a function, none at its calls */
    snprintf(buf, sizeof buf, "void lead(tiled_index<8> t) restrict(amp) { if (t.local[0] == 0) t.barrier.wait(); }\n"
                              TILED("lead(idx); if (idx.local[0]) lead(idx);\n"));
    expect(buf, 1, 0);
}
END_TEST

/* -------------------------------------------------------- tile_static */

START_TEST(test_tile_static_warnings)
{
    expect(TILED("tile_static float total; total += 1.0f; idx.barrier.wait();\n"), 0, 1);
    expect(TILED("tile_static float total; total = 0.0f; total += 1.0f; idx.barrier.wait();\n"), 0, 0);
    /* a write later in the loop feeds the next iteration's read */
    expect(TILED("tile_static int c; for (int i = 0; i < 2; i++) { if (i) v[idx.global] = c; c = i; }\n"), 0, 0);
    /* no write anywhere: warned once, from inside nested loops too */
    expect(TILED("tile_static int c; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) v[idx.global] += c + c;\n"),
           0, 1);
    /* the address may be written through */
    expect(TILED("tile_static int c; int *p = &c; *p = 1; v[idx.global] = c;\n"), 0, 0);
    expect("void run(int *data, int n)\n{\n    array_view<int, 1> v(n, data);\n"
           "    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {\n"
           "        tile_static int x; x = 1; v[i] = x;\n    });\n}\n", 0, 1);
}
END_TEST

/* ------------------------------------------------------------ helpers */

typedef struct Calls {
    PtrVec calls;
} Calls;

static void collect_calls(Node *n, void *data)
{
    if (n->kind == ND_CALL)
        vec_push(&((Calls *)data)->calls, n);
    ast_for_each_child(n, AST_WALK_EVALUATED, collect_calls, data);
}

START_TEST(test_shared_helpers)
{
    Unit *u = compile("int one(int x) restrict(amp) { return x; }\n"
                      TILED("idx.barrier.wait(); idx.barrier.wait_with_all_memory_fence();\n"
                            "idx.barrier.wait_with_global_memory_fence();\n"
                            "idx.barrier.wait_with_tile_static_memory_fence();\n"
                            "v[idx.global] = one(ts[0]);\n"));
    Calls c = {0};
    ck_assert_int_eq(u->kernels.len, 1);
    collect_calls(((Node *)u->kernels.items[0])->body, &c);
    ck_assert_int_eq(c.calls.len, 5);
    ck_assert_int_eq(amp_barrier_kind(c.calls.items[0]), BARRIER_ALL);
    ck_assert_int_eq(amp_barrier_kind(c.calls.items[1]), BARRIER_ALL);
    ck_assert_int_eq(amp_barrier_kind(c.calls.items[2]), BARRIER_GLOBAL);
    ck_assert_int_eq(amp_barrier_kind(c.calls.items[3]), BARRIER_TILE_STATIC);
    ck_assert_int_eq(amp_barrier_kind(c.calls.items[4]), BARRIER_NONE);
    ck_assert_ptr_null(amp_called_function(c.calls.items[0]));
    Node *call = c.calls.items[4];
    Symbol *one = amp_called_function(call);
    ck_assert_ptr_nonnull(one);
    ck_assert_str_eq(one->name, "one");
    Symbol *root = amp_lvalue_root(call->args.items[0]);   /* ts[0] */
    ck_assert_ptr_nonnull(root);
    ck_assert_str_eq(root->name, "ts");
    ck_assert(root->is_tile_static);
}
END_TEST

static Suite *uniform_suite(void)
{
    Suite *s = suite_create("uniform");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_divergent_and_uniform_if);
    tcase_add_test(tc, test_locals_follow_their_assignments);
    tcase_add_test(tc, test_early_exits);
    tcase_add_test(tc, test_tile_static_values);
    tcase_add_test(tc, test_calls);
    tcase_add_test(tc, test_tile_static_warnings);
    tcase_add_test(tc, test_shared_helpers);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return unit_run(uniform_suite(), CK_FORK_GETENV);
}
