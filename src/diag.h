/* diag.h - the one diagnostics module. Every message ampcc prints about the
 * user's program goes through here: gcc/clang layout (file:line:col, the source
 * line, a caret), note: lines, colour on a terminal, -Werror, -w, an error
 * limit, and the -verify checker, which compares what was reported with the
 * file's `// expected-error {{...}}` comments instead of printing.
 */
#ifndef AMPCC_DIAG_H
#define AMPCC_DIAG_H

#include <stdbool.h>

/* A position in the user's original source (after line-marker mapping). */
typedef struct SrcLoc {
    const char *file; /* as named by the line marker; NULL = no location */
    int line;         /* 1-based */
    int col;          /* 1-based byte column */
} SrcLoc;

/* DIAG_INTERNAL: an emitter met something it cannot lower, which the checker
 * should have rejected: ampcc's bug, not the user's (exit status 70). */
typedef enum DiagLevel { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR, DIAG_FATAL, DIAG_INTERNAL } DiagLevel;

/* The exit status after an internal compiler error (EX_SOFTWARE). */
enum { EXIT_INTERNAL_ERROR = 70 };

typedef enum ColorMode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER } ColorMode;

typedef struct DiagOptions {
    ColorMode color;
    bool warnings_are_errors; /* -Werror */
    bool no_warnings;         /* -w */
    bool verify;              /* -verify: check against expected-* comments */
    int error_limit;          /* -ferror-limit=N; 0 = no limit; default 20 */
} DiagOptions;

void diag_init(const DiagOptions *opts);

/* Report a diagnostic. Notes attach to the diagnostic reported just before. */
void diag_report(DiagLevel level, SrcLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#define error_at(loc, ...) diag_report(DIAG_ERROR, (loc), __VA_ARGS__)
#define warning_at(loc, ...) diag_report(DIAG_WARNING, (loc), __VA_ARGS__)
#define note_at(loc, ...) diag_report(DIAG_NOTE, (loc), __VA_ARGS__)
/* `what` names the construct: "'v.data()' in amp code". */
#define internal_error_at(loc, what) \
    diag_report(DIAG_INTERNAL, (loc), "cannot lower %s; please report this", (what))

/* Counts of what was reported (after -w / -Werror adjustments). */
int diag_error_count(void);
int diag_warning_count(void);
int diag_internal_count(void);   /* of those errors, internal compiler errors */

/* -verify: called once at the end. Reads the expected-* comments from the
 * original source file main_file on disk (and from any other file a diagnostic
 * named), compares them with what was reported, prints the mismatches
 * clang-style and returns the exit status (0 = everything matched). */
int diag_verify_finish(const char *main_file);

/* Lets the module show source lines: the driver registers each file's text as it
 * is read (the original file on disk is read lazily when not registered). */
void diag_register_source(const char *file, const char *text, long len);

#endif
