/* sema.h - semantic analysis: types every expression, then checks the rules of
 * LANGUAGE.md sections 3-6 (restrictions, captures, amp types and names,
 * tile_static, tiling, barrier uniformity, address spaces). Reports through diag. */
#ifndef AMPCC_SEMA_H
#define AMPCC_SEMA_H

#include "ast.h"

/* Entry point (sema.c): types the unit, then runs every check below. */
void sema_unit(Unit *u);

/* Passes sema_unit runs after typing, each in its own file. */
void check_barrier_uniformity(Unit *u);   /* uniform.c: spec 8.1.1 */
void check_tile_static_races(Unit *u);    /* tsrace.c: reads no write can feed; tile_static under non-tiled pfe */
void check_freed_view_data(Unit *u);       /* viewlife.c: free(p) while a view of p is live */
void infer_address_spaces(Unit *u);       /* addrspace.c: see addrspace.h */

/* Helpers for the later passes and the emitters (sema*.c); valid after sema_unit. */
bool is_amp_function(const Symbol *f);            /* restrict(amp) or restrict(cpu, amp) */
unsigned function_restrictions(const Symbol *f);  /* RESTRICT_* bits, never 0 */
bool sema_const_int(Node *e, long long *out);     /* folds an integer constant expression */
/* An array whose element type is an incomplete struct or union: reported at
 * `at` (sema_ctypes.c; the parser's struct members use it too). */
bool ctypes_array_element_complete(SrcLoc at, Type *t);
Node *sema_function_def(Unit *u, const Symbol *f); /* the ND_FUNCDEF with the body, or NULL */
/* The call graph: ND_CALL nodes of calls to user functions made directly by a
 * function (ND_FUNCDEF) or kernel (ND_KERNEL), in source order; and the
 * function each such call calls. Built-ins and calls through pointers are not
 * in it. */
const PtrVec *sema_calls_from(Unit *u, const Node *fn_or_kernel);
Symbol *sema_call_target(Unit *u, const Node *call);

#endif
