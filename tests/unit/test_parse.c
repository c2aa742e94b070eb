/* test_parse.c - parse shapes: AMP constructs, C and GNU C, scopes, ranges,
 * syntax errors and recovery. */
#include <check.h>
#include "unit_run.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"

static const char *source;

static Unit *parse(const char *src)
{
    DiagOptions opts = {.color = COLOR_NEVER, .error_limit = 0};
    diag_init(&opts);
    source = src;
    return parse_unit(src, (int)strlen(src), "t.c");
}

static char *dump(Node *n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    dump_ast(n, f);
    fclose(f);
    return buf;
}

/* The source text of a node's byte range. */
static char *text_of(int begin, int end)
{
    return arena_strndup(compiler_arena, source + begin, (size_t)(end - begin));
}

static Node *item(Node *n, int i)
{
    ck_assert_int_lt(i, n->items.len);
    return n->items.items[i];
}

/* The i-th item of the body of the last function definition. */
static Node *body_item(Unit *u, int i)
{
    Node *f = item(u->tu, u->tu->items.len - 1);
    ck_assert_int_eq(f->kind, ND_FUNCDEF);
    return item(f->body, i);
}

START_TEST(test_array_view_constructor_declaration)
{
    Unit *u = parse("void f(int *data) { array_view<int, 2> v(4, 6, data); }");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *d = body_item(u, 0);
    ck_assert_int_eq(d->kind, ND_DECL);
    ck_assert(d->has_ctor_args);
    ck_assert_int_eq(d->args.len, 3);
    ck_assert_int_eq(d->type->kind, TY_ARRAY_VIEW);
    ck_assert_int_eq(d->type->rank, 2);
    ck_assert_int_eq(d->type->base->kind, TY_INT);
    Node *data = d->args.items[2];
    ck_assert_int_eq(data->kind, ND_IDENT);
    ck_assert_ptr_nonnull(data->sym);
    ck_assert(data->sym->is_param);
    ck_assert(u->uses_amp);
    ck_assert_int_eq(u->amp_type_uses.len, 1);
    AmpTypeUse *use = u->amp_type_uses.items[0];
    ck_assert_str_eq(text_of(use->begin, use->end), "array_view<int, 2>");
    ck_assert(!use->in_amp_code);
    ck_assert_str_eq(type_to_string(d->type), "array_view<int, 2>");
}
END_TEST

START_TEST(test_element_types)
{
    Unit *u = parse("typedef struct { float x, y; } Pt;\n"
                    "void f(Pt *p, const float *q) { array_view<const float, 1> a(8, q); array_view<Pt, 1> b(8, p);\n"
                    "  array<float, 2> c(4, 4); array_view<int, 2> w = a; }");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *a = body_item(u, 0), *b = body_item(u, 1), *c = body_item(u, 2), *w = body_item(u, 3);
    ck_assert(a->type->base->quals & Q_CONST);
    ck_assert_int_eq(a->type->base->kind, TY_FLOAT);
    ck_assert_str_eq(b->type->base->typedef_name, "Pt");
    ck_assert_int_eq(b->type->base->kind, TY_STRUCT);
    ck_assert_int_eq(c->type->kind, TY_AMP_ARRAY);
    ck_assert(!w->has_ctor_args);
    ck_assert_int_eq(w->init->kind, ND_IDENT);
}
END_TEST

START_TEST(test_extent_index_and_value_forms)
{
    Unit *u = parse("void f(void) { extent<2> e(8, 9); index<2> i(1, 2); e = extent<2>(3, 4); }");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *e = body_item(u, 0), *i = body_item(u, 1), *s = body_item(u, 2);
    ck_assert_int_eq(e->type->kind, TY_EXTENT);
    ck_assert(e->has_ctor_args);
    ck_assert_int_eq(i->type->kind, TY_INDEX);
    ck_assert_int_eq(i->type->rank, 2);
    Node *value = s->lhs->rhs;
    ck_assert_int_eq(value->kind, ND_AMP_VALUE);
    ck_assert_int_eq(value->cast_type->kind, TY_EXTENT);
    ck_assert_int_eq(value->args.len, 2);
    ck_assert_str_eq(text_of(value->begin, value->end), "extent<2>(3, 4)");
    ck_assert_int_eq(u->amp_type_uses.len, 3);
    AmpTypeUse *use = u->amp_type_uses.items[2];
    ck_assert_str_eq(text_of(use->begin, use->end), "extent<2>");
}
END_TEST

START_TEST(test_amp_type_uses_in_source_order)
{
    Unit *u = parse("void f(void) { extent<2> e = extent<2>(extent<1>(3)[0], 4); }");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(u->amp_type_uses.len, 3);
    int last = -1;
    for (int i = 0; i < u->amp_type_uses.len; i++) {
        AmpTypeUse *use = u->amp_type_uses.items[i];
        ck_assert_int_gt(use->begin, last);
        last = use->begin;
    }
    AmpTypeUse *inner = u->amp_type_uses.items[2];
    ck_assert_str_eq(text_of(inner->begin, inner->end), "extent<1>");
}
END_TEST

START_TEST(test_amp_code_types)
{
    Unit *u = parse("extent<1> ext(array_view<int, 1> v) restrict(amp);\n"
                    "index<1> first(extent<1> e) restrict(cpu, amp);\n"
                    "int body(int n) restrict(amp) { index<1> i(n); return i[0]; }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(u->amp_type_uses.len, 5);
    /* prototypes stay in the host C (types rewritten); the definition's body is amp code */
    bool want[] = {false, false, false, false, true};
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(((AmpTypeUse *)u->amp_type_uses.items[i])->in_amp_code, want[i]);
}
END_TEST

START_TEST(test_tile_expressions)
{
    Unit *u = parse("enum { E = 4 };\nstatic const int T = 8;\n"
                    "void f(tiled_extent<T, E, 2> te) { }");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *f = item(u->tu, u->tu->items.len - 1);
    Type *t = f->type->params[0].type;
    ck_assert_int_eq(t->kind, TY_TILED_EXTENT);
    ck_assert_int_eq(t->rank, 3);
    ck_assert_int_eq(t->tile_exprs[0]->kind, ND_IDENT);
    ck_assert_int_eq(t->tile[1], 4);  /* enum constants fold in the parser */
    ck_assert_int_eq(t->tile[2], 2);
}
END_TEST

START_TEST(test_call_syntax_on_views)
{
    Unit *u = parse("void f(int *d) { array_view<int, 2> v(2, 2, d); v(1, 0) = v[1][1]; }");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *assign = body_item(u, 1)->lhs;
    ck_assert_int_eq(assign->lhs->kind, ND_CALL);
    ck_assert_int_eq(assign->lhs->args.len, 2);
    ck_assert_int_eq(assign->rhs->kind, ND_INDEX);
}
END_TEST

START_TEST(test_restriction_specifiers)
{
    Unit *u = parse("int f(int x) restrict(amp);\n"
                    "int f(int x) restrict(amp) { return x; }\n"
                    "int g(int x) restrict(cpu, amp) { return x; }\n"
                    "int h(int x) restrict(amp, cpu);\n"
                    "int k(int *restrict p);\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *decl = item(u->tu, 0), *def = item(u->tu, 1), *g = item(u->tu, 2), *h = item(u->tu, 3), *k = item(u->tu, 4);
    ck_assert_int_eq(decl->restrict_mask, RESTRICT_AMP);
    ck_assert_int_eq(def->kind, ND_FUNCDEF);
    ck_assert_int_eq(def->restrict_mask, RESTRICT_AMP);
    ck_assert_ptr_eq(decl->sym, def->sym); /* one Symbol for declaration and definition */
    ck_assert_ptr_eq(def->sym->def, def);
    ck_assert_int_eq(def->sym->restrict_mask, RESTRICT_AMP);
    ck_assert_int_eq(def->type->restrict_mask, RESTRICT_AMP);
    ck_assert_int_eq(g->restrict_mask, RESTRICT_CPU | RESTRICT_AMP);
    ck_assert_int_eq(h->restrict_mask, RESTRICT_CPU | RESTRICT_AMP);
    ck_assert_int_eq(k->restrict_mask, 0);
    ck_assert_int_eq(k->sym->restrict_mask, RESTRICT_CPU);
    ck_assert(k->type->params[0].type->quals & Q_RESTRICT);
}
END_TEST

START_TEST(test_bad_restrictions)
{
    parse("int f(void) restrict(gpu);\nint g(void) restrict(amp, amp);\nint h(void) restrict(cpu);\n");
    ck_assert_int_eq(diag_error_count(), 2);
}
END_TEST

START_TEST(test_kernel_block)
{
    Unit *u = parse("void f(int *d, int n) {\n"
                    "  array_view<int, 2> v(4, 4, d); int a = 1;\n"
                    "  parallel_for_each(v.extent.tile<2, 2>(), [=, &a](tiled_index<2, 2> t) restrict(amp) {\n"
                    "    tile_static int s[2][2];\n"
                    "    s[t.local[0]][t.local[1]] = v[t.global];\n"
                    "    t.barrier.wait();\n"
                    "  });\n"
                    "}\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *pfe = body_item(u, 2)->lhs;
    ck_assert_int_eq(pfe->kind, ND_PFE);
    Node *domain = pfe->lhs;
    ck_assert_int_eq(domain->kind, ND_CALL);
    ck_assert_int_eq(domain->lhs->kind, ND_MEMBER);
    ck_assert_str_eq(domain->lhs->name, "tile");
    ck_assert_int_eq(domain->lhs->targs->len, 2);
    ck_assert_str_eq(text_of(domain->lhs->targs_begin, domain->lhs->targs_begin + 1), "<");
    Node *k = pfe->rhs;
    ck_assert_int_eq(k->kind, ND_KERNEL);
    ck_assert_int_eq(k->restrict_mask, RESTRICT_AMP);
    ck_assert_int_eq(k->kblock->restrict_loc.line, 3);
    ck_assert_int_eq(k->kblock->restrict_loc.col, 73);
    ck_assert_int_eq(k->kblock->captures.len, 2);
    Capture *c0 = k->kblock->captures.items[0], *c1 = k->kblock->captures.items[1];
    ck_assert(c0->is_default && !c0->by_ref);
    ck_assert(c1->by_ref && !c1->is_default);
    ck_assert_str_eq(c1->name, "a");
    ck_assert_ptr_nonnull(c1->sym);
    ck_assert_int_eq(k->kblock->kparam.type->kind, TY_TILED_INDEX);
    ck_assert_int_eq(k->kblock->kparam.type->tile[1], 2);
    ck_assert_str_eq(k->kblock->kparam.name, "t");
    ck_assert_int_eq(u->kernels.len, 1);
    ck_assert_ptr_eq(u->kernels.items[0], k);
    ck_assert_int_eq(k->id, 0);
    Node *ts = item(k->body, 0);
    ck_assert(ts->sym->is_tile_static);
    /* the body's t is the kernel's parameter */
    Node *wait_call = item(k->body, 2)->lhs;
    Node *t_use = wait_call->lhs->lhs->lhs;
    ck_assert_int_eq(t_use->kind, ND_IDENT);
    ck_assert_ptr_eq(t_use->sym, k->kblock->kparam.sym);
    /* the kernel parameter's type is amp code; the view's is not */
    AmpTypeUse *view = u->amp_type_uses.items[0], *param = u->amp_type_uses.items[1];
    ck_assert(!view->in_amp_code);
    ck_assert(param->in_amp_code);
    ck_assert_str_eq(text_of(param->begin, param->end), "tiled_index<2, 2>");
}
END_TEST

START_TEST(test_kernels_numbered_in_source_order)
{
    Unit *u = parse("void f(int n) {\n"
                    "  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) { });\n"
                    "  parallel_for_each(extent<1>(n), [](index<1> i) restrict(amp) { });\n}\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert_int_eq(u->kernels.len, 2);
    ck_assert_int_eq(((Node *)u->kernels.items[1])->id, 1);
    ck_assert_int_eq(((Node *)u->kernels.items[1])->loc.line, 3);
    ck_assert_int_eq(((Node *)u->kernels.items[1])->kblock->captures.len, 0);
}
END_TEST

START_TEST(test_stray_kernel_block)
{
    Unit *u = parse("void g(void *);\nvoid f(int n) {\n  g([=](index<1> i) restrict(amp) { });\n  int ok = 1;\n}\n");
    ck_assert_int_eq(diag_error_count(), 1);
    ck_assert_int_eq(u->kernels.len, 0);
    parse("void f(int n) { parallel_for_each(extent<1>(n), n); }");
    ck_assert_int_eq(diag_error_count(), 1);
}
END_TEST

START_TEST(test_contextual_names_stay_c)
{
    Unit *u = parse("char *index(const char *s, int c);\n"
                    "int f(const char *s, int n) { int array[3]; int index = 0; int extent = 2;\n"
                    "  if (index < n && extent > 1) array[index] = 1;\n"
                    "  return index < n; }\n"
                    "char *g(const char *s) { return index(s, 'c'); }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    ck_assert(!u->uses_amp);
    ck_assert_int_eq(u->amp_type_uses.len, 0);
}
END_TEST

START_TEST(test_typedef_shadowing)
{
    Unit *u = parse("typedef int T;\n"
                    "int f(void) { T a = 1; { int T = 2; T++; a += T; } T b = a; return b; }\n"
                    "int g(int T) { return T * 2; }\n"
                    "struct s { T T; } x;\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *f = item(u->tu, 1);
    Node *inner = item(f->body, 1);
    Node *inc = item(inner, 1)->lhs;
    ck_assert_int_eq(inc->lhs->kind, ND_IDENT);
    ck_assert_int_eq(inc->lhs->sym->kind, SYM_VAR);
    Node *b = item(f->body, 2);
    ck_assert_str_eq(b->type->typedef_name, "T");
    Node *g = item(u->tu, 2);
    Node *use = item(g->body, 0)->lhs->lhs;
    ck_assert(use->sym->is_param);
}
END_TEST

START_TEST(test_prototype_scope)
{
    /* a parameter is in scope for the later ones, and only until the ')' */
    Unit *u = parse("int n;\ntypedef int T;\n"
                    "void f(int n, int (*a)[n], int T, int b[T]);\n"
                    "T after;\n"
                    "void g(int n, int (*a)[n]) { a[0][0] = n; }\n");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *global = item(u->tu, 0), *f = item(u->tu, 2), *g = item(u->tu, 4);
    Node *len = f->type->params[1].type->base->array_len_expr;
    ck_assert_ptr_nonnull(len);
    ck_assert_int_eq(len->kind, ND_IDENT);
    ck_assert_ptr_nonnull(len->sym);
    ck_assert(len->sym->is_param);
    ck_assert_ptr_ne(len->sym, global->sym);
    ck_assert_int_eq(item(u->tu, 3)->type->kind, TY_INT); /* T is a type again */
    Node *use = item(g->body, 0)->lhs->rhs;
    ck_assert_ptr_eq(use->sym, g->type->params[0].sym);
    ck_assert_ptr_eq(g->type->params[1].type->base->array_len_expr->sym, g->type->params[0].sym);
}
END_TEST

START_TEST(test_undeclared_names_left_for_sema)
{
    Unit *u = parse("int f(void) { return missing + 1; }");
    ck_assert_int_eq(diag_error_count(), 0);
    Node *ret = body_item(u, 0);
    ck_assert_ptr_null(ret->lhs->lhs->sym);
}
END_TEST

START_TEST(test_ranges)
{
    Unit *u = parse("int f(int q) {\n  int x = (q + 2) * 3;\n  return x;\n}\n");
    Node *f = item(u->tu, 0);
    ck_assert_str_eq(text_of(f->begin, f->end), "int f(int q) {\n  int x = (q + 2) * 3;\n  return x;\n}");
    Node *x = item(f->body, 0);
    ck_assert_str_eq(text_of(x->begin, x->end), "x = (q + 2) * 3");
    ck_assert_int_eq(x->loc.line, 2);
    ck_assert_int_eq(x->loc.col, 7);
    Node *mul = x->init;
    ck_assert_str_eq(text_of(mul->begin, mul->end), "(q + 2) * 3");
    ck_assert_int_eq(mul->loc.col, 19); /* the operator */
    Node *ret = item(f->body, 1);
    ck_assert_str_eq(text_of(ret->begin, ret->end), "return x;");
}
END_TEST

START_TEST(test_gnu_c)
{
    parse("typedef __builtin_va_list va;\n"
          "struct __attribute__((packed)) P { char c; int i; };\n"
          "_Static_assert(sizeof(struct P) == 5, \"packed\");\n"
          "struct B { unsigned a : 3, b : 5; unsigned long c; };\n"
          "_Static_assert(sizeof(struct B) == 16, \"bit-fields\");\n"
          "extern int fx(int) __asm__(\"fx64\") __attribute__((nothrow));\n"
          "_Alignas(16) static char buf[32];\n"
          "static __thread int tls;\n"
          "int f(int n, ...) {\n"
          "  __label__ out;\n"
          "  __builtin_va_list ap; __builtin_va_start(ap, n); int v = __builtin_va_arg(ap, int);\n"
          "  __auto_type y = ({ int t = n; t * 2; });\n"
          "  __typeof__(y) z = y ?: 1;\n"
          "  __int128 big = 0; _Float128 q = 0; _Complex double cd = 0; __real__ cd = 1;\n"
          "  int arr[] = { [0] = 1, [2 ... 4] = 2 };\n"
          "  struct B b = { .a = 1, .c = 2 };\n"
          "  int *cl = (int[]){ 1, 2, 3 };\n"
          "  void *lab = &&out; goto *lab;\n"
          "  switch (n) { case 1 ... 3: break; default: break; }\n"
          "  int g = _Generic(n, int: 1, default: 0);\n"
          "  long off = __builtin_offsetof(struct B, c);\n"
          "  int tc = __builtin_types_compatible_p(int, unsigned);\n"
          "  __asm__ __volatile__(\"\" ::: \"memory\");\n"
          "  _Atomic int at = 0; _Atomic(long) at2 = 0;\n"
          " out:\n"
          "  return v + (int)z + g + (int)off + tc + arr[0] + b.a + cl[0] + (int)big + (int)q + at + (int)at2 + tls + buf[0];\n"
          "}\n");
    ck_assert_int_eq(diag_error_count(), 0);
}
END_TEST

START_TEST(test_layout)
{
    Unit *u = parse("struct A { char c; double d; short s; };\n"
                    "struct __attribute__((packed)) P { char c; int i; };\n"
                    "struct B { unsigned a : 3, b : 30; char z; };\n"
                    "union U { char c[5]; int i; };\n");
    Type *a = item(u->tu, 0)->type, *p = item(u->tu, 1)->type, *b = item(u->tu, 2)->type, *un = item(u->tu, 3)->type;
    ck_assert_int_eq(a->tag->size, 24);
    ck_assert_int_eq(a->tag->align, 8);
    ck_assert_int_eq(a->tag->members->next->offset, 8);
    ck_assert_int_eq(p->tag->size, 5);
    ck_assert_int_eq(b->tag->size, 12);
    ck_assert_int_eq(b->tag->members->next->next->offset, 8);
    ck_assert_int_eq(un->tag->size, 8);
}
END_TEST

/* The size and alignment of tag i and the offset of its last member. */
static void check_tag_layout(Unit *u, int i, long size, int align, long last_offset)
{
    Tag *tag = item(u->tu, i)->type->tag;
    Member *m = tag->members;
    while (m->next)
        m = m->next;
    ck_assert_int_eq(tag->size, size);
    ck_assert_int_eq(tag->align, align);
    ck_assert_int_eq(m->offset, last_offset);
}

/* #pragma pack and the packed/aligned attributes lay structs out as gcc does
 * (issue 10 defect 10). The numbers are gcc 12's on x86-64, printed with
 * sizeof, _Alignof and offsetof for the same declarations. */
START_TEST(test_layout_pragmas_and_attributes)
{
    Unit *u = parse("#pragma pack(2)\n"
                    "struct A { int a; float b; };\n"
                    "#pragma pack()\n"
                    "#pragma pack(push, 4)\n"
                    "struct B { int a; double d; };\n"
                    "#pragma pack(push)\n"
                    "#pragma pack(1)\n"
                    "struct C { char c; double d; };\n"
                    "#pragma pack(pop)\n"
                    "struct D { char c; double d; };\n"
                    "#pragma pack(pop)\n"
                    "struct E { char c; double d; };\n"
                    "#pragma pack(2)\n"
                    "struct F { char c; double d __attribute__((aligned(8))); };\n"
                    "#pragma pack()\n"
                    "struct __attribute__((packed, aligned(4))) G { char c; int i; short s; };\n"
                    "struct H { char c; int i __attribute__((packed)); };\n"
                    "struct I { char c; _Alignas(8) int i; };\n"
                    "struct __attribute__((packed)) J { char c; int i __attribute__((aligned(4))); };\n"
                    "struct K { char c; struct D inner; };\n"
                    "struct L { char c; int i; } __attribute__((__aligned__(16)));\n");
    ck_assert_int_eq(diag_error_count(), 0);
    check_tag_layout(u, 0, 8, 2, 4);    /* A */
    check_tag_layout(u, 1, 12, 4, 4);   /* B */
    check_tag_layout(u, 2, 9, 1, 1);    /* C */
    check_tag_layout(u, 3, 12, 4, 4);   /* D */
    check_tag_layout(u, 4, 16, 8, 8);   /* E */
    check_tag_layout(u, 5, 10, 2, 2);   /* F: the pragma caps aligned(8) */
    check_tag_layout(u, 6, 8, 4, 5);    /* G */
    check_tag_layout(u, 7, 5, 1, 1);    /* H */
    check_tag_layout(u, 8, 16, 8, 8);   /* I */
    check_tag_layout(u, 9, 8, 4, 4);    /* J */
    check_tag_layout(u, 10, 16, 4, 4);  /* K */
    check_tag_layout(u, 11, 16, 16, 4); /* L */
}
END_TEST

START_TEST(test_syntax_errors_recover)
{
    /* five independent errors and the rest of the file still parses; q's
     * skip for ')' passes its if's block, so its body is missing before the
     * function's '}': six errors, as gcc gives */
    Unit *u = parse("int f(int x) {\n  x = 1\n}\n"
                    "int g(void) { return 1 + ; }\n"
                    "int h(void) { int a = 2; a = a * ; return a; }\n"
                    "int p(int x, ) { return x; }\n"
                    "int q(void) { if (1 { return 2; } return 3; }\n"
                    "int ok(void) { return 4; }\n");
    ck_assert_int_eq(diag_error_count(), 6);
    Node *last = item(u->tu, u->tu->items.len - 1);
    ck_assert_int_eq(last->kind, ND_FUNCDEF);
    ck_assert_str_eq(last->name, "ok");
}
END_TEST

START_TEST(test_dump)
{
    Unit *u = parse("int f(int *d) { parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) { d[i[0]] = 0; }); return 0; }");
    char *out = dump(u->tu);
    ck_assert_ptr_nonnull(strstr(out, "PFE"));
    ck_assert_ptr_nonnull(strstr(out, "AMP_VALUE (extent<1>)"));
    ck_assert_ptr_nonnull(strstr(out, "KERNEL restrict(amp) #0"));
    ck_assert_ptr_nonnull(strstr(out, "param i : index<1>"));
    free(out);
}
END_TEST

int main(void)
{
    compiler_arena = arena_new();
    Suite *s = suite_create("parse");
    TCase *tc = tcase_create("parse");
    tcase_add_test(tc, test_array_view_constructor_declaration);
    tcase_add_test(tc, test_element_types);
    tcase_add_test(tc, test_extent_index_and_value_forms);
    tcase_add_test(tc, test_amp_type_uses_in_source_order);
    tcase_add_test(tc, test_amp_code_types);
    tcase_add_test(tc, test_tile_expressions);
    tcase_add_test(tc, test_call_syntax_on_views);
    tcase_add_test(tc, test_restriction_specifiers);
    tcase_add_test(tc, test_bad_restrictions);
    tcase_add_test(tc, test_kernel_block);
    tcase_add_test(tc, test_kernels_numbered_in_source_order);
    tcase_add_test(tc, test_stray_kernel_block);
    tcase_add_test(tc, test_contextual_names_stay_c);
    tcase_add_test(tc, test_typedef_shadowing);
    tcase_add_test(tc, test_prototype_scope);
    tcase_add_test(tc, test_undeclared_names_left_for_sema);
    tcase_add_test(tc, test_ranges);
    tcase_add_test(tc, test_gnu_c);
    tcase_add_test(tc, test_layout);
    tcase_add_test(tc, test_layout_pragmas_and_attributes);
    tcase_add_test(tc, test_syntax_errors_recover);
    tcase_add_test(tc, test_dump);
    suite_add_tcase(s, tc);
    return unit_run(s, CK_NOFORK);
}
