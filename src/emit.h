/* emit.h - code generation from the checked AST. */
#ifndef AMPCC_EMIT_H
#define AMPCC_EMIT_H

#include <stdbool.h>
#include "ast.h"

typedef struct EmitOptions {
    bool fast_math;      /* -ffast-math: relaxed math built-ins */
} EmitOptions;

/* The unit's OpenCL C 1.2 source: every kernel and the amp code it reaches. */
char *emit_opencl(Unit *u, const EmitOptions *opts);

/* The unit's host C: the preprocessed text with AMP constructs replaced by
 * runtime calls, #line directives back to the user's file, and opencl_source
 * embedded. */
char *emit_host(Unit *u, const char *opencl_source, const EmitOptions *opts);

#endif
