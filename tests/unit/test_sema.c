/* test_sema.c - sema's typing, constant folding and helper API, on small
 * programs parsed by the real front end. The rules themselves are covered
 * end to end by tests/diagnostics (one rejected program per rule); here the
 * point is the types sema gives and what it exposes to later passes. */
#include <check.h>
#include "unit_run.h"
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "ampops.h"
#include "ast.h"
#include "diag.h"
#include "sema.h"



static Unit *analyse(const char *src)
{
    if (!compiler_arena)
        compiler_arena = arena_new();
    DiagOptions opts = { .color = COLOR_NEVER, .error_limit = 0 };
    diag_init(&opts);
    Unit *u = parse_unit(src, (int)strlen(src), "test.c");
    ck_assert_ptr_nonnull(u);
    ck_assert_int_eq(diag_error_count(), 0); /* the snippets are valid syntax */
    sema_unit(u);
    return u;
}

/* ------------------------------------------------------------ node search */

typedef bool (*NodePred)(Node *n, const void *arg);

static Node *find(Node *n, NodePred pred, const void *arg)
{
    if (!n)
        return NULL;
    if (pred(n, arg))
        return n;
    Node *kids[] = { node_child(n, NF_lhs), node_child(n, NF_rhs), node_child(n, NF_cond),
                     node_child(n, NF_then), node_child(n, NF_els), node_child(n, NF_init),
                     node_child(n, NF_inc), node_child(n, NF_body) };
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++) {
        Node *r = find(kids[i], pred, arg);
        if (r)
            return r;
    }
    for (int i = 0; node_has(n->kind, NF_items) && i < n->items.len; i++) {
        Node *r = find(n->items.items[i], pred, arg);
        if (r)
            return r;
    }
    for (int i = 0; node_has(n->kind, NF_args) && i < n->args.len; i++) {
        Node *r = find(n->args.items[i], pred, arg);
        if (r)
            return r;
    }
    return NULL;
}

static bool is_decl_named(Node *n, const void *name)
{
    return (n->kind == ND_DECL || n->kind == ND_FUNCDEF) && n->sym && n->sym->name &&
           !strcmp(n->sym->name, name);
}

static Node *decl(Unit *u, const char *name)
{
    Node *d = find(u->tu, is_decl_named, name);
    ck_assert_msg(d != NULL, "no declaration of %s", name);
    return d;
}

/* The type sema gave the initializer of local `name`. */
static Type *init_type(Unit *u, const char *name)
{
    Node *d = decl(u, name);
    ck_assert_ptr_nonnull(d->init);
    ck_assert_ptr_nonnull(d->init->type);
    return d->init->type;
}

/* ------------------------------------------------------------ typing */

START_TEST(usual_arithmetic_conversions)
{
    Unit *u = analyse("void f(void) { char c = 1; unsigned u = 2; long l = 3; float fl = 1;\n"
                      "  int a = c + c; long b = u + l; double d = fl + 1.0; float e = fl * c;\n"
                      "  unsigned long g = 1ul + l; int s = c << l; int cmp = l < d; }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(init_type(u, "a")->kind, TY_INT);
    ck_assert_int_eq(init_type(u, "b")->kind, TY_LONG);
    ck_assert_int_eq(init_type(u, "d")->kind, TY_DOUBLE);
    ck_assert_int_eq(init_type(u, "e")->kind, TY_FLOAT);
    ck_assert_int_eq(init_type(u, "g")->kind, TY_ULONG);
    ck_assert_int_eq(init_type(u, "s")->kind, TY_INT);
    ck_assert_int_eq(init_type(u, "cmp")->kind, TY_INT);
}
END_TEST

START_TEST(pointers_members_and_anonymous_members)
{
    Unit *u = analyse("struct s { int k; union { int i; float f; }; struct { double d; }; };\n"
                      "void f(struct s *p, int arr[4]) { float x = p->f; double y = (*p).d;\n"
                      "  int *q = arr + 1; long diff = q - arr; int z = arr[2]; struct s *w = &p[1]; }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(init_type(u, "x")->kind, TY_FLOAT);
    ck_assert_int_eq(init_type(u, "y")->kind, TY_DOUBLE);
    ck_assert_int_eq(init_type(u, "q")->kind, TY_PTR);
    ck_assert_int_eq(init_type(u, "diff")->kind, TY_LONG);
    ck_assert_int_eq(init_type(u, "z")->kind, TY_INT);
    ck_assert_int_eq(init_type(u, "w")->kind, TY_PTR);
}
END_TEST

START_TEST(host_builtins_are_tolerated)
{
    Unit *u = analyse("int f(int x) { int a = __builtin_expect(x, 0); int b = undeclared_fn(x);\n"
                      "  const char *n = __func__; return a + b + (n != 0); }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(init_type(u, "a")->kind, TY_UNKNOWN);
    ck_assert_int_eq(init_type(u, "b")->kind, TY_INT); /* implicit declaration */
}
END_TEST

START_TEST(amp_member_types)
{
    Unit *u = analyse("void f(int *p) {\n"
                      "  array_view<const int, 2> v(4, 6, p);\n"
                      "  extent<2> e = v.extent;\n"
                      "  int n = e.size();\n"
                      "  int k = v[1][2];\n"
                      "  array_view<const int, 1> row = v[1];\n"
                      "  index<2> i = index<2>(1, 2) + index<2>(0, 1);\n"
                      "  int same = i == i;\n"
                      "  int *d = (int *)v.data();\n"
                      "  tiled_extent<2, 3> t = e.tile<2, 3>().pad();\n"
                      "  array_view<const int, 2> s = v.section(i, e);\n"
                      "}\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Type *t = init_type(u, "e");
    ck_assert_int_eq(t->kind, TY_EXTENT);
    ck_assert_int_eq(t->rank, 2);
    ck_assert_int_eq(init_type(u, "n")->kind, TY_INT);
    t = init_type(u, "k");
    ck_assert_int_eq(t->kind, TY_INT);
    ck_assert(t->quals & Q_CONST);
    t = init_type(u, "row");
    ck_assert_int_eq(t->kind, TY_ARRAY_VIEW);
    ck_assert_int_eq(t->rank, 1);
    ck_assert_int_eq(init_type(u, "i")->kind, TY_INDEX);
    ck_assert_int_eq(init_type(u, "same")->kind, TY_INT);
    t = init_type(u, "t");
    ck_assert_int_eq(t->kind, TY_TILED_EXTENT);
    ck_assert_int_eq(t->rank, 2);
    ck_assert_int_eq(t->tile[0], 2);
    ck_assert_int_eq(t->tile[1], 3);
    ck_assert_int_eq(init_type(u, "s")->kind, TY_ARRAY_VIEW);
}
END_TEST

static bool is_member_named(Node *n, const void *name)
{
    return n->kind == ND_MEMBER && n->name && !strcmp(n->name, name);
}

START_TEST(tiled_index_members)
{
    Unit *u = analyse("void f(int *p) {\n"
                      "  array_view<int, 2> v(4, 4, p);\n"
                      "  parallel_for_each(v.extent.tile<2, 2>(), [=](tiled_index<2, 2> t) restrict(amp) {\n"
                      "    index<2> g = t.global; index<2> o = t.tile_origin; extent<2> x = t.tile_extent;\n"
                      "    t.barrier.wait();\n"
                      "    v[g] = t.local[0] + t.tile[1] + o[0] + x[0];\n"
                      "  });\n"
                      "}\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(init_type(u, "g")->kind, TY_INDEX);
    ck_assert_int_eq(init_type(u, "g")->rank, 2);
    ck_assert_int_eq(init_type(u, "x")->kind, TY_EXTENT);
    Node *b = find(u->tu, is_member_named, "barrier");
    ck_assert_ptr_nonnull(b);
    ck_assert_int_eq(b->type->kind, TY_TILE_BARRIER);
}
END_TEST

/* ------------------------------------------------------------ constants */

START_TEST(constant_folding)
{
    Unit *u = analyse("enum { A = 3, B };\n"
                      "static const int C = A * B + (int)sizeof(double);\n"
                      "const int D = C > 10 ? C << 1 : -1;\n"
                      "void f(int n) { const int runtime = n; const int local = D / 4; int plain = 5;\n"
                      "  float grid[C][local]; }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Symbol *c = decl(u, "C")->sym, *d = decl(u, "D")->sym;
    ck_assert(c->has_const_value);
    ck_assert_int_eq(c->const_value, 20);
    ck_assert(d->has_const_value);
    ck_assert_int_eq(d->const_value, 40);
    ck_assert(decl(u, "local")->sym->has_const_value);
    ck_assert_int_eq(decl(u, "local")->sym->const_value, 10);
    ck_assert(!decl(u, "runtime")->sym->has_const_value);
    ck_assert(!decl(u, "plain")->sym->has_const_value);
    long long v = 0;
    ck_assert(sema_const_int(decl(u, "D")->init, &v));
    ck_assert_int_eq(v, 40);
    ck_assert(!sema_const_int(decl(u, "runtime")->init, &v));
    /* Array lengths given by const ints are completed (size included). */
    Type *grid = decl(u, "grid")->sym->type;
    ck_assert_int_eq(grid->array_len, 20);
    ck_assert_int_eq(grid->base->array_len, 10);
    ck_assert_int_eq(grid->size, 20 * 10 * 4);
}
END_TEST

/* One folder for parser, sema and emitters, with C's arithmetic: unsigned
 * where the operands' common type is, undefined results not constants, and
 * the value kept on the node. */
START_TEST(constant_folding_follows_c)
{
    Unit *u = analyse("const int lt_unsigned = -1 < 0u;\n"
                      "const int lt_long = -1L < 0u;\n"
                      "const unsigned half = (unsigned)-1 / 2;\n"
                      "const int shifted = -16 >> 2;\n"
                      "const int wraps = (unsigned char)300;\n"
                      "const int by_zero = 1 / 0;\n"
                      "const int too_far = 1 << 64;\n"
                      "char bytes[sizeof(int) * 2u - 1];\n");
    long long v = 0;
    ck_assert(sema_const_int(decl(u, "lt_unsigned")->init, &v));
    ck_assert_int_eq(v, 0);
    ck_assert(sema_const_int(decl(u, "lt_long")->init, &v));
    ck_assert_int_eq(v, 1);
    ck_assert(sema_const_int(decl(u, "half")->init, &v));
    ck_assert_int_eq(v, 2147483647);
    ck_assert(sema_const_int(decl(u, "shifted")->init, &v));
    ck_assert_int_eq(v, -4);
    ck_assert(sema_const_int(decl(u, "wraps")->init, &v));
    ck_assert_int_eq(v, 44);
    ck_assert(!sema_const_int(decl(u, "by_zero")->init, &v));
    ck_assert_int_eq(decl(u, "by_zero")->init->const_state, CONST_UNDEFINED);   /* and why, for messages */
    ck_assert(!sema_const_int(decl(u, "too_far")->init, &v));
    ck_assert_int_eq(decl(u, "bytes")->sym->type->array_len, 7);
    Node *init = decl(u, "half")->init;
    ck_assert_int_eq(init->const_state, CONST_KNOWN);
    ck_assert_int_eq(init->const_value, 2147483647);
}
END_TEST

/* The kernel's captures as sema recorded them, by name: 'w' written, 'r' read only. */
static const char *capture_access(Unit *u, int kernel)
{
    static char text[64];
    Node *k = u->kernels.items[kernel];
    int n = 0;
    for (int i = 0; i < k->kblock->captured.len && n < 60; i++) {
        CapturedVar *cv = k->kblock->captured.items[i];
        n += snprintf(text + n, sizeof text - n, "%s%s=%c", i ? " " : "", cv->sym->name, cv->written ? 'w' : 'r');
    }
    text[n] = 0;
    return text;
}

/* sema_writes.c: a capture is written through whatever is made from it
 * inside the kernel, and only then. */
START_TEST(kernel_writes_are_recorded)
{
    Unit *u = analyse(
        "int peek(array_view<const int, 1> r) restrict(amp) { return r[0]; }\n"
        "void poke(array_view<int, 1> r) restrict(amp) { r[0] = 1; }\n"
        "void f(int *d, int n) {\n"
        "  array_view<int, 2> a(2, 2, d); array_view<int, 1> b(4, d), c(4, d), e(4, d);\n"
        "  array_view<const int, 1> k(4, d);\n"
        "  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {\n"
        "    array_view<int, 1> row = a[1]; int x = row[0] + b[0] + peek(c) + k[n];\n"
        "    array_view<const int, 1> ro = e; x += ro[0]; });\n"
        "  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {\n"
        "    array_view<int, 1> row = a[1]; row[0] = 2; poke(b[0] == 0 ? c : e);\n"
        "    int *p = &k[0] == 0 ? 0 : &b[1]; int y = *p; });\n"
        "  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {\n"
        "    const int *q = &b[0]; int *p = (int *)q; *p = 3; i += 1; });\n"
        "}\n");
    ck_assert_int_eq(diag_error_count(), 0);
    /* a projection into a mutable local and a view into a mutable parameter
     * may be written (the emitted code passes them on as mutable) */
    ck_assert_str_eq(capture_access(u, 0), "a=w b=r c=r k=r n=r e=r");
    ck_assert_str_eq(capture_access(u, 1), "a=w b=w c=w e=w k=r");
    ck_assert_str_eq(capture_access(u, 2), "b=w");
    ck_assert(!((Node *)u->kernels.items[0])->kblock->kparam_written);
    ck_assert(((Node *)u->kernels.items[2])->kblock->kparam_written);
}
END_TEST

START_TEST(tile_sizes_from_names)
{
    Unit *u = analyse("enum { R = 2, T = 4 };\n"
                      "static const int S = 8;\n"
                      "void f(tiled_index<R, T, S / 4> t, index<R + 1> i) restrict(amp) {}\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Type *ft = decl(u, "f")->sym->type;
    ck_assert_int_eq(ft->nparams, 2);
    Type *ti = ft->params[0].type;
    ck_assert_int_eq(ti->rank, 3);
    ck_assert_int_eq(ti->tile[0], 2);
    ck_assert_int_eq(ti->tile[1], 4);
    ck_assert_int_eq(ti->tile[2], 2);
    ck_assert_int_eq(ft->params[1].type->rank, 3);
}
END_TEST

/* ------------------------------------------------------------ helpers */

static bool is_call_to(Node *n, const void *name)
{
    return n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_IDENT && n->lhs->name &&
           !strcmp(n->lhs->name, name);
}

START_TEST(call_graph_and_restrictions)
{
    Unit *u = analyse("int leaf(int x) restrict(amp) { return x; }\n"
                      "int both(int x) restrict(cpu, amp) { return x; }\n"
                      "int mid(int x) restrict(amp) { return leaf(x) + both(x) + (int)sqrtf((float)x); }\n"
                      "void run(int *p) { array_view<int, 1> v(4, p);\n"
                      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = mid(v[i]); });\n"
                      "  both(1); }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Symbol *leaf = decl(u, "leaf")->sym, *both = decl(u, "both")->sym, *run = decl(u, "run")->sym;
    ck_assert(is_amp_function(leaf));
    ck_assert(is_amp_function(both));
    ck_assert(!is_amp_function(run));
    ck_assert_int_eq(function_restrictions(both), RESTRICT_CPU | RESTRICT_AMP);
    ck_assert_int_eq(function_restrictions(run), RESTRICT_CPU);
    Node *mid = decl(u, "mid");
    ck_assert_ptr_eq(sema_function_def(u, decl(u, "mid")->sym), mid);
    const PtrVec *calls = sema_calls_from(u, mid);
    ck_assert_int_eq(calls->len, 2); /* sqrtf is a built-in, not in the graph */
    ck_assert_ptr_eq(sema_call_target(u, calls->items[0]), leaf);
    ck_assert_ptr_eq(sema_call_target(u, calls->items[1]), both);
    ck_assert_int_eq(u->kernels.len, 1);
    const PtrVec *kcalls = sema_calls_from(u, u->kernels.items[0]);
    ck_assert_int_eq(kcalls->len, 1);
    ck_assert_ptr_eq(kcalls->items[0], find(u->tu, is_call_to, "mid"));
    ck_assert(mid->sym->used_in_amp);   /* called from the kernel */
    ck_assert(leaf->used_in_amp);
    ck_assert(!run->used_in_amp);
    ck_assert(ampop_function("sqrtf"));   /* the built-ins of ampops.def */
    ck_assert(ampop_function("atomic_fetch_add"));
    ck_assert(ampop_function("tile_static_memory_fence"));
    ck_assert(!ampop_function("printf"));
}
END_TEST

START_TEST(errors_are_counted_once)
{
    /* One error per mistake: the global is used three times in one function. */
    analyse("int g;\nint f(int x) restrict(amp) { return g + g + g + x; }\n");
    ck_assert_int_eq(diag_error_count(), 1);
    /* An uncaptured local used twice in one kernel. */
    analyse("void f(int *p) { int k = 1; array_view<int, 1> v(4, p);\n"
            "  parallel_for_each(v.extent, [v](index<1> i) restrict(amp) { v[i] = k + k; }); }\n");
    ck_assert_int_eq(diag_error_count(), 1);
    /* A cycle of three functions is one error. */
    analyse("int a(int n) restrict(amp); int b(int n) restrict(amp) { return a(n); }\n"
            "int a(int n) restrict(amp) { return b(n) + a(n); }\n");
    ck_assert_int_eq(diag_error_count(), 1);
}
END_TEST

START_TEST(const_ints_are_not_captures)
{
    Unit *u = analyse("enum { E = 2 };\nvoid f(int *p) { const int K = 3; int n = 4;\n"
                      "  array_view<int, 1> v(4, p);\n"
                      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = K + E + n; }); }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert(decl(u, "K")->sym->has_const_value);
    ck_assert(decl(u, "n")->sym->used_in_amp);
}
END_TEST

static Suite *sema_suite(void)
{
    Suite *s = suite_create("sema");
    TCase *t = tcase_create("typing");
    tcase_add_test(t, usual_arithmetic_conversions);
    tcase_add_test(t, constant_folding_follows_c);
    tcase_add_test(t, kernel_writes_are_recorded);
    tcase_add_test(t, pointers_members_and_anonymous_members);
    tcase_add_test(t, host_builtins_are_tolerated);
    tcase_add_test(t, amp_member_types);
    tcase_add_test(t, tiled_index_members);
    suite_add_tcase(s, t);
    t = tcase_create("constants");
    tcase_add_test(t, constant_folding);
    tcase_add_test(t, tile_sizes_from_names);
    suite_add_tcase(s, t);
    t = tcase_create("api");
    tcase_add_test(t, call_graph_and_restrictions);
    tcase_add_test(t, errors_are_counted_once);
    tcase_add_test(t, const_ints_are_not_captures);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    return unit_run(sema_suite(), CK_NOFORK);
}
