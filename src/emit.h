/* emit.h - code generation from the checked AST. */
#ifndef AMPCC_EMIT_H
#define AMPCC_EMIT_H

#include <stdbool.h>
#include "ast.h"

typedef struct EmitOptions {
    bool fast_math;      /* -ffast-math: relaxed math built-ins */
    bool native;         /* emit_opencl: the native host C instead (emit_native.c) */
} EmitOptions;

/* The unit's OpenCL C 1.2 source: every kernel and the amp code it reaches. */
char *emit_opencl(Unit *u, const EmitOptions *opts);

/* The unit's host C: the preprocessed text with AMP constructs replaced by
 * runtime calls, #line directives back to the user's file, and opencl_source
 * embedded. */
char *emit_host(Unit *u, const char *opencl_source, const EmitOptions *opts);

/* The unit's native host C (LANGUAGE.md section 11): the kernels as C functions
 * that run their work-items on the host's cores with OpenMP, and the table
 * of them that the host C's program object points to. */
char *emit_native(Unit *u, const EmitOptions *opts);
/* The name of that table: unique per unit text (a weak symbol, so two units
 * with the same kernels may both define it). */
const char *native_table_name(Unit *u);

#endif
