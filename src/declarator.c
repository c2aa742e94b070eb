/* declarator.c - declaration specifiers and declarators to Types (see
 * declarator.h), and the parser's integer constant folding. */
#include "declarator.h"

#include <limits.h>

DeclSpec *spec_new(SrcLoc loc, int begin)
{
    DeclSpec *s = NEW(DeclSpec);
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

Declarator *declarator_new(Ident *id, SrcLoc loc, int begin, int end)
{
    Declarator *d = NEW(Declarator);
    d->ident = id;
    d->loc = loc;
    d->begin = begin;
    d->end = end;
    return d;
}

DOp *dop_new(DOpKind kind)
{
    DOp *op = NEW(DOp);
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
            if (op->len_expr && !parse_fold_int(op->len_expr, &len))
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

/* ------------------------------------------------------------- folding */

static bool fold_binary(int op, long long a, long long b, bool is_unsigned, long long *out)
{
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    switch (op) {
    case BO_ADD: *out = (long long)(ua + ub); return true;
    case BO_SUB: *out = (long long)(ua - ub); return true;
    case BO_MUL: *out = (long long)(ua * ub); return true;
    case BO_DIV:
        if (!b) return false;
        *out = is_unsigned ? (long long)(ua / ub) : (b == -1 ? (long long)(0 - ua) : a / b);
        return true;
    case BO_MOD:
        if (!b) return false;
        *out = is_unsigned ? (long long)(ua % ub) : (b == -1 ? 0 : a % b);
        return true;
    case BO_SHL: *out = (long long)(ua << (b & 63)); return true;
    case BO_SHR: *out = is_unsigned ? (long long)(ua >> (b & 63)) : a >> (b & 63); return true;
    case BO_BITAND: *out = a & b; return true;
    case BO_BITOR: *out = a | b; return true;
    case BO_BITXOR: *out = a ^ b; return true;
    case BO_LT: *out = is_unsigned ? ua < ub : a < b; return true;
    case BO_GT: *out = is_unsigned ? ua > ub : a > b; return true;
    case BO_LE: *out = is_unsigned ? ua <= ub : a <= b; return true;
    case BO_GE: *out = is_unsigned ? ua >= ub : a >= b; return true;
    case BO_EQ: *out = a == b; return true;
    case BO_NE: *out = a != b; return true;
    case BO_LOGAND: *out = a && b; return true;
    case BO_LOGOR: *out = a || b; return true;
    default: return false;
    }
}

/* Unsignedness as far as the parser knows it: literal suffixes and casts. */
static bool looks_unsigned(Node *n)
{
    if (n->kind == ND_INT_LIT)
        return n->type && n->type->is_unsigned;
    if (n->kind == ND_CAST)
        return n->cast_type->is_unsigned && n->cast_type->kind != TY_PTR;
    if (n->kind == ND_BINARY && n->op < BO_LT)
        return looks_unsigned(n->lhs) || looks_unsigned(n->rhs);
    return false;
}

static long long truncate_to(Type *t, long long v)
{
    if (!type_is_integer(t) || t->size >= 8 || t->size <= 0)
        return v;
    int bits = (int)t->size * 8;
    unsigned long long mask = (1ULL << bits) - 1, u = (unsigned long long)v & mask;
    if (!t->is_unsigned && (u >> (bits - 1)))
        return (long long)(u | ~mask);
    return (long long)u;
}

bool parse_fold_int(Node *n, long long *out)
{
    long long a, b;
    if (!n)
        return false;
    switch (n->kind) {
    case ND_INT_LIT:
    case ND_CHAR_LIT:
        *out = n->ival;
        return true;
    case ND_IDENT:
        if (n->sym && n->sym->kind == SYM_ENUM_CONST) {
            *out = n->sym->enum_value;
            return true;
        }
        return false;
    case ND_UNARY:
        if (!parse_fold_int(n->lhs, &a))
            return false;
        switch (n->op) {
        case UO_PLUS: case UO_EXTENSION: *out = a; return true;
        case UO_NEG: *out = (long long)(0 - (unsigned long long)a); return true;
        case UO_NOT: *out = !a; return true;
        case UO_BITNOT: *out = ~a; return true;
        default: return false;
        }
    case ND_BINARY:
        if (!parse_fold_int(n->lhs, &a))
            return false;
        if (n->op == BO_LOGAND && !a) { *out = 0; return true; }
        if (n->op == BO_LOGOR && a) { *out = 1; return true; }
        if (!parse_fold_int(n->rhs, &b))
            return false;
        return fold_binary(n->op, a, b, looks_unsigned(n), out);
    case ND_COND:
        if (!parse_fold_int(n->cond, &a))
            return false;
        return parse_fold_int(a ? (n->then ? n->then : n->cond) : n->els, out);
    case ND_CAST:
        if (!type_is_integer(n->cast_type) || !parse_fold_int(n->lhs, &a))
            return false;
        *out = truncate_to(n->cast_type, a);
        return true;
    case ND_COMMA:
        return parse_fold_int(n->rhs, out);
    case ND_SIZEOF_TYPE:
    case ND_ALIGNOF:
        if (!n->cast_type || n->cast_type->size < 0)
            return false;
        *out = n->kind == ND_ALIGNOF ? n->cast_type->align : n->cast_type->size;
        if (n->cast_type->kind >= TY_STRUCT && n->cast_type->kind <= TY_UNION && n->cast_type->tag) {
            if (!n->cast_type->tag->complete)
                return false;
            *out = n->kind == ND_ALIGNOF ? n->cast_type->tag->align : n->cast_type->tag->size;
        }
        return true;
    case ND_BUILTIN:
        return false;
    default:
        return false;
    }
}
