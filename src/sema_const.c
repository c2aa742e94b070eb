/* sema_const.c - THE integer constant folder: the parser (array lengths,
 * bit-field widths, alignas, tile sizes and ranks), sema and the emitters all
 * ask it (sema_const_int), and it keeps each value it finds on the node.
 *
 * Used for tile sizes and ranks written as names (Type.tile_exprs/rank_expr),
 * static assertions, and to decide which variables are constants rather than
 * captures in kernels: literals, enum constants, sizeof, and `const int` /
 * `static const int` variables whose initializer is itself constant
 * (Symbol.has_const_value / const_value).
 */
#include "sema_internal.h"

/* The arithmetic is C's: an operation is unsigned when its operands' common
 * type is (known from Node.type once sema has typed the expression; from
 * literal suffixes and casts before that, for the parser), and a result that
 * C leaves undefined (division by zero, signed overflow of a division, a
 * shift by the width or more) is not a constant. */
static const Type *int_type_of(const Node *n)
{
    if (n->type && type_is_integer(n->type))
        return n->type;
    if (n->kind == ND_CAST && n->cast_type && type_is_integer(n->cast_type))
        return n->cast_type;
    return NULL;
}

static bool looks_unsigned(const Node *n)
{
    const Type *t = int_type_of(n);
    if (t)
        return t->is_unsigned;
    if (n->kind == ND_BINARY && n->op < BO_LT)
        return looks_unsigned(n->lhs) || looks_unsigned(n->rhs);
    return false;
}

/* The usual arithmetic conversions, as far as signedness goes: below int
 * promotes to int; the wider type wins; of equal width, unsigned wins. */
static bool common_unsigned(const Node *a, const Node *b)
{
    const Type *ta = int_type_of(a), *tb = int_type_of(b);
    if (!ta || !tb)
        return looks_unsigned(a) || looks_unsigned(b);
    long sa = ta->size < 4 ? 4 : ta->size, sb = tb->size < 4 ? 4 : tb->size;
    bool ua = ta->is_unsigned && ta->size >= 4, ub = tb->is_unsigned && tb->size >= 4;
    if (sa != sb)
        return sa > sb ? ua : ub;
    return ua || ub;
}

/* Why an operation is not a constant although its operands are. */
typedef enum ConstProblem { CP_DIVISION_BY_ZERO = 1, CP_DIVISION_OVERFLOW, CP_SHIFT_WIDTH } ConstProblem;

static const char *const problem_text[] = {
    [CP_DIVISION_BY_ZERO] = "division by zero",
    [CP_DIVISION_OVERFLOW] = "the division overflows",
    [CP_SHIFT_WIDTH] = "the shift count is negative or not less than the width",
};

/* Records on n that C leaves its result undefined; returns false (not a constant). */
static bool undefined(Node *n, ConstProblem why)
{
    n->const_state = CONST_UNDEFINED;
    n->const_value = why;
    return false;
}

static bool fold_division(int op, long long a, long long b, bool is_unsigned, long long *out)
{
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    if (b == 0 || (!is_unsigned && a == INT64_MIN && b == -1))
        return false;   /* fold_binary says why */
    if (is_unsigned)
        *out = (long long)(op == BO_DIV ? ua / ub : ua % ub);
    else
        *out = op == BO_DIV ? a / b : a % b;
    return true;
}

static bool fold_compare(int op, long long a, long long b, bool is_unsigned, long long *out)
{
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    switch (op) {
    case BO_LT: *out = is_unsigned ? ua < ub : a < b; return true;
    case BO_GT: *out = is_unsigned ? ua > ub : a > b; return true;
    case BO_LE: *out = is_unsigned ? ua <= ub : a <= b; return true;
    case BO_GE: *out = is_unsigned ? ua >= ub : a >= b; return true;
    case BO_EQ: *out = a == b; return true;
    case BO_NE: *out = a != b; return true;
    default: return false;
    }
}

static bool fold_binary(Node *n, long long a, long long b, long long *out)
{
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    bool is_unsigned = n->op == BO_SHL || n->op == BO_SHR ? looks_unsigned(n->lhs)
                                                          : common_unsigned(n->lhs, n->rhs);
    switch (n->op) {
    case BO_ADD: *out = (long long)(ua + ub); return true;
    case BO_SUB: *out = (long long)(ua - ub); return true;
    case BO_MUL: *out = (long long)(ua * ub); return true;
    case BO_DIV: case BO_MOD:
        if (!fold_division(n->op, a, b, is_unsigned, out))
            return undefined(n, b == 0 ? CP_DIVISION_BY_ZERO : CP_DIVISION_OVERFLOW);
        return true;
    case BO_SHL:
        if (b < 0 || b > 63)
            return undefined(n, CP_SHIFT_WIDTH);
        *out = (long long)(ua << b);
        return true;
    case BO_SHR:
        if (b < 0 || b > 63)
            return undefined(n, CP_SHIFT_WIDTH);
        *out = is_unsigned ? (long long)(ua >> b) : a >> b;
        return true;
    case BO_BITAND: *out = a & b; return true;
    case BO_BITOR: *out = a | b; return true;
    case BO_BITXOR: *out = a ^ b; return true;
    default: return fold_compare(n->op, a, b, is_unsigned, out);
    }
}

static bool is_const_integer_var(const Symbol *s)
{
    return s->kind == SYM_VAR && s->type && (s->type->quals & Q_CONST) &&
           !(s->type->quals & Q_VOLATILE) && type_is_integer(s->type);
}

/* A const integer variable: its value, folding its initializer on first use
 * (a variable whose initializer names itself is not a constant). */
static bool fold_ident(Symbol *s, long long *out)
{
    if (s->kind == SYM_ENUM_CONST) {
        *out = s->enum_value;
        return true;
    }
    if (s->has_const_value) {
        *out = s->const_value;
        return true;
    }
    Node *init = s->decl && s->decl->kind == ND_DECL ? s->decl->init : NULL;
    if (!is_const_integer_var(s) || !init || init->const_state == CONST_FOLDING ||
        init->const_state == CONST_UNDEFINED)
        return false;
    init->const_state = CONST_FOLDING;
    long long v;
    bool ok = fold_int(init, &v);
    if (init->const_state == CONST_FOLDING)
        init->const_state = CONST_UNKNOWN;
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

/* _Alignof(type) and _Alignof(expr); a struct's own alignment once complete. */
static bool fold_alignof(Node *n, long long *out)
{
    Type *t = n->cast_type ? n->cast_type : n->lhs ? n->lhs->type : NULL;
    if (!t || t->size < 0 || t->kind == TY_UNKNOWN)
        return false;
    if ((t->kind == TY_STRUCT || t->kind == TY_UNION) && t->tag) {
        if (!t->tag->complete)
            return false;
        *out = t->tag->align;
        return true;
    }
    *out = t->align;
    return true;
}

static bool fold_uncached(Node *n, long long *out)
{
    long long a, b;
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
        return fold_int(n->lhs, &a) && fold_int(n->rhs, &b) && fold_binary(n, a, b, out);
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
        if ((n->cast_type->kind == TY_STRUCT || n->cast_type->kind == TY_UNION) && n->cast_type->tag) {
            if (!n->cast_type->tag->complete)
                return false;
            *out = n->cast_type->tag->size;
        }
        return true;
    case ND_SIZEOF_EXPR:
        if (!n->lhs || !n->lhs->type || n->lhs->type->size < 0 || n->lhs->type->kind == TY_UNKNOWN)
            return false;
        *out = n->lhs->type->size;
        return true;
    case ND_ALIGNOF:
        return fold_alignof(n, out);
    case ND_COMMA:
        return fold_int(n->rhs, out);
    default:
        return false;
    }
}

/* The folder's one entry: a value found once is kept on the node
 * (Node.const_state/const_value) and read from there afterwards. "Not a
 * constant" is not kept: a name the parser could not fold becomes a
 * constant once sema has seen its declaration. */
bool fold_int(Node *n, long long *out)
{
    if (!n)
        return false;
    if (n->const_state == CONST_KNOWN) {
        *out = n->const_value;
        return true;
    }
    long long v;
    if (n->const_state == CONST_FOLDING || n->const_state == CONST_UNDEFINED || !fold_uncached(n, &v))
        return false;
    if (n->type && type_is_integer(n->type))
        v = truncate_to(n->type, v);
    n->const_state = CONST_KNOWN;
    n->const_value = v;
    *out = v;
    return true;
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

/* The operation inside e (or inside the initializer of a const int it names)
 * whose result C leaves undefined, found by folding e. */
static Node *undefined_part(Node *e)
{
    if (!e || e->const_state == CONST_UNDEFINED)
        return e;
    if (e->kind == ND_IDENT && e->sym && e->sym->kind == SYM_VAR && e->sym->decl &&
        e->sym->decl->kind == ND_DECL && e->sym->decl->init != e)
        return undefined_part(e->sym->decl->init);
    Node *kids[] = {node_child(e, NF_lhs), node_child(e, NF_rhs), node_child(e, NF_cond),
                    node_child(e, NF_then), node_child(e, NF_els)};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++) {
        Node *u = kids[i] ? undefined_part(kids[i]) : NULL;
        if (u)
            return u;
    }
    return NULL;
}

bool report_undefined_constant(Node *e, const char *what)
{
    long long v;
    if (!e || fold_int(e, &v))
        return false;
    Node *at = undefined_part(e);
    if (!at)
        return false;
    error_at(at->loc, "%s is not a constant: %s", what, problem_text[at->const_value]);
    return true;
}
