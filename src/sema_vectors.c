/* sema_vectors.c - the short vector types (LANGUAGE.md section 10): int_N,
 * uint_N, float_N, double_N are library structs (library.c) whose members x,
 * y, z, w are C members; this file types what C would not allow on them:
 * component-wise + - * / between two vectors of one type or a vector and a
 * scalar (which stands for all components), unary - and +, == and !=, the
 * compound assignments, and the constructors `float_4 v(x, y, z, w);`,
 * `float_4 v(s);` and `float_4(x, y, z, w)` as a value. The emitters lower
 * each by the operand types sema recorded (ampcc_T_N_add, ...).
 */
#include "diag.h"
#include "library.h"
#include "sema_internal.h"

static bool is_vector(const Type *t) { return library_vector_length(t) > 0; }

/* The component type of vector type t (the type of its x). */
static Type *component(const Type *t)
{
    return t->tag->members->type;
}

static bool component_wise(int op)
{
    return op == BO_ADD || op == BO_SUB || op == BO_MUL || op == BO_DIV;
}

/* Is one operand a vector (the operator is then this file's)? */
bool vector_operands(const Type *a, const Type *b)
{
    return is_vector(a) || (b && is_vector(b));
}

static Type *say_invalid(Node *n, int op, Type *a, Type *b)
{
    error_at(n->loc, "invalid operands to '%s': '%s' and '%s' (a short vector type takes + - * / with "
             "the same vector type or a number, and == !=)", binop_spelling(op), type_to_string(a),
             type_to_string(b));
    return ty_unknown;
}

/* `a OP b` or `a OP= b` with a vector operand: the result type. */
Type *vector_binary(Node *n, int op, Type *a, Type *b, bool compound)
{
    bool same = is_vector(a) && is_vector(b) && a->tag == b->tag;
    bool scalar = (is_vector(a) && type_is_arith(b)) || (!compound && is_vector(b) && type_is_arith(a));
    if (op == BO_EQ || op == BO_NE)
        return same ? ty_int : say_invalid(n, op, a, b);
    if (!component_wise(op) || !(same || scalar))
        return say_invalid(n, op, a, b);
    return is_vector(a) ? a : b;
}

/* -v and +v. */
Type *vector_unary(Node *n, Type *t)
{
    if (n->op == UO_NEG || n->op == UO_PLUS)
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
    (void)component;
    return true;
}
