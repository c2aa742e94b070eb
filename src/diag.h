/* diag.h - the one diagnostics module. Every message ampcc prints about the
 * user's program goes through here: gcc/clang layout (file:line:col, the source
 * line, a caret), note: lines, colour on a terminal, -Werror, -w, an error
 * limit, and the -verify checker, which compares what was reported with the
 * file's `// expected-error {{...}}` comments instead of printing.
 */
#ifndef AMPCC_DIAG_H
#define AMPCC_DIAG_H

#include <stdbool.h>

typedef struct MacroUse MacroUse;

/* A position in the user's original source (after line-marker mapping), and
 * the range gcc underlines around it (`~~~^~~~`). */
typedef struct SrcLoc {
    const char *file; /* as named by the line marker; NULL = no location */
    int line;         /* 1-based */
    int col;          /* 1-based byte column: the caret */
    int range_begin;  /* byte columns [range_begin, range_end) on `line` that the */
    int range_end;    /* construct covers; 0, 0 = the caret alone */
    const MacroUse *macro; /* a token of a macro's body: the place is the use (the
                              macro's name), this says where the token is spelt */
} SrcLoc;

/* A token that a macro's expansion brought (src/srcmap.c finds them). From
 * the body: diagnostics show it where the #define spells it, then gcc's
 * "note: in expansion of macro 'M'" at the use (code generation keeps to the
 * use). From an argument: they show it in the argument, then "note: in
 * definition of macro 'M'" at the parameter in the body. */
struct MacroUse {
    const char *name;
    SrcLoc spelled;   /* in the macro's #define: the token, or the parameter */
    bool argument;    /* the token is in the use's arguments */
};

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

enum { DIAG_MAX_HOST_OFF = 32 };

typedef enum DiagFormat { FORMAT_TEXT, FORMAT_JSON, FORMAT_SARIF_STDERR, FORMAT_SARIF_FILE } DiagFormat;

typedef struct DiagOptions {
    ColorMode color;
    bool warnings_are_errors; /* -Werror */
    bool no_warnings;         /* -w */
    bool verify;              /* -verify: check against expected-* comments */
    int error_limit;          /* -ferror-limit=N; 0 = no limit; default 20 */
    bool limit_from_gcc;      /* it came from gcc's -fmax-errors=N: gcc's words at the limit */
    bool fatal_errors;        /* -Wfatal-errors: stop at the first error */
    DiagFormat format;        /* -fdiagnostics-format=json|sarif-stderr|sarif-file */
    bool parseable_fixits;    /* -fdiagnostics-parseable-fixits */
    bool byte_columns;        /* -fdiagnostics-column-unit=byte (default: display columns) */
    const char *sarif_file;   /* sarif-file: where it goes (the driver names it) */
    signed char enabled[W_COUNT];   /* -WNAME 1, -Wno-NAME -1, default 0 (on) */
    signed char as_error[W_COUNT];  /* -Werror=NAME 1, -Wno-error=NAME -1, default 0 */
    /* the host compiler's warnings turned off or into errors (-Wno-NAME,
     * -Werror=NAME: NAME), which diag_host_warning then leaves out */
    const char *host_warnings_off[DIAG_MAX_HOST_OFF];
    int nhost_warnings_off;
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
 * gcc 12 does), or nothing when there was nothing; sarif-stderr and sarif-file
 * write one SARIF 2.1.0 log (as gcc 13 does), also when there was nothing. */
void diag_finish(void);

/* diag_finish, with the JSON array the host compiler printed for the same
 * compilation (its stderr, as text; NULL: none) joined to ampcc's, so that
 * the compilation prints one array. Under any other format, or when the text
 * is not one JSON array, ampcc's log and then the text as it is. */
void diag_finish_joining(char *host_json);

/* All of the module's state (options, counts, the source cache, what was
 * recorded): one Diag, which its owner (driver_main; unit_run for the unit tests)
 * makes, makes current with diag_begin before any other diag_ call, and
 * ends with diag_end before freeing it. */
typedef struct Diag Diag;
Diag *diag_new(void);
void diag_delete(Diag *d);
void diag_begin(Diag *d);
void diag_end(void);

/* Sets the current Diag's options and forgets the last input's counts,
 * recorded diagnostics and context (the driver calls it for every input). */
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

/* A diagnostic with gcc's extras: a fix-it hint (NULL = none), printed under
 * the caret line and spelt out by -fdiagnostics-parseable-fixits, which
 * replaces loc's range or is inserted before loc.col when loc has no range;
 * and up to DIAG_MAX_SECONDARY secondary locations underlined with `~`, such
 * as the '(' a missing ')' closes and the token it goes before. */
enum { DIAG_MAX_SECONDARY = 2 };
void diag_report_rich(DiagLevel level, SrcLoc loc, const SrcLoc *secondary, int nsecondary,
                      const char *fixit, const char *fmt, ...) __attribute__((format(printf, 6, 7)));

/* gcc's note after an unknown name that a C header declares ("'size_t' is
 * defined in header '<stddef.h>'; did you forget to '#include
 * <stddef.h>'?"), with the #include as a fix-it; nothing for other names. */
void diag_note_missing_header(const char *name, SrcLoc use);
/* The standard header gcc knows declares `name` (its note's), or NULL. */
const char *diag_header_of(const char *name);

/* The front end's text diagnostics are held from diag_hold to diag_release
 * and then printed in gcc's order: sema's (after diag_sema_phase) merged by
 * position into the parser's when the parser reported an error. */
void diag_hold(void);
void diag_sema_phase(void);
void diag_release(void);

/* The functions whose bodies contain later diagnostics, for gcc's
 * "file: In function 'f':" line: the parser opens one at its name and closes
 * it at the '}' of its body. */
void diag_begin_function(const char *name, SrcLoc at);
void diag_end_function(SrcLoc closing_brace);

/* A line marker entered `file` from line `line` of `from` (`# 1 "h.h" 1`), for
 * gcc's "In file included from from:line:" lines; the first inclusion counts. */
void diag_included(const char *file, const char *from, int line);

/* The candidate among names[0..n) closest to `name` by edit distance, as
 * gcc's "did you mean" picks it (at most a third of the longer name's length
 * edits), or NULL. */
const char *diag_closest_name(const char *name, const char *const *names, int n);

/* A warning gcc gives that ampcc leaves to the host compiler (`name`: its
 * -W name without "-W"; NULL: it has none): held, and shown only when the front end's errors
 * keep the host compiler from running (gcc gives it among those errors),
 * with the fix-it `fixit` (NULL: none) replacing loc's range;
 * left out under -w, -Werror, -Wno-NAME, -Werror=NAME, -verify and the
 * structured formats. */
void diag_host_warning(const char *name, SrcLoc loc, const char *fixit, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* gcc checks some constructs as soon as its parser has read them (a call
 * once its ')' is read), before syntax errors found later but maybe at
 * earlier places. The parser notes diag_held_count() then; sema passes it
 * to diag_order_after before reporting: the next diagnostic (with its notes)
 * goes right after that many of the parser's held ones. */
int diag_held_count(void);
void diag_order_after(int held);

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

/* The original text of a file (read once and kept) and line `line` of it
 * (without its newline), for src/srcmap.c; NULL when it cannot be read. */
const char *diag_source_text(const char *file, long *len);
const char *diag_source_line(const char *file, int line, int *len);

/* The files the line markers entered by #include, in the order met. */
int diag_included_count(void);
const char *diag_included_file(int i);

#endif
