/* declarator.c - declaration specifiers and declarators to Types (see
 * declarator.h), and the parser's integer constant folding. */
#include "declarator.h"
#include "sema.h"

#include <limits.h>

DeclSpec *spec_new(Arena *records, SrcLoc loc, int begin)
{
    DeclSpec *s = arena_alloc(records, sizeof(DeclSpec));
    s->loc = loc;
    s->begin = begin;
    return s;
}

void spec_add_keyword(DeclSpec *s, TypeKeyword kw, SrcLoc loc)
{
    if (kw == TK_UNSIGNED_INT128) {
        s->kw[TK_UNSIGNED]++;
        kw = TK_INT128;
    }
    s->kw[kw]++;
    s->has_keyword = true;
    s->resolved = NULL;
}

void spec_set_named(DeclSpec *s, Type *t, SrcLoc loc)
{
    s->named = t;
    s->resolved = NULL;
}

/* The C11 6.7.2 combinations of builtin type keywords (long unsigned int, ...). */
static Type *keyword_type(const DeclSpec *s)
{
    const unsigned char *k = s->kw;
    Type *t;
    if (k[TK_VOID]) t = ty_void;
    else if (k[TK_BOOL]) t = ty_bool;
    else if (k[TK_VA_LIST]) { t = type_copy(ty_void); t->kind = TY_VA_LIST; t->size = 24; t->align = 8; }
    else if (k[TK_AUTO_TYPE]) t = ty_unknown;
    else if (k[TK_CHAR]) t = k[TK_UNSIGNED] ? ty_uchar : k[TK_SIGNED] ? ty_schar : ty_char;
    else if (k[TK_SHORT]) t = k[TK_UNSIGNED] ? ty_ushort : ty_short;
    else if (k[TK_INT128]) {
        t = type_copy(ty_int);
        t->kind = k[TK_UNSIGNED] ? TY_UINT128 : TY_INT128;
        t->size = t->align = 16;
        t->is_unsigned = k[TK_UNSIGNED] != 0;
    }
    else if (k[TK_FLOAT] || k[TK_FLOAT32]) t = ty_float;
    else if (k[TK_DOUBLE] && k[TK_LONG]) t = ty_ldouble;
    else if (k[TK_DOUBLE] || k[TK_FLOAT64] || k[TK_FLOAT32X]) t = ty_double;
    else if (k[TK_FLOAT64X]) t = ty_ldouble;
    else if (k[TK_FLOAT16] || k[TK_FLOAT128]) {
        t = type_copy(ty_float);
        t->kind = k[TK_FLOAT16] ? TY_FLOAT16 : TY_FLOAT128;
        t->size = t->align = k[TK_FLOAT16] ? 2 : 16;
    }
    else if (k[TK_LONG] >= 2) t = k[TK_UNSIGNED] ? ty_ullong : ty_llong;
    else if (k[TK_LONG]) t = k[TK_UNSIGNED] ? ty_ulong : ty_long;
    else if (k[TK_COMPLEX] && !k[TK_INT] && !k[TK_SIGNED] && !k[TK_UNSIGNED]) t = ty_double; /* `_Complex` alone */
    else t = k[TK_UNSIGNED] ? ty_uint : ty_int;
    if (k[TK_COMPLEX]) {
        Type *c = type_copy(t);
        c->kind = TY_COMPLEX;
        c->base = t;
        c->size = t->size * 2;
        c->typedef_name = NULL;
        t = c;
    }
    return t;
}

Type *spec_type(DeclSpec *s)
{
    if (s->resolved)
        return s->resolved;
    Type *t = s->named ? s->named : keyword_type(s);
    if (s->named && s->kw[TK_COMPLEX]) { /* `T _Complex` with T a typedef of a float type */
        Type *c = type_copy(t);
        c->kind = TY_COMPLEX;
        c->base = s->named;
        c->size = t->size * 2;
        c->typedef_name = NULL;
        t = c;
    }
    if (s->quals)
        t = type_qualified(t, s->quals);
    s->resolved = t;
    return t;
}

Declarator *declarator_new(Arena *records, Ident *id, SrcLoc loc, int begin, int end)
{
    Declarator *d = arena_alloc(records, sizeof(Declarator));
    d->ident = id;
    d->loc = loc;
    d->begin = begin;
    d->end = end;
    return d;
}

DOp *dop_new(Arena *records, DOpKind kind)
{
    DOp *op = arena_alloc(records, sizeof(DOp));
    op->kind = kind;
    return op;
}

void declarator_prepend(Declarator *d, DOp *op)
{
    op->next = d->first;
    d->first = op;
    if (!d->last)
        d->last = op;
}

void declarator_add_pointer(Declarator *d, DOp *first, DOp *last)
{
    last->next = d->first;
    d->first = first;
    if (!d->last)
        d->last = last;
}

static Type *apply_function(Type *ret, const DOp *op)
{
    Type *t = func_type(ret);
    t->params = op->params;
    t->nparams = op->nparams;
    t->variadic = op->variadic;
    t->no_prototype = op->no_prototype;
    t->restrict_mask = op->restrict_mask;
    return t;
}

Type *declarator_type(Type *base, Declarator *d)
{
    Type *t = base;
    for (DOp *op = d ? d->first : NULL; op; op = op->next) {
        switch (op->kind) {
        case DOP_PTR:
            t = pointer_to(t);
            if (op->quals)
                t->quals = op->quals;
            break;
        case DOP_ARRAY: {
            long long len = -1;
            if (op->len_expr && !sema_const_int(op->len_expr, &len))
                len = -1;
            t = array_of(t, (long)len);
            t->array_len_expr = op->len_expr;
            t->star_len = op->star_len;
            break;
        }
        case DOP_FUNC:
            t = apply_function(t, op);
            break;
        }
    }
    return t;
}

DOp *declarator_function(Declarator *d)
{
    return d && d->last && d->last->kind == DOP_FUNC ? d->last : NULL;
}

