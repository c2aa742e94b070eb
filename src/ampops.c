/* ampops.c - the rows of ampops.def, and the lookups sema resolves names with.
 * These lookups are the only name matching of AMP operations after parsing.
 */
#include <string.h>

#include "ampops.h"

const AmpOpInfo ampop_table[AMP_OP_COUNT] = {
    [AMP_NONE] = {AF_FUNC, TY_VOID, "", 0, CK_INT, NULL, U_OPERANDS, BARRIER_NONE, SP_NONE, CL_NONE, NULL, H_NONE},
#define AMPOP(ID, FORM, ON, NAME, WHERE, CHECK, SIG, UNI, FENCE, SPACE, CL, CL_NAME, HOST) \
    [AMP_##ID] = {FORM, ON, NAME, WHERE, CHECK, SIG, UNI, FENCE, SPACE, CL, CL_NAME, HOST},
#include "ampops.def"
#undef AMPOP
};

const LibNameInfo libname_table[LN_COUNT] = {
    [LN_NONE] = {0, SYM_VAR, "", 0},
#define AMPOP(...)
#define AMPLIB(ID, GROUP, KIND, NAME, VALUE) [LN_##ID] = {GROUP, KIND, NAME, VALUE},
#include "ampops.def"
#undef AMPLIB
#undef AMPOP
};

LibName libname_lookup(const char *name)
{
    for (int n = LN_NONE + 1; n < LN_COUNT; n++)
        if (libname_table[n].name[0] == name[0] && !strcmp(libname_table[n].name, name))
            return (LibName)n;
    return LN_NONE;
}

/* The AMPOPER rows' own columns, for ampop_operator. */
typedef struct OperRow {
    AmpOp id;
    OpKind kind;
    int op;
    TypeKind lhs, rhs;
} OperRow;

static const OperRow oper_rows[] = {
#define AMPOP(...)
#define AMPOPER(ID, KIND, OP, LHS, RHS, NAME, CL_NAME) {AMP_##ID, KIND, OP, LHS, RHS},
#include "ampops.def"
#undef AMPOPER
#undef AMPOP
};

AmpOp ampop_operator(OpKind k, int op, TypeKind lhs, TypeKind rhs)
{
    for (size_t i = 0; i < sizeof oper_rows / sizeof oper_rows[0]; i++) {
        const OperRow *r = &oper_rows[i];
        if (r->kind == k && r->op == op && r->lhs == lhs && r->rhs == rhs)
            return r->id;
    }
    return AMP_NONE;
}

static const OperRow *oper_row(AmpOp op)
{
    for (size_t i = 0; i < sizeof oper_rows / sizeof oper_rows[0]; i++)
        if (oper_rows[i].id == op)
            return &oper_rows[i];
    return NULL;
}

TypeKind ampop_operator_lhs(AmpOp op) { return oper_row(op) ? oper_row(op)->lhs : TY_VOID; }
TypeKind ampop_operator_rhs(AmpOp op) { return oper_row(op) ? oper_row(op)->rhs : TY_VOID; }
int ampop_operator_binop(AmpOp op) { return oper_row(op) ? oper_row(op)->op : BO_ADD; }
OpKind ampop_operator_kind(AmpOp op) { return oper_row(op) ? oper_row(op)->kind : OPK_BINARY; }

static AmpOp find(AmpForm form, TypeKind on, const char *name)
{
    if (!name)
        return AMP_NONE;
    for (int op = AMP_NONE + 1; op < AMP_OP_COUNT; op++) {
        const AmpOpInfo *r = &ampop_table[op];
        if (r->form == form && r->on == on && r->name[0] == name[0] && !strcmp(r->name, name))
            return (AmpOp)op;
    }
    return AMP_NONE;
}

AmpOp ampop_member(TypeKind on, const char *name) { return find(AF_MEMBER, on, name); }
AmpOp ampop_method(TypeKind on, const char *name) { return find(AF_METHOD, on, name); }
AmpOp ampop_function(const char *name) { return find(AF_FUNC, TY_VOID, name); }

static bool has_row(AmpForm form, TypeKind on, bool any_on, const char *name)
{
    for (int op = AMP_NONE + 1; op < AMP_OP_COUNT; op++) {
        const AmpOpInfo *r = &ampop_table[op];
        /* any_on: the AMP types' rows, not the library structs' (their own lookup) */
        if (r->form == form && (any_on ? r->on != TY_STRUCT : r->on == on) && !strcmp(r->name, name))
            return true;
    }
    return false;
}

bool ampop_is_method_name(const char *name) { return name && has_row(AF_METHOD, TY_VOID, true, name); }

bool ampop_is_tiled_index_member(const char *name)
{
    return name && has_row(AF_MEMBER, TY_TILED_INDEX, false, name);
}

/* sema_members.c finds an array's element-access row at a fixed distance from
 * the view's: the two groups of rows must stay in the same order. */
_Static_assert(AMP_ARRAY_CALL_INDEX - AMP_VIEW_CALL_INDEX == AMP_ARRAY_AT_INDEX - AMP_VIEW_AT_INDEX &&
               AMP_ARRAY_PROJECT - AMP_VIEW_PROJECT == AMP_ARRAY_AT_INDEX - AMP_VIEW_AT_INDEX &&
               AMP_ARRAY_CALL - AMP_VIEW_CALL == AMP_ARRAY_AT_INDEX - AMP_VIEW_AT_INDEX &&
               AMP_ARRAY_AT_INT - AMP_VIEW_AT_INT == AMP_ARRAY_AT_INDEX - AMP_VIEW_AT_INDEX,
               "view and array access rows out of step in ampops.def");
