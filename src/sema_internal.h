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
#include "sema.h"

/* ------------------------------------------------------------ pointer map */

typedef struct PtrMap {
    void **keys;
    void **vals;
    int cap, len;
} PtrMap;
void *pmap_get(PtrMap *m, const void *key);
void pmap_put(PtrMap *m, const void *key, void *val);
bool pmap_has(PtrMap *m, const void *key);

/* -------------------------------------------------------------- context */

typedef struct Ctx {
    Node *func;            /* enclosing ND_FUNCDEF (NULL at file scope) */
    Node *kernel;          /* enclosing ND_KERNEL, or NULL */
    unsigned mask;         /* RESTRICT_* of the code being walked */
    PtrMap kernel_locals;  /* Symbol* declared inside the kernel (incl. its parameter) */
    PtrMap reported;       /* Symbols already diagnosed in this body, to say things once */
    bool in_sizeof;        /* operand of sizeof/_Alignof: not evaluated */
} Ctx;

static inline bool ctx_amp(const Ctx *c) { return (c->mask & RESTRICT_AMP) != 0; }
static inline bool ctx_cpu(const Ctx *c) { return (c->mask & RESTRICT_CPU) != 0; }

/* sema.c */
void sema_stmt(Ctx *c, Node *n);
extern Type *ty_barrier;

/* sema_expr.c: types n (sets n->type) and returns it; never NULL. */
Type *sema_expr(Ctx *c, Node *n);
bool type_is_silent(const Type *t);          /* TY_UNKNOWN: say nothing more */
Type *type_or_unknown(Type *t);
bool is_null_pointer_constant(Node *n);
bool amp_arg_matches(const Type *param, const Type *arg);
bool check_amp_conversion(SrcLoc loc, Type *to, Type *from, const char *what);
void check_amp_pointer_integer(Ctx *c, SrcLoc loc, Type *to, Node *from);

Type *decay(Type *t);                        /* arrays and functions used as values */
void sema_call_args(Ctx *c, Node *call);      /* types every argument */

/* sema_members.c: members, subscripts and built-in calls of AMP values. */
Type *member_object_type(Node *member, Type *t);   /* the object of `.` or `->` */
Type *amp_data_member(Ctx *c, Node *member, Type *obj);
Type *amp_subscript(Ctx *c, Node *index, Type *obj, Type *sub);
Type *amp_method(Ctx *c, Node *call, Node *member, Type *obj);
Type *amp_call_access(Ctx *c, Node *call, Type *obj);   /* v(i, j) */
Type *amp_builtin_call(Ctx *c, Node *call, AmpOp op, Type *declared);

/* sema_const.c */
bool fold_int(Node *n, long long *out);
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
bool type_holds_pointer(Type *t);

/* Each module forgets what it learnt about the previous unit (a driver may
 * compile several files in one process). */
void amptypes_reset(void);
void capture_reset(void);
void calls_reset(void);

/* sema_capture.c */
void capture_begin_kernel(Ctx *c, Node *kernel);
/* An identifier used in a kernel body: checks capture rules. */
void capture_check_use(Ctx *c, Node *ident);
bool is_by_value_capture(Ctx *c, Symbol *s);

/* sema_calls.c */
void calls_record(Ctx *c, Node *call, Symbol *callee);
void calls_check_declaration(Node *decl_or_def);
void calls_check_unit(Unit *u);
void tile_static_record(Ctx *c, Symbol *s);

/* sema_tile.c */
void check_pfe(Ctx *c, Node *pfe);
bool tile_sizes_of_targs(PtrVec *targs, SrcLoc loc, int tiles[3], int *rank);

#endif
