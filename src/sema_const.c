/* sema_const.c - folding of integer constant expressions.
 *
 * Used for tile sizes and ranks written as names (Type.tile_exprs/rank_expr),
 * static assertions, and to decide which variables are constants rather than
 * captures in kernels: literals, enum constants, sizeof, and `const int` /
 * `static const int` variables whose initializer is itself constant
 * (Symbol.has_const_value / const_value).
 */
#include "sema_internal.h"

static bool fold_binary(int op, long long a, long long b, long long *out)
{
    switch (op) {
    case BO_ADD: *out = (long long)((unsigned long long)a + (unsigned long long)b); return true;
    case BO_SUB: *out = (long long)((unsigned long long)a - (unsigned long long)b); return true;
    case BO_MUL: *out = (long long)((unsigned long long)a * (unsigned long long)b); return true;
    case BO_DIV:
    case BO_MOD:
        if (b == 0 || (a == INT64_MIN && b == -1))
            return false;
        *out = op == BO_DIV ? a / b : a % b;
        return true;
    case BO_SHL: if (b < 0 || b > 63) return false; *out = (long long)((unsigned long long)a << b); return true;
    case BO_SHR: if (b < 0 || b > 63) return false; *out = a >> b; return true;
    case BO_BITAND: *out = a & b; return true;
    case BO_BITOR: *out = a | b; return true;
    case BO_BITXOR: *out = a ^ b; return true;
    case BO_LT: *out = a < b; return true;
    case BO_GT: *out = a > b; return true;
    case BO_LE: *out = a <= b; return true;
    case BO_GE: *out = a >= b; return true;
    case BO_EQ: *out = a == b; return true;
    case BO_NE: *out = a != b; return true;
    case BO_LOGAND: *out = a && b; return true;
    case BO_LOGOR: *out = a || b; return true;
    default: return false;
    }
}

static bool is_const_integer_var(const Symbol *s)
{
    return s->kind == SYM_VAR && s->type && (s->type->quals & Q_CONST) &&
           !(s->type->quals & Q_VOLATILE) && type_is_integer(s->type);
}

/* A const integer variable: its value, folding its initializer on first use. */
static bool fold_ident(Symbol *s, long long *out)
{
    static PtrMap in_progress;
    if (s->kind == SYM_ENUM_CONST) {
        *out = s->enum_value;
        return true;
    }
    if (s->has_const_value) {
        *out = s->const_value;
        return true;
    }
    if (!is_const_integer_var(s) || !s->decl || s->decl->kind != ND_DECL || !s->decl->init ||
        pmap_get(&in_progress, s))
        return false;
    pmap_put(&in_progress, s, s);
    long long v;
    bool ok = fold_int(s->decl->init, &v);
    pmap_put(&in_progress, s, NULL);
    if (ok) {
        s->has_const_value = true;
        s->const_value = v;
        *out = v;
    }
    return ok;
}

static long long truncate_to(const Type *t, long long v)
{
    if (!t || t->size <= 0 || t->size >= 8)
        return v;
    int bits = (int)t->size * 8;
    unsigned long long mask = (1ULL << bits) - 1;
    unsigned long long u = (unsigned long long)v & mask;
    if (!t->is_unsigned && t->kind != TY_BOOL && (u >> (bits - 1)))
        return (long long)(u | ~mask);
    if (t->kind == TY_BOOL)
        return v != 0;
    return (long long)u;
}

bool fold_int(Node *n, long long *out)
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
        return n->sym && fold_ident(n->sym, out);
    case ND_UNARY:
        if (!fold_int(n->lhs, &a))
            return false;
        switch (n->op) {
        case UO_PLUS: case UO_EXTENSION: *out = a; return true;
        case UO_NEG: *out = (long long)(0ULL - (unsigned long long)a); return true;
        case UO_BITNOT: *out = ~a; return true;
        case UO_NOT: *out = !a; return true;
        default: return false;
        }
    case ND_BINARY:
        if (n->op == BO_LOGAND || n->op == BO_LOGOR) {
            if (!fold_int(n->lhs, &a))
                return false;
            if ((n->op == BO_LOGAND && !a) || (n->op == BO_LOGOR && a)) {
                *out = n->op == BO_LOGOR;
                return true;
            }
            if (!fold_int(n->rhs, &b))
                return false;
            *out = b != 0;
            return true;
        }
        return fold_int(n->lhs, &a) && fold_int(n->rhs, &b) && fold_binary(n->op, a, b, out);
    case ND_COND:
        if (!fold_int(n->cond, &a))
            return false;
        if (a)
            return n->then ? fold_int(n->then, out) : (*out = a, true);
        return fold_int(n->els, out);
    case ND_CAST:
        if (!n->cast_type || !type_is_integer(n->cast_type) || !fold_int(n->lhs, &a))
            return false;
        *out = truncate_to(n->cast_type, a);
        return true;
    case ND_SIZEOF_TYPE:
        if (!n->cast_type || n->cast_type->size < 0)
            return false;
        *out = n->cast_type->size;
        return true;
    case ND_SIZEOF_EXPR:
        if (!n->lhs || !n->lhs->type || n->lhs->type->size < 0 || n->lhs->type->kind == TY_UNKNOWN)
            return false;
        *out = n->lhs->type->size;
        return true;
    default:
        return false;
    }
}

void note_const_decl(Symbol *s, Node *init)
{
    long long v;
    if (s->has_const_value || !is_const_integer_var(s))
        return;
    if (fold_int(init, &v)) {
        s->has_const_value = true;
        s->const_value = truncate_to(s->type, v);
    }
}

bool sema_const_int(Node *e, long long *out)
{
    return fold_int(e, out);
}
