/* sema_ctypes.c - C's own constraints (C11 6.4, 6.5, 6.7) on amp code, in gcc's
 * words.
 *
 * Host code goes to the host compiler, which checks it. Amp code becomes OpenCL
 * C (and native C for the host device) that nothing checks before the kernels
 * are built at run time, so every constraint the host compiler would report in
 * host code is reported here, at the same place and in the same words: invalid
 * operands, void values used as values, assignments to non-lvalues, struct and
 * scalar mixes in conversions, redefinitions, incomplete objects, malformed
 * numbers, stray bytes, misplaced labels and jumps (sema.c tracks those). The callers (sema_expr.c, sema.c)
 * call most of these only for amp code; the few whose violations in host code
 * the generated host C used to pass on to the host compiler (or make worse:
 * `&v.extent`) run in host code too: malformed numbers, unary operands, `&`
 * of a non-lvalue, members of a non-struct. A TY_UNKNOWN type is never
 * reported (it was reported already, or sema cannot tell).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "sema_internal.h"

static bool known(const Type *t) { return !type_is_silent(t); }
static bool is_ptr(const Type *t) { return t->kind == TY_PTR; }
static bool is_record(const Type *t) { return t->kind == TY_STRUCT || t->kind == TY_UNION; }

/* ------------------------------------------------------------ values */

/* gcc's place for an expression: a call's is its callee's first column
 * (the range stays the whole call), others' their own. */
static SrcLoc expression_loc(const Node *e)
{
    SrcLoc at = e->loc;
    const Node *callee = e->kind == ND_CALL ? e->lhs : NULL;
    if (callee && callee->loc.file == at.file && callee->loc.line == at.line && !at.macro &&
        (!at.range_end || callee->loc.col >= at.range_begin))
        at.col = callee->loc.col;
    return at;
}

bool ctypes_value(Node *e)
{
    if (!e || !e->type || e->type->kind != TY_VOID)
        return true;
    error_at(expression_loc(e), "void value not ignored as it ought to be");
    return false;
}

/* ------------------------------------------------------------ operators */

/* p - q needs pointers to compatible types (C11 6.5.6p3; qualifiers aside). */
static bool same_pointee(const Type *a, const Type *b)
{
    if (!a->base || !b->base || !known(a->base) || !known(b->base))
        return true;
    return type_equal(a->base, b->base);
}

static bool binary_operands_ok(int op, Type *a, Type *b)
{
    bool arith = type_is_arith(a) && type_is_arith(b);
    switch (op) {
    case BO_MUL: case BO_DIV:
        return arith;
    case BO_MOD: case BO_SHL: case BO_SHR: case BO_BITAND: case BO_BITOR: case BO_BITXOR:
        return type_is_integer(a) && type_is_integer(b);
    case BO_ADD:
        return arith || (is_ptr(a) && type_is_integer(b)) || (type_is_integer(a) && is_ptr(b));
    case BO_SUB:
        return arith || (is_ptr(a) && (type_is_integer(b) || (is_ptr(b) && same_pointee(a, b))));
    case BO_LT: case BO_GT: case BO_LE: case BO_GE:
    case BO_EQ: case BO_NE:
        /* a pointer compared with an integer is only a gcc warning */
        return arith || ((is_ptr(a) || type_is_integer(a)) && (is_ptr(b) || type_is_integer(b)));
    default:
        return true;
    }
}

/* `a OP b` and `a OP= b` with C operands (decayed). */
bool ctypes_binary(Node *n, int op, Type *a, Type *b)
{
    if (!known(a) || !known(b))
        return true;
    if (op == BO_LOGAND || op == BO_LOGOR) {
        Type *bad = !type_is_scalar(a) ? a : !type_is_scalar(b) ? b : NULL;
        if (bad)
            error_at(n->loc, "used %s type value where scalar is required",
                     bad->kind == TY_STRUCT ? "struct" : bad->kind == TY_UNION ? "union" : "array");
        return !bad;
    }
    if (binary_operands_ok(op, a, b))
        return true;
    error_at(n->loc, "invalid operands to binary %s (have '%s' and '%s')", binop_spelling(op),
             type_to_string(a), type_to_string(b));
    return false;
}

/* `+x`, `-x`, `~x`, `!x`, `*x`, `++x`: what the operand must be. */
bool ctypes_unary(Node *n, Type *t)
{
    if (!known(t))
        return true;
    switch (n->op) {
    case UO_PLUS: case UO_NEG:
        if (type_is_arith(t))
            return true;
        error_at(n->loc, "wrong type argument to unary %s", n->op == UO_PLUS ? "plus" : "minus");
        return false;
    case UO_BITNOT:
        if (type_is_integer(t) || t->kind == TY_COMPLEX)
            return true;
        error_at(n->loc, "wrong type argument to bit-complement");
        return false;
    case UO_NOT:
        if (type_is_scalar(t))
            return true;
        error_at(n->loc, "wrong type argument to unary exclamation mark");
        return false;
    case UO_DEREF:
        if (is_ptr(t))
            return true;
        error_at(n->loc, "invalid type argument of unary '*' (have '%s')", type_to_string(t));
        return false;
    case UO_PREINC: case UO_POSTINC: case UO_PREDEC: case UO_POSTDEC:
        if (type_is_arith(t) || is_ptr(t))
            return true;
        error_at(n->loc, "wrong type argument to %s",
                 n->op == UO_PREINC || n->op == UO_POSTINC ? "increment" : "decrement");
        return false;
    default:
        return true;
    }
}

/* ------------------------------------------------------------ lvalues */

/* A tiled_index's members are objects (C++ AMP's data members: t.global);
 * the other AMP members are values computed from their object (v.extent is
 * get_extent(), a.accelerator_view a function's result): `&v.extent` made
 * C that did not compile. */
static bool amp_member_is_object(const Type *obj)
{
    return obj->kind == TY_TILED_INDEX;
}

/* C11 6.3.2.1: names of objects, `*p`, `a[i]`, `p->m`, `x.m` of an lvalue x,
 * compound literals and string literals; AMP's element accesses `v(i, j)` too. */
static bool is_lvalue(const Node *e)
{
    while (e && e->kind == ND_UNARY && (e->op == UO_EXTENSION || e->op == UO_REAL || e->op == UO_IMAG))
        e = e->lhs;
    if (!e)
        return true;
    switch (e->kind) {
    case ND_IDENT:
    case ND_INDEX:
    case ND_COMPOUND_LIT:
    case ND_STRING_LIT:
        return true;
    case ND_UNARY:
        return e->op == UO_DEREF;
    case ND_MEMBER:
        if (e->lhs && e->lhs->type && type_is_amp(e->lhs->type))
            return amp_member_is_object(e->lhs->type);
        return e->is_arrow || !e->lhs || is_lvalue(e->lhs);
    case ND_CALL:
        return e->lhs && e->lhs->type &&
               (e->lhs->type->kind == TY_ARRAY_VIEW || e->lhs->type->kind == TY_AMP_ARRAY);
    default:
        return false;
    }
}

/* role: "unary '&' operand", or for a modifiable lvalue (not an array),
 * "left operand of assignment", "increment operand", "decrement operand". */
bool ctypes_lvalue(Node *e, SrcLoc where, const char *role, bool modifiable)
{
    if (!e || (e->type && !known(e->type)))
        return true;
    if (is_lvalue(e) && !(modifiable && e->type && e->type->kind == TY_ARRAY))
        return true;
    error_at(where, "lvalue required as %s", role);
    return false;
}

/* ------------------------------------------------------------ conversions */

/* Simple assignment's constraints (C11 6.5.16.1) between C types: arithmetic
 * to arithmetic, a struct or union to the same one, pointers to pointers and
 * to _Bool (pointer/integer mixes are amp code's own rule). AMP values and
 * arrays (initialized from lists and strings) have rules of their own. */
static bool assignable(Type *to, Type *from)
{
    if (!known(to) || !known(from) || type_is_amp(to) || type_is_amp(from) || to->kind == TY_ARRAY)
        return true;
    from = decay(from);
    return (type_is_arith(to) && type_is_arith(from)) || (is_record(to) && is_record(from) && type_equal(to, from)) ||
           ((is_ptr(to) || to->kind == TY_BOOL) && is_ptr(from)) || (is_ptr(to) && type_is_integer(from)) ||
           (type_is_integer(to) && is_ptr(from));
}

/* `what_fmt` is gcc's: "assigning to type '%s' from", "initializing type '%s' using". */
bool ctypes_assignable(SrcLoc loc, Type *to, Type *from, const char *what_fmt)
{
    if (assignable(to, from))
        return true;
    char msg[256];
    snprintf(msg, sizeof msg, what_fmt, type_to_string(to));
    error_at(loc, "incompatible types when %s type '%s'", msg, type_to_string(decay(from)));
    return false;
}

bool ctypes_returnable(SrcLoc loc, Type *to, Type *from)
{
    if (assignable(to, from))
        return true;
    error_at(loc, "incompatible types when returning type '%s' but '%s' was expected", type_to_string(decay(from)),
             type_to_string(to));
    return false;
}

bool ctypes_argument(SrcLoc loc, Type *param, Type *arg, int index, const char *fname)
{
    if (assignable(param, arg))
        return true;
    error_at(loc, "incompatible type for argument %d of '%s'", index, fname);
    return false;
}

/* A cast (C11 6.5.4): to void, or between scalars (a struct to the same struct
 * is a GNU extension). */
bool ctypes_cast(Node *cast, Type *to, Type *from)
{
    if (known(to) && (to->kind == TY_ARRAY || to->kind == TY_FUNC)) {
        error_at(cast->loc, "cast specifies %s type", to->kind == TY_ARRAY ? "array" : "function");
        return false;
    }
    if (!known(to) || !known(from) || to->kind == TY_VOID || type_is_amp(to) || type_is_amp(from))
        return true;
    from = decay(from);
    const char *why = NULL;
    if (is_record(to))
        why = type_equal(to, from) ? NULL : "conversion to non-scalar type requested";
    else if (is_record(from))
        why = to->kind == TY_BOOL ? "used struct type value where scalar is required"
              : is_ptr(to)        ? "cannot convert to a pointer type"
              : type_is_integer(to) ? "aggregate value used where an integer was expected"
                                    : "aggregate value used where a floating-point was expected";
    else if (is_ptr(to) && !type_is_integer(from) && !is_ptr(from))
        why = "cannot convert to a pointer type";
    else if (is_ptr(from) && type_is_arith(to) && !type_is_integer(to))
        why = "pointer value used where a floating-point was expected";
    if (why)
        error_at(cast->loc, "%s", why);
    return !why;
}

/* The second and third operands of ?: (C11 6.5.15p3), decayed. */
bool ctypes_conditional(Node *n, Type *a, Type *b)
{
    if (!known(a) || !known(b) || type_is_amp(a) || type_is_amp(b))
        return true;
    bool ok = (type_is_arith(a) && type_is_arith(b)) || (is_record(a) && type_equal(a, b)) ||
              (a->kind == TY_VOID && b->kind == TY_VOID) || (is_ptr(a) && is_ptr(b)) ||
              (is_ptr(a) && type_is_integer(b)) || (type_is_integer(a) && is_ptr(b));
    if (!ok)
        error_at(n->loc, "type mismatch in conditional expression");
    return ok;
}

/* `.m = x` designators of a brace list for t name its members, at every
 * level the designators and nested lists reach. */
static bool designators_ok(Node *list, Type *t)
{
    bool ok = true;
    for (int i = 0; i < list->items.len; i++) {
        Node *item = list->items.items[i];
        Type *at = t;
        for (int j = 0; item && item->kind == ND_INIT_ITEM && j < item->items.len && at; j++) {
            Node *d = item->items.items[j];
            Type *mt = NULL;
            if (!d->name) {
                at = at->kind == TY_ARRAY ? at->base : NULL;
            } else if (is_record(at) && at->tag && at->tag->complete && !find_member(at, d->name, &mt)) {
                error_at(d->loc, "'%s' has no member named '%s'", type_to_string(at), d->name);
                ok = false;
                at = NULL;
            } else {
                at = mt;
            }
        }
        Node *value = item && item->kind == ND_INIT_ITEM ? item->lhs : NULL;
        if (value && value->kind == ND_INIT_LIST && at && item->items.len)
            ok &= designators_ok(value, at);
    }
    return ok;
}

/* A local's initializer: a brace list names existing members; an expression
 * converts as by assignment, and a struct takes only its own type. */
bool ctypes_initializer(Node *init, Type *to)
{
    if (!init || !known(to))
        return true;
    if (init->kind == ND_INIT_LIST)
        return designators_ok(init, to);
    if (!ctypes_value(init))
        return false;
    if (is_record(to) && known(init->type) && !assignable(to, init->type)) {
        error_at(init->loc, "invalid initializer");
        return false;
    }
    return ctypes_assignable(init->loc, to, init->type, "initializing type '%s' using");
}

/* `f(1)` where f is not a function: gcc names a plain identifier. */
void ctypes_not_callable(Node *callee)
{
    if (callee->kind == ND_IDENT && callee->name)
        error_at(callee->loc, "called object '%s' is not a function or function pointer", callee->name);
    else
        error_at(callee->loc, "called object is not a function or function pointer");
}

/* ------------------------------------------------------------ objects */

/* The elements of an array object are complete object types (C11 6.7.6.2p1). */
static bool array_elements_ok(Symbol *s, Type *t)
{
    if (t->kind != TY_ARRAY)
        return true;
    Type *e = t->base;
    while (e && e->kind == TY_ARRAY)
        e = e->base;
    if (!e || !known(e))
        return true;
    if (e->kind == TY_VOID) {
        error_at(s->loc, "declaration of '%s' as array of voids", s->name);
        return false;
    }
    if (e->kind == TY_FUNC) {
        error_at(s->loc, "declaration of '%s' as array of functions", s->name);
        return false;
    }
    return ctypes_array_element_complete(s->loc, t);
}

/* An array of an incomplete struct or union (at any depth) is gcc's
 * "array type has incomplete element type"; reported at `at` (a local,
 * global or member declarator: parse.y's member_type_complete calls this
 * too). True when t is no such array. */
bool ctypes_array_element_complete(SrcLoc at, Type *t)
{
    Type *e = t;
    while (e && e->kind == TY_ARRAY)
        e = e->base;
    if (e == t || !e || !is_record(e) || (e->tag && e->tag->complete))
        return true;
    error_at(at, "array type has incomplete element type '%s'", type_to_string(e));
    return false;
}

/* A local object needs a complete type (C11 6.7p7). */
bool ctypes_object(Symbol *s, bool has_init)
{
    Type *t = s->type;
    if (!known(t) || s->storage == ST_EXTERN)
        return true;
    if (t->kind == TY_VOID) {
        error_at(s->loc, "variable or field '%s' declared void", s->name);
        return false;
    }
    if (is_record(t) && (!t->tag || !t->tag->complete)) {
        error_at(s->loc, "storage size of '%s' isn't known", s->name);
        return false;
    }
    if (t->kind == TY_ARRAY && t->array_len < 0 && !t->array_len_expr && !has_init) {
        error_at(s->loc, "array size missing in '%s'", s->name);
        return false;
    }
    return array_elements_ok(s, t);
}

/* A second declaration of a name in the same block scope (the parser links it
 * to the first through Symbol.prev_in_scope). */
void ctypes_redeclaration(Symbol *s)
{
    Symbol *prev = s->prev_in_scope;
    if (!prev || (prev->storage == ST_EXTERN && s->storage == ST_EXTERN))
        return;
    if (prev->is_param || prev->kind != s->kind)
        error_at(s->loc, "'%s' redeclared as different kind of symbol", s->name);
    else
        error_at(s->loc, "redefinition of '%s'", s->name);
    note_at(prev->loc, "previous definition of '%s' with type '%s'", s->name, type_to_string(prev->type));
}

/* ------------------------------------------------------------ tokens */

/* gcc's preprocessor reads a pp-number (digits, letters, '.', and signs after
 * e/E/p/P: `4idx.barrier.wait` is one) and then classifies it; these are its
 * checks (libcpp's cpp_classify_number), in its words. */
typedef struct NumberScan {
    int radix;
    bool seen_digit;
    int max_digit;
    enum { NOT_FLOAT, AFTER_POINT, AFTER_EXPON } kind;
    bool two_points;
    const char *suffix;
} NumberScan;

static int digit_value(int c)
{
    return isdigit(c) ? c - '0' : tolower(c) - 'a' + 10;
}

static const char *scan_radix(const char *p, NumberScan *ns)
{
    ns->radix = 10;
    if (*p != '0')
        return p;
    ns->radix = 8;
    p++;
    if ((*p == 'x' || *p == 'X') && (p[1] == '.' || isxdigit((unsigned char)p[1]))) {
        ns->radix = 16;
        return p + 1;
    }
    if ((*p == 'b' || *p == 'B') && (p[1] == '0' || p[1] == '1')) {
        ns->radix = 2;
        return p + 1;
    }
    return p;
}

static const char *scan_mantissa(const char *p, NumberScan *ns)
{
    for (;; p++) {
        int c = (unsigned char)*p;
        if (isdigit(c) || (ns->radix == 16 && isxdigit(c))) {
            ns->seen_digit = true;
            if (digit_value(c) > ns->max_digit)
                ns->max_digit = digit_value(c);
        } else if (c == '.') {
            if (ns->kind != NOT_FLOAT)
                ns->two_points = true;
            ns->kind = AFTER_POINT;
        } else if ((ns->radix <= 10 && (c == 'e' || c == 'E')) || (ns->radix == 16 && (c == 'p' || c == 'P'))) {
            ns->kind = AFTER_EXPON;
            return p + 1;
        } else {
            return p;
        }
    }
}

static bool int_suffix_ok(const char *s)
{
    int u = 0, l = 0;
    while (*s) {
        if (*s == 'u' || *s == 'U') {
            if (u++)
                return false;
            s++;
        } else if (*s == 'l' || *s == 'L') {
            if (l)
                return false;
            l = s[1] == s[0] ? 2 : 1;
            s += l;
        } else {
            return false;
        }
    }
    return true;
}

static bool float_suffix_ok(const char *s)
{
    static const char *ok[] = {"", "f", "F", "l", "L", "f16", "F16", "f32", "F32", "f64", "F64",
                               "f128", "F128", "f32x", "F32x", "f64x", "F64x", "q", "Q", "w", "W"};
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
        if (!strcmp(s, ok[i]))
            return true;
    return false;
}

/* The error gcc gives for the spelling of a numeric literal, or NULL. */
static const char *number_defect(const char *text)
{
    NumberScan ns = {0};
    const char *p = scan_mantissa(scan_radix(text, &ns), &ns);
    if (ns.two_points)
        return "too many decimal points in number";
    if (ns.kind != NOT_FLOAT && ns.radix == 8)
        ns.radix = 10;
    if (ns.max_digit >= ns.radix)
        return arena_printf(compiler_arena, "invalid digit \"%c\" in %s constant", '0' + ns.max_digit,
                            ns.radix == 2 ? "binary" : "octal");
    if (ns.kind == NOT_FLOAT)
        return int_suffix_ok(p) ? NULL
                                : arena_printf(compiler_arena, "invalid suffix \"%s\" on integer constant", p);
    if (ns.radix == 2)
        return "invalid prefix \"0b\" for floating constant";
    if (ns.radix == 16 && !ns.seen_digit)
        return "no digits in hexadecimal floating constant";
    if (ns.kind == AFTER_EXPON) {
        if (*p == '+' || *p == '-')
            p++;
        if (!isdigit((unsigned char)*p))
            return "exponent has no digits";
        while (isdigit((unsigned char)*p))
            p++;
    } else if (ns.radix == 16) {
        return "hexadecimal floating constants require an exponent";
    }
    return float_suffix_ok(p) ? NULL
                              : arena_printf(compiler_arena, "invalid suffix \"%s\" on floating constant", p);
}

bool ctypes_number(Node *lit)
{
    const char *why = lit->text ? number_defect(lit->text) : NULL;
    if (why)
        error_at(lit->loc, "%s", why);
    return !why;
}

/* Length of the UTF-8 sequence that starts at s, or 0 if it is not one. */
static int utf8_length(const unsigned char *s)
{
    int n = s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 && s[0] < 0xe0 ? 2 : 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return n;
}

/* gcc reads bytes 0x80-0xff in an identifier only as UTF-8 characters; any
 * other such byte is a stray character of its own. */
bool ctypes_identifier(SrcLoc loc, const char *name)
{
    const unsigned char *s = (const unsigned char *)(name ? name : "");
    for (int i = 0; s[i];) {
        if (s[i] < 0x80) {
            i++;
            continue;
        }
        int n = s[i] <= 0xf4 ? utf8_length(s + i) : 0;
        if (n) {
            i += n;
            continue;
        }
        SrcLoc at = loc;
        at.col += i;
        error_at(at, "stray '\\%o' in program", s[i]);
        return false;
    }
    return true;
}

/* ------------------------------------------------------------ conditions */

/* if, while, for, ?:, the operands of && and || are scalars (C11 6.8.4.1). */
bool ctypes_condition(Node *e)
{
    if (!e || !ctypes_value(e))
        return false;
    Type *t = e->type ? decay(e->type) : NULL;
    if (!t || !known(t) || type_is_scalar(t) || type_is_amp(t))
        return true;
    error_at(e->loc, "used %s type value where scalar is required",
             t->kind == TY_STRUCT ? "struct" : t->kind == TY_UNION ? "union" : "non-scalar");
    return false;
}

bool ctypes_sizeof(Node *n, Type *t)
{
    const char *op = n->kind == ND_ALIGNOF ? "__alignof__" : "sizeof";
    if (!t || !known(t))
        return true;
    if (t->kind == TY_FUNC) {
        error_at(n->loc, "invalid application of '%s' to a function type", op);
        return false;
    }
    if ((is_record(t) && (!t->tag || !t->tag->complete)) ||
        (t->kind == TY_ARRAY && t->array_len < 0 && !t->array_len_expr)) {
        error_at(n->loc, "invalid application of '%s' to incomplete type '%s'", op, type_to_string(t));
        return false;
    }
    return true;
}
