/* test_ampops.c - the table of AMP operations (src/ampops.def): its rows agree
 * with themselves, sema resolves uses to them once (Node.ampop), and an
 * emitter that meets a row it cannot lower reports an internal compiler error
 * (diag level, message, count) instead of a user error. */
#include <check.h>
#include "unit_run.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ampops.h"
#include "ast.h"
#include "diag.h"
#include "emit.h"
#include "library.h"
#include "sema.h"

/* The runtime header's own declarations of the library names, to compare the
 * AMPLIB rows with. */
#define AMPCC_LIBRARY_ERRORS 1
#define AMPCC_LIBRARY_ACCELERATOR 1
#include "ampcc_runtime.h"

static Unit *analyse(const char *src)
{
    if (!compiler_arena)
        compiler_arena = arena_new();
    DiagOptions opts = { .color = COLOR_NEVER, .error_limit = 0 };
    diag_init(&opts);
    Unit *u = parse_unit(src, (int)strlen(src), "test.c");
    ck_assert_ptr_nonnull(u);
    sema_unit(u);
    ck_assert_int_eq(diag_error_count(), 0);
    return u;
}

/* The first node (depth first) whose ampop is `op`, or NULL. */
typedef struct Search {
    int op;
    Node *found;
} Search;

static void search(Node *n, void *data)
{
    Search *s = data;
    if (s->found)
        return;
    if (n->ampop == s->op) {
        s->found = n;
        return;
    }
    ast_for_each_child(n, AST_WALK_ALL, search, s);
}

static Node *find_op(Unit *u, AmpOp op)
{
    Search s = { op, NULL };
    search(u->tu, &s);
    return s.found;
}

static const char *const program =
    "void f(float *out, int *data) {\n"
    "    array_view<int, 2> v(2, 3, data);\n"
    "    extent<2> e(4, 6);\n"
    "    float x = sqrtf(2.0f);\n"
    "    parallel_for_each(v.extent, [=](index<2> idx) restrict(amp) {\n"
    "        v(idx) = e.size() + isnan(1.0) + atomic_fetch_add(&v[idx], 1);\n"
    "    });\n"
    "    out[0] = x + v.extent[0];\n"
    "}\n";

START_TEST(rows_agree)
{
    for (int op = 1; op < AMP_OP_COUNT; op++) {
        const AmpOpInfo *r = ampop_info(op);
        ck_assert_msg(r->where != 0, "'%s' is allowed nowhere", r->name);
        ck_assert_msg(!(r->where & RESTRICT_AMP) || r->cl != CL_NONE, "'%s': amp code, no OpenCL", r->name);
        ck_assert_msg(!(r->where & RESTRICT_CPU) || r->host != H_NONE, "'%s': cpu code, no host C", r->name);
        ck_assert_msg((r->uni == U_BARRIER) == (r->check == CK_VOID && r->on == TY_TILE_BARRIER),
                      "'%s': barriers are the tile barrier's methods", r->name);
        ck_assert_msg(r->form != AF_FUNC || r->sig, "'%s': a function needs its parameters", r->name);
        /* One name per kind of object, except overloads that sema picks by the
         * arguments after the name found the first (the section forms): those
         * differ in CHECK. */
        for (int other = 1; other < op; other++) {
            const AmpOpInfo *o = ampop_info(other);
            ck_assert_msg(r->form == AF_ACCESS || o->form != r->form || o->on != r->on ||
                          strcmp(o->name, r->name) || o->check != r->check, "'%s' twice", r->name);
        }
    }
}
END_TEST

START_TEST(lookups)
{
    ck_assert_int_eq(ampop_method(TY_EXTENT, "size"), AMP_EXTENT_SIZE);
    ck_assert_int_eq(ampop_method(TY_TILED_EXTENT, "size"), AMP_TEXTENT_SIZE);
    ck_assert_int_eq(ampop_method(TY_INDEX, "size"), AMP_NONE);
    ck_assert_int_eq(ampop_member(TY_TILED_INDEX, "global"), AMP_TIDX_GLOBAL);
    ck_assert_int_eq(ampop_function("sqrtf"), AMP_sqrtf);
    ck_assert_int_eq(ampop_function("__builtin_isinf_sign"), AMP_B_ISINF_SIGN);
    ck_assert_int_eq(ampop_function("printf"), AMP_NONE);
    ck_assert_int_eq(ampop_method(TY_ARRAY_VIEW, "section"), AMP_VIEW_SECTION);   /* then by the arguments */
    ck_assert_int_eq(ampop_method(TY_AMP_ARRAY, "view_as"), AMP_ARRAY_VIEW_AS);
    ck_assert(ampop_is_method_name("copy_to"));
    ck_assert(!ampop_is_method_name("extent"));
}
END_TEST

/* The enum constants of the AMPLIB rows have ampcc_runtime.h's values. */
static const struct {
    LibName row;
    int value;
} runtime_kinds[] = {
    {LN_AMP_INVALID_COMPUTE_DOMAIN, amp_invalid_compute_domain},
    {LN_AMP_OUT_OF_MEMORY, amp_out_of_memory},
    {LN_AMP_ACCELERATOR_VIEW_REMOVED, amp_accelerator_view_removed},
    {LN_AMP_UNSUPPORTED_FEATURE, amp_unsupported_feature},
    {LN_AMP_RUNTIME_EXCEPTION, amp_runtime_exception},
};

START_TEST(library_rows)
{
    int consts = 0;
    if (!compiler_arena)
        compiler_arena = arena_new();
    for (int n = LN_NONE + 1; n < LN_COUNT; n++) {
        const LibNameInfo *row = &libname_table[n];
        unsigned group = 0;
        Symbol *s = library_symbol(row->name, &group);
        ck_assert_msg(libname_lookup(row->name) == n, "'%s' twice", row->name);
        ck_assert_msg(s && s->kind == row->kind && s->type && group == row->group, "'%s' not bound", row->name);
        ck_assert_msg(s->kind != SYM_FUNC || s->type->kind == TY_FUNC, "'%s' not a function", row->name);
        if (row->kind == SYM_ENUM_CONST && row->group == LIB_ERRORS)
            consts++;   /* the error kinds, each compared below */
    }
    ck_assert_int_eq(consts, (int)(sizeof runtime_kinds / sizeof *runtime_kinds));
    for (size_t i = 0; i < sizeof runtime_kinds / sizeof *runtime_kinds; i++)
        ck_assert_int_eq(libname_table[runtime_kinds[i].row].value, runtime_kinds[i].value);
    unsigned group = 0;
    ck_assert_ptr_null(library_symbol("amp_no_such_name", &group));
    ck_assert_ptr_null(library_symbol("accelerators", &group));
    ck_assert(library_is_accelerator(library_symbol("accelerator", &group)->type));
}
END_TEST

START_TEST(sema_resolves_once)
{
    Unit *u = analyse(program);
    Node *call_index = find_op(u, AMP_VIEW_CALL_INDEX);
    ck_assert_ptr_nonnull(call_index);
    ck_assert_int_eq(call_index->kind, ND_CALL);
    ck_assert_ptr_nonnull(find_op(u, AMP_EXTENT_SIZE));
    ck_assert_ptr_nonnull(find_op(u, AMP_ISNAN));
    ck_assert_ptr_nonnull(find_op(u, AMP_ATOMIC_FETCH_ADD));
    ck_assert_ptr_nonnull(find_op(u, AMP_VIEW_AT_INDEX));
    ck_assert_ptr_nonnull(find_op(u, AMP_VIEW_EXTENT));
    /* In cpu code a <math.h> name keeps its C meaning. */
    ck_assert_ptr_null(find_op(u, AMP_sqrtf));
}
END_TEST

/* Runs emit_opencl with stderr captured; returns what it printed. */
static char *emit_capturing(Unit *u)
{
    char path[] = "/tmp/ampcc-test-ampops-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    fflush(stderr);
    int saved = dup(2);
    dup2(fd, 2);
    free(emit_opencl(u, &(EmitOptions){0}));   /* only its messages are wanted */
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    static char text[4096];
    ssize_t n = pread(fd, text, sizeof text - 1, 0);
    text[n > 0 ? n : 0] = 0;
    close(fd);
    unlink(path);
    return text;
}

START_TEST(unlowerable_row_is_an_internal_error)
{
    Unit *u = analyse(program);
    Node *size = find_op(u, AMP_EXTENT_SIZE);
    ck_assert_ptr_nonnull(size);
    size->ampop = AMP_VIEW_SYNCHRONIZE;   /* as if sema had let a cpu-only method into a kernel */
    char *err = emit_capturing(u);
    ck_assert_int_eq(diag_internal_count(), 1);
    ck_assert_int_eq(diag_error_count(), 1);
    ck_assert_msg(strstr(err, "test.c:6:") != NULL, "no location in: %s", err);
    ck_assert_msg(strstr(err, "internal compiler error: cannot lower 'synchronize()' in amp code; "
                              "please report this") != NULL, "message: %s", err);
    ck_assert_int_eq(EXIT_INTERNAL_ERROR, 70);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ampops");
    TCase *tc = tcase_create("table");
    tcase_add_test(tc, rows_agree);
    tcase_add_test(tc, lookups);
    tcase_add_test(tc, library_rows);
    tcase_add_test(tc, sema_resolves_once);
    tcase_add_test(tc, unlowerable_row_is_an_internal_error);
    suite_add_tcase(s, tc);
    return unit_run(s, CK_NOFORK);
}
