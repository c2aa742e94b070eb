/* idsplit.h - which comparisons of a work-item id against a value that every
 * work-item sees alike a non-tiled kernel makes (`j == 0`, `j == n - 1`,
 * `i < 1`, `j >= n - 1`, with n a capture), traced through the amp functions
 * the kernel calls to the kernel's index. Recorded once per kernel by sema
 * (analyse_id_splits); the native back end reads it to split the loop over
 * the ids at the values those comparisons single out: the ids in between (the
 * interior) run a copy of the body in which each comparison is a known
 * constant, so the vectorised loop has no border test and no masked loads
 * (docs/codegen.md, "Index-set splitting").
 */
#ifndef AMPCC_IDSPLIT_H
#define AMPCC_IDSPLIT_H

#include "ast.h"
#include "hash.h"

/* An integer value that is the same for every work-item of a launch: a
 * constant, a captured int, or + - * of those. */
typedef enum IdTermKind { TERM_CONST, TERM_CAPTURE, TERM_ADD, TERM_SUB, TERM_MUL } IdTermKind;
typedef struct IdTerm {
    IdTermKind kind;
    long long value;          /* TERM_CONST */
    Symbol *sym;              /* TERM_CAPTURE: the captured host variable */
    struct IdTerm *a, *b;     /* the operands */
} IdTerm;

/* How one comparison bounds the interior of its dimension. */
typedef enum IdBound {
    IDB_EQ,     /* the id `at` is not interior (==, !=) */
    IDB_LOW,    /* interior ids are >= at (a comparison against a constant) */
    IDB_HIGH,   /* interior ids are < at (against a value of the captures) */
} IdBound;

/* A bound on the innermost id (OpenCL dimension 0, the loop that vectorises);
 * comparisons of the outer ids are left as written. */
typedef struct IdPoint {
    IdBound bound;
    IdTerm *at;
    int offset;               /* the bound is at + offset (1 for <= and >) */
} IdPoint;

/* What a kernel's comparisons on its ids say (NULL: nothing to split). */
typedef struct IdSplit {
    PtrVec points;            /* IdPoint*: every bound of every comparison, in body order */
    HashMap known;            /* comparison Node* -> IdKnown*: its value in the interior */
    PtrVec compared;          /* Node*: the keys of known */
    int rank;                 /* the kernel's rank (1 to 3) */
    bool gave_up;             /* calls nested too deep to follow: no split */
} IdSplit;

typedef struct IdKnown {
    int value;                /* 0 or 1 for every interior id */
    bool mixed;               /* some evaluation of it is not such a comparison: not known */
} IdKnown;

/* The runtime's fixed room for the equality points
 * (include/ampcc_native.h, ampcc_interior). */
#define IDSPLIT_MAX_EQ 8   /* (a kernel with more is not split) */

/* sema: analyses every kernel of the unit (into u->id_splits). */
void analyse_id_splits(Unit *u);
/* The kernel's split, or NULL. */
const IdSplit *id_split_of(Unit *u, Node *kernel);
/* Is cmp, a comparison in this kernel or in a function it calls, a known
 * constant (*value) for the interior ids? */
bool id_split_known(const IdSplit *s, Node *cmp, int *value);

#endif
