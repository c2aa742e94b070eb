/* emit.h - code generation from the checked AST. */
#ifndef AMPCC_EMIT_H
#define AMPCC_EMIT_H

#include <stdbool.h>
#include <stdio.h>
#include "ast.h"

typedef struct EmitOptions {
    bool fast_math;      /* -ffast-math: relaxed math built-ins */
    bool native;         /* emit_opencl: the native host C instead (emit_native.c) */
    bool marks;          /* emit_opencl: the user's positions marked in-band, as for native C
                            (nesting.c counts the brackets of this text) */
} EmitOptions;

/* The native C's in-band marks (emit_native.c strips them into u->native_marks;
 * nesting.c reads them):
 * NATIVE_MARK, the index of a SrcLoc in u->native_locs, NATIVE_MARK_END. */
#define NATIVE_MARK '\x01'
#define NATIVE_MARK_END '\x02'

/* The emitters' results are malloc'ed and the caller frees them: they are
 * the largest things the compiler makes, and each is needed only until it
 * is written out. */

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

/* The user's code in the native C, for the host compiler's warnings about it
 * (docs/codegen.md, "Warnings in kernel code"): the emitter marks where the
 * code of each declarator, statement and operator starts, and emit_native
 * keeps those marks, in native C lines and columns, on the Unit. */
typedef struct NativeMark {
    int line, col;   /* 1-based, in emit_native's text */
    const SrcLoc *loc; /* the user's position (a node's or symbol's own) */
} NativeMark;

/* The user's position of the native C's line:col: the nearest mark before it
 * on its line; loc.file is NULL in generated code (no mark on the line). */
SrcLoc native_source_loc(Unit *u, int line, int col);

/* Writes the native C to f with line markers naming `name`: a line without
 * the user's code is in a system header as far as the host compiler knows,
 * so it never warns about ampcc's scaffolding. Line numbers stay those of
 * `native`. */
void write_native_with_line_markers(FILE *f, Unit *u, const char *native, const char *name);

#endif
