/* library.h - the names of AMP C's runtime library that a program may use
 * without declaring them (LANGUAGE.md section 10): `amp_error`, its kinds,
 * `amp_set_error_handler`, `amp_last_error`, `amp_clear_error`.
 *
 * Each is an ordinary C declaration (a typedef, enum constants, prototyped cpu
 * functions), one AMPLIB row of src/ampops.def (the names are spelled only
 * there), bound in a scope below file scope when its identifier is first
 * interned, so a program's own declaration of the name hides it: the names are
 * contextual, like `index`. Sema checks their uses as it checks any C
 * declaration. The parser records on the Unit which groups a unit uses
 * (Unit.library_uses); emit_host then asks ampcc_runtime.h for their
 * declarations (library_group_macro) and leaves the text as written.
 */
#ifndef AMPCC_LIBRARY_H
#define AMPCC_LIBRARY_H

#include "ampops.h"

/* The library's declaration of `name` (an AMPLIB row of ampops.def), or
 * NULL; *group says which group (LibGroup, ampops.h). */
Symbol *library_symbol(const char *name, unsigned *group);
/* Is t the library's `accelerator` (a struct the runtime fills: its members
 * are C members; a declaration is lowered to ampcc_accelerator_make)? */
bool library_is_accelerator(const Type *t);
/* The library's `completion_future` (struct ampcc_future: a number naming
 * pending work; its methods are rows of ampops.def, its declaration without
 * a value is the invalid future, zero). */
Type *library_future_type(void);
bool library_is_future(const Type *t);
/* accelerator_view (struct ampcc_accelerator_view of ampcc_runtime.h). */
Type *library_view_type(void);
/* "accelerator", "accelerator_view" or "completion_future" when t is that
 * library struct (its members beyond the C fields are rows of ampops.def
 * named "TYPE.MEMBER"), else NULL. */
const char *library_type_name(const Type *t);
/* An array's trailing accelerator_view constructor arguments (typed): 0, 1
 * (the view it lives on) or 2 (cpu_av, av: a staging array). */
int library_trailing_views(const PtrVec *args);
/* Could the identifier word[0..len) be one of the library's names (a
 * quick test for the scans that decide whether a file is plain C; `copy`,
 * a name plain C uses everywhere, is left to files that use AMP anyway)? */
bool library_may_name(const char *word, int len);

/* The number of components of a short vector type (float_4: 4), else 0. */
int library_vector_length(const Type *t);
/* The short vector type with t's component type and n components (1: the component type). */
Type *library_vector_like(const Type *t, int n);

/* norm and unorm (LANGUAGE.md section 10): C++ AMP's floats kept in [-1, 1]
 * (1) and [0, 1] (2), float in the generated C; each operation that makes
 * one (a constructor, + - * / of two of them, the compound assignments, ++
 * and --) clamps its result. 0: t is neither. */
int library_norm(const Type *t);
/* The library's norm (1) or unorm (2). */
Type *library_norm_type(int norm);
/* Does t take constructor arguments as a library type: `float_4 v(1.0f);`,
 * `norm(x)` (a short vector type, norm or unorm)? */
bool library_constructible(const Type *t);

/* A component selection on a short vector (Node.swizzle, set by sema): v.r
 * is one component (x), v.zyx three; the count in bits 0-2, the index of the
 * k-th component selected in bits 3 + 2k. 0: not one. */
static inline int swizzle_count(int s) { return s & 7; }
static inline int swizzle_at(int s, int k) { return (s >> (3 + 2 * k)) & 3; }

/* The macro that makes ampcc_runtime.h declare one group's names. */
const char *library_group_macro(LibGroup g);

#endif
