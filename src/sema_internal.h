/* sema_internal.h - what the sema_*.c files share with each other (not with
 * later phases: those use sema.h).
 *
 * One walk (sema.c) visits every statement and declaration with a Ctx that says
 * where it is: host code, a restrict(amp) or restrict(cpu, amp) function, or a
 * kernel block. Expressions are typed by sema_expr.c during that walk, which
 * also checks the rules that are about a single expression. Rules that need the
 * whole unit (call graph, recursion, tile_static totals) run afterwards
 * (sema_calls.c).
 */
#ifndef AMPCC_SEMA_INTERNAL_H
#define AMPCC_SEMA_INTERNAL_H

#include "ampops.h"
#include "ast.h"
#include "hash.h"
#include "sema.h"

/* ------------------------------------------------------------ unit state */

/* The call graph (sema_calls.c). */
typedef struct CallGraph {
    HashMap functions;        /* function name -> its restrictions and definition */
    HashMap calls_by_caller;  /* ND_FUNCDEF / ND_KERNEL -> PtrVec* of ND_CALL */
    HashMap call_target;      /* ND_CALL -> Symbol* */
    HashMap tile_statics;     /* ND_FUNCDEF / ND_KERNEL -> PtrVec* of Symbol* */
} CallGraph;

/* What sema learns of a unit as a whole while it walks it (Unit.sema). */
struct SemaState {
    CallGraph calls;
    /* The AMP types sema itself makes (not written ones), one of each per
     * unit (sema_amptypes.c): nothing writes them once made, so every use
     * shares one. */
    Type *index_types[AMP_MAX_RANK + 1], *extent_types[AMP_MAX_RANK + 1];   /* by rank */
    HashMap tiled_extents;      /* "rank tile0 tile1 tile2" -> TY_TILED_EXTENT */
    HashMap method_types;       /* return Type* -> the TY_FUNC of an AMP method call's callee */
    bool explained_undeclared;  /* gcc's "each undeclared identifier is reported only once" note, said once */
    HashMap implicitly_declared; /* names of functions called undeclared: gcc warns once per name */
};

/* -------------------------------------------------------------- context */

typedef struct Ctx {
    SemaState *unit;       /* the unit's state; the same in every Ctx of a unit */
    Node *func;            /* enclosing ND_FUNCDEF (NULL at file scope) */
    Node *kernel;          /* enclosing ND_KERNEL, or NULL */
    unsigned mask;         /* RESTRICT_* of the code being walked */
    HashMap kernel_locals;  /* Symbol* declared inside the kernel (incl. its parameter) */
    HashMap reported;       /* Symbols already diagnosed in this body, to say things once */
    bool in_sizeof;        /* operand of sizeof/_Alignof: not evaluated */
    Node *statement_expr;  /* the whole expression of the expression statement being walked */
    int loops;             /* loops around the statement being walked (in this body) */
    struct SwitchCases *cases; /* the innermost switch's labels, or NULL */
} Ctx;

static inline bool ctx_amp(const Ctx *c) { return (c->mask & RESTRICT_AMP) != 0; }
static inline bool ctx_cpu(const Ctx *c) { return (c->mask & RESTRICT_CPU) != 0; }

/* sema_math.c: the result type of a math built-in row, its arguments checked */
Type *math_builtin_result(Node *call, const AmpOpInfo *r, Type *declared);

/* sema_vectors.c: the operators and constructors of the short vector types */
bool vector_operands(const Type *a, const Type *b);
Type *vector_binary(Node *n, int op, Type *a, Type *b, bool compound);
Type *vector_unary(Node *n, Type *t);
bool vector_ctor_ok(SrcLoc loc, Type *t, PtrVec *args);
Type *vector_member(Node *n, Type *obj);
bool vector_swizzle_target_ok(Node *lhs, int op, const char *what);
Type *norm_binary(int op, Type *a, Type *b);
bool norm_converts(SrcLoc loc, Type *to, Type *from);
Type *norm_compound(Node *n, Type *a, Type *b);
Type *norm_unary(int op, Type *t);

/* sema.c */
void sema_stmt(Ctx *c, Node *n);
extern Type *ty_barrier;

/* sema_expr.c: types n (sets n->type) and returns it; never NULL. */
Type *sema_expr(Ctx *c, Node *n);
/* The AF_CTOR row of extent<N>/index<N> built from args, or AMP_NONE (sema.c). */
int sema_coord_ctor(Type *t, PtrVec *args);
/* An array_view<T, N>(...) or array<T, N>(...) value: its row on n->ampop, or an error (sema.c). */
bool sema_container_value(Ctx *c, Node *n, Type *t);
bool type_is_silent(const Type *t);          /* TY_UNKNOWN: say nothing more */
Type *type_or_unknown(Type *t);
bool is_null_pointer_constant(Node *n);
bool amp_arg_matches(const Type *param, const Type *arg);
bool check_amp_conversion(SrcLoc loc, Type *to, Type *from, const char *what);
void check_amp_pointer_integer(Ctx *c, SrcLoc loc, Type *to, Node *from);

Type *decay(Type *t);                        /* arrays and functions used as values */
const char *binop_spelling(int op);          /* "+", "<<", ... of a BinOp */
/* The member `name` of struct or union st, also inside anonymous members. */
Member *find_member(Type *st, const char *name, Type **out);
void sema_call_args(Ctx *c, Node *call);      /* types every argument */

/* sema_members.c: members, subscripts and built-in calls of AMP values. */
Type *member_object_type(Node *member, Type *t);   /* the object of `.` or `->` */
Type *amp_data_member(Ctx *c, Node *member, Type *obj);
Type *amp_subscript(Ctx *c, Node *index, Type *obj, Type *sub);
Type *amp_method(Ctx *c, Node *call, Node *member, Type *obj);
/* Members of the library structs (accelerator, accelerator_view,
 * completion_future) that are rows of ampops.def, not C fields. */
Type *library_data_member(Ctx *c, Node *member, Type *obj);
Type *library_method(Ctx *c, Node *call, Node *member, Type *obj);
Type *amp_call_access(Ctx *c, Node *call, Type *obj);   /* v(i, j) */
Type *amp_builtin_call(Ctx *c, Node *call, AmpOp op, Type *declared);
/* copy(...) of the runtime library (sema_copy.c): checks the sides, returns void. */
Type *checked_copy(Node *call);

/* sema_const.c */
bool fold_int(Node *n, long long *out);
/* When e is not a constant because C leaves an operation in it undefined
 * (division by zero, ...): reports that, at the operation, and returns true. */
bool report_undefined_constant(Node *e, const char *what);
void note_const_decl(Symbol *s, Node *init);

/* sema_amptypes.c */
typedef enum AmpPos {
    POS_LOCAL,       /* local variable, parameter, return type, cast */
    POS_ELEMENT,     /* struct member, array element, view element */
    POS_TILE_STATIC, /* a tile_static variable */
} AmpPos;
/* Reports (once per construct) why t cannot be used in amp code; false if it cannot. */
bool check_amp_type(Type *t, AmpPos pos, SrcLoc loc, const char *what);
/* Folds and checks ranks/tile sizes/element types of AMP types in t (any code). */
void check_written_type(Type *t, SrcLoc loc);
/* The unit's one index<rank> or extent<rank> (kind), tiled_extent<tiles>,
 * or method type returning ret: sema's own types, already checked, so
 * check_written_type passes them by. */
Type *sema_rank_type(Ctx *c, TypeKind kind, int rank);
Type *sema_tiled_extent(Ctx *c, const int *tiles, int count);
Type *sema_method_type(Ctx *c, Type *ret);
bool type_holds_pointer(Type *t);
bool type_holds_view(Type *t);

/* sema_capture.c */
void capture_begin_kernel(Ctx *c, Node *kernel);
/* An identifier used in a kernel body: checks capture rules. */
void capture_check_use(Ctx *c, Node *ident);
bool is_by_value_capture(Ctx *c, Symbol *s);
/* Records what the kernel captures (ND_KERNEL.captured, .const_uses) and,
 * through sema_writes.c, what it writes; after its body is checked. */
void capture_record_kernel(Ctx *c, Node *kernel);

/* sema_writes.c */
void record_kernel_writes(Node *kernel);

/* sema_calls.c */
void calls_record(Ctx *c, Node *call, Symbol *callee);
void calls_check_declaration(Ctx *c, Node *decl_or_def);
void calls_check_unit(Unit *u);
void tile_static_record(Ctx *c, Symbol *s);

/* sema_ctypes.c: C's constraints on amp code, reported in gcc's words (each
 * returns false after reporting). */
bool ctypes_value(Node *e);                              /* void value used as a value */
bool ctypes_binary(Node *n, int op, Type *a, Type *b);   /* operand types, decayed */
bool ctypes_unary(Node *n, Type *t);
bool ctypes_lvalue(Node *e, SrcLoc where, const char *role, bool modifiable);
bool ctypes_assignable(SrcLoc loc, Type *to, Type *from, const char *what_fmt);
bool ctypes_returnable(SrcLoc loc, Type *to, Type *from);
bool ctypes_argument(SrcLoc loc, Type *param, Type *arg, int index, const char *fname);
bool ctypes_cast(Node *cast, Type *to, Type *from);
void ctypes_not_callable(Node *callee);
bool ctypes_conditional(Node *n, Type *a, Type *b);
bool ctypes_initializer(Node *init, Type *to);           /* of a local: its form and types */
bool ctypes_condition(Node *e);                          /* a controlling expression: scalar */
bool ctypes_sizeof(Node *n, Type *t);                    /* sizeof/_Alignof of a complete type */
bool ctypes_object(Symbol *s, bool has_init);            /* complete type of a local */
void ctypes_redeclaration(Symbol *s);
bool ctypes_number(Node *lit);                           /* the literal's spelling */
bool ctypes_identifier(SrcLoc loc, const char *name);    /* bytes 0x80-0xff */

/* sema_tile.c */
void check_pfe(Ctx *c, Node *pfe);
bool tile_sizes_of_targs(PtrVec *targs, SrcLoc loc, int tiles[3], int *rank);

#endif
