/* sema_vectors.c - the short vector types (LANGUAGE.md section 10): int_N,
 * uint_N, float_N, double_N are library structs (library.c) whose members x,
 * y, z, w are C members; this file types what C would not allow on them:
 * component-wise + - * / between two vectors of one type or a vector and a
 * scalar (which stands for all components), unary - and +, == and !=, the
 * compound assignments, and the constructors `float_4 v(x, y, z, w);`,
 * `float_4 v(s);` and `float_4(x, y, z, w)` as a value. The emitters lower
 * each by the operand types sema recorded (ampcc_T_N_add, ...).
 */
#include <string.h>

#include "diag.h"
#include "library.h"
#include "sema_internal.h"

static bool is_vector(const Type *t) { return library_vector_length(t) > 0; }

/* The component type of vector type t (the type of its x). */
static Type *component(const Type *t)
{
    return t->tag->members->type;
}

/* The operators applied to each component: + - * / on every vector type,
 * also % & | ^ << >> on int_N and uint_N (as C++ AMP's). */
static bool component_wise(int op, const Type *vector)
{
    if (op == BO_ADD || op == BO_SUB || op == BO_MUL || op == BO_DIV)
        return true;
    bool integer = type_is_integer(vector->tag->members->type);
    return integer && (op == BO_MOD || op == BO_BITAND || op == BO_BITOR || op == BO_BITXOR ||
                       op == BO_SHL || op == BO_SHR);
}

/* Is one operand a vector (the operator is then this file's)? */
bool vector_operands(const Type *a, const Type *b)
{
    return is_vector(a) || (b && is_vector(b));
}

/* A norm_N or unorm_N operand with a scalar of another kind is fine (the
 * scalar is clamped into every component); -u of unorm_N is not (C++ AMP's
 * unorm_N has no negation: its values would all leave [0, 1]). */
static bool is_unorm_vector(const Type *t) { return is_vector(t) && library_norm(component(t)) == 2; }

static Type *say_invalid(Node *n, int op, Type *a, Type *b)
{
    error_at(n->loc, "invalid operands to '%s': '%s' and '%s' (a short vector type takes + - * / (and "
             "on int_N and uint_N %% & | ^ << >>) with the same vector type or a number, and == !=)",
             binop_spelling(op), type_to_string(a), type_to_string(b));
    return ty_unknown;
}

/* `a OP b` or `a OP= b` with a vector operand: the result type. */
Type *vector_binary(Node *n, int op, Type *a, Type *b, bool compound)
{
    bool same = is_vector(a) && is_vector(b) && a->tag == b->tag;
    bool scalar = (is_vector(a) && type_is_arith(b)) || (!compound && is_vector(b) && type_is_arith(a));
    if (op == BO_EQ || op == BO_NE)
        return same ? ty_int : say_invalid(n, op, a, b);
    bool int_only = op != BO_ADD && op != BO_SUB && op != BO_MUL && op != BO_DIV;
    Type *number = scalar ? (is_vector(a) ? b : a) : NULL;
    if (!component_wise(op, is_vector(a) ? a : b) || !(same || scalar) ||
        (number && int_only && !type_is_integer(number)))
        return say_invalid(n, op, a, b);
    return is_vector(a) ? a : b;
}

/* -v and +v. */
Type *vector_unary(Node *n, Type *t)
{
    if ((n->op == UO_NEG && !is_unorm_vector(t)) || n->op == UO_PLUS)
        return t;
    if (n->op == UO_BITNOT && type_is_integer(component(t)))
        return t;
    error_at(n->loc, "invalid operand to unary operator: '%s'", type_to_string(t));
    return ty_unknown;
}

/* The arguments of a constructor of vector type t: one number (every
 * component), one per component, or one vector of as many components
 * (each converted; into norm_N clamped); norm and unorm take one number. */
bool vector_ctor_ok(SrcLoc loc, Type *t, PtrVec *args)
{
    int n = library_norm(t) ? 1 : library_vector_length(t);
    if (n == 1 && args->len != 1) {
        error_at(loc, "'%s' is constructed from 1 value, not %d", type_to_string(t), args->len);
        return false;
    }
    if (args->len != 1 && args->len != n) {
        error_at(loc, "'%s' is constructed from 1 value (every component) or %d values, not %d",
                 type_to_string(t), n, args->len);
        return false;
    }
    Node *first = args->items[0];
    if (args->len == 1 && n > 1 && first && library_vector_length(first->type) == n)
        return true;   /* float_2(i2): C++ AMP's conversion between vectors of one length */
    if (args->len == 1 && n > 1 && first && is_vector(first->type)) {
        error_at(first->loc, "'%s' converts from a short vector of %d components, not '%s'", type_to_string(t), n,
                 type_to_string(first->type));
        return false;
    }
    for (int i = 0; i < args->len; i++) {
        Node *a = args->items[i];
        if (a && a->type && !type_is_silent(a->type) && !type_is_arith(a->type)) {
            error_at(a->loc, "a component of '%s' must be a number, not '%s'", type_to_string(t),
                     type_to_string(a->type));
            return false;
        }
    }
    return true;
}

/* v.r, v.xy, v.zyx, v.bgra: a component, or a new vector of 2 to 4 of them
 * (letters all from xyzw or all from rgba); the type, or NULL after saying why. */
Type *vector_member(Node *n, Type *obj)
{
    static const char *const sets[2] = {"xyzw", "rgba"};
    const char *name = n->name ? n->name : "";
    int len = (int)strlen(name), size = library_vector_length(obj);
    for (int set = 0; set < 2 && len >= 1 && len <= 4; set++) {
        int code = len, k = 0;
        for (; k < len; k++) {
            const char *at = strchr(sets[set], name[k]);
            if (!at || !*at || at - sets[set] >= size)
                break;
            code |= (int)(at - sets[set]) << (3 + 2 * k);
        }
        if (k == len) {
            n->swizzle = code;
            return library_vector_like(obj, len);
        }
    }
    error_at(n->loc, "no member named '%s' in '%s' (its components are %.*s or %.*s, and 2 to 4 of them "
             "from one set select a vector)", name, type_to_string(obj), size, sets[0], size, sets[1]);
    return NULL;
}

/* Does the swizzle of member node n name a component twice (v.xx)? */
static bool repeats(int s)
{
    for (int i = 0; i < swizzle_count(s); i++)
        for (int j = i + 1; j < swizzle_count(s); j++)
            if (swizzle_at(s, i) == swizzle_at(s, j))
                return true;
    return false;
}

/* `v.zyx = e` is allowed without repeats; `v.xy += e`, `&v.xy`, `v.xy++` are
 * not (a selection of several components is a value, not an object). */
bool vector_swizzle_target_ok(Node *lhs, int op, const char *what)
{
    if (!lhs || lhs->kind != ND_MEMBER || swizzle_count(lhs->swizzle) < 2)
        return true;
    if (repeats(lhs->swizzle)) {
        error_at(lhs->loc, "cannot assign to '%s': a component appears twice", lhs->name);
        return false;
    }
    if (op != BO_NONE || what) {
        error_at(lhs->loc, "cannot %s '%s', a selection of several components; assign it as a whole: "
                 "v.%s = v.%s %s ...", what ? what : "update", lhs->name, lhs->name, lhs->name,
                 op != BO_NONE ? binop_spelling(op) : "+");
        return false;
    }
    return true;
}

/* ------------------------------------------------------------ norm, unorm */

static bool is_norm(const Type *t) { return library_norm(t) != 0; }

static bool is_norm_arith(int op)
{
    return op == BO_ADD || op == BO_SUB || op == BO_MUL || op == BO_DIV;
}

/* `a OP b` where a and b are both norm or unorm and OP is + - * /: a norm
 * (unorm when both are), clamped by the emitters; NULL otherwise (a norm with
 * any other number is a float, as norm's `operator float` makes it). */
Type *norm_binary(int op, Type *a, Type *b)
{
    if (!is_norm(a) || !is_norm(b) || !is_norm_arith(op))
        return NULL;
    return library_norm_type(library_norm(a) == 1 || library_norm(b) == 1 ? 1 : 2);
}

/* Does a value of type `from` become a `to` without a constructor? Into
 * norm only from norm and unorm, into unorm only from unorm: C++ AMP's other
 * constructors are explicit, and a plain float could leave the range. */
bool norm_converts(SrcLoc loc, Type *to, Type *from)
{
    int t = library_norm(to), f = library_norm(from);
    if (!t || !from || !type_is_arith(from) || t == f || (t == 1 && f == 2))
        return true;
    error_at(loc, "'%s' does not convert to '%s' implicitly; construct one, %s(x), which clamps x to "
             "[%s, 1]", type_to_string(from), type_to_string(to), t == 1 ? "norm" : "unorm", t == 1 ? "-1" : "0");
    return false;
}

/* `n OP= x`, n a norm or unorm: + - * / with a value that converts to n's
 * type (C++ AMP's norm::operator+= and the rest take a norm). */
Type *norm_compound(Node *n, Type *a, Type *b)
{
    if (!is_norm_arith(n->op)) {
        error_at(n->loc, "invalid operands to '%s=': '%s' and '%s' (norm and unorm take + - * /)",
                 binop_spelling(n->op), type_to_string(a), type_to_string(b));
        return ty_unknown;
    }
    return norm_converts(n->rhs->loc, a, b) ? a : ty_unknown;
}

/* -n is a norm; -u and +n are floats (C++ AMP's unorm has no negation and
 * neither has unary +, so its operator float applies). */
Type *norm_unary(int op, Type *t)
{
    if (op == UO_NEG && library_norm(t) == 1)
        return library_norm_type(1);
    return ty_float;
}
