/* nesting.h - the deepest tree the compiler accepts (nesting.c). */
#ifndef AMPCC_NESTING_H
#define AMPCC_NESTING_H

#include <stdbool.h>

#include "ast.h"

enum { NESTING_LIMIT = 100000 };

/* Reports "nested too deeply" at the first node past NESTING_LIMIT levels
 * and returns false; true when the tree is within the limit. */
bool nesting_check(Unit *u);

/* OpenCL compilers' limit of open brackets of one kind (clang's default
 * -fbracket-depth), and the number of kinds: ( { [. */
enum { OPENCL_BRACKET_LIMIT = 256, BRACKET_KINDS = 3 };

/* Reports "kernel code nested too deeply for OpenCL C" at the first
 * bracket of the unit's OpenCL C past OPENCL_BRACKET_LIMIT open ones of its
 * kind (the OpenCL C is emitted to count them). After sema, error-free. */
void check_opencl_bracket_depth(Unit *u);

#endif
