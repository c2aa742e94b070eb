/* nesting.h - the deepest tree the compiler accepts (nesting.c). */
#ifndef AMPCC_NESTING_H
#define AMPCC_NESTING_H

#include <stdbool.h>

#include "ast.h"

enum { NESTING_LIMIT = 100000 };

/* Reports "nested too deeply" at the first node past NESTING_LIMIT levels
 * and returns false; true when the tree is within the limit. */
bool nesting_check(Unit *u);

#endif
