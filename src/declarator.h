/* declarator.h - what the parser builds declarations from: declaration
 * specifiers (DeclSpec), declarators (a name plus the derivations applied to
 * the specifiers' type: pointer, array, function), and the functions that turn
 * them into Types and Symbols. Used only by grammar/parse.y (and its tests).
 */
#ifndef AMPCC_DECLARATOR_H
#define AMPCC_DECLARATOR_H

#include "ast.h"
#include "scope.h"

/* The builtin type keywords, counted so that `long unsigned long int` works. */
typedef enum TypeKeyword {
    TK_VOID, TK_CHAR, TK_SHORT, TK_INT, TK_LONG, TK_FLOAT, TK_DOUBLE, TK_SIGNED,
    TK_UNSIGNED, TK_BOOL, TK_COMPLEX, TK_INT128, TK_FLOAT16, TK_FLOAT32, TK_FLOAT64,
    TK_FLOAT32X, TK_FLOAT64X, TK_FLOAT128, TK_VA_LIST, TK_AUTO_TYPE,
    TK_UNSIGNED_INT128, /* __uint128_t: counted as unsigned + __int128 */
    TK_COUNT
} TypeKeyword;

typedef struct DeclSpec {
    SrcLoc loc;
    int begin;
    Storage storage;
    unsigned quals;           /* Q_* */
    bool is_inline, is_noreturn, is_thread_local, is_tile_static;
    /* builtin keywords: count of each TypeKeyword seen */
    unsigned char kw[TK_COUNT];
    bool has_keyword;
    Type *named;              /* typedef name, struct/union/enum, typeof, AMP type, _Atomic(T) */
    int align;                /* _Alignas / aligned attribute, 0 if none */
    Type *resolved;           /* cache of spec_type() */
} DeclSpec;

typedef enum DOpKind { DOP_PTR, DOP_ARRAY, DOP_FUNC } DOpKind;

/* One derivation of a declarator, applied to the base type in list order. */
typedef struct DOp {
    DOpKind kind;
    unsigned quals;           /* pointer qualifiers */
    Node *len_expr;           /* array length as written (NULL = []) */
    bool star_len;            /* `[*]` */
    Param *params;            /* function: the parameters */
    int nparams;
    bool variadic, no_prototype;
    unsigned restrict_mask;   /* function: restrict(...) after the parameter list, 0 = none */
    SrcLoc restrict_loc;
    struct DOp *next;
} DOp;

typedef struct Declarator {
    Ident *ident;             /* NULL for abstract declarators */
    SrcLoc loc;               /* of the name (or of the declarator's start) */
    int begin, end;
    DOp *first, *last;        /* derivations, innermost (applied first) first */
    PtrVec ctor_args;         /* `v(4, 6, data)`: constructor arguments */
    bool has_ctor_args;
    int ctor_end;             /* just after the ')' closing them */
} Declarator;

/* A parameter list under construction. */
typedef struct ParamList {
    PtrVec params;            /* Param* */
    bool variadic;
    bool scoped;              /* its prototype scope is open */
} ParamList;

/* The records are allocated from `records`, the parser's arena that is
 * released after each external declaration (ParseCtx.records): nothing that
 * outlives the declaration may point into them (a function type's parameters
 * are copied out, param_array in parse.y). */
DeclSpec *spec_new(Arena *records, SrcLoc loc, int begin);
void spec_add_keyword(DeclSpec *s, TypeKeyword kw, SrcLoc loc);
void spec_set_named(DeclSpec *s, Type *t, SrcLoc loc);
/* The type the specifiers denote (builtin keywords combined, qualifiers applied). */
Type *spec_type(DeclSpec *s);

Declarator *declarator_new(Arena *records, Ident *id, SrcLoc loc, int begin, int end);
DOp *dop_new(Arena *records, DOpKind kind);
void declarator_prepend(Declarator *d, DOp *op);     /* array / function suffix */
/* `*p`: the pointer derivations first..last apply before the direct declarator's. */
void declarator_add_pointer(Declarator *d, DOp *first, DOp *last);
Type *declarator_type(Type *base, Declarator *d);
/* The function derivation that applies last (the declared function's own
 * parameter list), or NULL when d does not declare a function. */
DOp *declarator_function(Declarator *d);

#endif
