/* sema_amptypes.c - amp-compatible types (spec 2.4.1, LANGUAGE.md section 6)
 * and the checks of written AMP types (ranks, tile sizes, element types,
 * LANGUAGE.md section 4).
 */
#include <stdio.h>
#include <string.h>

#include "sema_internal.h"

/* ------------------------------------------------------------ amp types */

static const char *suggest_for(const Type *t)
{
    switch (t->kind) {
    case TY_CHAR: case TY_SCHAR: case TY_SHORT: return "int";
    case TY_UCHAR: case TY_USHORT: return "unsigned int";
    case TY_LLONG: case TY_INT128: return "long";
    case TY_ULLONG: case TY_UINT128: return "unsigned long";
    case TY_LDOUBLE: case TY_FLOAT128: return "double";
    case TY_FLOAT16: return "float";
    default: return NULL;
    }
}

/* Why a scalar-ish type is not amp-compatible, or NULL. */
static const char *scalar_problem(const Type *t)
{
    if (t->typedef_name && !strcmp(t->typedef_name, "wchar_t"))
        return "wchar_t";
    if (suggest_for(t) || t->kind == TY_COMPLEX || t->kind == TY_VA_LIST)
        return type_to_string(t);
    return NULL;
}

bool type_holds_pointer(Type *t)
{
    if (!t)
        return false;
    if (t->kind == TY_PTR)
        return true;
    if (t->kind == TY_ARRAY)
        return type_holds_pointer(t->base);
    if ((t->kind == TY_STRUCT || t->kind == TY_UNION) && t->tag)
        for (Member *m = t->tag->members; m; m = m->next)
            if (type_holds_pointer(m->type))
                return true;
    return false;
}

static bool is_view_or_array(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->base;
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY);
}

/* The member, at any depth (nested and anonymous structs and unions, arrays
 * of them), that is an array_view or array, or NULL. */
static Member *member_holding_view(Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->base;
    if (!t || (t->kind != TY_STRUCT && t->kind != TY_UNION) || !t->tag)
        return NULL;
    for (Member *m = t->tag->members; m; m = m->next) {
        if (is_view_or_array(m->type))
            return m;
        Member *inner = member_holding_view(m->type);
        if (inner)
            return inner;
    }
    return NULL;
}

/* Does a struct or union (or an array of them) hold an array_view or an
 * array at any depth? */
bool type_holds_view(Type *t)
{
    return member_holding_view(t) != NULL;
}

static const char *member_display(const Member *m)
{
    return m->name ? m->name : "<anonymous>";
}

static bool judge_tag(Type *t, SrcLoc loc);

/* Struct/union rules: members amp-compatible, no bit-fields, no pointers, >= 4-byte aligned.
 * Each struct is judged once; a struct already reported says nothing more
 * where it is used again (and callers add no notes), except as the element
 * type of another array or array_view (check_element_type). */
static bool check_tag(Type *t, SrcLoc loc)
{
    Tag *tag = t->tag;
    if (!tag || tag->amp_judged)
        return true;
    tag->amp_judged = true;
    tag->amp_rejected = !judge_tag(t, loc);
    return !tag->amp_rejected;
}

static bool judge_tag(Type *t, SrcLoc loc)
{
    Tag *tag = t->tag;
    const char *sname = type_to_string(t);
    for (Member *m = tag->members; m; m = m->next) {
        Type *mt = m->type;
        const char *why = NULL;
        char buf[200];
        if (m->bit_width >= 0) {
            why = "is a bit-field; use a plain int member";
        } else if (mt && (mt->kind == TY_PTR || (mt->kind == TY_ARRAY && type_holds_pointer(mt)))) {
            why = "is a pointer; amp code allows pointers only as locals, parameters and return values";
        } else if (mt && mt->quals & Q_VOLATILE) {
            why = "is volatile";
        } else if (mt && scalar_problem(mt)) {
            snprintf(buf, sizeof buf, "has type '%s'; use '%s' instead", scalar_problem(mt),
                     suggest_for(mt) ? suggest_for(mt) : "int");
            why = buf;
        } else if (mt && mt->kind == TY_ARRAY && mt->base && mt->base->kind == TY_BOOL) {
            why = "is an array of _Bool; use an array of int";
        } else if (mt && (mt->kind == TY_STRUCT || mt->kind == TY_UNION || mt->kind == TY_ARRAY)) {
            Type *inner = mt;
            while (inner->kind == TY_ARRAY && inner->base)
                inner = inner->base;
            /* The error is at the amp-code use; notes lead from the member to the cause. */
            if ((inner->kind == TY_STRUCT || inner->kind == TY_UNION) && !check_tag(inner, loc)) {
                note_at(m->loc, "'%s' holds '%s' in member '%s'", sname, type_to_string(inner), member_display(m));
                return false;
            }
            if (scalar_problem(inner)) {
                snprintf(buf, sizeof buf, "has type '%s'; use '%s' instead", type_to_string(mt),
                         suggest_for(inner) ? suggest_for(inner) : "int");
                why = buf;
            }
        }
        if (why) {
            error_at(loc, "'%s' cannot be used in amp code: member '%s' %s", sname, member_display(m), why);
            note_at(m->loc, "member '%s' declared here", member_display(m));
            return false;
        }
    }
    if (tag->complete && tag->align > 0 && tag->align < 4) {
        error_at(loc, "'%s' cannot be used in amp code: it is only %d-byte aligned; amp code needs 4-byte "
                 "alignment", sname, tag->align);
        if (tag->loc.file)
            note_at(tag->loc, "'%s' defined here", sname);
        return false;
    }
    return true;
}

bool check_amp_type(Type *t, AmpPos pos, SrcLoc loc, const char *what)
{
    if (!t || type_is_silent(t))
        return true;
    if (t->quals & Q_VOLATILE) {
        error_at(loc, "'volatile' is not allowed in amp code ('%s')", what);
        return false;
    }
    const char *bad = scalar_problem(t);
    if (bad) {
        if (t->kind == TY_VA_LIST)
            error_at(loc, "va_list is not allowed in amp code: amp functions cannot take variable arguments");
        else
            error_at(loc, "type '%s' is not allowed in amp code ('%s'); use '%s' instead", bad, what,
                     suggest_for(t) ? suggest_for(t) : "int");
        return false;
    }
    switch (t->kind) {
    case TY_PTR: {
        Type *b = t->base ? t->base : ty_unknown;
        if (pos == POS_TILE_STATIC) {
            error_at(loc, "tile_static variable '%s' cannot be a pointer", what);
            return false;
        }
        if (pos == POS_ELEMENT) {
            error_at(loc, "pointer '%s' cannot be a struct member or array element in amp code; amp code "
                     "allows pointers only as locals, parameters and return values", what);
            return false;
        }
        if (b->kind == TY_FUNC) {
            error_at(loc, "function pointers are not allowed in amp code ('%s'); call the function directly", what);
            return false;
        }
        if (b->kind == TY_PTR) {
            error_at(loc, "pointer to pointer ('%s') is not allowed in amp code ('%s')", type_to_string(t), what);
            return false;
        }
        if (b->kind == TY_VOID || type_is_amp(b))
            return true;
        return check_amp_type(b, POS_ELEMENT, loc, what);
    }
    case TY_ARRAY: {
        Type *e = t->base ? t->base : ty_unknown;
        if (e->kind == TY_BOOL) {
            error_at(loc, "arrays of _Bool are not allowed in amp code ('%s'); use an array of int", what);
            return false;
        }
        if (e->kind == TY_PTR) {
            error_at(loc, "arrays of pointers are not allowed in amp code ('%s'); amp code allows pointers "
                     "only as locals, parameters and return values", what);
            return false;
        }
        return check_amp_type(e, pos == POS_TILE_STATIC ? POS_TILE_STATIC : POS_ELEMENT, loc, what);
    }
    case TY_STRUCT:
    case TY_UNION:
        if (pos == POS_TILE_STATIC && type_holds_pointer(t)) {
            error_at(loc, "tile_static variable '%s' cannot hold a pointer ('%s')", what, type_to_string(t));
            return false;
        }
        if (pos == POS_TILE_STATIC && member_holding_view(t)) {
            Member *m = member_holding_view(t);
            error_at(loc, "tile_static variable '%s' cannot hold an array_view or array ('%s' holds one)", what,
                     type_to_string(t));
            note_at(m->loc, "member '%s' declared here", member_display(m));
            return false;
        }
        return check_tag(t, loc);
    case TY_ARRAY_VIEW:
    case TY_AMP_ARRAY:
        if (pos == POS_TILE_STATIC) {
            error_at(loc, "tile_static variable '%s' cannot hold an array_view or array", what);
            return false;
        }
        return true;
    case TY_FUNC:
        error_at(loc, "function pointers are not allowed in amp code ('%s')", what);
        return false;
    default:
        return true;
    }
}

/* ------------------------------------------------------------ written types */

static const char *amp_kind_name(TypeKind k)
{
    switch (k) {
    case TY_EXTENT: return "extent";
    case TY_INDEX: return "index";
    case TY_ARRAY_VIEW: return "array_view";
    case TY_AMP_ARRAY: return "array";
    case TY_TILED_EXTENT: return "tiled_extent";
    case TY_TILED_INDEX: return "tiled_index";
    default: return "type";
    }
}

static bool fold_rank(Type *t, SrcLoc loc)
{
    if (t->rank_expr) {
        long long v;
        if (!fold_int(t->rank_expr, &v)) {
            if (report_undefined_constant(t->rank_expr, "the rank"))
                return false;
            error_at(t->rank_expr->loc, "the rank of %s must be an integer constant expression (a literal, "
                     "macro, enum constant or const int)", amp_kind_name(t->kind));
            return false;
        }
        t->rank = (int)v;
    }
    if (t->rank < 1 || t->rank > AMP_MAX_RANK) {
        error_at(t->rank_expr ? t->rank_expr->loc : loc, "rank %d of %s is not supported; the rank must be "
                 "1 to %d", t->rank, amp_kind_name(t->kind), AMP_MAX_RANK);
        return false;
    }
    return true;
}

/* Folds and checks the tile sizes of a tiled type, or of `.tile<...>()`. */
static bool check_tiles(Node **exprs, int *tiles, int count, SrcLoc loc, const char *what)
{
    long long product = 1;
    if (count < 1 || count > 3) {
        error_at(loc, "%s has %d tile sizes; the rank must be 1, 2 or 3", what, count);
        return false;
    }
    for (int i = 0; i < count; i++) {
        long long v = tiles[i];
        SrcLoc at = exprs && exprs[i] ? exprs[i]->loc : loc;
        if (exprs && exprs[i] && !fold_int(exprs[i], &v)) {
            if (report_undefined_constant(exprs[i], "the tile size"))
                return false;
            error_at(at, "tile size of %s must be an integer constant expression (a literal, macro, enum "
                     "constant or const int)", what);
            return false;
        }
        if (v <= 0) {
            error_at(at, "tile size %lld of %s must be greater than 0", v, what);
            return false;
        }
        /* product is at most 1024 here, so only a size over 1024 could overflow it */
        long long threads = v > 1024 ? v : product * v;
        if (threads > 1024) {
            error_at(loc, "%s has %lld or more threads per tile; at most 1024 are allowed", what, threads);
            return false;
        }
        tiles[i] = (int)v;
        product = threads;
    }
    return true;
}

bool tile_sizes_of_targs(PtrVec *targs, SrcLoc loc, int tiles[3], int *rank)
{
    Node *exprs[3] = {0};
    *rank = targs->len;
    if (targs->len < 1 || targs->len > 3) {
        error_at(loc, ".tile<...>() has %d tile sizes; the rank must be 1, 2 or 3", targs->len);
        return false;
    }
    for (int i = 0; i < targs->len; i++) {
        exprs[i] = targs->items[i];
        tiles[i] = 0;
    }
    return check_tiles(exprs, tiles, targs->len, loc, ".tile<...>()");
}

static void check_element_type(Type *t, SrcLoc loc)
{
    Type *e = t->base;
    if (!e || type_is_silent(e))
        return;
    const char *kind = amp_kind_name(t->kind);
    if (e->kind == TY_BOOL || e->kind == TY_VOID) {
        error_at(loc, "%s element type '%s' is not supported; use int", kind, type_to_string(e));
        return;
    }
    if (type_is_amp(e)) {
        error_at(loc, "%s element type '%s' is not supported; elements are scalars or structs of scalars",
                 kind, type_to_string(e));
        return;
    }
    if (e->kind == TY_PTR || e->kind == TY_ARRAY || e->kind == TY_FUNC) {
        error_at(loc, "%s element type '%s' is not supported; elements are scalars or structs of scalars",
                 kind, type_to_string(e));
        return;
    }
    if ((e->kind == TY_STRUCT || e->kind == TY_UNION) && (!e->tag || !e->tag->complete)) {
        /* its size is needed for every element access (fuzz: the host C's
         * sizeof failed where ampcc had accepted) */
        error_at(loc, "%s element type '%s' is incomplete", kind, type_to_string(e));
        return;
    }
    Member *view = member_holding_view(e);
    if (view) {
        error_at(loc, "%s element type '%s' is not supported: it holds an array_view or array; elements are "
                 "scalars or structs of scalars", kind, type_to_string(e));
        note_at(view->loc, "member '%s' declared here", member_display(view));
        return;
    }
    if ((e->kind == TY_STRUCT || e->kind == TY_UNION) && e->tag && e->tag->amp_rejected) {
        /* each array or array_view type of it is an error of its own, as
         * each template instance is in C++ AMP (conformance not.aligned) */
        judge_tag(e, loc);
        return;
    }
    check_amp_type(e, POS_ELEMENT, loc, "element type");
}

void check_written_type(Type *t, SrcLoc loc)
{
    for (; t; t = t->base) {
        if (t->written_checked)
            return;
        t->written_checked = true;
        switch (t->kind) {
        case TY_EXTENT:
        case TY_INDEX:
            fold_rank(t, loc);
            return;
        case TY_ARRAY_VIEW:
        case TY_AMP_ARRAY:
            if (fold_rank(t, loc))
                check_element_type(t, loc);
            return;
        case TY_TILED_EXTENT:
        case TY_TILED_INDEX:
            if (t->rank == 0)
                while (t->rank < 3 && t->tile_exprs[t->rank])
                    t->rank++;
            check_tiles(t->tile_exprs, t->tile, t->rank, loc, amp_kind_name(t->kind));
            return;
        case TY_PTR:
        case TY_ARRAY:
            continue;
        case TY_FUNC:
            for (int i = 0; i < t->nparams; i++)
                if (t->params[i].type)
                    check_written_type(t->params[i].type, t->params[i].loc);
            continue;
        default:
            return;
        }
    }
}

/* ------------------------------------------------- sema's own AMP types */

/* A type sema makes from checked parts: its rank and tiles need no folding. */
static Type *checked(Type *t)
{
    t->written_checked = true;
    return t;
}

Type *sema_rank_type(Ctx *c, TypeKind kind, int rank)
{
    if (rank < 1 || rank > AMP_MAX_RANK)
        return amp_type(kind, NULL, rank);   /* an object whose rank was reported */
    Type **slot = kind == TY_INDEX ? &c->unit->index_types[rank] : &c->unit->extent_types[rank];
    if (!*slot)
        *slot = checked(amp_type(kind, NULL, rank));
    return *slot;
}

Type *sema_tiled_extent(Ctx *c, const int *tiles, int count)
{
    char key[64];
    int len = snprintf(key, sizeof key, "%d %d %d %d", count, tiles[0], count > 1 ? tiles[1] : 0,
                       count > 2 ? tiles[2] : 0);
    Type *t = hash_get_str(&c->unit->tiled_extents, key, len);
    if (t)
        return t;
    t = checked(amp_type(TY_TILED_EXTENT, NULL, count));
    for (int i = 0; i < count; i++)
        t->tile[i] = tiles[i];
    hash_put_str(&c->unit->tiled_extents, arena_strndup(compiler_arena, key, (size_t)len), len, t);
    return t;
}

Type *sema_method_type(Ctx *c, Type *ret)
{
    Type *t = hash_get(&c->unit->method_types, ret);
    if (!t) {
        t = func_type(ret);
        hash_put(&c->unit->method_types, ret, t);
    }
    return t;
}
