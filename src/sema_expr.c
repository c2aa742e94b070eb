/* sema_expr.c - types every expression (Node.type) and checks the rules that
 * concern a single expression in amp code.
 *
 * Host code is typed tolerantly: where the type cannot be told (GNU builtins,
 * odd extensions) the result is TY_UNKNOWN and nothing is reported. An operand
 * whose type is TY_UNKNOWN makes the whole expression TY_UNKNOWN, silently, so
 * one mistake gives one diagnostic and no cascade.
 *
 * Members, subscripts and built-in calls of AMP values (docs/rules.md lists
 * them) are typed in sema_members.c.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sema_internal.h"
#include "library.h"

/* accelerator and accelerator_view compare with == and != (the same device,
 * the same view). */
static bool library_compares(const Type *t)
{
    return library_is_accelerator(t) || (t && t->kind == TY_STRUCT && t->tag == library_view_type()->tag);
}

bool type_is_silent(const Type *t)
{
    return !t || t->kind == TY_UNKNOWN;
}

/* Types carry typedef names as copies of the underlying type, so there is
 * nothing to strip: this only turns a missing type into TY_UNKNOWN. */
Type *type_or_unknown(Type *t)
{
    return t ? t : ty_unknown;
}

static Type *sema_member_after_object(Ctx *c, Node *n);

static Type *set_type(Node *n, Type *t)
{
    n->type = t ? t : ty_unknown;
    return n->type;
}

static bool is_ptr(const Type *t) { return t && t->kind == TY_PTR; }

/* Arrays and functions used as values become pointers. */
Type *decay(Type *t)
{
    if (t->kind == TY_ARRAY)
        return pointer_to(t->base ? t->base : ty_unknown);
    if (t->kind == TY_FUNC)
        return pointer_to(t);
    return t;
}

static int int_rank(TypeKind k)
{
    switch (k) {
    case TY_BOOL: return 0;
    case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 1;
    case TY_SHORT: case TY_USHORT: return 2;
    case TY_INT: case TY_UINT: case TY_ENUM: return 3;
    case TY_LONG: case TY_ULONG: return 4;
    case TY_LLONG: case TY_ULLONG: return 5;
    default: return 6;
    }
}

static Type *promote(Type *t)
{
    if (!type_is_integer(t))
        return t;
    if (int_rank(t->kind) < 3 || t->kind == TY_ENUM)
        return ty_int;
    return t;
}

/* C's usual arithmetic conversions. */
static Type *usual_arith(Type *a, Type *b)
{
    if (a->kind == TY_COMPLEX)
        return a;
    if (b->kind == TY_COMPLEX)
        return b;
    if (a->kind == TY_LDOUBLE || b->kind == TY_LDOUBLE)
        return ty_ldouble;
    if (a->kind == TY_FLOAT128 || b->kind == TY_FLOAT128)
        return a->kind == TY_FLOAT128 ? a : b;
    if (a->kind == TY_DOUBLE || b->kind == TY_DOUBLE)
        return ty_double;
    if (a->kind == TY_FLOAT || b->kind == TY_FLOAT)
        return ty_float;
    if (a->kind == TY_FLOAT16 || b->kind == TY_FLOAT16)
        return a->kind == TY_FLOAT16 ? a : b;
    a = promote(a);
    b = promote(b);
    if (a->kind == b->kind)
        return a;
    int ra = int_rank(a->kind), rb = int_rank(b->kind);
    if (a->is_unsigned == b->is_unsigned)
        return ra >= rb ? a : b;
    Type *u = a->is_unsigned ? a : b, *s = a->is_unsigned ? b : a;
    if (int_rank(u->kind) >= int_rank(s->kind))
        return u;
    if (s->size > u->size)
        return s;
    switch (s->kind) {
    case TY_LONG: return ty_ulong;
    case TY_LLONG: return ty_ullong;
    default: return u;
    }
}

bool is_null_pointer_constant(Node *n)
{
    long long v;
    return n && fold_int(n, &v) && v == 0;
}

const char *binop_spelling(int op)
{
    static const char *s[] = {"", "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
                              "<", ">", "<=", ">=", "==", "!=", "&&", "||"};
    return op >= 0 && op < (int)(sizeof s / sizeof *s) ? s[op] : "?";
}

/* ------------------------------------------------------------ identifiers */

static bool is_const_value_use(Symbol *s)
{
    long long v;
    if (s->kind == SYM_ENUM_CONST)
        return true;
    if (s->kind != SYM_VAR || !s->type || !type_is_integer(s->type) || !(s->type->quals & Q_CONST))
        return false;
    Node id = {0};
    id.kind = ND_IDENT;
    id.sym = s;
    return fold_int(&id, &v);
}

/* A variable used in amp code: names rule (spec 2.4.3.2) and captures. */
static void check_amp_variable_use(Ctx *c, Node *n, Symbol *s)
{
    s->used_in_amp = true;
    /* sizeof/_Alignof do not evaluate their operand: nothing is read, so
     * nothing needs capturing (as in C++, where it is not an odr-use). */
    if (c->in_sizeof || is_const_value_use(s) || hash_has(&c->kernel_locals, s))
        return;
    bool outer_static = s->scope_depth > 0 && (s->storage == ST_STATIC || s->storage == ST_EXTERN ||
                                               s->storage == ST_THREAD_LOCAL);
    if (s->is_global || s->scope_depth == 0 || (c->kernel && outer_static)) {
        if (hash_has(&c->reported, s))
            return;
        hash_put(&c->reported, s, s);
        error_at(n->loc, "%s variable '%s' cannot be used in amp code; %s",
                 s->scope_depth == 0 || s->storage == ST_EXTERN ? "global" : "static", s->name,
                 c->kernel ? "copy it into a local of the enclosing function and capture that"
                           : "pass its value in as a parameter");
        note_at(s->loc, "'%s' declared here", s->name);
        return;
    }
    if (c->kernel)
        capture_check_use(c, n);
}

/* A call in amp code to a function nothing declares: a misspelt AMP
 * function (the ops table's) or visible name is suggested, gcc's way. */
static void report_undeclared_call(Node *callee, const char *name)
{
    const char *names[AMP_OP_COUNT + 1];
    int n = 0;
    for (int op = AMP_NONE + 1; op < AMP_OP_COUNT; op++)
        if (ampop_info(op)->form == AF_FUNC)
            names[n++] = ampop_info(op)->name;
    if (callee->did_you_mean)
        names[n++] = callee->did_you_mean;
    const char *close = diag_closest_name(name, names, n);
    if (close)
        diag_report_rich(DIAG_ERROR, callee->loc, NULL, 0, close, "call to undeclared function '%s' in "
                         "amp code; did you mean '%s'?", name, close);
    else
        error_at(callee->loc, "call to undeclared function '%s' in amp code; declare it restrict(amp) "
                 "before calling it", name);
}

/* gcc's words, with its "did you mean" and fix-it when a visible name is close;
 * at file scope there is no function to speak of. As gcc, each name is reported
 * once in a body (c->reported holds the interned name) and the note once. */
static void report_undeclared(Ctx *c, Node *n, const char *name)
{
    if (c->func && hash_has(&c->reported, name))
        return;
    const char *where = c->func ? " (first use in this function)" : " here (not in a function)";
    if (n->did_you_mean && !diag_header_of(name))   /* gcc names the header instead */
        diag_report_rich(DIAG_ERROR, n->loc, NULL, 0, n->did_you_mean,
                         "'%s' undeclared%s; did you mean '%s'?", name, where, n->did_you_mean);
    else
        error_at(n->loc, "'%s' undeclared%s", name, where);
    diag_note_missing_header(name, n->loc);
    if (!c->func)
        return;
    hash_put(&c->reported, name, (void *)name);
    if (!c->unit->explained_undeclared)
        note_at(n->loc, "each undeclared identifier is reported only once for each function it appears in");
    c->unit->explained_undeclared = true;
}

static Type *sema_ident(Ctx *c, Node *n, bool as_callee)
{
    Symbol *s = n->sym;
    if (ctx_amp(c) && !ctypes_identifier(n->loc, n->name))
        return set_type(n, ty_unknown);
    if (!s) {
        const char *name = n->name ? n->name : "";
        if (!strncmp(name, "__builtin", 9) || !strcmp(name, "__func__") ||
            !strcmp(name, "__FUNCTION__") || !strcmp(name, "__PRETTY_FUNCTION__"))
            return set_type(n, ty_unknown);
        if (as_callee)
            return set_type(n, ty_unknown);
        report_undeclared(c, n, name);
        return set_type(n, ty_unknown);
    }
    switch (s->kind) {
    case SYM_ENUM_CONST:
        return set_type(n, ty_int);
    case SYM_TYPEDEF:
        return set_type(n, ty_unknown);
    case SYM_FUNC:
        if (!as_callee && ctx_amp(c))
            error_at(n->loc, "function '%s' used as a value; amp code cannot use function pointers, "
                     "call the function directly", s->name);
        else if (!as_callee && function_restrictions(s) == RESTRICT_AMP) /* cpu,amp ones are cpu functions too */
            error_at(n->loc, "cannot take a pointer to amp function '%s'; amp functions can only be "
                     "called directly", s->name);
        return set_type(n, s->type);
    case SYM_VAR:
        if (ctx_amp(c))
            check_amp_variable_use(c, n, s);
        return set_type(n, s->type);
    }
    return set_type(n, ty_unknown);
}

/* ------------------------------------------------------------ literals */

/* The spelling's value does not fit 64 bits (the lexer's value has wrapped). */
static bool int_literal_overflows(const char *text)
{
    if (!text)
        return false;
    errno = 0;
    char *end;
    strtoull(text, &end, 0);
    return errno == ERANGE;
}

static Type *sema_int_lit(Ctx *c, Node *n)
{
    Type *t = set_type(n, n->type ? n->type : ty_int);
    if (!ctypes_number(n))
        return set_type(n, ty_unknown); /* reported: nothing more about it */
    if (!ctx_amp(c))
        return t;
    if (int_literal_overflows(n->text))
        error_at(n->loc, "integer literal '%s' does not fit any type amp code supports (at most 64 bits)",
                 n->text);
    else if (t->kind == TY_LLONG || t->kind == TY_ULLONG)
        error_at(n->loc, "integer literal '%s' has type '%s', which amp code does not support; "
                 "drop the LL suffix (long is 64 bits)", n->text ? n->text : "", type_to_string(t));
    else if (!type_is_integer(t) || t->size > 8)
        error_at(n->loc, "integer literal '%s' does not fit any type amp code supports",
                 n->text ? n->text : "");
    return t;
}

static bool has_float_suffix(const char *text)
{
    size_t len = text ? strlen(text) : 0;
    return len && (text[len - 1] == 'f' || text[len - 1] == 'F') &&
           !(len > 1 && (text[0] == '0') && (text[1] == 'x' || text[1] == 'X') && !strpbrk(text, "pP"));
}

static Type *sema_float_lit(Ctx *c, Node *n)
{
    Type *t = set_type(n, n->type ? n->type : ty_double);
    if (!ctypes_number(n))
        return set_type(n, ty_unknown);
    if (!ctx_amp(c))
        return t;
    const char *text = n->text ? n->text : "";
    if (t->kind == TY_LDOUBLE || t->kind == TY_FLOAT128 || t->kind == TY_FLOAT16)
        error_at(n->loc, "floating literal '%s' has type '%s', which amp code does not support; "
                 "use a double literal (no L suffix)", text, type_to_string(t));
    else if ((t->kind == TY_FLOAT || has_float_suffix(text)) && (isinf(n->fval) || fabs(n->fval) > FLT_MAX))
        error_at(n->loc, "floating literal '%s' is out of range for 'float'", text);
    else if (isinf(n->fval))
        error_at(n->loc, "floating literal '%s' is out of range for 'double'", text);
    return t;
}

/* ------------------------------------------------------------ lvalues */

/* The variable an assignment writes through, if it is a by-value capture
 * (members of structs, elements of C arrays, coordinates of extents/indices). */
static Node *written_root(Node *lhs)
{
    while (lhs) {
        if (lhs->kind == ND_MEMBER && !lhs->is_arrow) {
            lhs = lhs->lhs;
        } else if (lhs->kind == ND_INDEX && lhs->lhs && lhs->lhs->type &&
                   (lhs->lhs->type->kind == TY_ARRAY || lhs->lhs->type->kind == TY_EXTENT ||
                    lhs->lhs->type->kind == TY_INDEX)) {
            lhs = lhs->lhs;
        } else if (lhs->kind == ND_UNARY && lhs->op == UO_EXTENSION) {
            lhs = lhs->lhs;
        } else {
            break;
        }
    }
    return lhs && lhs->kind == ND_IDENT ? lhs : NULL;
}

/* The view an element access reads through: `cv[i]`, `cv(i, j)`, `cv[i][j]`. */
static Type *accessed_view(Node *lhs)
{
    if (!lhs || (lhs->kind != ND_INDEX && lhs->kind != ND_CALL) || !lhs->lhs || !lhs->lhs->type)
        return NULL;
    Type *obj = lhs->lhs->type;
    return obj->kind == TY_ARRAY_VIEW ? obj : NULL;
}

/* Elements of array_view<const T, N> are read-only, in cpu code as in amp
 * code (the host rewrite turns element access into runtime calls, so the host
 * compiler would not see the const). */
static bool check_not_const(Node *lhs)
{
    Type *t = lhs ? lhs->type : NULL;
    if (type_is_silent(t) || !(t->quals & Q_CONST))
        return true;
    Type *view = accessed_view(lhs);
    if (view)
        error_at(lhs->loc, "cannot write through '%s': its elements are read-only; use a view of non-const "
                 "elements to write", type_to_string(view));
    else
        error_at(lhs->loc, "cannot assign to a value of const-qualified type '%s'", type_to_string(t));
    return false;
}

/* e without __extension__ around it. */
static Node *strip_extension(Node *e)
{
    while (e && e->kind == ND_UNARY && e->op == UO_EXTENSION)
        e = e->lhs;
    return e;
}

/* The member node when e is `x.m` and x is an AMP value (a tiled_index's
 * global/local/tile/tile_origin, a view's extent): those are read-only. */
static Node *amp_value_member(Node *e)
{
    e = strip_extension(e);
    if (!e || e->kind != ND_MEMBER || !e->lhs || !e->lhs->type)
        return NULL;
    return type_is_amp(member_object_type(e, e->lhs->type)) ? e : NULL;
}

/* `t.global[0] = 1`, `v.extent[1]++`: a coordinate of a read-only member.
 * (Updating the whole member is check_amp_modifiable's.) */
static bool check_not_amp_member_coordinate(Node *lhs)
{
    Node *e = strip_extension(lhs);
    if (!e || e->kind != ND_INDEX || !e->lhs || !e->lhs->type ||
        (e->lhs->type->kind != TY_INDEX && e->lhs->type->kind != TY_EXTENT))
        return true;
    Node *m = amp_value_member(e->lhs);
    if (!m)
        return true;
    error_at(m->loc, "cannot modify a coordinate of '.%s' of '%s': it is read-only; copy it into a "
             "local variable first", m->name ? m->name : "", type_to_string(member_object_type(m, m->lhs->type)));
    return false;
}

static void check_writable(Ctx *c, Node *lhs)
{
    if (!check_not_const(lhs) || !check_not_amp_member_coordinate(lhs) || !c->kernel)
        return;
    Node *root = written_root(lhs);
    if (root && root->sym && is_by_value_capture(c, root->sym))
        error_at(lhs->loc, "cannot modify '%s': variables captured by value are read-only in the kernel; "
                 "copy it into a local variable first", root->sym->name);
}

/* ------------------------------------------------------------ operators */

static void check_bool_pointer_arith(Ctx *c, Node *n, Type *p)
{
    if (ctx_amp(c) && is_ptr(p) && p->base && p->base->kind == TY_BOOL)
        error_at(n->loc, "pointer arithmetic on '_Bool *' is not allowed in amp code; use an int array");
}

/* The kind an operand has in the operator rows: an integer is TY_INT. */
static TypeKind operand_kind(Type *t)
{
    return type_is_integer(t) ? TY_INT : t->kind;
}

/* What index<N> or extent<N> t takes with an operator, for messages. */
static const char *coord_operators_hint(Type *t)
{
    if (t->kind == TY_INDEX)
        return arena_printf(compiler_arena, "index<%d> takes + and - with an index<%d>, and + - * / %% "
                            "with an integer on either side", t->rank, t->rank);
    return arena_printf(compiler_arena, "extent<%d> takes + and - with an extent<%d> or an index<%d>, "
                        "and + - * / %% with an integer on either side", t->rank, t->rank, t->rank);
}

/* `a OP b` with an index or extent operand (C++ AMP's operators): the
 * operator row of ampops.def, recorded in n->ampop; the result has the AMP
 * operand's type. */
static Type *sema_index_arith(Ctx *c, Node *n, Type *a, Type *b)
{
    AmpOp op = ampop_operator(OPK_BINARY, n->op, operand_kind(a), operand_kind(b));
    Type *amp = type_is_amp(a) ? a : b;
    if (!op || (type_is_amp(a) && type_is_amp(b) && a->rank != b->rank)) {
        if (amp->kind == TY_INDEX || amp->kind == TY_EXTENT)
            error_at(n->loc, "invalid operands to '%s': '%s' and '%s' (%s)", binop_spelling(n->op),
                     type_to_string(a), type_to_string(b), coord_operators_hint(amp));
        else
            error_at(n->loc, "invalid operands to '%s': '%s' and '%s'", binop_spelling(n->op),
                     type_to_string(a), type_to_string(b));
        return ty_unknown;
    }
    n->ampop = op;
    return amp;
}

static bool is_aggregate(const Type *t)
{
    return t && (t->kind == TY_STRUCT || t->kind == TY_UNION);
}

/* C's constraints on the operands of `a OP b` and `a OP= b` in amp code. */
static bool c_operands_ok(Node *n, Type *a, Type *b)
{
    if (!ctypes_value(n->lhs) || !ctypes_value(n->rhs))
        return false;
    return ctypes_binary(n, n->op, a, b);
}

static Type *sema_binary(Ctx *c, Node *n)
{
    Type *a = sema_expr(c, n->lhs), *b = sema_expr(c, n->rhs);
    if (type_is_silent(a) || type_is_silent(b))
        return set_type(n, ty_unknown);
    a = decay(a);
    b = decay(b);
    if (vector_operands(a, b))
        return set_type(n, vector_binary(n, n->op, a, b, false));
    Type *norm = norm_binary(n->op, a, b);
    if (norm)
        return set_type(n, norm);
    bool amp_operand = type_is_amp(a) || type_is_amp(b);
    bool library_eq = (n->op == BO_EQ || n->op == BO_NE) && (library_compares(a) || library_compares(b));
    bool host_structs = (is_aggregate(a) || is_aggregate(b)) && !library_eq;
    if ((ctx_amp(c) || host_structs) && !amp_operand && !c_operands_ok(n, a, b))
        return set_type(n, ty_unknown);   /* in host code: structs such as accelerator_view */
    switch (n->op) {
    case BO_MUL: case BO_DIV: case BO_MOD:
        if (amp_operand)
            return set_type(n, sema_index_arith(c, n, a, b));
        break;
    case BO_ADD:
    case BO_SUB:
        if (amp_operand)
            return set_type(n, sema_index_arith(c, n, a, b));
        if (is_ptr(a) && is_ptr(b))
            return set_type(n, n->op == BO_SUB ? ty_long : ty_unknown);
        if (is_ptr(a) || is_ptr(b)) {
            check_bool_pointer_arith(c, n, is_ptr(a) ? a : b);
            return set_type(n, is_ptr(a) ? a : b);
        }
        break;
    case BO_EQ:
    case BO_NE:
        if (library_compares(a) || library_compares(b)) {
            if (!(library_compares(a) && library_compares(b) && a->tag == b->tag))
                error_at(n->loc, "invalid operands to '%s': '%s' and '%s'", binop_spelling(n->op),
                         type_to_string(a), type_to_string(b));
            return set_type(n, ty_int);
        }
        if (amp_operand) {
            if (!type_equal(a, b) || (a->kind != TY_INDEX && a->kind != TY_EXTENT)) {
                error_at(n->loc, "invalid operands to '%s': '%s' and '%s'", binop_spelling(n->op),
                         type_to_string(a), type_to_string(b));
                return set_type(n, ty_unknown);
            }
            n->ampop = ampop_operator(OPK_COMPARE, n->op, a->kind, b->kind);
            return set_type(n, ty_int);
        }
        return set_type(n, ty_int);
    case BO_LT: case BO_GT: case BO_LE: case BO_GE:
    case BO_LOGAND: case BO_LOGOR:
        break;
    default:
        break;
    }
    if (amp_operand) {
        error_at(n->loc, "invalid operands to '%s': '%s' and '%s'", binop_spelling(n->op),
                 type_to_string(a), type_to_string(b));
        return set_type(n, ty_unknown);
    }
    switch (n->op) {
    case BO_LT: case BO_GT: case BO_LE: case BO_GE: case BO_LOGAND: case BO_LOGOR:
        return set_type(n, ty_int);
    case BO_SHL: case BO_SHR:
        return set_type(n, type_is_arith(a) ? promote(a) : ty_unknown);
    default:
        if (type_is_arith(a) && type_is_arith(b))
            return set_type(n, usual_arith(a, b));
        return set_type(n, ty_unknown);
    }
}

/* AMP values convert to nothing and nothing converts to them: `index<2> i = e;`
 * or `tiled_extent<2, 2> t = e.tile<4, 4>();` is an error. */
bool check_amp_conversion(SrcLoc loc, Type *to, Type *from, const char *what)
{
    if (type_is_silent(to) || type_is_silent(from) || (!type_is_amp(to) && !type_is_amp(from)))
        return true;
    if (to->kind == TY_PTR || from->kind == TY_PTR || to->kind == TY_ARRAY)
        return true;
    if (type_is_amp(to) && type_is_amp(from) && amp_arg_matches(to, from))
        return true;
    error_at(loc, "cannot %s '%s' with a value of type '%s'", what, type_to_string(to), type_to_string(from));
    return false;
}

/* Implicit pointer <-> integer conversions are as forbidden in amp code as casts. */
void check_amp_pointer_integer(Ctx *c, SrcLoc loc, Type *to, Node *from)
{
    Type *ft = from && from->type ? decay(from->type) : NULL;
    if (!ctx_amp(c) || type_is_silent(to) || type_is_silent(ft))
        return;
    if ((is_ptr(to) && type_is_integer(ft) && !is_null_pointer_constant(from)) ||
        (type_is_integer(to) && to->kind != TY_BOOL && is_ptr(ft)))
        error_at(loc, "conversion between a pointer and an integer ('%s' to '%s') is not allowed in amp code",
                 type_to_string(ft), type_to_string(to));
}

/* The left side of a compound assignment or ++/-- on an index or extent must
 * be a variable, a struct member or an array element holding one: `.extent` of
 * a view and the members of a tiled_index are read-only, and a computed value
 * (`index<2>(1, 2)`, a call) is not a variable. */
static bool check_amp_modifiable(Node *lhs, const char *op)
{
    Node *e = strip_extension(lhs);
    if (!e)
        return true;
    switch (e->kind) {
    case ND_IDENT:
        return true;
    case ND_INDEX:
        if (e->lhs && e->lhs->type && (e->lhs->type->kind == TY_ARRAY || e->lhs->type->kind == TY_PTR))
            return true;
        break;
    case ND_UNARY:
        if (e->op == UO_DEREF)
            return true;
        break;
    case ND_MEMBER:
        if (amp_value_member(e)) {
            error_at(e->loc, "cannot apply '%s' to '.%s' of '%s': it is read-only; copy it into a local "
                     "variable first", op, e->name ? e->name : "", type_to_string(member_object_type(e, e->lhs->type)));
            return false;
        }
        return true;
    default:
        break;
    }
    error_at(lhs->loc, "cannot apply '%s' to a computed '%s' value; it needs a variable", op,
             type_to_string(lhs->type));
    return false;
}

/* Compound assignment with an index<N> or extent<N> (C++ AMP's operators):
 * index += index, index -= index, extent += / -= extent or index, and
 * += -= *= /= %= with an integer, which applies to every coordinate. */
static Type *sema_amp_compound(Ctx *c, Node *n, Type *a, Type *b)
{
    const char *op = arena_printf(compiler_arena, "%s=", binop_spelling(n->op));
    AmpOp row = ampop_operator(OPK_COMPOUND, n->op, a->kind, operand_kind(b));
    bool ok = row && (!type_is_amp(b) || b->rank == a->rank);
    if (ok)
        n->ampop = row;
    if (!ok) {
        if (a->kind == TY_INDEX || a->kind == TY_EXTENT)
            error_at(n->loc, "invalid operands to '%s': '%s' and '%s' (%s<%d> takes += and -= with %s<%d>%s "
                     "or an integer, and *=, /=, %%= with an integer)", op, type_to_string(a),
                     type_to_string(b), a->kind == TY_INDEX ? "index" : "extent", a->rank,
                     a->kind == TY_INDEX ? "an index" : "an extent", a->rank,
                     a->kind == TY_INDEX ? "" : arena_printf(compiler_arena, ", an index<%d>", a->rank));
        else
            error_at(n->loc, "invalid operands to '%s': '%s' and '%s'", op, type_to_string(a),
                     type_to_string(b));
        return ty_unknown;
    }
    check_amp_modifiable(n->lhs, op);
    return a;
}

/* C's constraints on an assignment in amp code (AMP operands have their own). */
static bool c_assignment_ok(Node *n, Type *a, Type *b)
{
    if (a && a->kind == TY_ARRAY) {
        error_at(n->loc, "assignment to expression with array type");
        return false;
    }
    if ((!type_is_amp(a) && !ctypes_lvalue(n->lhs, n->loc, "left operand of assignment", true)) ||
        !ctypes_value(n->rhs))
        return false;
    if (type_is_silent(a) || type_is_silent(b) || type_is_amp(a) || type_is_amp(b))
        return true;
    if (n->op != BO_NONE)
        return c_operands_ok(n, decay(a), decay(b));
    return ctypes_assignable(n->loc, a, b, "assigning to type '%s' from");
}

/* `a.accelerator_view`, `acc.default_view`: a member the runtime computes (an
 * H_LIB_CALL row), a value, not a place to store. */
static bool is_library_member_value(Node *lhs)
{
    Node *e = strip_extension(lhs);
    return e && e->kind == ND_MEMBER && e->ampop && ampop_info(e->ampop)->form == AF_MEMBER &&
           ampop_info(e->ampop)->host == H_LIB_CALL;
}

static Type *sema_assign(Ctx *c, Node *n)
{
    Type *a = sema_expr(c, n->lhs);
    Type *b = sema_expr(c, n->rhs);
    if (!vector_swizzle_target_ok(n->lhs, n->op, NULL))
        return set_type(n, ty_unknown);
    if (n->op != BO_NONE && !type_is_silent(a) && !type_is_silent(b) && vector_operands(a, b)) {
        check_writable(c, n->lhs);
        return set_type(n, vector_binary(n, n->op, a, decay(b), true));
    }
    if (ctx_amp(c) && !c_assignment_ok(n, a, b))
        return set_type(n, ty_unknown);
    if (!type_is_silent(a) && !type_is_silent(b) && library_norm(a)) {
        check_writable(c, n->lhs);
        if (n->op != BO_NONE)
            return set_type(n, norm_compound(n, a, decay(b)));
        return set_type(n, norm_converts(n->rhs->loc, a, decay(b)) ? a : ty_unknown);
    }
    check_writable(c, n->lhs);
    if (n->op == BO_NONE && !type_is_silent(a) && type_is_amp(a) && amp_value_member(n->lhs))
        check_amp_modifiable(n->lhs, "=");
    else if (is_library_member_value(n->lhs))
        error_at(n->lhs->loc, "cannot apply '%s' to '.%s' of '%s': it is read-only", n->op == BO_NONE ? "=" : "op=",
                 n->lhs->name ? n->lhs->name : "", type_to_string(member_object_type(n->lhs, n->lhs->lhs->type)));
    if (n->op != BO_NONE && !type_is_silent(a) && !type_is_silent(b) && (type_is_amp(a) || type_is_amp(b)))
        return set_type(n, sema_amp_compound(c, n, a, b));
    if (n->op == BO_NONE && !(b->kind == TY_AMP_ARRAY && !ctx_amp(c)))
        check_amp_conversion(n->loc, a, b, "assign to");
    if (n->op == BO_NONE)
        check_amp_pointer_integer(c, n->loc, a, n->rhs);
    if (!ctx_amp(c) && !type_is_silent(b) && b->kind == TY_AMP_ARRAY && n->op == BO_NONE)
        error_at(n->loc, "an array cannot be copied by assignment; use a pointer (%s *) or copy the data "
                 "with copy_to", type_to_string(b));
    if (n->op == BO_ADD || n->op == BO_SUB)
        check_bool_pointer_arith(c, n, a);
    return set_type(n, a);
}

/* Is s a local of the amp code being checked (the kernel's own, not one it
 * would capture; or the amp function's)? */
static bool own_amp_local(Ctx *c, Symbol *s)
{
    if (c->kernel)
        return hash_has(&c->kernel_locals, s);
    return s->scope_depth > 0 && !s->is_global;
}

/* &x. A const integer from outside the amp code is a constant there, with no
 * address (LANGUAGE.md section 6); the code's own locals are variables. */
static Type *sema_address_of(Ctx *c, Node *n)
{
    Node *op = n->lhs;
    if (op && op->kind == ND_IDENT && op->sym && ctx_amp(c) && is_const_value_use(op->sym) &&
        op->sym->kind == SYM_VAR && !own_amp_local(c, op->sym)) {
        op->sym->address_taken = true;
        op->sym->used_in_amp = true;
        error_at(n->loc, "cannot take the address of constant '%s' in amp code; copy it into a local "
                 "variable first", op->sym->name);
        set_type(op, op->sym->type);
        return set_type(n, pointer_to(op->sym->type));
    }
    Type *t = sema_expr(c, op);
    if (!vector_swizzle_target_ok(op, BO_NONE, "take the address of"))
        return set_type(n, ty_unknown);
    if (op && op->kind == ND_IDENT && op->sym)
        op->sym->address_taken = true;
    if (type_is_silent(t) || !ctypes_lvalue(op, n->loc, "unary '&' operand", false))
        return set_type(n, ty_unknown);
    return set_type(n, pointer_to(t));
}

/* C's constraints on the operand of a unary operator (amp and host code). */
static bool c_unary_ok(Node *n, Type *t)
{
    if (n->op == UO_EXTENSION)
        return true;
    if (!ctypes_value(n->lhs) || (!type_is_amp(t) && !ctypes_unary(n, decay(t))))
        return false;
    if (!node_is_incdec(n) || type_is_amp(t))
        return true;   /* an index or extent: check_amp_modifiable says what may change */
    return ctypes_lvalue(n->lhs, n->loc, n->op == UO_PREINC || n->op == UO_POSTINC ? "increment operand"
                                                                                    : "decrement operand", true);
}

static Type *sema_unary(Ctx *c, Node *n)
{
    if (n->op == UO_ADDR)
        return sema_address_of(c, n);
    Type *t = sema_expr(c, n->lhs);
    if (type_is_silent(t))
        return set_type(n, ty_unknown);
    if (node_is_incdec(n) && !vector_swizzle_target_ok(n->lhs, BO_NONE, "increment or decrement"))
        return set_type(n, ty_unknown);
    if (vector_operands(t, NULL) && n->op != UO_EXTENSION && n->op != UO_DEREF)
        return set_type(n, vector_unary(n, t));
    if (!c_unary_ok(n, t))
        return set_type(n, ty_unknown);
    switch (n->op) {
    case UO_PLUS: case UO_NEG: case UO_BITNOT: case UO_NOT: case UO_DEREF:
        if (library_norm(t) && n->op != UO_BITNOT && n->op != UO_DEREF)
            return set_type(n, n->op == UO_NOT ? ty_int : norm_unary(n->op, t));
        if (type_is_amp(t)) {   /* C++ AMP defines none of these on its classes */
            error_at(n->loc, "invalid operand to unary operator: '%s'", type_to_string(t));
            return set_type(n, ty_unknown);
        }
        if (n->op == UO_NOT)
            return set_type(n, ty_int);
        if (n->op != UO_DEREF)
            return set_type(n, promote(t));
        t = decay(t);
        return set_type(n, is_ptr(t) && t->base ? t->base : ty_unknown);
    case UO_PREINC: case UO_PREDEC: case UO_POSTINC: case UO_POSTDEC: {
        const char *op = n->op == UO_PREINC || n->op == UO_POSTINC ? "++" : "--";
        if (type_is_amp(t) && t->kind != TY_INDEX && t->kind != TY_EXTENT) {
            error_at(n->loc, "cannot apply '%s' to '%s'; only index and extent values can be incremented "
                     "and decremented", op, type_to_string(t));
            return set_type(n, ty_unknown);
        }
        if (type_is_amp(t) && !check_amp_modifiable(n->lhs, op))
            return set_type(n, ty_unknown);
        if (type_is_amp(t))
            n->ampop = ampop_operator(OPK_INCDEC, n->op == UO_PREINC || n->op == UO_POSTINC ? BO_ADD : BO_SUB,
                                      t->kind, TY_VOID);
        check_writable(c, n->lhs);
        check_bool_pointer_arith(c, n, t);
        return set_type(n, t);
    }
    case UO_REAL: case UO_IMAG:
        return set_type(n, t->kind == TY_COMPLEX && t->base ? t->base : t);
    default:
        return set_type(n, t);
    }
}

static Type *sema_cond_expr(Ctx *c, Node *n)
{
    Type *ct = sema_expr(c, n->cond);
    if (ctx_amp(c))
        ctypes_condition(n->cond);
    Type *a = n->then ? sema_expr(c, n->then) : ct;
    Type *b = sema_expr(c, n->els);
    if (type_is_silent(a) || type_is_silent(b))
        return set_type(n, ty_unknown);
    a = decay(a);
    b = decay(b);
    if (ctx_amp(c) && !ctypes_conditional(n, a, b))
        return set_type(n, ty_unknown);
    if (library_norm(a) && library_norm(b))   /* c ? n : u is a norm, as unorm converts to norm */
        return set_type(n, library_norm_type(library_norm(a) == 1 || library_norm(b) == 1 ? 1 : 2));
    if (type_is_arith(a) && type_is_arith(b))
        return set_type(n, usual_arith(a, b));
    if (is_ptr(a) && !is_ptr(b))
        return set_type(n, a);
    if (is_ptr(b) && !is_ptr(a))
        return set_type(n, b);
    return set_type(n, a);
}

/* gcc's <float.h> spells DBL_EPSILON `((double)2.22...e-16L)`: in amp code a
 * long double literal cast to double or float is that type's constant, and
 * is spelled so (without the L suffix; with f for float). */
static void literal_takes_cast_type(Ctx *c, Node *lit, Type *to)
{
    while (lit && lit->kind == ND_UNARY && lit->op == UO_EXTENSION)
        lit = lit->lhs;
    if (!ctx_amp(c) || !lit || lit->kind != ND_FLOAT_LIT || !lit->text || !lit->type ||
        lit->type->kind != TY_LDOUBLE || (to->kind != TY_DOUBLE && to->kind != TY_FLOAT))
        return;
    int stem = (int)strlen(lit->text) - 1; /* the spelling ends in l or L */
    lit->text = arena_printf(compiler_arena, "%.*s%s", stem, lit->text, to->kind == TY_FLOAT ? "f" : "");
    lit->type = to->kind == TY_FLOAT ? ty_float : ty_double;
}

static Type *sema_cast(Ctx *c, Node *n)
{
    Type *to = n->cast_type ? n->cast_type : ty_unknown;
    literal_takes_cast_type(c, n->lhs, to);
    Type *from = sema_expr(c, n->lhs);
    check_written_type(to, n->loc);
    if (ctx_amp(c) && to->kind != TY_VOID) {
        if (!ctypes_value(n->lhs) || !ctypes_cast(n, to, type_or_unknown(from)))
            return set_type(n, ty_unknown);
        if (!check_amp_type(to, POS_LOCAL, n->loc, "cast"))
            return set_type(n, to);
        from = decay(type_or_unknown(from));
        if (!type_is_silent(from) && ((is_ptr(to) && type_is_integer(from) && !is_null_pointer_constant(n->lhs)) ||
                                      (type_is_integer(to) && is_ptr(from))))
            error_at(n->loc, "cast between a pointer and an integer ('%s' to '%s') is not allowed in amp code",
                     type_to_string(from), type_to_string(to));
    }
    return set_type(n, to);
}

Member *find_member(Type *st, const char *name, Type **out)
{
    if (!st->tag)
        return NULL;
    for (Member *m = st->tag->members; m; m = m->next) {
        if (m->name && !strcmp(m->name, name)) {
            *out = m->type;
            return m;
        }
        if (!m->name && m->type && (m->type->kind == TY_STRUCT || m->type->kind == TY_UNION)) {
            Member *inner = find_member(m->type, name, out);
            if (inner)
                return inner;
        }
    }
    return NULL;
}

/* The member names of a struct or union, those of anonymous members' too. */
static int member_names(Type *st, const char **names, int max)
{
    int n = 0;
    for (Member *m = st->tag ? st->tag->members : NULL; m && n < max; m = m->next) {
        if (m->name)
            names[n++] = m->name;
        else if (m->type && (m->type->kind == TY_STRUCT || m->type->kind == TY_UNION))
            n += member_names(m->type, names + n, max - n);
    }
    return n;
}

/* The '.' or '->' before a member's name (gcc's place for errors about the
 * object), taken to end where the name starts; the name when it cannot. */
static SrcLoc member_operator_loc(const Node *n)
{
    int op_len = n->is_arrow ? 2 : 1;
    SrcLoc op = {n->loc.file, n->loc.line, n->loc.col - op_len, n->loc.col - op_len, n->loc.col, NULL};
    return op.col > 0 && !n->loc.macro ? op : n->loc;
}

/* gcc's "'struct s' has no member named 'cuont'; did you mean 'count'?",
 * the fix-it replacing the member's name. */
static void report_no_struct_member(Node *n, Type *obj)
{
    const char *name = n->name ? n->name : "";
    const char *names[512];
    const char *close = diag_closest_name(name, names, member_names(obj, names, 512));
    SrcLoc at = n->loc; /* gcc underlines the member's name alone */
    at.range_begin = at.col;
    at.range_end = at.col + (int)strlen(name);
    if (!close) { /* without a suggestion gcc points at the '.' or '->' before the name */
        error_at(member_operator_loc(n), "'%s' has no member named '%s'", type_to_string(obj), name);
        return;
    }
    diag_report_rich(DIAG_ERROR, at, NULL, 0, close, "'%s' has no member named '%s'; did you mean '%s'?",
                     type_to_string(obj), name, close);
}

/* `obj.name` (or `->`) names a member only of a struct or union: else gcc's
 * error, reported here; false then. */
static bool member_of_record(Node *n, Type *obj)
{
    if (obj->kind == TY_STRUCT || obj->kind == TY_UNION)
        return true;
    Type *to = obj->kind == TY_PTR ? obj->base : NULL;
    if (!n->is_arrow && to && (to->kind == TY_STRUCT || to->kind == TY_UNION) && n->lhs->kind == ND_IDENT) {
        diag_report_rich(DIAG_ERROR, member_operator_loc(n), NULL, 0, "->",
                         "'%s' is a pointer; did you mean to use '->'?", n->lhs->name);
        return false;
    }
    error_at(member_operator_loc(n), "request for member '%s' in something not a structure or union",
             n->name ? n->name : "");
    return false;
}

static Type *sema_member(Ctx *c, Node *n)
{
    Type *t = sema_expr(c, n->lhs);
    if (type_is_silent(t))
        return set_type(n, ty_unknown);
    if (n->is_arrow && !is_ptr(decay(t))) {
        error_at(n->loc, "invalid type argument of '->' (have '%s')", type_to_string(t));
        return set_type(n, ty_unknown);
    }
    Type *obj = member_object_type(n, t);
    if (type_is_silent(obj))
        return set_type(n, ty_unknown);
    if (type_is_amp(obj))
        return set_type(n, amp_data_member(c, n, obj));
    if (!member_of_record(n, obj))
        return set_type(n, ty_unknown);
    if (!obj->tag || !obj->tag->complete) {
        if (ctx_amp(c))
            error_at(n->loc, "invalid use of undefined type '%s'", type_to_string(obj));
        return set_type(n, ty_unknown);
    }
    Type *mt = NULL;
    if (library_vector_length(obj) && !n->is_arrow && !find_member(obj, n->name ? n->name : "", &mt)) {
        mt = vector_member(n, obj);
        if (!mt)
            return set_type(n, ty_unknown);
    } else if (!find_member(obj, n->name ? n->name : "", &mt) && library_type_name(obj)) {
        return set_type(n, library_data_member(c, n, obj));   /* acc.default_view */
    } else if (!mt) {
        report_no_struct_member(n, obj);
        return set_type(n, ty_unknown);
    }
    if (mt && (obj->quals & Q_CONST))
        mt = type_qualified(mt, mt->quals | Q_CONST);
    return set_type(n, mt);
}

/* ------------------------------------------------------------ indexing */

static Type *sema_index(Ctx *c, Node *n)
{
    Type *a = sema_expr(c, n->lhs), *b = sema_expr(c, n->rhs);
    if (type_is_silent(a) || type_is_silent(b))
        return set_type(n, ty_unknown);
    if (type_is_amp(a))
        return set_type(n, amp_subscript(c, n, a, b));
    a = decay(a);
    b = decay(b);
    if (is_ptr(a) && type_is_integer(b)) {
        check_bool_pointer_arith(c, n, a);
        return set_type(n, a->base ? a->base : ty_unknown);
    }
    if (is_ptr(b) && type_is_integer(a))
        return set_type(n, b->base ? b->base : ty_unknown);
    if (ctx_amp(c))
        error_at(n->loc, is_ptr(a) || is_ptr(b) ? "array subscript is not an integer"
                                                : "subscripted value is neither array nor pointer nor vector");
    return set_type(n, ty_unknown);
}

/* ------------------------------------------------------------ calls */

void sema_call_args(Ctx *c, Node *call)
{
    for (int i = 0; i < call->args.len; i++) {
        sema_expr(c, call->args.items[i]);
        if (ctx_amp(c))
            ctypes_value(call->args.items[i]);
    }
}

static bool is_setjmp_name(const char *n)
{
    return !strcmp(n, "setjmp") || !strcmp(n, "_setjmp") || !strcmp(n, "sigsetjmp") ||
           !strcmp(n, "__sigsetjmp") || !strcmp(n, "longjmp") || !strcmp(n, "_longjmp") ||
           !strcmp(n, "siglongjmp") || !strcmp(n, "__builtin_setjmp") || !strcmp(n, "__builtin_longjmp");
}

static bool is_va_name(const char *n)
{
    return !strncmp(n, "__builtin_va_", 13) || !strcmp(n, "va_start") || !strcmp(n, "va_end") ||
           !strcmp(n, "va_copy") || !strcmp(n, "va_arg") || !strncmp(n, "__builtin_stdarg", 16);
}

/* gcc's words, at the function's name; among syntax errors where gcc's
 * parser checks the call: once it has read its ')'. */
static void report_arity(Node *call, Symbol *f, bool too_few)
{
    diag_order_after(call->held_before);
    error_at(call->lhs ? call->lhs->loc : call->loc, "too %s arguments to function '%s'",
             too_few ? "few" : "many", f->name);
    if (f->loc.file) /* the runtime library's names are declared nowhere in the source */
        note_at(f->loc, "declared here");
}

/* Arity of prototyped calls, and AMP-typed arguments (nothing else converts to them). */
static void check_call_args(Ctx *c, Node *call, Symbol *f, Type *ft)
{
    if (!ft || ft->kind != TY_FUNC || ft->no_prototype)
        return;
    int have = call->args.len, want = ft->nparams;
    if (have < want || (have > want && !ft->variadic)) {
        report_arity(call, f, have < want);
        return;
    }
    for (int i = 0; i < want; i++) {
        Node *a = call->args.items[i];
        Type *pt = ft->params[i].type;
        if (!a || !pt || type_is_silent(a->type))
            continue;
        if ((type_is_amp(pt) || type_is_amp(a->type)) && !amp_arg_matches(pt, a->type) &&
            !(pt->kind == TY_PTR || a->type->kind == TY_PTR)) {
            error_at(a->loc, "argument %d of '%s' has type '%s', but the parameter has type '%s'", i + 1,
                     f->name, type_to_string(a->type), type_to_string(pt));
            note_at(ft->params[i].loc.file ? ft->params[i].loc : f->loc, "parameter declared here");
        } else if (!norm_converts(a->loc, pt, decay(a->type)) ||
                   (ctx_amp(c) && !ctypes_argument(a->loc, pt, a->type, i + 1, f->name))) {
            note_at(ft->params[i].loc.file ? ft->params[i].loc : f->loc, "expected '%s' but argument is of type '%s'",
                    type_to_string(pt), type_to_string(decay(a->type)));
        }
    }
}

/* gcc's warning for a call to an undeclared function in host code, once a
 * name (the implicit declaration stays); the host compiler gives it unless
 * ampcc's errors stop it (diag_host_warning). */
static void warn_implicit_declaration(Ctx *c, Node *callee, const char *name)
{
    if (hash_has(&c->unit->implicitly_declared, name))
        return;
    hash_put(&c->unit->implicitly_declared, name, (void *)name);
    const char *close = callee->did_you_mean;
    if (close)
        diag_host_warning("implicit-function-declaration", callee->loc, close,
                          "implicit declaration of function '%s'; did you mean '%s'?", name, close);
    else
        diag_host_warning("implicit-function-declaration", callee->loc, NULL,
                          "implicit declaration of function '%s'", name);
}

static Type *sema_named_call(Ctx *c, Node *n, Node *callee)
{
    const char *name = callee->name ? callee->name : "";
    Symbol *s = callee->sym;
    if (ctx_amp(c) && (!s || s->kind == SYM_FUNC)) {
        if (is_setjmp_name(name)) {
            error_at(callee->loc, "'%s' is not allowed in amp code; return a status value instead", name);
            sema_call_args(c, n);
            return set_type(callee, ty_unknown);
        }
        if (is_va_name(name)) {
            error_at(callee->loc, "'%s' is not allowed in amp code: amp functions cannot take variable "
                     "arguments", name);
            sema_call_args(c, n);
            return set_type(callee, ty_unknown);
        }
        AmpOp op = !s || !s->def ? ampop_function(name) : AMP_NONE;
        if (op) {
            set_type(callee, s ? s->type : ty_unknown);
            return amp_builtin_call(c, n, op, s ? s->type : NULL);
        }
        if (!s && !strncmp(name, "__atomic_", 9)) {
            /* <stdatomic.h> turns atomic_fetch_add and friends into GCC builtins. */
            error_at(callee->loc, "'%s' (from <stdatomic.h>) cannot be used in amp code; do not include "
                     "<stdatomic.h> where kernels use the AMP atomics (atomic_fetch_add, ...)", name);
            sema_call_args(c, n);
            return set_type(callee, ty_unknown);
        }
        if (!s) {
            report_undeclared_call(callee, name);
            sema_call_args(c, n);
            return set_type(callee, ty_unknown);
        }
    }
    AmpOp lib = !s && !ctx_amp(c) ? ampop_function(name) : AMP_NONE;
    if (lib && (ampop_info(lib)->where == RESTRICT_CPU || !(ampop_info(lib)->where & RESTRICT_CPU))) {
        /* a runtime library function the program does not declare itself
         * (copy), or an amp-only built-in (fast_math_sqrt), which says so */
        set_type(callee, ty_unknown);
        return amp_builtin_call(c, n, lib, NULL);
    }
    Type *ft = sema_ident(c, callee, true);
    if (s && s->kind != SYM_FUNC)
        return NULL; /* a variable (a view, a function pointer): decided by the caller from its type */
    sema_call_args(c, n);
    if (!s && !strncmp(name, "__builtin", 9))
        return ty_unknown;
    if (!s) {
        warn_implicit_declaration(c, callee, name);
        return ty_int; /* implicit declaration (C89) */
    }
    calls_record(c, n, s);
    check_call_args(c, n, s, ft);
    return ft->kind == TY_FUNC && ft->base ? ft->base : ty_unknown;
}

static Type *sema_call(Ctx *c, Node *n)
{
    Node *callee = n->lhs;
    if (callee && callee->kind == ND_IDENT) {
        Type *t = sema_named_call(c, n, callee);
        if (t)
            return set_type(n, t);
    } else if (callee && callee->kind == ND_MEMBER) {
        Type *ot = sema_expr(c, callee->lhs);
        Type *obj = type_is_silent(ot) ? ty_unknown : member_object_type(callee, ot);
        if (type_is_amp(obj) || library_type_name(obj)) {
            Type *ret = type_is_amp(obj) ? amp_method(c, n, callee, obj) : library_method(c, n, callee, obj);
            set_type(callee, sema_method_type(c, ret));
            return set_type(n, ret);
        }
        set_type(callee, NULL);
        sema_member_after_object(c, callee);
    } else {
        sema_expr(c, callee);
    }
    Type *t = callee ? callee->type : ty_unknown;
    if (type_is_silent(t)) {
        sema_call_args(c, n);
        return set_type(n, ty_unknown);
    }
    if (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY)
        return set_type(n, amp_call_access(c, n, t));
    sema_call_args(c, n);
    if (t->kind == TY_PTR && t->base && t->base->kind == TY_FUNC)
        t = t->base;
    if (t->kind != TY_FUNC) {
        if (ctx_amp(c))
            ctypes_not_callable(callee);
        return set_type(n, ty_unknown);
    }
    /* A function-pointer variable was already reported where it was declared
     * or captured; only other callee expressions are reported here. */
    if (ctx_amp(c) && callee->kind != ND_IDENT)
        error_at(n->loc, "call through a function pointer is not allowed in amp code; call the function directly");
    return set_type(n, t->base ? t->base : ty_unknown);
}

/* ------------------------------------------------------------ kernels */

static Type *sema_kernel(Ctx *outer, Node *pfe, Node *k)
{
    Ctx c = {0};
    c.unit = outer->unit;
    c.func = outer->func;
    c.kernel = k;
    c.mask = RESTRICT_AMP;
    capture_begin_kernel(&c, k);
    if (k->kblock->kparam.type)
        check_written_type(k->kblock->kparam.type, k->kblock->kparam.loc);
    if (k->kblock->kparam.sym) {
        k->kblock->kparam.sym->is_param = true;
        hash_put(&c.kernel_locals, k->kblock->kparam.sym, k->kblock->kparam.sym);
    }
    check_pfe(&c, pfe);
    if (k->body)
        sema_stmt(&c, k->body);
    capture_record_kernel(&c, k);
    hash_free(&c.kernel_locals);
    hash_free(&c.reported);
    return ty_void;
}

static Type *sema_pfe(Ctx *c, Node *n)
{
    if (ctx_amp(c))
        error_at(n->loc, "parallel_for_each cannot be called from amp code; launch kernels from cpu code");
    else if (n != c->statement_expr)
        error_at(n->loc, "parallel_for_each must be a statement of its own: it returns no value and cannot "
                 "be part of an expression");
    if (n->cond && !type_is_silent(sema_expr(c, n->cond)) &&
        n->cond->type->tag != library_view_type()->tag)
        error_at(n->cond->loc, "the first of parallel_for_each's three arguments must be an "
                 "accelerator_view (such as acc.default_view), not '%s'", type_to_string(n->cond->type));
    if (n->lhs)
        sema_expr(c, n->lhs);
    Node *k = n->rhs;
    if (!k || k->kind != ND_KERNEL) {
        if (k)
            sema_expr(c, k);
        error_at(k ? k->loc : n->loc, "the second argument of parallel_for_each must be a kernel block, "
                 "e.g. [=](index<1> idx) restrict(amp) { ... }");
        return set_type(n, ty_void);
    }
    set_type(k, ty_void);
    sema_kernel(c, n, k);
    return set_type(n, ty_void);
}

/* ------------------------------------------------------------ the rest */

static Type *sema_amp_value(Ctx *c, Node *n)
{
    Type *t = n->cast_type ? n->cast_type : ty_unknown;
    check_written_type(t, n->loc);
    for (int i = 0; i < n->args.len; i++)
        sema_expr(c, n->args.items[i]);
    if (library_constructible(t))
        return set_type(n, vector_ctor_ok(n->loc, t, &n->args) ? t : ty_unknown);
    if ((t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY) && t->rank >= 1 && t->rank <= AMP_MAX_RANK) {
        for (int i = 0; i < n->args.len; i++)
            if (type_is_silent(((Node *)n->args.items[i])->type))
                return set_type(n, t);
        return set_type(n, sema_container_value(c, n, t) ? t : ty_unknown);
    }
    bool tiled = t->kind == TY_TILED_EXTENT;
    if ((t->kind != TY_EXTENT && t->kind != TY_INDEX && !tiled) || t->rank < 1 || t->rank > AMP_MAX_RANK)
        return set_type(n, t);
    for (int i = 0; i < n->args.len; i++)
        if (type_is_silent(((Node *)n->args.items[i])->type))
            return set_type(n, t);
    n->ampop = sema_coord_ctor(t, &n->args);
    if (n->ampop == AMP_NONE && tiled)
        error_at(n->loc, "'%s' is made from an extent<%d> or from a tiled_extent of the same tile sizes, "
                 "or from nothing (zeros)", type_to_string(t), t->rank);
    else if (n->ampop == AMP_NONE && t->rank <= 3)
        error_at(n->loc, "'%s' needs %d value%s, but %d %s given (or an array of %d ints)",
                 type_to_string(t), t->rank, t->rank == 1 ? "" : "s", n->args.len,
                 n->args.len == 1 ? "was" : "were", t->rank);
    else if (n->ampop == AMP_NONE)
        error_at(n->loc, "'%s' is built from an array of %d ints (values one by one only up to "
                 "rank 3)", type_to_string(t), t->rank);
    return set_type(n, t);
}

/* Neither a statement expression nor _Generic has an OpenCL C lowering that
 * builds on every device (NVIDIA's OpenCL has neither GNU extension, and the
 * analyses treat a _Generic's associations as unevaluated): amp code is told
 * so here rather than meeting an internal error in the emitter. */
static bool check_not_in_amp(Ctx *c, Node *n, const char *what)
{
    if (!ctx_amp(c))
        return true;
    error_at(n->loc, "%s cannot be used in amp code", what);
    return false;
}

static Type *sema_stmt_expr(Ctx *c, Node *n)
{
    if (!check_not_in_amp(c, n, "a statement expression '({ ... })'"))
        return set_type(n, ty_unknown);
    if (!n->body)
        return set_type(n, ty_void);
    sema_stmt(c, n->body);
    Node *last = n->body->items.len ? n->body->items.items[n->body->items.len - 1] : NULL;
    if (last && last->kind == ND_EXPR_STMT && last->lhs && last->lhs->type)
        return set_type(n, last->lhs->type);
    return set_type(n, ty_void);
}

static Type *sema_init_list(Ctx *c, Node *n)
{
    for (int i = 0; i < n->items.len; i++) {
        Node *item = n->items.items[i];
        if (!item)
            continue;
        if (item->kind != ND_INIT_ITEM) {
            sema_expr(c, item);
            continue;
        }
        for (int j = 0; j < item->items.len; j++) {
            Node *d = item->items.items[j];
            if (d && d->lhs)
                sema_expr(c, d->lhs);
        }
        if (item->lhs)
            sema_expr(c, item->lhs);
        set_type(item, item->lhs ? item->lhs->type : ty_unknown);
    }
    return set_type(n, ty_unknown);
}

static Type *sema_generic(Ctx *c, Node *n)
{
    if (!check_not_in_amp(c, n, "'_Generic'"))
        return set_type(n, ty_unknown);
    Type *ct = sema_expr(c, n->lhs);
    Node *chosen = NULL, *deflt = NULL;
    for (int i = 0; i < n->items.len; i++) {
        Node *a = n->items.items[i];
        if (!a)
            continue;
        if (a->lhs)
            sema_expr(c, a->lhs);
        if (!a->cast_type)
            deflt = a;
        else if (!type_is_silent(ct) && type_equal(a->cast_type, decay(ct)))
            chosen = a;
    }
    if (!chosen)
        chosen = deflt;
    return set_type(n, chosen && chosen->lhs ? chosen->lhs->type : ty_unknown);
}

static Type *sema_builtin(Ctx *c, Node *n)
{
    const char *name = n->name ? n->name : "";
    if (n->lhs)
        sema_expr(c, n->lhs);
    if (n->cast_type)
        check_written_type(n->cast_type, n->loc);
    if (strstr(name, "va_arg")) {
        if (ctx_amp(c))
            error_at(n->loc, "va_arg is not allowed in amp code: amp functions cannot take variable arguments");
        return set_type(n, n->cast_type);
    }
    if (strstr(name, "offsetof"))
        return set_type(n, ty_ulong);
    if (strstr(name, "types_compatible_p"))
        return set_type(n, ty_int);
    return set_type(n, ty_unknown);
}

static Type *sema_sizeof(Ctx *c, Node *n)
{
    if (n->kind == ND_SIZEOF_EXPR || (n->kind == ND_ALIGNOF && n->lhs)) {
        bool was = c->in_sizeof;
        c->in_sizeof = true;
        sema_expr(c, n->lhs);
        c->in_sizeof = was;
    }
    if (n->cast_type)
        check_written_type(n->cast_type, n->loc);
    if (ctx_amp(c))
        ctypes_sizeof(n, n->cast_type ? n->cast_type : n->lhs ? n->lhs->type : NULL);
    return set_type(n, ty_ulong);
}

Type *sema_expr(Ctx *c, Node *n)
{
    if (!n)
        return ty_unknown;
    switch (n->kind) {
    case ND_INT_LIT: return sema_int_lit(c, n);
    case ND_FLOAT_LIT: return sema_float_lit(c, n);
    case ND_CHAR_LIT:
        /* 'a' is an int in C; L'a', u'a', U'a' are wchar_t/char16_t/char32_t. */
        if (ctx_amp(c) && n->text && n->text[0] != '\'')
            error_at(n->loc, "wide character literal %s is not allowed in amp code; write its value as an "
                     "int", n->text);
        return set_type(n, n->type ? n->type : ty_int);
    case ND_STRING_LIT:
        if (ctx_amp(c))
            error_at(n->loc, "string literals are not allowed in amp code (it has no char type); pass text in as "
                     "int codes in an array_view");
        return set_type(n, n->type ? n->type : pointer_to(ty_char));
    case ND_IDENT: return sema_ident(c, n, false);
    case ND_BINARY: return sema_binary(c, n);
    case ND_ASSIGN: return sema_assign(c, n);
    case ND_UNARY: return sema_unary(c, n);
    case ND_COND: return sema_cond_expr(c, n);
    case ND_COMMA:
        sema_expr(c, n->lhs);
        return set_type(n, sema_expr(c, n->rhs));
    case ND_CAST: return sema_cast(c, n);
    case ND_COMPOUND_LIT:
        if (n->cast_type)
            check_written_type(n->cast_type, n->loc);
        if (n->init) {
            sema_expr(c, n->init);
            set_type(n->init, n->cast_type);
        }
        return set_type(n, n->cast_type);
    case ND_SIZEOF_EXPR:
    case ND_SIZEOF_TYPE:
    case ND_ALIGNOF:
        return sema_sizeof(c, n);
    case ND_CALL: return sema_call(c, n);
    case ND_INDEX: return sema_index(c, n);
    case ND_MEMBER: return sema_member(c, n);
    case ND_STMT_EXPR: return sema_stmt_expr(c, n);
    case ND_INIT_LIST: return sema_init_list(c, n);
    case ND_GENERIC: return sema_generic(c, n);
    case ND_BUILTIN: return sema_builtin(c, n);
    case ND_LABEL_ADDR:
        if (ctx_amp(c))
            error_at(n->loc, "labels and computed goto are not allowed in amp code");
        return set_type(n, pointer_to(ty_void));
    case ND_AMP_VALUE: return sema_amp_value(c, n);
    case ND_PFE: return sema_pfe(c, n);
    case ND_KERNEL:
        /* The parser already reported a kernel block outside parallel_for_each. */
        return set_type(n, ty_unknown);
    default:
        return set_type(n, ty_unknown);
    }
}

/* The member part of `obj.name` once obj is typed (used by calls through
 * struct members, where the object was typed first). */
static Type *sema_member_after_object(Ctx *c, Node *n)
{
    Type *t = n->lhs && n->lhs->type ? n->lhs->type : ty_unknown;
    if (type_is_silent(t))
        return set_type(n, ty_unknown);
    Type *obj = member_object_type(n, t);
    if (type_is_silent(obj))
        return set_type(n, ty_unknown);
    if (!member_of_record(n, obj))   /* t.barrier.wait().pad() */
        return set_type(n, ty_unknown);
    if (!obj->tag || !obj->tag->complete)
        return set_type(n, ty_unknown);
    Type *mt = NULL;
    if (!find_member(obj, n->name ? n->name : "", &mt) && library_type_name(obj))
        return set_type(n, library_data_member(c, n, obj));   /* acc.default_view */
    if (!mt) {
        error_at(n->loc, "no member named '%s' in '%s'", n->name ? n->name : "", type_to_string(obj));
        return set_type(n, ty_unknown);
    }
    return set_type(n, mt);
}
