/* srcmap.h - where each token of the preprocessed text was written.
 *
 * The host preprocessor keeps each line on its line, but not its columns:
 * it collapses runs of blanks, drops comments, and writes a macro's
 * expansion where the macro was used. The lexer asks this module, token by
 * token, for the token's place in the original line: the same text found
 * there, or, inside a macro's expansion, its spelling in the macro's #define
 * (with the use, for gcc's "in expansion of macro" note) or in the use's
 * arguments. A token it cannot place keeps the preprocessed column, clamped
 * to the original line.
 */
#ifndef AMPCC_SRCMAP_H
#define AMPCC_SRCMAP_H

#include "diag.h"

typedef struct SrcMap SrcMap;

/* A map for one lexing of one unit (compiler arena). */
SrcMap *srcmap_new(void);

/* The original place of the token text[0..len) read at file:line, column
 * pp_col of the preprocessed line; tokens of a line must come in order. */
SrcLoc srcmap_place(SrcMap *m, const char *file, int line, int pp_col, const char *text, int len);

#endif
