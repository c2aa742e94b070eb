/* sema.h - semantic analysis: types every expression, then checks the rules of
 * LANGUAGE.md sections 3-6 (restrictions, captures, amp types and names,
 * tile_static, tiling, barrier uniformity, address spaces). Reports through diag. */
#ifndef AMPCC_SEMA_H
#define AMPCC_SEMA_H

#include "ast.h"

void sema_unit(Unit *u);

#endif
