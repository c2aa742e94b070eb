/* library.h - the names of AMP C's runtime library that a program may use
 * without declaring them (LANGUAGE.md section 10): `amp_error`, its kinds,
 * `amp_set_error_handler`, `amp_last_error`, `amp_clear_error`.
 *
 * Each is an ordinary C declaration (a typedef, enum constants, prototyped cpu
 * functions) bound in a scope below file scope when its identifier is first
 * interned, so a program's own declaration of the name hides it: the names are
 * contextual, like `index`. Sema checks their uses as it checks any C
 * declaration. The parser records on the Unit which groups a unit uses
 * (Unit.library_uses); emit_host then asks ampcc_runtime.h for their
 * declarations (library_group_macro) and leaves the text as written.
 */
#ifndef AMPCC_LIBRARY_H
#define AMPCC_LIBRARY_H

#include "ast.h"

typedef enum LibGroup {
    LIB_ERRORS = 1 << 0,       /* AMPCC_LIBRARY_ERRORS */
    LIB_ACCELERATOR = 1 << 1,  /* AMPCC_LIBRARY_ACCELERATOR */
} LibGroup;

/* Is the identifier word[0..len) one of the library's names (a quick test
 * for the scans that decide whether a file is plain C; `copy`, a name plain
 * C uses everywhere, is left to files that use AMP anyway)? */
bool library_may_name(const char *word, int len);

/* The library's declaration of `name`, or NULL; *group says which group. */
Symbol *library_symbol(const char *name, unsigned *group);
/* Is t the library's `accelerator` (a struct the runtime fills: its members
 * are C members; a declaration is lowered to ampcc_accelerator_make)? */
bool library_is_accelerator(const Type *t);
/* accelerator_view and completion_future (struct ampcc_accelerator_view,
 * struct ampcc_future of ampcc_runtime.h). */
Type *library_view_type(void);
Type *library_future_type(void);
/* "accelerator", "accelerator_view" or "completion_future" when t is that
 * library struct (its members beyond the C fields are rows of ampops.def
 * named "TYPE.MEMBER"), else NULL. */
const char *library_type_name(const Type *t);
/* An array's trailing accelerator_view constructor arguments (typed): 0, 1
 * (the view it lives on) or 2 (cpu_av, av: a staging array). */
int library_trailing_views(const PtrVec *args);

/* The macro that makes ampcc_runtime.h declare one group's names. */
const char *library_group_macro(LibGroup g);

#endif
