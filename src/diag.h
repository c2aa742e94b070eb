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

/* ampcc's own warnings, each with the -W name that reaches it (-Wno-NAME,
 * -Werror=NAME, #pragma GCC diagnostic ... "-WNAME"; docs/usage.md lists
 * them). All are on by default, and in -Wall. X(id, name) */
#define AMPCC_WARNINGS(X)                                         \
    X(W_TILE_STATIC_UNINITIALIZED, "tile-static-uninitialized")  \
    X(W_TILE_STATIC_UNTILED, "tile-static-untiled")              \
    X(W_FREED_VIEW_DATA, "freed-view-data")

typedef enum WarningId {
#define AMPCC_WARNING_ENUM(id, name) id,
    AMPCC_WARNINGS(AMPCC_WARNING_ENUM)
#undef AMPCC_WARNING_ENUM
    W_COUNT
} WarningId;

typedef enum DiagFormat { FORMAT_TEXT, FORMAT_JSON } DiagFormat;

typedef struct DiagOptions {
    ColorMode color;
    bool warnings_are_errors; /* -Werror */
    bool no_warnings;         /* -w */
    bool verify;              /* -verify: check against expected-* comments */
    int error_limit;          /* -ferror-limit=N; 0 = no limit; default 20 */
    bool fatal_errors;        /* -Wfatal-errors: stop at the first error */
    DiagFormat format;        /* -fdiagnostics-format=json */
    signed char enabled[W_COUNT];   /* -WNAME 1, -Wno-NAME -1, default 0 (on) */
    signed char as_error[W_COUNT];  /* -Werror=NAME 1, -Wno-error=NAME -1, default 0 */
} DiagOptions;

/* Takes a command-line option that concerns ampcc's named warnings or the
 * diagnostic format: -WNAME, -Wno-NAME, -Werror=NAME, -Wno-error=NAME for the
 * names above, -Wfatal-errors, -fdiagnostics-format=json|text. Returns false
 * for any other option (and for a -W name of the host compiler's). */
bool diag_parse_option(DiagOptions *opts, const char *arg);

/* A `#pragma GCC diagnostic push|pop|ignored|warning|error "-WNAME"` line
 * (clang's spelling too) at file:line; it applies to what follows it. */
void diag_pragma(const char *file, int line, const char *text);

/* Is the pragma line text[0..len) one about one of ampcc's warnings? The host
 * compiler does not know those names: the driver blanks such lines. */
bool diag_pragma_is_own(const char *text, int len);

/* -fdiagnostics-format=json: prints what was reported as one JSON array (as
 * gcc 12 does), or nothing when there was nothing. */
void diag_finish(void);

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

/* A warning with its -W name: subject to -Wno-NAME, -Werror=NAME and pragmas. */
void diag_warn(WarningId id, SrcLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* A diagnostic the host compiler gave about code ampcc generated from the
 * user's (the kernels' native C), at the user's position: its level as the
 * host compiler decided it (-Werror, -w and its -W options are its), and its
 * -W name (NULL: none); `promoted`: -Werror made it an error. */
void diag_report_host(DiagLevel level, SrcLoc loc, const char *message, const char *option,
                      bool promoted);

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
