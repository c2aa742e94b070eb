/* test_addrspace.c - the address-space API the OpenCL emitter uses
 * (src/addrspace.h): spaces of pointer variables, copies of amp functions per
 * combination of argument spaces, the copy each call uses, return spaces. */
#include <check.h>
#include "unit_run.h"
#include <string.h>

#include "addrspace.h"
#include "sema.h"

/* ------------------------------------------------------------ helpers */

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

typedef struct Find {
    NodeKind kind;
    const char *name;
    int skip;              /* take the (skip+1)-th match */
    Node *found;
} Find;

static void find_visit(Node *n, void *data)
{
    Find *f = data;
    if (f->found)
        return;
    const char *name = n->kind == ND_CALL && n->lhs ? n->lhs->name
                       : n->kind != ND_CALL && node_has(n->kind, NF_sym) && n->sym ? n->sym->name : NULL;
    if (n->kind == f->kind && name && !strcmp(name, f->name) && f->skip-- == 0) {
        f->found = n;
        return;
    }
    ast_for_each_child(n, AST_WALK_EVALUATED, find_visit, f);
}

/* The nth (0-based) node of this kind declaring or calling `name`. */
static Node *find_nth(Unit *u, NodeKind kind, const char *name, int nth)
{
    Find f = { kind, name, nth, NULL };
    find_visit(u->tu, &f);
    ck_assert_msg(f.found != NULL, "no %s '%s' #%d", node_kind_name(kind), name, nth);
    return f.found;
}

static Symbol *var(Unit *u, const char *name)
{
    return find_nth(u, ND_DECL, name, 0)->sym;
}

static Symbol *func(Unit *u, const char *name)
{
    return find_nth(u, ND_FUNCDEF, name, 0)->sym;
}

static const Specialization *spec_with(Unit *u, Symbol *f, AddrSpace first_param)
{
    PtrVec *v = specializations_of(u, f);
    for (int i = 0; i < v->len; i++) {
        const Specialization *s = v->items[i];
        if (s->param_spaces[0] == first_param)
            return s;
    }
    return NULL;
}

#define KERNEL_HEAD                                                                  \
    "void run(float *data, int n)\n{\n"                                              \
    "    array_view<float, 1> v(n, data);\n"                                         \
    "    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {\n" \
    "        tile_static float t[8];\n"                                              \
    "        float mine[3];\n"                                                       \
    "        mine[0] = mine[1] = mine[2] = 1.0f;\n"                                  \
    "        t[idx.local[0]] = v[idx.global];\n"                                     \
    "        idx.barrier.wait();\n"
#define KERNEL_TAIL "    });\n}\n"

/* -------------------------------------------------------------- tests */

START_TEST(test_local_pointer_spaces)
{
    Unit *u = compile(KERNEL_HEAD
                      "        float *g = &v[idx.global];\n"
                      "        float *l = &t[1];\n"
                      "        float *p = mine;\n"
                      "        float *q = 0;\n"
                      "        float *moved = l + 2;\n"
                      "        float *cast = (float *)g;\n"
                      "        q = p;\n"
                      "        *g = *l + *p + *q + *moved + *cast;\n"
                      KERNEL_TAIL);
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "g"), NULL), AS_GLOBAL);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "l"), NULL), AS_LOCAL);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "p"), NULL), AS_PRIVATE);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "q"), NULL), AS_PRIVATE);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "moved"), NULL), AS_LOCAL);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "cast"), NULL), AS_GLOBAL);
    /* arrays answer where they live, which is what they decay to */
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "t"), NULL), AS_LOCAL);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "mine"), NULL), AS_PRIVATE);
    /* the expression form: `l + 2` */
    ck_assert_int_eq(addrspace_of_expr(u, find_nth(u, ND_DECL, "moved", 0)->init, NULL), AS_LOCAL);
}
END_TEST

START_TEST(test_one_copy_per_combination)
{
    Unit *u = compile("float sum3(const float *p) restrict(amp)\n{\n    return p[0] + p[1] + p[2];\n}\n"
                      KERNEL_HEAD
                      "        float a = sum3(&t[0]) + sum3(mine) + sum3(&v[idx.global]) + sum3(t);\n"
                      "        v[idx.global] = a;\n"
                      KERNEL_TAIL);
    ck_assert_int_eq(diag_error_count(), 0);
    Symbol *f = func(u, "sum3");
    ck_assert_int_eq(specializations_of(u, f)->len, 3);   /* t and &t[0] share one */
    const Specialization *l = spec_with(u, f, AS_LOCAL), *p = spec_with(u, f, AS_PRIVATE),
                         *g = spec_with(u, f, AS_GLOBAL);
    ck_assert_ptr_nonnull(l);
    ck_assert_ptr_nonnull(p);
    ck_assert_ptr_nonnull(g);
    ck_assert_str_eq(l->suffix, "__as_l");
    ck_assert_str_eq(p->suffix, "__as_p");
    ck_assert_str_eq(g->suffix, "__as_g");
    ck_assert_int_eq(l->id, 0);
    ck_assert_int_eq(p->id, 1);
    ck_assert_int_eq(g->id, 2);
    /* each call site knows its copy */
    ck_assert_ptr_eq(specialization_called(u, find_nth(u, ND_CALL, "sum3", 0), NULL), l);
    ck_assert_ptr_eq(specialization_called(u, find_nth(u, ND_CALL, "sum3", 1), NULL), p);
    ck_assert_ptr_eq(specialization_called(u, find_nth(u, ND_CALL, "sum3", 2), NULL), g);
    ck_assert_ptr_eq(specialization_called(u, find_nth(u, ND_CALL, "sum3", 3), NULL), l);
    /* within a copy, the parameter has the copy's space */
    Symbol *param = f->def->type->params[0].sym;
    ck_assert_int_eq(addrspace_of_symbol(u, param, g), AS_GLOBAL);
    ck_assert_int_eq(addrspace_of_symbol(u, param, l), AS_LOCAL);
}
END_TEST

START_TEST(test_transitive_copies)
{
    Unit *u = compile("float first(const float *p) restrict(amp) { return p[0]; }\n"
                      "float both(const float *p, const float *q) restrict(amp)\n"
                      "{\n    const float *r = q;\n    return first(p) + first(r);\n}\n"
                      KERNEL_HEAD
                      "        v[idx.global] = both(t, &v[0]);\n"
                      KERNEL_TAIL);
    ck_assert_int_eq(diag_error_count(), 0);
    Symbol *b = func(u, "both"), *f = func(u, "first");
    ck_assert_int_eq(specializations_of(u, b)->len, 1);
    const Specialization *bs = specializations_of(u, b)->items[0];
    ck_assert_int_eq(bs->param_spaces[0], AS_LOCAL);
    ck_assert_int_eq(bs->param_spaces[1], AS_GLOBAL);
    ck_assert_str_eq(bs->suffix, "__as_lg");
    /* the local r of that copy, and the copies of first() its calls use */
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "r"), bs), AS_GLOBAL);
    ck_assert_int_eq(specializations_of(u, f)->len, 2);
    const Specialization *c0 = specialization_called(u, find_nth(u, ND_CALL, "first", 0), bs);
    const Specialization *c1 = specialization_called(u, find_nth(u, ND_CALL, "first", 1), bs);
    ck_assert_ptr_nonnull(c0);
    ck_assert_ptr_nonnull(c1);
    ck_assert_int_eq(c0->param_spaces[0], AS_LOCAL);
    ck_assert_int_eq(c1->param_spaces[0], AS_GLOBAL);
    /* a call is looked up in the context it is emitted in */
    ck_assert_ptr_null(specialization_called(u, find_nth(u, ND_CALL, "first", 0), NULL));
}
END_TEST

START_TEST(test_functions_without_pointers_and_returns)
{
    Unit *u = compile("int twice(int x) restrict(amp) { return 2 * x; }\n"
                      "float *next(float *p) restrict(amp) { return p + 1; }\n"
                      "int unused(int *p) restrict(amp) { return *p; }\n"
                      KERNEL_HEAD
                      "        float *n1 = next(t);\n"
                      "        float *n2 = next(&v[idx.global]);\n"
                      "        *n1 = *n2 + (float)twice(3);\n"
                      KERNEL_TAIL);
    ck_assert_int_eq(diag_error_count(), 0);
    PtrVec *tw = specializations_of(u, func(u, "twice"));
    ck_assert_int_eq(tw->len, 1);
    ck_assert_str_eq(((Specialization *)tw->items[0])->suffix, "");
    ck_assert_int_eq(specializations_of(u, func(u, "unused"))->len, 0);
    Symbol *next = func(u, "next");
    ck_assert_int_eq(spec_with(u, next, AS_LOCAL)->return_space, AS_LOCAL);
    ck_assert_int_eq(spec_with(u, next, AS_GLOBAL)->return_space, AS_GLOBAL);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "n1"), NULL), AS_LOCAL);
    ck_assert_int_eq(addrspace_of_symbol(u, var(u, "n2"), NULL), AS_GLOBAL);
}
END_TEST

START_TEST(test_mixed_spaces_are_errors)
{
    compile(KERNEL_HEAD
            "        float *p = &t[0];\n"
            "        if (n > 2) p = &v[idx.global];\n"
            "        *p = 0.0f;\n"
            KERNEL_TAIL);
    ck_assert_int_eq(diag_error_count(), 1);
}
END_TEST

START_TEST(test_mixed_only_in_one_copy)
{
    compile("void two(float *a, float *b) restrict(amp) { float *p = a; p = b; *p = 0.0f; }\n"
            KERNEL_HEAD
            "        two(t, t);\n"
            "        two(mine, mine);\n"
            "        two(t, mine);\n"
            "        two(mine, t);\n"     /* the same error: reported once */
            KERNEL_TAIL);
    ck_assert_int_eq(diag_error_count(), 1);
}
END_TEST

START_TEST(test_qualifiers)
{
    ck_assert_str_eq(addrspace_qualifier(AS_GLOBAL), "__global");
    ck_assert_str_eq(addrspace_qualifier(AS_LOCAL), "__local");
    ck_assert_str_eq(addrspace_qualifier(AS_PRIVATE), "__private");
    ck_assert_str_eq(addrspace_qualifier(AS_UNKNOWN), "");
    ck_assert_str_eq(addrspace_description(AS_LOCAL), "tile_static memory");
}
END_TEST

static Suite *addrspace_suite(void)
{
    Suite *s = suite_create("addrspace");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_local_pointer_spaces);
    tcase_add_test(tc, test_one_copy_per_combination);
    tcase_add_test(tc, test_transitive_copies);
    tcase_add_test(tc, test_functions_without_pointers_and_returns);
    tcase_add_test(tc, test_mixed_spaces_are_errors);
    tcase_add_test(tc, test_mixed_only_in_one_copy);
    tcase_add_test(tc, test_qualifiers);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return unit_run(addrspace_suite(), CK_FORK_GETENV);
}
