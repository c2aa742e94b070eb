/* sema_members.c - the members, subscripts and built-in calls of AMP values
 * (LANGUAGE.md sections 4 and 7; docs/rules.md): `.extent`, `.global`,
 * `.barrier`, `e.tile<...>()`, `v[idx]`, `v[i]` projections, `v(i, j)`,
 * `.section(...)`, the atomics, fences and math built-ins. Each is a row of
 * src/ampops.def: these resolve a use to its row once (Node.ampop) and check
 * it by the row's columns (where it is allowed, CHECK, SIG). sema_expr.c calls
 * them once it has typed the object; each returns the result's type, or
 * TY_UNKNOWN after one diagnostic.
 */
#include <stdio.h>
#include <string.h>

#include "library.h"
#include "sema_internal.h"
#include "library.h"

static bool is_ptr(const Type *t) { return t && t->kind == TY_PTR; }
/* ------------------------------------------------------------ AMP members */


/* Object type of a member access: `a->extent` on an `array<T,N> *`. */
Type *member_object_type(Node *n, Type *t)
{
    if (n->is_arrow) {
        t = decay(t);
        return is_ptr(t) && t->base ? t->base : ty_unknown;
    }
    return t;
}

/* May code of restriction `c->mask` use `op`? Code compiled for cpu and amp
 * may use only what both allow. Says why not, once, at `at`. */
static bool check_where(Ctx *c, SrcLoc at, AmpOp op)
{
    const AmpOpInfo *r = ampop_info(op);
    const char *parens = ampop_parens(op);
    if (ctx_amp(c) && !(r->where & RESTRICT_AMP)) {
        error_at(at, "'%s%s' can only be called from cpu code, not from amp code", r->name, parens);
        return false;
    }
    if (ctx_cpu(c) && !(r->where & RESTRICT_CPU)) {
        error_at(at, "'%s%s' can only be used in amp code (a kernel or a restrict(amp) function), not in "
                 "%s", r->name, parens, ctx_amp(c) ? "restrict(cpu, amp) code, which is cpu code too" : "cpu code");
        return false;
    }
    return true;
}

/* The type of data member `op` of `obj`. */
static Type *member_type(Ctx *c, AmpOp op, Type *obj)
{
    switch (ampop_info(op)->check) {
    case CK_EXTENT: return sema_rank_type(c, TY_EXTENT, obj->rank);
    case CK_INDEX: return sema_rank_type(c, TY_INDEX, obj->rank);
    case CK_BARRIER: return ty_barrier;
    case CK_RANK: return ty_int;
    case CK_ACC_VIEW: return library_view_type();
    default: return ty_unknown;
    }
}

/* `.barrier`, `.global`, ... of an index<N>: the members a tiled_index has. */
static void index_member_error(Node *n, Type *obj, const char *name)
{
    if (ampop_member(TY_TILED_INDEX, name) == AMP_TIDX_BARRIER)
        error_at(n->loc, "'barrier' exists only on a tiled_index: barriers can only be used in tiled "
                 "kernels; tile the domain with .tile<...>() and take a tiled_index parameter");
    else
        error_at(n->loc, "'%s' is a member of tiled_index, not of '%s'; an index parameter of a "
                 "non-tiled kernel already is the global index", name, type_to_string(obj));
}

/* For "did you mean": the name of the ops table's rows of that form on `on`
 * closest to a misspelt `name`, or NULL. */
static const char *closest_row_name(AmpForm form, TypeKind on, const char *name)
{
    const char *names[AMP_OP_COUNT];
    int n = 0;
    for (int op = AMP_NONE + 1; op < AMP_OP_COUNT; op++)
        if (ampop_info(op)->form == form && ampop_info(op)->on == on)
            names[n++] = ampop_info(op)->name;
    return diag_closest_name(name, names, n);
}

/* The member name at `at` (the caret of a member expression) as a location
 * of its own: what a "did you mean" fix-it replaces. */
static SrcLoc member_name_loc(SrcLoc at, const char *name)
{
    at.range_begin = at.col;
    at.range_end = at.col + (int)strlen(name);
    return at;
}

/* "no member named 'extnt' in 'extent<1>'", with gcc's "; did you mean
 * 'extent'?" and fix-it when a row of the ops table is close. */
static void report_no_member(Node *n, const char *what, const char *name, Type *obj, AmpForm form)
{
    const char *close = closest_row_name(form, obj->kind, name);
    if (close)
        diag_report_rich(DIAG_ERROR, member_name_loc(n->loc, name), NULL, 0, close,
                         "%s '%s' in '%s'; did you mean '%s'?", what, name, type_to_string(obj), close);
    else
        error_at(n->loc, "%s '%s' in '%s'", what, name, type_to_string(obj));
}

/* `.extent`, `.global`, `.barrier`, ...: data members of AMP values. */
Type *amp_data_member(Ctx *c, Node *n, Type *obj)
{
    const char *name = n->name ? n->name : "";
    AmpOp op = ampop_member(obj->kind, name);
    if (op) {
        n->ampop = op;
        return check_where(c, n->loc, op) ? member_type(c, op, obj) : ty_unknown;
    }
    if (obj->kind == TY_INDEX && ampop_is_tiled_index_member(name))
        index_member_error(n, obj, name);
    else if (ampop_is_method_name(name))
        error_at(n->loc, "'%s' is a member function of '%s'; call it: .%s(...)", name, type_to_string(obj), name);
    else
        report_no_member(n, "no member named", name, obj, AF_MEMBER);
    return ty_unknown;
}

static const char *expr_name(Node *n)
{
    while (n && (n->kind == ND_MEMBER || n->kind == ND_INDEX || n->kind == ND_UNARY))
        n = n->lhs;
    return n && n->kind == ND_IDENT && n->name ? n->name : "the array";
}

/* May cpu code touch the elements of this array? Those of a staging array
 * (LANGUAGE.md section 10) yes; of an array declared in sight, not staging,
 * no; of one reached through a pointer the runtime decides. */
static bool host_may_touch(Node *array_expr)
{
    Node *n = array_expr;
    while (n && (n->kind == ND_INDEX || (n->kind == ND_MEMBER && !n->is_arrow)))
        n = n->lhs;
    if (!n || n->kind != ND_IDENT || !n->sym || !n->sym->type || n->sym->type->kind != TY_AMP_ARRAY)
        return true;
    return n->sym->is_staging;
}

static void check_host_array_element(Ctx *c, Node *n, Node *array_expr, Type *t)
{
    if (t->kind == TY_AMP_ARRAY && !ctx_amp(c) && !host_may_touch(array_expr)) {
        const char *name = expr_name(array_expr);
        error_at(n->loc, "elements of array '%s' cannot be accessed by cpu code; copy them to host memory "
                 "with %s.copy_to(...) or read them through an array_view of it", name, name);
    }
}

/* The element-access row for a view or an array: `of_view` is the view's row,
 * whose array twin follows the view rows in the same order in ampops.def. */
static AmpOp access_op(const Type *obj, AmpOp of_view)
{
    return obj->kind == TY_AMP_ARRAY ? of_view + (AMP_ARRAY_AT_INDEX - AMP_VIEW_AT_INDEX) : of_view;
}

static AmpOp coord_op(const Type *obj)
{
    return obj->kind == TY_EXTENT ? AMP_EXTENT_AT : obj->kind == TY_INDEX ? AMP_INDEX_AT : AMP_TEXTENT_AT;
}

/* v[idx], v[i] (projection for rank > 1), e[i], i[k]. */
Type *amp_subscript(Ctx *c, Node *n, Type *obj, Type *sub)
{
    if (obj->kind == TY_EXTENT || obj->kind == TY_INDEX || obj->kind == TY_TILED_EXTENT) {
        if (!type_is_integer(sub)) {
            error_at(n->loc, "subscript of '%s' must be an integer, not '%s'", type_to_string(obj),
                     type_to_string(sub));
            return ty_unknown;
        }
        n->ampop = coord_op(obj);
        return ty_int;
    }
    if (obj->kind != TY_ARRAY_VIEW && obj->kind != TY_AMP_ARRAY) {
        error_at(n->loc, "'%s' cannot be subscripted", type_to_string(obj));
        return ty_unknown;
    }
    Type *elem = obj->base ? obj->base : ty_unknown;
    if (sub->kind == TY_INDEX || obj->rank <= 1)   /* an element, not a projection (a view) */
        check_host_array_element(c, n, n->lhs, obj);
    if (sub->kind == TY_INDEX) {
        if (sub->rank != obj->rank) {
            error_at(n->loc, "'%s' is indexed with '%s'; the ranks must match", type_to_string(obj),
                     type_to_string(sub));
            return ty_unknown;
        }
        n->ampop = access_op(obj, AMP_VIEW_AT_INDEX);
        return elem;
    }
    if (!type_is_integer(sub)) {
        error_at(n->loc, "subscript of '%s' must be an index<%d> or an integer, not '%s'", type_to_string(obj),
                 obj->rank, type_to_string(sub));
        return ty_unknown;
    }
    n->ampop = access_op(obj, obj->rank <= 1 ? AMP_VIEW_AT_INT : AMP_VIEW_PROJECT);
    if (obj->rank <= 1)
        return elem;
    return amp_type(TY_ARRAY_VIEW, elem, obj->rank - 1);
}

static Node *arg(Node *call, int i)
{
    return i < call->args.len ? call->args.items[i] : NULL;
}

static bool check_arity(Node *call, const char *what, int want)
{
    if (call->args.len == want)
        return true;
    error_at(call->loc, "%s takes %d argument%s, but %d %s given", what, want, want == 1 ? "" : "s",
             call->args.len, call->args.len == 1 ? "was" : "were");
    return false;
}

static bool arg_is(Node *call, int i, TypeKind kind, int rank, const char *what, const char *want)
{
    Node *a = arg(call, i);
    Type *t = a ? a->type : NULL;
    if (type_is_silent(t))
        return false;
    if (t->kind == kind && (rank == 0 || t->rank == rank))
        return true;
    error_at(a->loc, "%s expects %s, not '%s'", what, want, type_to_string(t));
    return false;
}

static Type *method_tile(Ctx *c, Node *call, Node *member, Type *obj)
{
    int tiles[3] = {0}, count = 0;
    PtrVec none = {0};
    if (!tile_sizes_of_targs(member->targs ? member->targs : &none, member->loc, tiles, &count))
        return ty_unknown;
    if (count != obj->rank) {
        error_at(member->loc, ".tile<...>() of '%s' needs %d tile size%s, one per dimension, but %d %s given",
                 type_to_string(obj), obj->rank, obj->rank == 1 ? "" : "s", count, count == 1 ? "was" : "were");
        return ty_unknown;
    }
    return sema_tiled_extent(c, tiles, count);
}

static const char *method_target(Type *obj)
{
    switch (obj->kind) {
    case TY_EXTENT: return "an extent";
    case TY_TILED_EXTENT: return "a tiled_extent";
    case TY_ARRAY_VIEW: return "an array_view";
    case TY_AMP_ARRAY: return "an array";
    case TY_TILE_BARRIER: return "a tile barrier";
    default: return "this value";
    }
}

/* `src.copy_to(dst)` to an array or array_view: ranks are static, so a
 * mismatch is found here (the extents are compared at run time); so is an
 * element type that differs. A host pointer takes any data. */
static bool check_copy_to_target(Node *call, Type *src)
{
    Node *arg = call->args.items[0];
    Type *dst = arg && arg->type ? arg->type : ty_unknown;
    if (dst->kind == TY_PTR && dst->base && dst->base->kind == TY_AMP_ARRAY)
        dst = dst->base;
    if (dst->kind != TY_AMP_ARRAY && dst->kind != TY_ARRAY_VIEW)
        return true;
    if (dst->rank != src->rank) {
        error_at(arg->loc, "copy_to from '%s' to '%s': the ranks differ (%d and %d); copy_to needs a "
                 "destination of the same rank and extent", type_to_string(src), type_to_string(dst), src->rank,
                 dst->rank);
        return false;
    }
    Type *se = src->base, *de = dst->base;
    if (se && de && !type_is_silent(se) && !type_is_silent(de) && !type_equal(se, de)) {
        error_at(arg->loc, "copy_to from '%s' to '%s': the element types differ", type_to_string(src),
                 type_to_string(dst));
        return false;
    }
    return true;
}

static Type *checked_section(Node *call, const char *what, Type *obj)
{
    if (!check_arity(call, what, 2))
        return ty_unknown;
    char want_i[32], want_e[32];
    snprintf(want_i, sizeof want_i, "an index<%d> origin", obj->rank);
    snprintf(want_e, sizeof want_e, "an extent<%d>", obj->rank);
    arg_is(call, 0, TY_INDEX, obj->rank, what, want_i);
    arg_is(call, 1, TY_EXTENT, obj->rank, what, want_e);
    return amp_type(TY_ARRAY_VIEW, obj->base, obj->rank);
}

/* A view of the object's elements of rank `rank` (a section, view_as). */
static Type *view_of(Type *elem, int rank)
{
    return amp_type(TY_ARRAY_VIEW, elem, rank);
}

static bool arg_is_integer(Node *call, int i)
{
    Node *a = arg(call, i);
    return a && a->type && (type_is_integer(a->type) || type_is_silent(a->type));
}

static Type *checked_section_one(Node *call, const char *what, Type *obj, TypeKind kind)
{
    char want[32];
    snprintf(want, sizeof want, "%s<%d>", kind == TY_INDEX ? "an index" : "an extent", obj->rank);
    if (!arg_is(call, 0, kind, obj->rank, what, want))
        return ty_unknown;
    return view_of(obj->base, obj->rank);
}

/* .section(i0, e0), .section(i0, i1, e0, e1), .section(i0, i1, i2, e0, e1, e2). */
static Type *checked_section_ints(Node *call, const char *what, Type *obj)
{
    for (int i = 0; i < call->args.len; i++)
        if (!arg_is_integer(call, i)) {
            Node *a = arg(call, i);
            error_at(a->loc, "%s with %d coordinates and sizes expects integers, not '%s'", what, obj->rank,
                     type_to_string(a->type));
            return ty_unknown;
        }
    return view_of(obj->base, obj->rank);
}

/* Which section form the arguments ask for: (origin, ext), (origin), (ext) or
 * N coordinates and N sizes (ranks 1 to 3, as in C++ AMP). `found` is the
 * (origin, ext) row; its siblings are in the views block of ampops.def. */
static AmpOp section_row(Node *call, Type *obj, AmpOp found)
{
    bool array = obj->kind == TY_AMP_ARRAY;
    Node *a0 = arg(call, 0);
    Type *t0 = a0 ? a0->type : NULL;
    if (call->args.len == 1 && t0 && t0->kind == TY_EXTENT)
        return array ? AMP_ARRAY_SECTION_EXTENT : AMP_VIEW_SECTION_EXTENT;
    if (call->args.len == 1)
        return array ? AMP_ARRAY_SECTION_ORIGIN : AMP_VIEW_SECTION_ORIGIN;
    bool ints = obj->rank <= 3 && call->args.len == 2 * obj->rank && t0 && type_is_integer(t0);
    if (ints)
        return array ? AMP_ARRAY_SECTION_INTS : AMP_VIEW_SECTION_INTS;
    return found;
}

/* A section call that matches no form. */
static Type *section_forms_error(Node *call, Type *obj)
{
    static const char *ints[] = {"", "i0, e0", "i0, i1, e0, e1", "i0, i1, i2, e0, e1, e2"};
    bool has_ints = obj->rank >= 1 && obj->rank <= 3;   /* a bad rank was reported where it was written */
    error_at(call->loc, "no form of 'section()' of '%s' takes %d argument%s; write .section(origin, ext), "
             ".section(origin), .section(ext)%s%s%s", type_to_string(obj), call->args.len,
             call->args.len == 1 ? "" : "s", has_ints ? " or .section(" : "",
             has_ints ? ints[obj->rank] : "", has_ints ? ")" : "");
    return ty_unknown;
}

/* The U of .reinterpret_as<U>(): one element type of a size in whole ints. */
static Type *reinterpret_target(Node *member)
{
    Node *t0 = member->targs && member->targs->len == 1 ? member->targs->items[0] : NULL;
    if (!t0 || t0->kind != ND_EMPTY || !t0->cast_type) {
        error_at(member->loc, "reinterpret_as needs one element type: .reinterpret_as<T>()");
        return NULL;
    }
    Type *u = t0->cast_type;
    Type *as_view = amp_type(TY_ARRAY_VIEW, u, 1);
    int errors = diag_error_count();
    check_written_type(as_view, t0->loc);
    if (diag_error_count() != errors)
        return NULL;
    if (u->size <= 0 || u->size % 4) {
        error_at(t0->loc, "reinterpret_as<%s>: the element size (%ld bytes) must be a multiple of "
                 "sizeof(int)", type_to_string(u), (long)u->size);
        return NULL;
    }
    return u;
}

/* v.reinterpret_as<U>() (views of rank 1) and a.reinterpret_as<U>() (arrays
 * of any rank): array_view<U, 1> of the same bytes; a const view stays const. */
static Type *checked_reinterpret(Ctx *c, Node *call, Node *member, const char *what, Type *obj)
{
    if (!check_arity(call, what, 0))
        return ty_unknown;
    if (obj->kind == TY_ARRAY_VIEW && obj->rank != 1) {
        error_at(member->loc, "reinterpret_as is only permissible on array views of rank 1, not on '%s'; "
                 "reshape it with view_as first, or reinterpret the array it views", type_to_string(obj));
        return ty_unknown;
    }
    Type *u = reinterpret_target(member);
    if (!u)
        return ty_unknown;
    bool is_const = obj->base && (obj->base->quals & Q_CONST);
    return view_of(is_const ? type_qualified(u, u->quals | Q_CONST) : u, 1);
}

/* v.view_as(ext) of a rank-1 view, a.view_as(ext) of an array of any rank. */
static Type *checked_view_as(Ctx *c, Node *call, Node *member, const char *what, Type *obj)
{
    if (!check_arity(call, what, 1))
        return ty_unknown;
    if (obj->kind == TY_ARRAY_VIEW && obj->rank != 1) {
        error_at(member->loc, "view_as is only permissible on array views of rank 1, not on '%s'",
                 type_to_string(obj));
        return ty_unknown;
    }
    Node *a0 = arg(call, 0);
    if (!arg_is(call, 0, TY_EXTENT, 0, what, "an extent"))
        return ty_unknown;
    return view_of(obj->base, a0->type->rank);
}

static Type *checked_contains(Node *call, const char *what, Type *obj)
{
    if (!check_arity(call, what, 1))
        return ty_unknown;
    char want[32];
    snprintf(want, sizeof want, "an index<%d>", obj->rank);
    arg_is(call, 0, TY_INDEX, obj->rank, what, want);
    return ty_int;
}

/* f.then(fn, arg): fn is a `void fn(void *)`, arg a pointer it is given. */
static bool checked_then(Node *call)
{
    Node *fn = arg(call, 0), *a = arg(call, 1);
    Type *ft = fn && fn->type ? decay(fn->type) : NULL;
    Type *at = a && a->type ? decay(a->type) : NULL;
    if (!ft || !at || type_is_silent(ft) || type_is_silent(at))
        return false;
    Type *f = is_ptr(ft) ? ft->base : NULL;
    bool fn_ok = f && f->kind == TY_FUNC && f->base && f->base->kind == TY_VOID && f->nparams == 1 &&
                 is_ptr(f->params[0].type) && f->params[0].type->base &&
                 f->params[0].type->base->kind == TY_VOID;
    if (!fn_ok) {
        error_at(fn->loc, "then() takes a function 'void fn(void *)' and the pointer to give it, "
                 "not '%s'", type_to_string(fn->type));
        return false;
    }
    if (!is_ptr(at) && !is_null_pointer_constant(a)) {
        error_at(a->loc, "then(fn, arg): arg is the pointer fn is given, not '%s'", type_to_string(a->type));
        return false;
    }
    return true;
}

/* create_view() or create_view(queuing_mode): at most one integer per SIG letter. */
static bool checked_optional_ints(Node *call, const char *what, const char *sig)
{
    int most = sig ? (int)strlen(sig) : 0;
    if (call->args.len > most)
        return check_arity(call, what, most);
    for (int i = 0; i < call->args.len; i++) {
        Node *a = arg(call, i);
        if (a && !type_is_silent(a->type) && !type_is_integer(a->type)) {
            error_at(a->loc, "%s takes a queuing_mode (queuing_mode_automatic or "
                     "queuing_mode_immediate), not '%s'", what, type_to_string(a->type));
            return false;
        }
    }
    return true;
}

/* extent::size(): an int on the host, where the runtime checks the product
 * (a located error past INT_MAX); in amp code a long, the exact 64-bit
 * product, since a kernel has no way to report the overflow. */
static Type *size_type(Ctx *c)
{
    return ctx_amp(c) ? ty_long : ty_int;
}

/* The arguments and result of method `op` of `obj`, by its CHECK column. */
static Type *method_result(Ctx *c, Node *call, Node *member, Type *obj, AmpOp op)
{
    char what[96];
    const char *name = ampop_info(op)->name, *dot = strchr(name, '.');
    snprintf(what, sizeof what, "'%s()'", dot ? dot + 1 : name);   /* a library row: TYPE.MEMBER */
    switch (ampop_info(op)->check) {
    case CK_SIZE: return check_arity(call, what, 0) ? size_type(c) : ty_unknown;
    case CK_CONTAINS: return checked_contains(call, what, obj);
    case CK_TILE: return check_arity(call, what, 0) ? method_tile(c, call, member, obj) : ty_unknown;
    case CK_SAME: return check_arity(call, what, 0) ? obj : ty_unknown;
    case CK_VOID: return check_arity(call, what, 0) ? ty_void : ty_unknown;
    case CK_DATA:
        return check_arity(call, what, 0) ? pointer_to(obj->base ? obj->base : ty_unknown) : ty_unknown;
    case CK_SECTION:
        if (call->args.len != 2 || arg_is_integer(call, 0))
            return section_forms_error(call, obj);
        return checked_section(call, what, obj);
    case CK_SECTION_ORIGIN: return checked_section_one(call, what, obj, TY_INDEX);
    case CK_SECTION_EXTENT: return checked_section_one(call, what, obj, TY_EXTENT);
    case CK_SECTION_INTS: return checked_section_ints(call, what, obj);
    case CK_REINTERPRET: return checked_reinterpret(c, call, member, what, obj);
    case CK_VIEW_AS: return checked_view_as(c, call, member, what, obj);
    case CK_COPY_TO: return check_arity(call, what, 1) && check_copy_to_target(call, obj) ? ty_void : ty_unknown;
    case CK_FUTURE: return check_arity(call, what, 0) ? library_future_type() : ty_unknown;
    case CK_PREDICATE: return check_arity(call, what, 0) ? ty_int : ty_unknown;
    case CK_THEN: return check_arity(call, what, 2) && checked_then(call) ? ty_void : ty_unknown;
    case CK_ACC_VIEW: return checked_optional_ints(call, what, ampop_info(op)->sig) ? library_view_type() : ty_unknown;
    case CK_EXTENT: case CK_INDEX: case CK_BARRIER: case CK_RANK: case CK_ACCESS: case CK_ATOMIC: case CK_XCHG:
    case CK_CAS: case CK_FENCE: case CK_MATH: case CK_MATH_F: case CK_INT: case CK_LONG: case CK_COPY:
    case CK_COPY_ASYNC: case CK_UINT: case CK_FORM_INT_FLOAT: case CK_FORM_ARITH: case CK_CTOR: case CK_OPERATOR:
    case CK_CTOR_SIZES: case CK_CTOR_SIZES_DATA: case CK_CTOR_EXTENT: case CK_CTOR_EXTENT_DATA: case CK_CTOR_ARRAY:
    case CK_CTOR_SIZES_RANGE: case CK_CTOR_EXTENT_RANGE:
    case CK_CTOR_VIEW:
        break;   /* not methods */
    }
    return ty_unknown;
}

/* C++ AMP's getters (acc.get_default_view(), v.get_extent()) are AMP C's
 * data members (acc.default_view, v.extent): after "no member function
 * 'get_X'", a porting note when X is a data member (MEMBER_OF_X nonzero). */
static void note_getter_is_member(SrcLoc loc, const char *name, bool member_of_x)
{
    if (strncmp(name, "get_", 4) == 0 && member_of_x)
        note_at(loc, "porting C++ AMP: its %s() is the data member '%s' in AMP C: write .%s without "
                "parentheses", name, name + 4, name + 4);
}

/* e.size(), e.contains(i), e.tile<..>(), t.pad(), v.section(o, e), b.wait(), ... */
Type *amp_method(Ctx *c, Node *call, Node *member, Type *obj)
{
    const char *name = member->name ? member->name : "";
    sema_call_args(c, call);
    AmpOp op = ampop_method(obj->kind, name);
    if (op && ampop_info(op)->check == CK_SECTION)
        op = section_row(call, obj, op);
    if (op) {
        call->ampop = op;
        Type *t = method_result(c, call, member, obj, op);
        if (check_where(c, member->loc, op) && op == AMP_ARRAY_DATA && !ctx_amp(c) &&
            !host_may_touch(member->lhs))
            error_at(member->loc, "data() of array '%s' cannot be used by cpu code: only a staging array's "
                     "(made with the host device's view first: array<T, N> a(ext, cpu_av, av)) is in host "
                     "memory; copy it to host memory with %s.copy_to(...)", expr_name(member->lhs),
                     expr_name(member->lhs));
        return t;
    }
    if (obj->kind == TY_TILED_INDEX || obj->kind == TY_INDEX) {
        amp_data_member(c, member, obj);   /* reports a name that is no member at all */
        if (member->ampop)
            error_at(member->loc, "called object '%s' is a data member of '%s', not a member function",
                     name, type_to_string(obj));
        return ty_unknown;
    }
    const char *close = closest_row_name(AF_METHOD, obj->kind, name);
    if (close)
        diag_report_rich(DIAG_ERROR, member_name_loc(member->loc, name), NULL, 0, close,
                         "no member function '%s' in %s ('%s'); did you mean '%s'?", name,
                         method_target(obj), type_to_string(obj), close);
    else
        error_at(member->loc, "no member function '%s' in %s ('%s')", name, method_target(obj), type_to_string(obj));
    note_getter_is_member(member->loc, name, strlen(name) > 4 && ampop_member(obj->kind, name + 4));
    return ty_unknown;
}

/* The row of member `name` of library struct `lib` ("accelerator", ...). */
static AmpOp library_op(AmpForm form, const char *lib, const char *name)
{
    const char *qualified = arena_printf(compiler_arena, "%s.%s", lib, name);
    return form == AF_METHOD ? ampop_method(TY_STRUCT, qualified) : ampop_member(TY_STRUCT, qualified);
}

/* acc.default_view: a member of a library struct that is not a C field. */
Type *library_data_member(Ctx *c, Node *n, Type *obj)
{
    const char *name = n->name ? n->name : "";
    AmpOp op = library_op(AF_MEMBER, library_type_name(obj), name);
    if (op) {
        n->ampop = op;
        return check_where(c, n->loc, op) ? member_type(c, op, obj) : ty_unknown;
    }
    if (library_op(AF_METHOD, library_type_name(obj), name))
        error_at(n->loc, "'%s' is a member function of '%s'; call it: .%s(...)", name, type_to_string(obj), name);
    else
        error_at(n->loc, "no member named '%s' in '%s'", name, type_to_string(obj));
    return ty_unknown;
}

/* av.wait(), acc.create_view(), ...: a member function of a library struct. */
Type *library_method(Ctx *c, Node *call, Node *member, Type *obj)
{
    const char *name = member->name ? member->name : "";
    sema_call_args(c, call);
    AmpOp op = library_op(AF_METHOD, library_type_name(obj), name);
    if (!op && library_op(AF_MEMBER, library_type_name(obj), name)) {
        error_at(member->loc, "'%s' is a data member of '%s', not a member function; write .%s without "
                 "parentheses", name, type_to_string(obj), name);
        return ty_unknown;
    }
    if (!op) {
        error_at(member->loc, "no member function '%s' in '%s'", name, type_to_string(obj));
        Type *field;
        note_getter_is_member(member->loc, name, strlen(name) > 4 &&
                              (library_op(AF_MEMBER, library_type_name(obj), name + 4) ||
                               find_member(obj, name + 4, &field)));
        return ty_unknown;
    }
    call->ampop = op;
    Type *t = method_result(c, call, member, obj, op);
    check_where(c, member->loc, op);
    return t;
}

/* v(i) of a rank > 1 view or array is C++ AMP's operator()(int), which is
 * operator[](int): the node becomes v[i], so that every later phase sees one
 * form of projection. */
static Type *call_as_projection(Ctx *c, Node *call, Type *obj)
{
    call->kind = ND_INDEX;
    call->rhs = call->args.items[0];
    call->args.len = 0;
    return amp_subscript(c, call, obj, call->rhs->type);
}

/* v(i, j): element access with N integers (or one index<N>); v(i) of rank > 1 projects. */
Type *amp_call_access(Ctx *c, Node *call, Type *obj)
{
    sema_call_args(c, call);
    if (obj->kind != TY_ARRAY_VIEW && obj->kind != TY_AMP_ARRAY) {
        error_at(call->loc, "'%s' cannot be called", type_to_string(obj));
        return ty_unknown;
    }
    Node *a0 = arg(call, 0);
    if (call->args.len == 1 && obj->rank > 1 && a0 && a0->type && type_is_integer(a0->type))
        return call_as_projection(c, call, obj);
    check_host_array_element(c, call, call->lhs, obj);
    if (call->args.len == 1 && a0 && a0->type && a0->type->kind == TY_INDEX) {
        if (a0->type->rank != obj->rank) {
            error_at(call->loc, "'%s' is indexed with '%s'; the ranks must match", type_to_string(obj),
                     type_to_string(a0->type));
            return ty_unknown;
        }
        call->ampop = access_op(obj, AMP_VIEW_CALL_INDEX);
        return obj->base;
    }
    if (call->args.len != obj->rank) {
        error_at(call->loc, "'%s' needs %d subscript%s in an element access, but %d %s given",
                 type_to_string(obj), obj->rank, obj->rank == 1 ? "" : "s", call->args.len,
                 call->args.len == 1 ? "was" : "were");
        return ty_unknown;
    }
    call->ampop = access_op(obj, AMP_VIEW_CALL);
    return obj->base ? obj->base : ty_unknown;
}

static Type *pointee_of_arg(Node *call, int i)
{
    Node *a = arg(call, i);
    Type *t = a && a->type ? decay(a->type) : NULL;
    return t && is_ptr(t) && t->base ? t->base : NULL;
}

static Type *checked_atomic(Node *call, const AmpOpInfo *r)
{
    Type *p = pointee_of_arg(call, 0);
    Node *a0 = arg(call, 0);
    if (!a0)
        return ty_int;
    if (type_is_silent(a0->type))
        return ty_unknown;
    bool is_xchg = r->check == CK_XCHG;
    if (!p || !(p->kind == TY_INT || p->kind == TY_UINT || (is_xchg && p->kind == TY_FLOAT))) {
        error_at(a0->loc, "%s needs a pointer to int or unsigned int%s, not '%s'", r->name,
                 is_xchg ? " (or float)" : "", type_to_string(a0->type));
        return ty_unknown;
    }
    return r->check == CK_CAS ? ty_int : type_qualified(p, 0);
}

static Type *checked_fence(Node *call, const AmpOpInfo *r)
{
    Node *a0 = arg(call, 0);
    if (call->args.len != 1 || (a0 && !type_is_silent(a0->type) && a0->type->kind != TY_TILE_BARRIER))
        error_at(call->loc, "%s takes the tile barrier of a tiled_index: %s(idx.barrier)", r->name, r->name);
    return ty_void;
}

/* Section 7 built-ins in amp code: result types, and checks of atomics and fences. */
Type *amp_builtin_call(Ctx *c, Node *call, AmpOp op, Type *declared)
{
    sema_call_args(c, call);
    call->ampop = op;
    const AmpOpInfo *r = ampop_info(op);
    check_where(c, call->lhs->loc, op);
    char what[64];
    snprintf(what, sizeof what, "'%s'", r->name);
    if (r->check != CK_FENCE && r->check != CK_COPY && r->check != CK_COPY_ASYNC && r->sig &&
        !check_arity(call, what, (int)strlen(r->sig)))
        return ty_unknown;
    switch (r->check) {
    case CK_ATOMIC: case CK_XCHG: case CK_CAS: return checked_atomic(call, r);
    case CK_FENCE: return checked_fence(call, r);
    case CK_MATH: case CK_MATH_F: case CK_INT: case CK_LONG: case CK_UINT: case CK_VOID:
    case CK_FORM_INT_FLOAT: case CK_FORM_ARITH:
        return math_builtin_result(call, r, declared);
    case CK_COPY: return checked_copy(call);
    case CK_COPY_ASYNC: checked_copy(call); return library_future_type();
    case CK_EXTENT: case CK_INDEX: case CK_BARRIER: case CK_RANK: case CK_SIZE: case CK_CONTAINS: case CK_TILE:
    case CK_SAME: case CK_DATA: case CK_SECTION: case CK_COPY_TO: case CK_ACCESS:
    case CK_FUTURE: case CK_PREDICATE: case CK_THEN: case CK_CTOR: case CK_OPERATOR: case CK_ACC_VIEW:
    case CK_SECTION_ORIGIN: case CK_SECTION_EXTENT: case CK_SECTION_INTS: case CK_REINTERPRET: case CK_VIEW_AS:
    case CK_CTOR_SIZES: case CK_CTOR_SIZES_DATA: case CK_CTOR_EXTENT: case CK_CTOR_EXTENT_DATA: case CK_CTOR_ARRAY:
    case CK_CTOR_SIZES_RANGE: case CK_CTOR_EXTENT_RANGE:
    case CK_CTOR_VIEW:
        break;   /* not functions */
    }
    return ty_unknown;
}

static bool same_tiles(const Type *a, const Type *b)
{
    for (int i = 0; i < a->rank && i < 3; i++)
        if (a->tile[i] != b->tile[i])
            return false;
    return true;
}

/* An AMP argument must have the parameter's kind, rank and tile sizes, and a
 * view's element type (a view of T also passes as a view of const T). */
bool amp_arg_matches(const Type *param, const Type *arg)
{
    if (param->kind != arg->kind || param->rank != arg->rank)
        return false;
    if (param->kind == TY_TILED_INDEX || param->kind == TY_TILED_EXTENT)
        return same_tiles(param, arg);
    if ((param->kind == TY_ARRAY_VIEW || param->kind == TY_AMP_ARRAY) && param->base && arg->base) {
        if (!type_equal(param->base, arg->base))
            return false;
        return (param->base->quals & Q_CONST) || !(arg->base->quals & Q_CONST);
    }
    return true;
}

