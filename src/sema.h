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
void infer_address_spaces(Unit *u);       /* addrspace.c: see addrspace.h */

#endif
