/* contextual.h - the contextual keywords of AMP C (LANGUAGE.md section 2), decided
 * in this one place by looking ahead in the raw preprocessed text:
 *
 *   array_view array extent index tiled_extent tiled_index
 *       are AMP type names only when followed at once by a template argument
 *       list `<` types-or-integer-constant-expressions `>`; otherwise they are
 *       ordinary identifiers (`int index = 0; if (index < n)`, glibc's index()).
 *   restrict
 *       followed by `(` is a restriction specifier, else C99's qualifier.
 *   NAME< ... >(   after `.` or `->`
 *       a member template call such as `e.tile<2, 2>()`.
 *
 * tile_static and parallel_for_each are plain reserved keywords (lex.l).
 */
#ifndef AMPCC_CONTEXTUAL_H
#define AMPCC_CONTEXTUAL_H

#include <stdbool.h>

/* TY_EXTENT .. TY_TILED_INDEX for one of the six AMP type names, else -1. */
int amp_type_name_kind(const char *name, int len);

/* Does a template argument list start at text[pos] (blanks allowed before the
 * '<')? On success stores the offsets of its '<' and matching '>'. */
bool template_args_follow(const char *text, int len, int pos, int *lt, int *gt);

/* Is the next non-blank character at or after text[pos] a '('? */
bool paren_follows(const char *text, int len, int pos);

#endif
