/* addrspace.h - address spaces of pointers in amp code (LANGUAGE.md section 6).
 *
 * OpenCL C 1.2 has no generic address space: every pointer must say whether it
 * points into __global memory (array_view and array data), __local memory
 * (tile_static variables) or __private memory (a thread's locals and
 * parameters). AMP C pointers carry no such qualifier, so infer_address_spaces()
 * (sema.h, run at the end of sema) works it out:
 *
 *   - inside a kernel and each amp function, every pointer variable gets the one
 *     space that all values assigned to it point into (flow-insensitive: a C
 *     variable has one type, so it has one space); a pointer that could point
 *     into two spaces is an error with notes at both sources;
 *   - an amp function with pointer parameters is specialised: one copy per
 *     combination of argument spaces it is called with, found transitively from
 *     the kernels. Its pointer locals and return value may differ per copy.
 *
 * The OpenCL emitter asks the questions below. A "context" is the
 * specialisation whose body is being emitted, or NULL for a kernel body.
 * Every result is computed once by infer_address_spaces(); these are lookups.
 */
#ifndef AMPCC_ADDRSPACE_H
#define AMPCC_ADDRSPACE_H

#include "ampops.h"
#include "ast.h"

typedef enum AddrSpace {
    AS_UNKNOWN,   /* not a pointer, a null pointer constant, or not analysed */
    AS_PRIVATE,   /* a thread's locals and parameters */
    AS_GLOBAL,    /* array_view / array element data */
    AS_LOCAL,     /* tile_static variables */
} AddrSpace;

/* One emitted copy of an amp function. */
typedef struct Specialization {
    Symbol *func;              /* the amp function (func->def is its ND_FUNCDEF) */
    AddrSpace *param_spaces;   /* nparams entries; AS_UNKNOWN for non-pointer parameters */
    int nparams;
    AddrSpace return_space;    /* AS_UNKNOWN unless the function returns a pointer */
    int id;                    /* 0, 1, ... in the order the copies were found */
    /* Appended to the function's name in OpenCL C: "" for a function without
     * pointer parameters (it has exactly one copy), else "__as_" and one letter
     * per pointer parameter, p(rivate) g(lobal) l(ocal): `sum__as_gl`. */
    const char *suffix;
} Specialization;

/* Every copy of func that amp code calls (Specialization*, in discovery order).
 * A function without pointer parameters has exactly one, suffix "". A function
 * with pointer parameters that no amp code calls has none (the emitter need not
 * emit it). Never NULL. */
PtrVec *specializations_of(Unit *u, Symbol *func);

/* The space that pointer variable or parameter `var` points into, within ctx
 * (NULL: a kernel body). AS_UNKNOWN when var is not a pointer or only ever holds
 * null. Array-typed variables answer where they live (a tile_static array:
 * AS_LOCAL, a local array: AS_PRIVATE), which is what they decay to. */
AddrSpace addrspace_of_symbol(Unit *u, Symbol *var, const Specialization *ctx);

/* The space a pointer-typed (or array-typed) expression points into, within ctx:
 * for casts, temporaries from `&` and array decay, pointer arithmetic, calls. */
AddrSpace addrspace_of_expr(Unit *u, Node *expr, const Specialization *ctx);

/* For an ND_CALL of an amp function made from code emitted in ctx: the copy it
 * calls (so the emitter writes func->name + suffix). NULL for any other call. */
const Specialization *specialization_called(Unit *u, Node *call, const Specialization *ctx);

/* "__global", "__local", "__private"; "" for AS_UNKNOWN. For emitted C. */
const char *addrspace_qualifier(AddrSpace as);
/* "global (array_view) memory", "tile_static memory", "private memory": for messages. */
const char *addrspace_description(AddrSpace as);

/* ------------------------------------------------------------------------
 * Helpers the three amp analyses share (uniform.c, tsrace.c, addrspace.c);
 * defined in addrspace.c. Not meant for the emitter.
 */

/* Kind of tile barrier an ND_CALL is (its AmpOp's FENCE), BARRIER_NONE for
 * anything else (a fence without a barrier included). */
BarrierKind amp_barrier_kind(const Node *call);

/* The user-defined amp function (with a body) an ND_CALL calls, else NULL. */
Symbol *amp_called_function(const Node *call);

/* The variable an lvalue expression is rooted in: `x`, `x[i][j]`, `x.m`,
 * `(x)`; NULL for anything reached through a pointer or a call. */
Symbol *amp_lvalue_root(Node *lvalue);

#endif
