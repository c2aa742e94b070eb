/* sema_math.c - the arguments and result types of the math built-ins
 * (LANGUAGE.md sections 7 and 10): <math.h>, precise_math, fast_math_ and
 * direct3d_ rows of src/ampops.def. Each parameter letter of the row's SIG
 * says what the argument must be; the CK_FORM_* rows pick the int, unsigned
 * int, float or double form by the argument types with C++'s overload
 * ranking (exact match, promotion, conversion), so that a call C++ AMP finds
 * ambiguous is an error here too. The form chosen is the call's type, which
 * the emitters read.
 */
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "sema_internal.h"

/* The row's floating type: what a 'f' or 'p' parameter takes. */
static Type *row_float(const AmpOpInfo *r)
{
    return r->check == CK_MATH_F ? ty_float : ty_double;
}

static bool is_pointer_to(const Type *t, const Type *pointee)
{
    t = decay((Type *)t);
    return t && t->kind == TY_PTR && t->base && t->base->kind == pointee->kind;
}

/* Argument i of a row whose parameter letter is `letter`: says what is wrong. */
static void check_math_arg(Node *a, int i, char letter, const AmpOpInfo *r)
{
    if (!a || !a->type || type_is_silent(a->type))
        return;
    Type *want = letter == 'p' ? row_float(r) : letter == 'P' ? ty_float : letter == 'n' ? ty_int : NULL;
    if (want) {
        if (!is_pointer_to(a->type, want))
            error_at(a->loc, "argument %d of '%s' must be a pointer to %s, not '%s'", i + 1, r->name,
                     type_to_string(want), type_to_string(a->type));
        return;
    }
    if (strchr("fFgilu", letter) && !type_is_arith(a->type))
        error_at(a->loc, "argument %d of '%s' must be a number, not '%s'", i + 1, r->name,
                 type_to_string(a->type));
}

/* How an argument of type t converts to form f: 0 exact, 1 promotion, 2
 * conversion (C++'s ranks; an integer below int promotes to int, float to
 * double). */
static int conversion_rank(const Type *t, const Type *f)
{
    if (t->kind == f->kind)
        return 0;
    if (f->kind == TY_INT && type_is_integer(t) && t->kind != TY_UINT && t->kind != TY_LONG &&
        t->kind != TY_ULONG && t->kind != TY_LLONG && t->kind != TY_ULLONG)
        return 1;
    if (f->kind == TY_DOUBLE && t->kind == TY_FLOAT)
        return 1;
    return 2;
}

/* Is form a at least as good as b for every argument, and better for one? */
static bool better_form(Node *call, const Type *a, const Type *b)
{
    bool strictly = false;
    for (int i = 0; i < call->args.len; i++) {
        Type *t = ((Node *)call->args.items[i])->type;
        int ra = conversion_rank(t, a), rb = conversion_rank(t, b);
        if (ra > rb)
            return false;
        strictly |= ra < rb;
    }
    return strictly;
}

static void say_no_form(Node *call, const AmpOpInfo *r, Type *const *forms, int n)
{
    char args[256] = "", names[128] = "";
    for (int i = 0; i < call->args.len; i++)
        snprintf(args + strlen(args), sizeof args - strlen(args), "%s%s", i ? ", " : "",
                 type_to_string(((Node *)call->args.items[i])->type));
    for (int k = 0; k < n; k++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", k ? ", " : "",
                 type_to_string(forms[k]));
    error_at(call->loc, "no single form of '%s' fits (%s): the call is ambiguous, as in C++ AMP; give "
             "every argument the same one of the types %s", r->name, args, names);
}

/* The best form of a CK_FORM_* row for the call's arguments. */
static Type *overload_form(Node *call, const AmpOpInfo *r)
{
    Type *forms[4] = {ty_int, ty_float, ty_uint, ty_double};
    int n = r->check == CK_FORM_ARITH ? 4 : 2;
    for (int i = 0; i < call->args.len; i++) {
        Type *t = ((Node *)call->args.items[i])->type;
        if (!t || type_is_silent(t) || !type_is_arith(t))
            return ty_unknown;   /* said by check_math_arg */
    }
    for (int k = 0; k < n; k++) {
        bool best = true;
        for (int j = 0; j < n && best; j++)
            best = j == k || better_form(call, forms[k], forms[j]);
        if (best)
            return forms[k];
    }
    say_no_form(call, r, forms, n);
    return ty_unknown;
}

static Type *declared_or(Type *declared, Type *otherwise)
{
    return declared && declared->kind == TY_FUNC && declared->base ? declared->base : otherwise;
}

/* The result type of math row r, after checking its arguments (their number
 * is checked already). */
Type *math_builtin_result(Node *call, const AmpOpInfo *r, Type *declared)
{
    for (int i = 0; i < call->args.len && r->sig[i]; i++)
        check_math_arg(call->args.items[i], i, r->sig[i], r);
    switch (r->check) {
    case CK_MATH: return declared_or(declared, ty_double);
    case CK_MATH_F: return declared_or(declared, ty_float);
    case CK_INT: return declared_or(declared, ty_int);
    case CK_LONG: return declared_or(declared, ty_long);
    case CK_UINT: return ty_uint;
    case CK_VOID: return ty_void;
    case CK_FORM_INT_FLOAT: case CK_FORM_ARITH: return overload_form(call, r);
    case CK_EXTENT: case CK_INDEX: case CK_BARRIER: case CK_SIZE: case CK_CONTAINS: case CK_TILE:
    case CK_SAME: case CK_DATA: case CK_SECTION: case CK_COPY_TO: case CK_COPY: case CK_ACCESS:
    case CK_ATOMIC: case CK_XCHG: case CK_CAS: case CK_FENCE: case CK_RANK: case CK_COPY_ASYNC: case CK_CTOR: case CK_OPERATOR: case CK_ACC_VIEW:
    case CK_SECTION_ORIGIN: case CK_SECTION_EXTENT: case CK_SECTION_INTS: case CK_REINTERPRET: case CK_VIEW_AS:
    case CK_CTOR_SIZES: case CK_CTOR_SIZES_DATA: case CK_CTOR_EXTENT: case CK_CTOR_EXTENT_DATA: case CK_CTOR_ARRAY:
    case CK_CTOR_SIZES_RANGE: case CK_CTOR_EXTENT_RANGE:
    case CK_CTOR_VIEW:
    case CK_FUTURE: case CK_PREDICATE: case CK_THEN:
        break;   /* not math */
    }
    return ty_unknown;
}
