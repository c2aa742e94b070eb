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
    if (n->op == UO_NEG || n->op == UO_PLUS)
        return t;
    if (n->op == UO_BITNOT && type_is_integer(component(t)))
        return t;
    error_at(n->loc, "invalid operand to unary operator: '%s'", type_to_string(t));
    return ty_unknown;
}

/* The arguments of a constructor of vector type t: one number (every
 * component) or one per component. */
bool vector_ctor_ok(SrcLoc loc, Type *t, PtrVec *args)
{
    int n = library_vector_length(t);
    if (args->len != 1 && args->len != n) {
        error_at(loc, "'%s' is constructed from 1 value (every component) or %d values, not %d",
                 type_to_string(t), n, args->len);
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
