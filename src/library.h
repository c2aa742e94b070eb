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
/* The name of the library struct whose methods ampops.def lists (rows on
 * TY_STRUCT name it in SIG), or NULL for any other type. */
const char *library_struct_name(const Type *t);

/* The macro that makes ampcc_runtime.h declare one group's names. */
const char *library_group_macro(LibGroup g);

#endif
