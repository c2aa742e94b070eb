/* sema.c - semantic analysis entry point and the statement/declaration walk.
 *
 * sema_unit walks the translation unit once, in source order, with a Ctx that
 * says whether the code is host code, amp code (a restrict(amp) or
 * restrict(cpu, amp) function) or a kernel block. Expressions are typed on the
 * way (sema_expr.c); whole-unit rules (call graph, recursion, tile_static
 * totals) run after the walk (sema_calls.c); then the colleagues' passes
 * (barrier uniformity, tile_static races, address spaces) run on the typed AST.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sema_internal.h"
#include "idsplit.h"
#include "library.h"
#include "nesting.h"

Type *ty_barrier;

/* --------------------------------------------------------- public helpers */

unsigned function_restrictions(const Symbol *f)
{
    if (!f)
        return RESTRICT_CPU;
    unsigned m = f->restrict_mask;
    if (!m && f->def && f->def->restrict_mask)
        m = f->def->restrict_mask;
    if (!m && f->type && f->type->kind == TY_FUNC)
        m = f->type->restrict_mask;
    return m ? m : RESTRICT_CPU;
}

bool is_amp_function(const Symbol *f)
{
    return f && f->kind == SYM_FUNC && (function_restrictions(f) & RESTRICT_AMP);
}

/* ------------------------------------------------------ declarations */

static bool check_array_signature(Node *fn, Type *ft);

static const char *sym_name(const Symbol *s)
{
    return s && s->name ? s->name : "<anonymous>";
}

/* Checks of a variable declared in amp code (names, tile_static rules). */
static void check_amp_local_decl(Ctx *c, Node *n, Symbol *s)
{
    ctypes_redeclaration(s);
    if (!ctypes_identifier(s->loc, s->name) || !ctypes_object(s, n->init != NULL))
        return;
    if (s->storage == ST_STATIC || s->storage == ST_EXTERN || s->storage == ST_THREAD_LOCAL) {
        error_at(s->loc, "%s local variable '%s' is not allowed in amp code; declare it without '%s'",
                 s->storage == ST_EXTERN ? "extern" : "static", s->name,
                 s->storage == ST_EXTERN ? "extern" : "static");
        return;
    }
    if (s->is_tile_static) {
        if (c->mask & RESTRICT_CPU) {
            error_at(s->loc, "tile_static variable '%s' is only allowed in restrict(amp) code, not in "
                     "restrict(cpu, amp) code", s->name);
            return;
        }
        if (n->init)
            error_at(n->init->loc, "tile_static variable '%s' cannot have an initializer; assign it after "
                     "declaring it and synchronize with idx.barrier.wait()", s->name);
        else if (n->has_ctor_args)
            error_at(s->loc, "tile_static variable '%s' cannot have constructor arguments; assign it after "
                     "declaring it and synchronize with idx.barrier.wait()", s->name);
        if (check_amp_type(s->type, POS_TILE_STATIC, s->loc, s->name))
            tile_static_record(c, s);
        return;
    }
    Type *t = type_or_unknown(s->type);
    if (t->kind == TY_AMP_ARRAY)
        error_at(s->loc, "array '%s' cannot be declared in amp code; create it in cpu code and capture it "
                 "by reference", s->name);
    else if (t->kind == TY_PTR && type_or_unknown(t->base)->kind == TY_FUNC)
        error_at(s->loc, "function pointer '%s' is not allowed in amp code; call the function directly",
                 s->name);
    else
        check_amp_type(s->type, POS_LOCAL, s->loc, s->name);
}

/* Host-side rule: an array<T, N> cannot be copied. */
static void check_array_copy(Node *init, Symbol *s)
{
    if (!init || init->kind == ND_INIT_LIST)
        return;
    Type *t = type_or_unknown(init->type);
    if (t && t->kind == TY_AMP_ARRAY)
        error_at(init->loc, "array cannot be copied into '%s'; pass a pointer (%s *) or copy the data "
                 "with copy_to", s->name, type_to_string(t));
}

/* ---------------------------------------------- AMP constructor arguments */

static bool arg_is_int(Node *a) { return a->type && type_is_integer(a->type); }

static bool arg_is_amp(Node *a, TypeKind kind, int rank)
{
    return a->type && a->type->kind == kind && a->type->rank == rank;
}

static bool arg_is_data(Node *a)
{
    return a->type && (a->type->kind == TY_PTR || a->type->kind == TY_ARRAY);
}

/* N integers starting at args[from]. */
static bool int_run(PtrVec *args, int from, int n)
{
    if (args->len - from < n)
        return false;
    for (int i = from; i < from + n; i++)
        if (!arg_is_int(args->items[i]))
            return false;
    return true;
}

/* An array of at least n ints, or a pointer to int (C++ AMP's
 * `extent(const int components[])`, which reads the first n; a shorter
 * array would be read past its end). */
static bool arg_is_int_array(Node *a, int n)
{
    Type *t = a->type;
    if (!t || (t->kind != TY_PTR && t->kind != TY_ARRAY) || !t->base || t->base->kind != TY_INT)
        return false;
    return t->kind == TY_PTR || t->array_len >= n;
}

/* The constructor row of `extent<N> e(args)` / `index<N> i(args)` (and their
 * value forms), AMP_NONE when the arguments fit none: N integers (ranks 1-3
 * only, as in C++ AMP), an array of N ints, a value of the same type, or none. */
/* C++ AMP's tiled_extent is made with no arguments (zeros), from an extent
 * of its rank, or from a tiled_extent of the same tile sizes. */
static bool same_tiles(const Type *a, const Type *b)
{
    if (!a || !b || a->kind != TY_TILED_EXTENT || b->kind != TY_TILED_EXTENT || a->rank != b->rank)
        return false;
    for (int d = 0; d < a->rank; d++)
        if (a->tile[d] != b->tile[d])
            return false;
    return true;
}

static int tiled_extent_ctor(Type *t, PtrVec *args)
{
    Node *a0 = args->len == 1 ? args->items[0] : NULL;
    if (args->len == 0)
        return AMP_TEXTENT_CTOR_ZERO;
    if (a0 && arg_is_amp(a0, TY_EXTENT, t->rank))
        return AMP_TEXTENT_CTOR_EXTENT;
    if (a0 && same_tiles(t, a0->type))
        return AMP_TEXTENT_CTOR_COPY;
    return AMP_NONE;
}

int sema_coord_ctor(Type *t, PtrVec *args)
{
    int n = args->len, r = t->rank;
    Node *a0 = n ? args->items[0] : NULL;
    if (t->kind == TY_TILED_EXTENT)
        return tiled_extent_ctor(t, args);
    bool index = t->kind == TY_INDEX;
    if (n == 0)
        return index ? AMP_INDEX_CTOR_ZERO : AMP_EXTENT_CTOR_ZERO;
    if (n == 1 && arg_is_amp(a0, t->kind, r))
        return index ? AMP_INDEX_CTOR_COPY : AMP_EXTENT_CTOR_COPY;
    if (n == 1 && arg_is_int_array(a0, r))
        return index ? AMP_INDEX_CTOR_ARRAY : AMP_EXTENT_CTOR_ARRAY;
    if (n == r && r <= 3 && int_run(args, 0, r))
        return index ? AMP_INDEX_CTOR_INTS : AMP_EXTENT_CTOR_INTS;
    return AMP_NONE;
}

static bool ctor_shape_ok(Type *t, PtrVec *args)
{
    switch (t->kind) {
    case TY_EXTENT:
    case TY_INDEX:
    case TY_TILED_EXTENT:
        return sema_coord_ctor(t, args) != AMP_NONE;
    default:
        return true;
    }
}

/* Two data pointers at args[from] and args[from + 1]: C++ AMP's iterator
 * range [first, last), which in C is a pair of pointers. */
static bool data_range(PtrVec *args, int from)
{
    return args->len == from + 2 && arg_is_data(args->items[from]) && arg_is_data(args->items[from + 1]);
}

/* The forms only an array has (its accelerator_views already taken off):
 * from an array_view (a copy of its data), from (ext, first, last) and from
 * (sizes, first, last), and the sizes forms of rank 1 to 3. */
static AmpOp array_only_ctor_row(PtrVec *args, int r)
{
    int n = args->len;
    Node *a0 = n ? args->items[0] : NULL, *last = n ? args->items[n - 1] : NULL;
    if (n == 1 && arg_is_amp(a0, TY_ARRAY_VIEW, r))
        return AMP_ARRAY_CTOR_VIEW;
    if (n == 3 && arg_is_amp(a0, TY_EXTENT, r) && data_range(args, 1))
        return AMP_ARRAY_CTOR_EXTENT_RANGE;
    if (r > 3)   /* C++ AMP's constructors from sizes stop at rank 3 */
        return AMP_NONE;
    if (n == r && int_run(args, 0, r))
        return AMP_ARRAY_CTOR_SIZES;
    if (n == r + 1 && int_run(args, 0, r) && arg_is_data(last))
        return AMP_ARRAY_CTOR_SIZES_DATA;
    if (int_run(args, 0, r) && data_range(args, r))
        return AMP_ARRAY_CTOR_SIZES_RANGE;
    return AMP_NONE;
}

/* The constructor row (ampops.def) of `T v(ARGS);` for an array_view or an
 * array, or AMP_NONE when no form takes these arguments. */
static AmpOp ctor_row(Type *t, PtrVec *all)
{
    bool view = t->kind == TY_ARRAY_VIEW;
    PtrVec shape = *all, *args = &shape;
    if (!view)
        shape.len -= library_trailing_views(all);   /* a(ext, [src,] [cpu_av,] av) */
    int n = args->len, r = t->rank;
    Node *a0 = n ? args->items[0] : NULL, *last = n ? args->items[n - 1] : NULL;
    if (n == 1 && arg_is_amp(a0, TY_AMP_ARRAY, r))
        return view ? AMP_VIEW_CTOR_ARRAY : AMP_ARRAY_CTOR_COPY;
    if (n == 1 && view && arg_is_amp(a0, TY_ARRAY_VIEW, r))
        return AMP_VIEW_CTOR_VIEW;
    if (n == 1 && arg_is_amp(a0, TY_EXTENT, r))
        return view ? AMP_VIEW_CTOR_EXTENT : AMP_ARRAY_CTOR_EXTENT;
    if (n == 2 && arg_is_amp(a0, TY_EXTENT, r) && arg_is_data(last))
        return view ? AMP_VIEW_CTOR_EXTENT_DATA : AMP_ARRAY_CTOR_EXTENT_DATA;
    if (!view)
        return array_only_ctor_row(args, r);
    if (r > 3)   /* C++ AMP's constructors from sizes stop at rank 3 */
        return AMP_NONE;
    if (n == r && int_run(args, 0, r))
        return AMP_VIEW_CTOR_SIZES;
    if (n == r + 1 && int_run(args, 0, r) && arg_is_data(last))
        return AMP_VIEW_CTOR_SIZES_DATA;
    return AMP_NONE;
}

static const char *ctor_forms(Type *t)
{
    static const char *sizes[] = {"", "size", "rows, cols", "d0, d1, d2"};
    const char *sz = t->rank >= 1 && t->rank <= 3 ? sizes[t->rank] : "sizes";
    const char *ints = arena_printf(compiler_arena, "an array of %d ints", t->rank);
    switch (t->kind) {
    case TY_EXTENT:
        if (t->rank > 3)
            return arena_printf(compiler_arena, "(%s) (sizes one by one only up to rank 3)", ints);
        return arena_printf(compiler_arena, "(%s) or (%s)", sz, ints);
    case TY_INDEX:
        if (t->rank > 3)
            return arena_printf(compiler_arena, "(%s) (coordinates one by one only up to rank 3)", ints);
        return arena_printf(compiler_arena, "(%s) or (%s)", t->rank == 1 ? "i" : t->rank == 2 ? "i, j" : "i, j, k",
                            ints);
    case TY_TILED_EXTENT:
        return arena_printf(compiler_arena, "(), (an extent<%d>) or (a %s)", t->rank, type_to_string(t));
    case TY_ARRAY_VIEW:
        if (t->rank > 3)
            return "(extent, data), (extent) or (an array)";
        return arena_printf(compiler_arena, "(%s, data), (extent, data), (extent) or (an array)", sz);
    default:
        if (t->rank > 3)
            return "(extent), (extent, data), (extent, first, last), (another array) or (an array_view), each "
                   "with an accelerator_view after it or not";
        return arena_printf(compiler_arena, "(%s), (%s, data), (%s, first, last), (extent), (extent, data), "
                            "(extent, first, last), (another array) or (an array_view), each with an "
                            "accelerator_view after it or not", sz, sz, sz);
    }
}

/* How a constructor's messages name what it makes: "array_view<float, 1> 'v'"
 * for a declaration (s), "array_view<float, 1>(...)" for a value form. */
static const char *ctor_subject(Type *t, Symbol *s)
{
    if (s)
        return arena_printf(compiler_arena, "%s '%s'", type_to_string(t), s->name);
    return arena_printf(compiler_arena, "%s(...)", type_to_string(t));
}

/* The data pointer of a view/array must point to its element type. */
static void check_ctor_data(Type *t, Symbol *s, PtrVec *args)
{
    Node *last = args->len ? args->items[args->len - 1] : NULL;
    if (!last || !arg_is_data(last) || !t->base || !last->type->base)
        return;
    Type *want = t->base, *have = last->type->base;
    if (type_is_arith(want) && type_is_arith(have) && want->kind != have->kind)
        error_at(last->loc, "the data of %s must point to '%s', not to '%s'", ctor_subject(t, s),
                 type_to_string(type_qualified(want, 0)), type_to_string(have));
}

/* array_view<T, N> w(v) and w(a): v's or a's elements are T's (a view of T
 * may become a view of const T, not the other way round; a const array has
 * views of const T only, as C++ AMP's array_view(array &) does not bind it). */
static void check_view_source_elements(Type *t, Symbol *s, PtrVec *args)
{
    Node *a0 = args->items[0];
    Type *want = t->base, *have = a0->type->base;
    if (!want || !have || type_is_silent(want) || type_is_silent(have))
        return;
    if (!type_equal(type_qualified(want, 0), type_qualified(have, 0)))
        error_at(a0->loc, "%s cannot view '%s': the element types differ", ctor_subject(t, s),
                 type_to_string(a0->type));
    else if (((have->quals & Q_CONST) || (a0->type->quals & Q_CONST)) && !(want->quals & Q_CONST))
        error_at(a0->loc, "%s cannot view '%s': it would drop const; %s array_view<const %s, %d>",
                 ctor_subject(t, s), type_to_string(a0->type), s ? "declare it" : "write",
                 type_to_string(type_qualified(want, 0)), t->rank);
}

/* The data of a view of T (not const T) cannot be a pointer to const. */
static void check_ctor_data_const(Type *t, Symbol *s, PtrVec *args)
{
    Node *last = args->items[args->len - 1];
    Type *dt = last->type ? decay(last->type) : NULL;
    if (dt && dt->kind == TY_PTR && dt->base && (dt->base->quals & Q_CONST) && t->base &&
        !(t->base->quals & Q_CONST))
        error_at(last->loc, "the data of %s is '%s': a view of it would drop const; %s "
                 "array_view<const %s, %d>", ctor_subject(t, s), type_to_string(last->type),
                 s ? "declare it" : "write", type_to_string(type_qualified(t->base, 0)), t->rank);
}

/* array<T, N> b(a) and b(v): a and v must hold T too (a view of const T
 * will do: b is a copy). */
static void check_array_copy_elements(Type *t, Symbol *s, PtrVec *args)
{
    Node *a0 = args->items[0];
    if (!t->base || !a0->type->base || type_is_silent(a0->type->base))
        return;
    if (!type_equal(type_qualified(t->base, 0), type_qualified(a0->type->base, 0)))
        error_at(a0->loc, "array %s '%s' cannot be a copy of '%s': the element types differ", type_to_string(t),
                 s->name, type_to_string(a0->type));
}

/* array<T, N> a(ext, first, last): first and last point into one sequence
 * of T. */
static void check_ctor_range(Type *t, Symbol *s, PtrVec *args)
{
    int at = args->len - library_trailing_views(args) - 2;
    Node *first = args->items[at], *last = args->items[at + 1];
    Type *ft = decay(first->type), *lt = decay(last->type);
    if (!ft->base || !lt->base || type_is_silent(ft->base) || type_is_silent(lt->base))
        return;
    if (!type_equal(type_qualified(ft->base, 0), type_qualified(lt->base, 0)))
        error_at(first->loc, "first and last of array '%s' point to different types ('%s' and '%s'); they "
                 "bound one sequence of the elements, [first, last)", s->name, type_to_string(first->type),
                 type_to_string(last->type));
    else if (type_is_arith(t->base) && type_is_arith(ft->base) && t->base->kind != ft->base->kind)
        error_at(first->loc, "the data of %s '%s' must point to '%s', not to '%s'", type_to_string(t), s->name,
                 type_to_string(type_qualified(t->base, 0)), type_to_string(type_qualified(ft->base, 0)));
}

/* accelerator acc; / accelerator acc(path): at most a device path. */
static void check_accelerator_ctor(Node *n, Symbol *s)
{
    Node *a = n->args.len == 1 ? n->args.items[0] : NULL;
    Type *at = a && a->type ? decay(a->type) : NULL;
    if (n->args.len > 1 || (a && at && !type_is_silent(at) &&
                            !(at->kind == TY_PTR && at->base && at->base->kind == TY_CHAR)))
        error_at(s->loc, "cannot construct accelerator '%s' from these arguments; write accelerator %s; "
                 "(the default device) or accelerator %s(\"gpu:0\") (a device path)", s->name, s->name,
                 s->name);
}

/* C++ AMP's accelerator_view has no default constructor: a view comes from
 * an accelerator (an array of views, which C cannot initialise one by one,
 * and a file-scope or extern declaration are left alone). */
static void check_view_has_init(Node *n, Symbol *s)
{
    Type *t = s->type;
    if (n->init || n->has_ctor_args || s->is_global || s->storage == ST_EXTERN || s->is_param ||
        t->kind != TY_STRUCT || t->tag != library_view_type()->tag)
        return;
    error_at(s->loc, "accelerator_view '%s' needs an initializer: take one from an accelerator, "
             "as in accelerator_view %s = acc.default_view; (or acc.create_view())", s->name, s->name);
}

static void ctor_forms_error(Node *n, Symbol *s)
{
    error_at(s->loc, "cannot construct %s '%s' from these %d argument%s; write %s", type_to_string(s->type),
             s->name, n->args.len, n->args.len == 1 ? "" : "s", ctor_forms(s->type));
}

/* `array_view<T, N> v(...)` and `array<T, N> a(...)`: the row of the form,
 * recorded in the declaration (the emitters switch on its columns). Only a
 * view of a view or of an array can be made in amp code, as in C++ AMP. */
static void check_view_ctor(Ctx *c, Node *n, Symbol *s)
{
    Type *t = s->type;
    AmpOp op = ctor_row(t, &n->args);
    if (!op) {
        ctor_forms_error(n, s);
        return;
    }
    n->ampop = op;
    if (ctx_amp(c) && t->kind == TY_ARRAY_VIEW && !(ampop_info(op)->where & RESTRICT_AMP))
        return;   /* check_view_source says why it cannot be made there */
    AmpCheck form = ampop_info(op)->check;
    if (form != CK_CTOR_SIZES_RANGE && form != CK_CTOR_EXTENT_RANGE)
        check_ctor_data(t, s, &n->args);
    if (op == AMP_ARRAY_CTOR_COPY || op == AMP_ARRAY_CTOR_VIEW)
        check_array_copy_elements(t, s, &n->args);
    else if (form == CK_CTOR_SIZES_RANGE || form == CK_CTOR_EXTENT_RANGE)
        check_ctor_range(t, s, &n->args);
    else if (form == CK_CTOR_ARRAY || form == CK_CTOR_VIEW)
        check_view_source_elements(t, s, &n->args);
    else if (t->kind == TY_ARRAY_VIEW && (form == CK_CTOR_SIZES_DATA || form == CK_CTOR_EXTENT_DATA))
        check_ctor_data_const(t, s, &n->args);
}

/* `array_view<T, N>(ARGS)` as a value (a function's argument, a returned or
 * assigned value, an operand): the constructor row, recorded on the node as a
 * declaration's is and checked as a declaration's arguments are. An array is
 * not a value in AMP C (LANGUAGE.md section 4: passed by pointer, never
 * copied), so its value form is refused, as its copy by `=` is. */
bool sema_container_value(Ctx *c, Node *n, Type *t)
{
    const char *ty = type_to_string(t);
    AmpOp op = ctor_row(t, &n->args);
    if (!op) {
        error_at(n->loc, "cannot construct %s from these %d argument%s; write %s", ty, n->args.len,
                 n->args.len == 1 ? "" : "s", ctor_forms(t));
        return false;
    }
    if (t->kind == TY_AMP_ARRAY) {
        error_at(n->loc, "%s(...) cannot be used as a value: an array is never copied or passed by value; "
                 "declare it (%s a(...);) and pass its address", ty, ty);
        return false;
    }
    n->ampop = op;
    AmpCheck form = ampop_info(op)->check;
    if (ctx_amp(c) && !(ampop_info(op)->where & RESTRICT_AMP)) {
        error_at(n->loc, "%s(...) %s cannot be made in amp code: ampcc's kernels hold views of global memory "
                 "only; view another view or an array, or make the view in cpu code and capture it", ty,
                 ampop_info(op)->name);
        return false;
    }
    int errors = diag_error_count();
    check_ctor_data(t, NULL, &n->args);
    if (form == CK_CTOR_ARRAY || form == CK_CTOR_VIEW)
        check_view_source_elements(t, NULL, &n->args);
    else if (form == CK_CTOR_SIZES_DATA || form == CK_CTOR_EXTENT_DATA)
        check_ctor_data_const(t, NULL, &n->args);
    return diag_error_count() == errors;
}

static void check_ctor_args(Ctx *c, Node *n, Symbol *s)
{
    Type *t = s->type;
    if (library_is_accelerator(t)) {
        check_accelerator_ctor(n, s);
        return;
    }
    if (library_constructible(t)) {
        if (n->has_ctor_args)
            vector_ctor_ok(s->loc, t, &n->args);
        return;
    }
    if (!n->has_ctor_args || !type_is_amp(t) || t->rank < 1 || t->rank > AMP_MAX_RANK)
        return;
    for (int i = 0; i < n->args.len; i++) {
        Node *a = n->args.items[i];
        if (!a || type_is_silent(a->type))
            return;
    }
    if (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY)
        check_view_ctor(c, n, s);
    else if (!ctor_shape_ok(t, &n->args))
        ctor_forms_error(n, s);
    else
        n->ampop = sema_coord_ctor(t, &n->args);
    if (t->kind == TY_AMP_ARRAY && library_trailing_views(&n->args) == 2)
        s->is_staging = true;   /* cpu code may touch its elements */
}

/* Array lengths written with names the parser could not fold (`float a[K]`,
 * K a const int) get their length and size here; a length that is not
 * constant is a VLA, which OpenCL C (and so amp code) does not have. */
static void complete_array_lengths(Ctx *c, Symbol *s)
{
    Type *arrays[8];
    int n = 0;
    for (Type *t = s->type; t && t->kind == TY_ARRAY && n < 8; t = t->base)
        arrays[n++] = t;
    while (n-- > 0) {
        Type *t = arrays[n];
        if (!t->array_len_expr)
            continue;
        if (!t->array_len_expr->type) /* a typedef's array type is met at every use */
            sema_expr(c, t->array_len_expr);
        long long len;
        bool folded = fold_int(t->array_len_expr, &len);
        if (folded && len < 0 && ctx_amp(c)) {
            error_at(s->loc, "size of array '%s' is negative", s->name);
            return;
        }
        if (t->array_len < 0 && folded && len >= 0) {
            t->array_len = (long)len;
            t->size = t->base ? array_bytes(t->base->size, (long)len) : -1;
        } else if (t->array_len < 0 && ctx_amp(c)) {
            error_at(t->array_len_expr->loc, "variable-length array '%s' is not allowed in amp code; its "
                     "length must be an integer constant expression", s->name);
            return;
        }
        if (t->array_len >= 0 && t->base && t->base->size > 0 && t->size < 0) {
            error_at(s->loc, "size of array '%s' exceeds maximum object size '%ld'", s->name, LONG_MAX);
            return;
        }
    }
}

/* C++ AMP's tiled_index has no default constructor: its value comes from a
 * tiled parallel_for_each. Amp code may still declare one to copy into
 * (docs/rules.md); cpu code has no tiled_index value to give it. */
static void check_tiled_index_decl(Ctx *c, Node *n, Symbol *s)
{
    if (type_or_unknown(s->type)->kind != TY_TILED_INDEX || n->init || n->has_ctor_args)
        return;
    if (!ctx_amp(c) || ctx_cpu(c))
        error_at(s->loc, "%s '%s' declared without a value in cpu code: a tiled_index has no default "
                 "constructor; only a tiled kernel's parameter holds one", type_to_string(s->type), s->name);
}

/* Is the one constructor argument another view or an array? */
static bool ctor_from_container(Node *n)
{
    Node *a = n->args.len == 1 ? n->args.items[0] : NULL;
    return a && a->type && (a->type->kind == TY_ARRAY_VIEW || a->type->kind == TY_AMP_ARRAY);
}

/* array_view has no default constructor (conformance 5_2_2_c Negative/Test.01).
 * In amp code a view is made only from another view or an array: C++ AMP's
 * view of its own storage is cpu-only (WithoutDataSource/Negative/Test.01),
 * and ampcc's kernels hold views of global memory only, so a view over a
 * kernel's own memory cannot be lowered (Assignment/Test.01.01). */
static void check_view_source(Ctx *c, Node *n, Symbol *s)
{
    Type *t = type_or_unknown(s->type);
    if (t->kind != TY_ARRAY_VIEW || t->rank < 1 || s->storage == ST_EXTERN || s->is_tile_static || n->init ||
        ctor_from_container(n))
        return;
    const char *ty = type_to_string(t);
    if (!n->has_ctor_args)
        error_at(s->loc, "%s '%s' needs a data source: array_view has no default constructor; construct it with "
                 "%s, or initialize it from another view", ty, s->name, ctor_forms(t));
    else if (ctx_amp(c) && n->args.len && arg_is_data(n->args.items[n->args.len - 1]))
        error_at(s->loc, "%s '%s' cannot be made over data in amp code: ampcc's kernels hold views of "
                 "global memory only; make the view in cpu code and capture it", ty, s->name);
    else if (ctx_amp(c))
        error_at(s->loc, "%s '%s' without a data source cannot be made in amp code: its storage is "
                 "allocated by cpu code; make it in cpu code and capture it", ty, s->name);
}

/* C++ AMP's array has no default constructor either (conformance
 * ExtentOnly/General/Negative/Test.21); amp code cannot declare one at all
 * (check_amp_local_decl says so). */
static void check_array_source(Ctx *c, Node *n, Symbol *s)
{
    Type *t = type_or_unknown(s->type);
    if (t->kind == TY_AMP_ARRAY && t->rank >= 1 && s->storage != ST_EXTERN && !n->init && !n->has_ctor_args &&
        !ctx_amp(c))
        error_at(s->loc, "%s '%s' needs constructor arguments: array has no default constructor; construct "
                 "it with %s", type_to_string(t), s->name, ctor_forms(t));
}

static void sema_var_decl(Ctx *c, Node *n, Symbol *s)
{
    complete_array_lengths(c, s);
    check_tiled_index_decl(c, n, s);
    if (c->kernel)
        hash_put(&c->kernel_locals, s, s);
    if (s->is_tile_static && !ctx_amp(c)) {
        error_at(s->loc, "tile_static variable '%s' can only be declared at block scope in amp code "
                 "(a kernel block or a restrict(amp) function)", s->name);
    } else if (ctx_amp(c) && s->scope_depth > 0) {
        check_amp_local_decl(c, n, s);
    }
    if (n->init) {
        sema_expr(c, n->init);
        if (ctx_amp(c))
            ctypes_initializer(n->init, s->type);
        check_array_copy(n->init, s);
        if (n->init->kind == ND_INIT_LIST)
            n->init->type = s->type; /* a brace list has the type it initializes */
        else if (!(n->init->type && n->init->type->kind == TY_AMP_ARRAY))
            check_amp_conversion(n->init->loc, s->type, n->init->type, "initialize a variable of type");
        if (n->init->kind != ND_INIT_LIST && !type_is_silent(n->init->type))
            norm_converts(n->init->loc, s->type, decay(n->init->type));
        if (n->init->kind != ND_INIT_LIST)
            check_amp_pointer_integer(c, n->init->loc, s->type, n->init);
    }
    for (int i = 0; i < n->args.len; i++)
        sema_expr(c, n->args.items[i]);
    check_ctor_args(c, n, s);
    check_view_source(c, n, s);
    check_view_has_init(n, s);
    check_array_source(c, n, s);
    if (n->init && !(s->type->quals & Q_VOLATILE))
        note_const_decl(s, n->init);
}

/* tile_static is a storage class of variables in amp code only. */
static void check_function_tile_static(Node *n)
{
    if (n->tile_static_spec)
        error_at(n->loc, "'tile_static' cannot be applied to function '%s'; it declares variables "
                 "in amp code only", sym_name(n->sym));
}

static void sema_decl(Ctx *c, Node *n)
{
    Symbol *s = n->sym;
    Type *t = n->type ? n->type : (s ? s->type : NULL);
    if (t)
        check_written_type(t, s ? s->loc : n->loc);
    if (!s || !s->type)
        return;
    if (s->kind == SYM_TYPEDEF || s->storage == ST_TYPEDEF)
        return;
    if (s->kind == SYM_FUNC || type_or_unknown(s->type)->kind == TY_FUNC) {
        calls_check_declaration(c, n);
        check_function_tile_static(n);
        if (t && t->kind == TY_FUNC)
            check_array_signature(n, t);
        return;
    }
    sema_var_decl(c, n, s);
}

/* Host rule for every declaration: an array<T, N> is never passed or returned by value. */
static bool check_array_signature(Node *fn, Type *ft)
{
    bool ok = true;
    for (int i = 0; i < ft->nparams; i++) {
        Param *p = &ft->params[i];
        if (p->type && p->type->kind == TY_AMP_ARRAY) {
            error_at(p->loc, "array parameter '%s' cannot be passed by value; pass a pointer (%s *)",
                     p->name ? p->name : "", type_to_string(p->type));
            ok = false;
        }
    }
    if (ft->base && ft->base->kind == TY_AMP_ARRAY) {
        error_at(fn->loc, "function '%s' cannot return an array by value; return a pointer or copy the "
                 "data with copy_to", fn->sym && fn->sym->name ? fn->sym->name : "");
        ok = false;
    }
    return ok;
}

/* A parameter of an amp function definition: C's rules, then amp code's. */
static void check_amp_param(Param *p)
{
    bool star = false;
    for (Type *t = p->type; t && (t->kind == TY_ARRAY || t->kind == TY_PTR); t = t->base)
        star |= t->star_len;
    if (star) {
        error_at(p->loc, "'[*]' not allowed in other than function prototype scope");
        return;
    }
    if (ctypes_identifier(p->loc, p->name))
        check_amp_type(p->type, POS_LOCAL, p->loc, p->name ? p->name : "parameter");
}

/* Parameters and return type of a function definition or kernel. */
static void check_function_signature(Ctx *c, Node *fn, Type *ft)
{
    const char *name = fn->sym ? fn->sym->name : "kernel";
    bool arrays_ok = check_array_signature(fn, ft);
    for (int i = 0; i < ft->nparams; i++) {
        Param *p = &ft->params[i];
        if (!p->type)
            continue;
        check_written_type(p->type, p->loc);
        if (p->sym)
            p->sym->is_param = true;
        if (ctx_amp(c) && p->type->kind != TY_AMP_ARRAY)
            check_amp_param(p);
    }
    Type *ret = ft->base;
    if (arrays_ok && ret && ctx_amp(c) && ret->kind != TY_VOID)
        check_amp_type(ft->base, POS_LOCAL, fn->loc, "return value");
    if (ctx_amp(c) && ft->variadic)
        error_at(fn->loc, "amp function '%s' cannot have a variable argument list ('...')", name);
}

static void sema_funcdef(Ctx *outer, Node *n)
{
    /* a kernel takes its name from the function it is in: a name OpenCL C could not read */
    if (n->sym && !ctypes_identifier(n->sym->loc, n->sym->name))
        return;
    check_function_tile_static(n);
    Ctx c = {0};
    c.unit = outer->unit;
    c.func = n;
    c.mask = n->restrict_mask ? n->restrict_mask : function_restrictions(n->sym);
    calls_check_declaration(&c, n);
    Type *ft = n->type ? n->type : (n->sym ? n->sym->type : NULL);
    if (ft && ft->kind == TY_FUNC)
        check_function_signature(&c, n, ft);
    if (n->body)
        sema_stmt(&c, n->body);
}

/* ------------------------------------------------------------ statements */

/* `return e;` where the function returns an AMP type, or returns something
 * else and e is an AMP value: AMP values do not convert. */
static void check_return_value(Ctx *c, Node *ret)
{
    if (c->kernel || !c->func || !ret->lhs || !c->func->type || c->func->type->kind != TY_FUNC)
        return;
    Type *want = c->func->type->base, *have = ret->lhs->type;
    if (!want || type_is_silent(have) || want->kind == TY_VOID)
        return;
    if (!ctx_amp(c) && !ctypes_value(ret->lhs))   /* amp code's: its ND_RETURN checked it */
        return;
    if (!type_is_amp(want) && !type_is_amp(have)) {
        if (!norm_converts(ret->lhs->loc, want, decay(have)))
            return;
        if (ctx_amp(c))
            ctypes_returnable(ret->lhs->loc, want, have);
        return;
    }
    if (type_is_amp(want) && type_is_amp(have) && amp_arg_matches(want, have))
        return;
    if (want->kind == TY_PTR || have->kind == TY_PTR)
        return;
    error_at(ret->lhs->loc, "cannot return a value of type '%s' from '%s', which returns '%s'", type_to_string(have),
             c->func->sym && c->func->sym->name ? c->func->sym->name : "this function", type_to_string(want));
}

static void amp_forbidden_stmt(Ctx *c, Node *n)
{
    if (!ctx_amp(c))
        return;
    if (n->kind == ND_GOTO)
        error_at(n->loc, "goto is not allowed in amp code; use structured control flow (loops, break, continue)");
    else if (n->kind == ND_LABEL)
        error_at(n->loc, "label '%s' is not allowed in amp code; use structured control flow",
                 n->name ? n->name : "");
    else if (n->kind == ND_ASM)
        error_at(n->loc, "inline assembly is not allowed in amp code; write the operation in C");
}

/* The labels of one switch, for C's rules on them in amp code. */
typedef struct SwitchCases {
    PtrVec labels;   /* ND_CASE with a constant value */
    Node *deflt;
} SwitchCases;

static void sema_switch(Ctx *c, Node *n)
{
    SwitchCases cases = {0}, *outer = c->cases;
    c->cases = &cases;
    sema_stmt(c, n->body);
    c->cases = outer;
}

static void sema_loop_body(Ctx *c, Node *body)
{
    c->loops++;
    sema_stmt(c, body);
    c->loops--;
}

static void add_case_value(SwitchCases *sc, Node *label, long long v)
{
    for (int i = 0; i < sc->labels.len; i++) {
        Node *earlier = sc->labels.items[i];
        long long w;
        if (fold_int(earlier->lhs, &w) && w == v) {
            error_at(label->loc, "duplicate case value");
            note_at(earlier->loc, "previously used here");
            return;
        }
    }
    vec_push(&sc->labels, label);
}

/* case and default in amp code: inside a switch, constant, each once. */
static void check_amp_label(Ctx *c, Node *n)
{
    bool is_case = n->kind == ND_CASE;
    if (!c->cases) {
        error_at(n->loc, is_case ? "case label not within a switch statement"
                                 : "'default' label not within a switch statement");
        return;
    }
    if (!is_case) {
        if (c->cases->deflt) {
            error_at(n->loc, "multiple default labels in one switch");
            note_at(c->cases->deflt->loc, "this is the first default label");
        }
        c->cases->deflt = n;
        return;
    }
    long long v;
    if (n->lhs && !type_is_silent(n->lhs->type) && !fold_int(n->lhs, &v))
        error_at(n->lhs->loc, "case label does not reduce to an integer constant");
    else if (n->lhs && !n->rhs && !type_is_silent(n->lhs->type))
        add_case_value(c->cases, n, v);
}

/* break and continue in amp code: inside a loop (or a switch, for break). */
static void check_amp_jump(Ctx *c, Node *n)
{
    if (n->kind == ND_BREAK && !c->loops && !c->cases)
        error_at(n->loc, "break statement not within loop or switch");
    else if (n->kind == ND_CONTINUE && !c->loops)
        error_at(n->loc, "continue statement not within a loop");
}

static void sema_cond(Ctx *c, Node *e)
{
    if (e)
        sema_expr(c, e);
}

/* The controlling expression of if, switch and loops. */
static void sema_control(Ctx *c, Node *e)
{
    sema_cond(c, e);
    if (e && ctx_amp(c))
        ctypes_condition(e);
}

void sema_stmt(Ctx *c, Node *n)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_TU:
    case ND_BLOCK:
        for (int i = 0; i < n->items.len; i++)
            sema_stmt(c, n->items.items[i]);
        break;
    case ND_FUNCDEF:
        sema_funcdef(c, n);
        break;
    case ND_DECL:
        sema_decl(c, n);
        break;
    case ND_TAG_DECL:
        if (n->type)
            check_written_type(n->type, n->loc);
        break;
    case ND_STATIC_ASSERT: {
        long long v;
        Ctx host = *c;
        sema_expr(&host, n->lhs);
        if (fold_int(n->lhs, &v) && v == 0)
            error_at(n->loc, "static assertion failed%s%s", n->text ? ": " : "", n->text ? n->text : "");
        break;
    }
    case ND_ASM:
        amp_forbidden_stmt(c, n);
        break;
    case ND_EMPTY:
        break;
    case ND_CONTINUE:
    case ND_BREAK:
        if (ctx_amp(c))
            check_amp_jump(c, n);
        break;
    case ND_EXPR_STMT:
        c->statement_expr = n->lhs;
        sema_cond(c, n->lhs);
        break;
    case ND_IF:
        sema_control(c, n->cond);
        sema_stmt(c, n->then);
        sema_stmt(c, n->els);
        break;
    case ND_SWITCH:
        sema_control(c, n->cond);
        sema_switch(c, n);
        break;
    case ND_WHILE:
    case ND_DO:
        sema_control(c, n->cond);
        sema_loop_body(c, n->body);
        break;
    case ND_FOR:
        /* A for's first clause is an expression, not a statement of its own
         * (parallel_for_each cannot be it). */
        if (n->init && n->init->kind == ND_EXPR_STMT)
            sema_cond(c, n->init->lhs);
        else if (n->init && (n->init->kind == ND_BLOCK || n->init->kind == ND_DECL))
            sema_stmt(c, n->init);
        else
            sema_cond(c, n->init);
        sema_control(c, n->cond);
        sema_cond(c, n->inc);
        sema_loop_body(c, n->body);
        break;
    case ND_CASE:
        sema_cond(c, n->lhs);
        sema_cond(c, n->rhs);
        if (ctx_amp(c))
            check_amp_label(c, n);
        sema_stmt(c, n->body);
        break;
    case ND_DEFAULT:
        if (ctx_amp(c))
            check_amp_label(c, n);
        sema_stmt(c, n->body);
        break;
    case ND_GOTO:
        amp_forbidden_stmt(c, n);
        sema_cond(c, n->lhs);
        break;
    case ND_LABEL:
        amp_forbidden_stmt(c, n);
        sema_stmt(c, n->body);
        break;
    case ND_RETURN:
        sema_cond(c, n->lhs);
        if (ctx_amp(c) && n->lhs)
            ctypes_value(n->lhs);
        check_return_value(c, n);
        break;
    default:
        /* An expression where a statement was expected (parser recovery). */
        sema_expr(c, n);
        break;
    }
}

/* ------------------------------------------------------------ entry */

void sema_unit(Unit *u)
{
    if (!u || !u->tu)
        return;
    ty_barrier = amp_type(TY_TILE_BARRIER, NULL, 0);
    u->sema = NEW(SemaState);
    Ctx c = {0};
    c.unit = u->sema;
    c.mask = RESTRICT_CPU;
    sema_stmt(&c, u->tu);
    calls_check_unit(u);
    check_barrier_uniformity(u);
    check_tile_static_races(u);
    check_freed_view_data(u);
    infer_address_spaces(u);
    analyse_id_splits(u);
    if (!diag_error_count())
        check_opencl_bracket_depth(u);   /* counts the OpenCL C's brackets: after the analyses it reads */
}
