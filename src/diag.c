/* diag.c - the diagnostics module (diag.h).
 *
 * Normal mode prints each diagnostic at once, gcc/clang style:
 *
 *     file.c:12:5: error: message
 *         x = y;
 *         ^
 *
 * with colour when asked or when stderr is a terminal. -Werror makes warnings
 * errors, -w drops them (and the notes that follow a dropped diagnostic), and
 * the error limit stops the compiler with a fatal error.
 *
 * -verify mode prints nothing as it goes: it records every diagnostic, and
 * diag_verify_finish() compares them with the `expected-*` comments of the
 * source files, clang's way.
 *
 * Memory here is malloc'ed, not from the compiler arena, because the module is
 * initialised (and used by unit tests) before and independently of the arena.
 */
#include "diag.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { TAB_STOP = 8 };

/* ------------------------------------------------------------- state */

typedef struct Reported {
    DiagLevel level; /* after -Werror */
    SrcLoc loc;
    char *message;
    bool matched;    /* -verify: claimed by an expected-* directive */
} Reported;

static DiagOptions options;
static bool use_color;
static int error_count, warning_count, internal_count;
static bool dropping_notes;   /* the diagnostic that notes would attach to was dropped */
static Reported *reported;    /* -verify only */
static int nreported, reported_cap;

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (!p) {
        fputs("ampcc: out of memory\n", stderr);
        exit(1);
    }
    return p;
}

static char *xstrdup(const char *s)
{
    return strcpy(xrealloc(NULL, strlen(s) + 1), s);
}

void diag_init(const DiagOptions *opts)
{
    if (opts)
        options = *opts;
    else
        options = (DiagOptions){ .color = COLOR_AUTO, .error_limit = 20 };
    use_color = options.color == COLOR_ALWAYS ||
                (options.color == COLOR_AUTO && isatty(STDERR_FILENO));
    error_count = warning_count = internal_count = 0;
    dropping_notes = false;
    for (int i = 0; i < nreported; i++) {
        free(reported[i].message);
        free((char *)reported[i].loc.file);
    }
    nreported = 0;
}

int diag_error_count(void)
{
    return error_count;
}

int diag_warning_count(void)
{
    return warning_count;
}

int diag_internal_count(void)
{
    return internal_count;
}

/* ------------------------------------------------------- source cache */

/* Source files by name, with the start of each line, read once. */
typedef struct SourceFile {
    char *name;
    char *text;     /* NULL when the file could not be read */
    long len;
    long *line_starts;
    int nlines;
} SourceFile;

static SourceFile *sources;
static int nsources;

static void index_lines(SourceFile *sf)
{
    int cap = 64;
    sf->line_starts = xrealloc(NULL, cap * sizeof(long));
    sf->nlines = 0;
    sf->line_starts[sf->nlines++] = 0;
    for (long i = 0; i < sf->len; i++) {
        if (sf->text[i] != '\n' || i + 1 >= sf->len)
            continue;
        if (sf->nlines == cap)
            sf->line_starts = xrealloc(sf->line_starts, (cap *= 2) * sizeof(long));
        sf->line_starts[sf->nlines++] = i + 1;
    }
}

static void set_source_text(SourceFile *sf, const char *text, long len)
{
    free(sf->text);
    free(sf->line_starts);
    sf->text = NULL;
    sf->line_starts = NULL;
    sf->nlines = 0;
    sf->len = 0;
    if (!text)
        return;
    sf->text = xrealloc(NULL, len + 1);
    memcpy(sf->text, text, len);
    sf->text[len] = '\0';
    sf->len = len;
    index_lines(sf);
}

static SourceFile *find_source(const char *name)
{
    for (int i = 0; i < nsources; i++)
        if (strcmp(sources[i].name, name) == 0)
            return &sources[i];
    return NULL;
}

static SourceFile *add_source(const char *name)
{
    sources = xrealloc(sources, (nsources + 1) * sizeof *sources);
    SourceFile *sf = &sources[nsources++];
    *sf = (SourceFile){ .name = xstrdup(name) };
    return sf;
}

void diag_register_source(const char *file, const char *text, long len)
{
    SourceFile *sf = find_source(file);
    if (!sf)
        sf = add_source(file);
    set_source_text(sf, text, len);
}

/* The file's text, read from disk the first time it is asked for. */
static SourceFile *load_source(const char *name)
{
    SourceFile *sf = find_source(name);
    if (sf)
        return sf;
    sf = add_source(name);
    FILE *f = fopen(name, "rb");
    if (!f)
        return sf;
    size_t cap = 1 << 14, len = 0, n;
    char *buf = xrealloc(NULL, cap);
    while ((n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap)
            buf = xrealloc(buf, cap *= 2);
    }
    fclose(f);
    set_source_text(sf, buf, (long)len);
    free(buf);
    return sf;
}

/* Line `line` (1-based) of the file, without its newline; NULL if absent. */
static const char *source_line(const char *file, int line, int *len_out)
{
    SourceFile *sf = load_source(file);
    if (!sf->text || line < 1 || line > sf->nlines)
        return NULL;
    const char *start = sf->text + sf->line_starts[line - 1];
    const char *end = start;
    while (end < sf->text + sf->len && *end != '\n')
        end++;
    if (end > start && end[-1] == '\r')
        end--;
    *len_out = (int)(end - start);
    return start;
}

/* -------------------------------------------------------------- printing */

#define SGR_RESET "\033[0m"
#define SGR_BOLD "\033[1m"

static const char *level_color(DiagLevel level)
{
    switch (level) {
    case DIAG_NOTE: return "\033[1;36m";    /* bold cyan */
    case DIAG_WARNING: return "\033[1;35m"; /* bold magenta */
    default: return "\033[1;31m";           /* bold red */
    }
}

static const char *level_name(DiagLevel level)
{
    switch (level) {
    case DIAG_NOTE: return "note";
    case DIAG_WARNING: return "warning";
    case DIAG_ERROR: return "error";
    case DIAG_INTERNAL: return "internal compiler error";
    default: return "fatal error";
    }
}

static void put_styled(const char *sgr, const char *text)
{
    if (use_color)
        fprintf(stderr, "%s%s%s", sgr, text, SGR_RESET);
    else
        fputs(text, stderr);
}

/* The source line with tabs expanded, then a caret under byte column `col`
 * (columns count bytes, as the lexer does; display columns expand tabs). */
static void print_source_excerpt(SrcLoc loc)
{
    int len;
    const char *line = source_line(loc.file, loc.line, &len);
    if (!line)
        return;
    int caret_col = -1, display = 0;
    for (int i = 0; i < len; i++) {
        if (i == loc.col - 1)
            caret_col = display;
        int width = line[i] == '\t' ? TAB_STOP - display % TAB_STOP : 1;
        for (int k = 0; k < width; k++)
            fputc(line[i] == '\t' ? ' ' : line[i], stderr);
        display += width;
    }
    fputc('\n', stderr);
    if (caret_col < 0) /* the column is at or past the end of the line */
        caret_col = display + (loc.col - 1 - len > 0 ? loc.col - 1 - len : 0);
    for (int i = 0; i < caret_col; i++)
        fputc(' ', stderr);
    put_styled("\033[1;32m", "^");
    fputc('\n', stderr);
}

static void print_location(SrcLoc loc)
{
    char buf[PATH_MAX + 64];
    if (!loc.file)
        snprintf(buf, sizeof buf, "ampcc:");
    else if (loc.line <= 0)
        snprintf(buf, sizeof buf, "%s:", loc.file);
    else if (loc.col <= 0)
        snprintf(buf, sizeof buf, "%s:%d:", loc.file, loc.line);
    else
        snprintf(buf, sizeof buf, "%s:%d:%d:", loc.file, loc.line, loc.col);
    put_styled(SGR_BOLD, buf);
    fputc(' ', stderr);
}

/* option: what to show in brackets after the message, as gcc does
 * ("-Werror", "-Wtile-static-untiled", "-Werror=tile-static-untiled"), or NULL. */
static void print_diagnostic(DiagLevel level, SrcLoc loc, const char *message, const char *option)
{
    print_location(loc);
    char label[32];
    snprintf(label, sizeof label, "%s:", level_name(level));
    put_styled(level_color(level), label);
    fprintf(stderr, " %s%s%s%s\n", message, option ? " [" : "", option ? option : "", option ? "]" : "");
    if (loc.file && loc.line > 0 && loc.col > 0)
        print_source_excerpt(loc);
}

/* ------------------------------------------------------------- reporting */

static void record(DiagLevel level, SrcLoc loc, const char *message)
{
    if (nreported == reported_cap) {
        reported_cap = reported_cap ? reported_cap * 2 : 32;
        reported = xrealloc(reported, reported_cap * sizeof *reported);
    }
    reported[nreported++] = (Reported){
        .level = level,
        .loc = { loc.file ? xstrdup(loc.file) : NULL, loc.line, loc.col },
        .message = xstrdup(message),
    };
}

static void stop_at_error_limit(void)
{
    SrcLoc none = { 0 };
    if (options.format == FORMAT_JSON) {
        diag_finish();
        exit(1);
    }
    print_diagnostic(DIAG_FATAL, none, "too many errors emitted, stopping now", "-ferror-limit=");
    fflush(stderr);
    exit(1);
}

/* -Wfatal-errors: the first error ends the compilation, in gcc's words. */
static void stop_at_fatal_error(void)
{
    if (options.format == FORMAT_JSON)
        diag_finish();
    else
        fputs("compilation terminated due to -Wfatal-errors.\n", stderr);
    fflush(stderr);
    exit(1);
}

/* A warning's fate: WARN_OFF (dropped), WARN_ON, or WARN_ERROR. */
enum { WARN_OFF, WARN_ON, WARN_ERROR };

static void report(DiagLevel level, SrcLoc loc, const char *message, int fate, const char *name);

void diag_report(DiagLevel level, SrcLoc loc, const char *fmt, ...)
{
    char message[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    int fate = options.warnings_are_errors ? WARN_ERROR : WARN_ON;
    report(level, loc, message, fate, NULL);
}

static int pragma_fate(int fate, WarningId id, SrcLoc loc);

void diag_report_host(DiagLevel level, SrcLoc loc, const char *message, const char *option,
                      bool promoted)
{
    if (level == DIAG_ERROR && promoted)   /* reported as the warning it was, then promoted */
        report(DIAG_WARNING, loc, message, WARN_ERROR, option);
    else
        report(level, loc, message, WARN_ON, option);
}

void diag_warn(WarningId id, SrcLoc loc, const char *fmt, ...)
{
    char message[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    int fate = options.enabled[id] < 0 ? WARN_OFF
               : options.as_error[id] > 0 || (options.warnings_are_errors && options.as_error[id] == 0)
                   ? WARN_ERROR : WARN_ON;
    static const char *const names[] = {
#define AMPCC_WARNING_NAME(id, name) name,
        AMPCC_WARNINGS(AMPCC_WARNING_NAME)
#undef AMPCC_WARNING_NAME
    };
    report(DIAG_WARNING, loc, message, pragma_fate(fate, id, loc), names[id]);
}

/* The bracketed option after a warning's message, as gcc prints it. */
static const char *option_tag(const char *name, bool promoted, char *buf, size_t size)
{
    if (!name)
        return promoted ? "-Werror" : NULL;
    snprintf(buf, size, promoted ? "-Werror=%s" : "-W%s", name);
    return buf;
}

static void report(DiagLevel level, SrcLoc loc, const char *message, int fate, const char *name)
{
    bool promoted = false;
    char tag[128];
    if (level == DIAG_NOTE) {
        if (dropping_notes)
            return;
    } else if (level == DIAG_WARNING && (options.no_warnings || fate == WARN_OFF)) {
        dropping_notes = true;
        return;
    } else {
        if (level == DIAG_WARNING && fate == WARN_ERROR) {
            level = DIAG_ERROR;
            promoted = true;
        }
        if (level != DIAG_WARNING && options.error_limit > 0 && !options.verify &&
            error_count >= options.error_limit)
            stop_at_error_limit();
        dropping_notes = false;
        if (level == DIAG_WARNING)
            warning_count++;
        else
            error_count++;
        internal_count += level == DIAG_INTERNAL;
    }

    const char *option = option_tag(name, promoted, tag, sizeof tag);
    if (options.verify) {
        record(level == DIAG_FATAL || level == DIAG_INTERNAL ? DIAG_ERROR : level, loc, message);
    } else if (options.format == FORMAT_JSON) {
        char full[4200];
        snprintf(full, sizeof full, "%s%s%s%s", message, option ? " [" : "", option ? option : "",
                 option ? "]" : "");
        record(level, loc, full);
    } else {
        print_diagnostic(level, loc, message, option);
    }
    if (level == DIAG_ERROR && options.fatal_errors && !options.verify)
        stop_at_fatal_error();
    if (level == DIAG_FATAL) {
        fflush(stderr);
        exit(1);
    }
}

/* ------------------------------------------- named warnings and pragmas */

static int warning_by_name(const char *name)
{
    static const char *const names[] = {
#define AMPCC_WARNING_NAME(id, name) name,
        AMPCC_WARNINGS(AMPCC_WARNING_NAME)
#undef AMPCC_WARNING_NAME
    };
    for (int i = 0; i < W_COUNT; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

bool diag_parse_option(DiagOptions *o, const char *arg)
{
    int id;
    if (strcmp(arg, "-Wfatal-errors") == 0)
        o->fatal_errors = true;
    else if (strcmp(arg, "-fdiagnostics-format=json") == 0)
        o->format = FORMAT_JSON;
    else if (strcmp(arg, "-fdiagnostics-format=text") == 0)
        o->format = FORMAT_TEXT;
    else if (strncmp(arg, "-Werror=", 8) == 0 && (id = warning_by_name(arg + 8)) >= 0)
        o->as_error[id] = 1;
    else if (strncmp(arg, "-Wno-error=", 11) == 0 && (id = warning_by_name(arg + 11)) >= 0)
        o->as_error[id] = -1;
    else if (strncmp(arg, "-Wno-", 5) == 0 && (id = warning_by_name(arg + 5)) >= 0)
        o->enabled[id] = -1;
    else if (strncmp(arg, "-W", 2) == 0 && (id = warning_by_name(arg + 2)) >= 0)
        o->enabled[id] = 1;
    else
        return false;
    return true;
}

typedef enum PragmaKind { PRAGMA_PUSH, PRAGMA_POP, PRAGMA_SET } PragmaKind;

typedef struct Pragma {
    char *file;
    int line;
    PragmaKind kind;
    int warning;   /* PRAGMA_SET: the WarningId */
    int fate;      /* PRAGMA_SET: WARN_OFF, WARN_ON, WARN_ERROR */
} Pragma;

static Pragma *pragmas;
static int npragmas, pragmas_cap;

static void add_pragma(Pragma p)
{
    for (int i = 0; i < npragmas; i++) /* the lexer may read a text twice */
        if (pragmas[i].line == p.line && strcmp(pragmas[i].file, p.file) == 0)
            return;
    if (npragmas == pragmas_cap) {
        pragmas_cap = pragmas_cap ? pragmas_cap * 2 : 16;
        pragmas = xrealloc(pragmas, pragmas_cap * sizeof *pragmas);
    }
    p.file = xstrdup(p.file);
    pragmas[npragmas++] = p;
}

void diag_pragma(const char *file, int line, const char *text)
{
    static const struct { const char *word; PragmaKind kind; int fate; } verbs[] = {
        {"push", PRAGMA_PUSH, 0},         {"pop", PRAGMA_POP, 0},
        {"ignored", PRAGMA_SET, WARN_OFF}, {"warning", PRAGMA_SET, WARN_ON},
        {"error", PRAGMA_SET, WARN_ERROR},
    };
    const char *p = strstr(text, "diagnostic");
    if (!file || !p)
        return;
    for (p += 10; *p == ' ' || *p == '\t'; p++)
        ;
    for (size_t v = 0; v < sizeof verbs / sizeof verbs[0]; v++) {
        size_t n = strlen(verbs[v].word);
        if (strncmp(p, verbs[v].word, n) != 0)
            continue;
        const char *q = strstr(p + n, "\"-W");
        char name[128] = "";
        if (q)
            sscanf(q + 3, "%127[a-z0-9-]", name);
        int id = warning_by_name(name);
        if (verbs[v].kind == PRAGMA_SET && id < 0)
            return; /* a host compiler warning's pragma */
        add_pragma((Pragma){(char *)file, line, verbs[v].kind, id, verbs[v].fate});
        return;
    }
}

bool diag_pragma_is_own(const char *text, int len)
{
    const char *q = memmem(text, (size_t)len, "\"-W", 3);
    char name[128] = "";
    if (!q || !memmem(text, (size_t)len, "diagnostic", 10))
        return false;
    sscanf(q + 3, "%127[a-z0-9-]", name);
    return warning_by_name(name) >= 0;
}

/* The fate after the pragmas of loc's file above it, replayed in order. */
static int pragma_fate(int fate, WarningId id, SrcLoc loc)
{
    int stack[64], depth = 0;
    for (int i = 0; loc.file && i < npragmas; i++) {
        Pragma *p = &pragmas[i];
        if (p->line >= loc.line || strcmp(p->file, loc.file) != 0)
            continue;
        if (p->kind == PRAGMA_PUSH && depth < 64)
            stack[depth++] = fate;
        else if (p->kind == PRAGMA_POP && depth > 0)
            fate = stack[--depth];
        else if (p->kind == PRAGMA_SET && p->warning == (int)id)
            fate = p->fate;
    }
    return fate;
}

/* ----------------------------------------------------------------- JSON */

static void put_json_string(const char *s)
{
    fputc('"', stderr);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(stderr, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(stderr, "\\u%04x", *s);
        else
            fputc(*s, stderr);
    }
    fputc('"', stderr);
}

static void put_json_diagnostic(const Reported *r)
{
    fputs("{\"kind\": ", stderr);
    put_json_string(level_name(r->level));
    fputs(", \"message\": ", stderr);
    put_json_string(r->message);
    fputs(", \"locations\": [", stderr);
    if (r->loc.file) {
        fputs("{\"caret\": {\"file\": ", stderr);
        put_json_string(r->loc.file);
        fprintf(stderr, ", \"line\": %d, \"display-column\": %d, \"byte-column\": %d, "
                "\"column\": %d}}", r->loc.line, r->loc.col, r->loc.col, r->loc.col);
    }
    fputs("]", stderr);
}

/* gcc 12's layout: an array of errors and warnings, each note a child of the
 * diagnostic before it. */
void diag_finish(void)
{
    if (options.format != FORMAT_JSON || options.verify || nreported == 0)
        return;
    fputc('[', stderr);
    for (int i = 0; i < nreported; i++) {
        bool note = reported[i].level == DIAG_NOTE;
        if (!note && i > 0)
            fputs("]}, ", stderr);
        else if (note)
            fputs(i > 0 && reported[i - 1].level == DIAG_NOTE ? ", " : "", stderr);
        put_json_diagnostic(&reported[i]);
        fputs(note ? "}" : ", \"children\": [", stderr);
    }
    fputs("]}]\n", stderr);
    nreported = 0;
    fflush(stderr);
}

/* ---------------------------------------------------------------- -verify */

typedef struct Expected {
    DiagLevel level;
    const char *file;
    int line;        /* where the diagnostic is expected */
    int count;       /* `expected-error 2 {{...}}` */
    char *text;      /* a substring of the message */
} Expected;

typedef struct VerifyState {
    Expected *items;
    int n, cap;
    bool saw_no_diagnostics; /* `expected-no-diagnostics` */
    int syntax_errors;       /* malformed directives (already printed) */
} VerifyState;

static void add_expected(VerifyState *vs, Expected e)
{
    if (vs->n == vs->cap) {
        vs->cap = vs->cap ? vs->cap * 2 : 16;
        vs->items = xrealloc(vs->items, vs->cap * sizeof *vs->items);
    }
    vs->items[vs->n++] = e;
}

static void directive_error(VerifyState *vs, const char *file, int line, const char *what)
{
    fprintf(stderr, "%s:%d: error: %s\n", file, line, what);
    vs->syntax_errors++;
}

/* Parses one directive after "expected-" at p (within a comment ending at end).
 * Returns where scanning continues. */
static const char *parse_directive(VerifyState *vs, const char *file, int line, const char *p,
                                   const char *end)
{
    static const struct { const char *word; DiagLevel level; } kinds[] = {
        { "error", DIAG_ERROR }, { "warning", DIAG_WARNING }, { "note", DIAG_NOTE },
    };
    if (end - p >= 14 && strncmp(p, "no-diagnostics", 14) == 0) {
        vs->saw_no_diagnostics = true;
        return p + 14;
    }
    int k = 0;
    while (k < 3 && !(strncmp(p, kinds[k].word, strlen(kinds[k].word)) == 0))
        k++;
    if (k == 3)
        return p; /* some other "expected-" text: not a directive */
    p += strlen(kinds[k].word);
    Expected e = { .level = kinds[k].level, .file = file, .line = line, .count = 1 };
    if (p < end && *p == '@') { /* @+N, @-N, @N */
        p++;
        char sign = (*p == '+' || *p == '-') ? *p++ : 0;
        char *num_end;
        long n = strtol(p, &num_end, 10);
        if (num_end == p) {
            directive_error(vs, file, line, "invalid line offset in expected directive");
            return p;
        }
        p = num_end;
        e.line = sign == '+' ? line + (int)n : sign == '-' ? line - (int)n : (int)n;
    }
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (p < end && *p >= '0' && *p <= '9') { /* a count */
        e.count = (int)strtol(p, (char **)&p, 10);
        while (p < end && (*p == ' ' || *p == '\t'))
            p++;
    }
    if (end - p < 2 || strncmp(p, "{{", 2) != 0) {
        directive_error(vs, file, line, "cannot find start ('{{') of expected string");
        return p;
    }
    const char *text = p + 2;
    const char *close = strstr(text, "}}");
    if (!close || close > end) {
        directive_error(vs, file, line, "cannot find end ('}}') of expected string");
        return end;
    }
    e.text = strndup(text, close - text);
    add_expected(vs, e);
    return close + 2;
}

/* Finds the directives in one comment [p, end) that starts on `line`. */
static void scan_comment(VerifyState *vs, const char *file, int line, const char *p,
                         const char *end)
{
    while (p < end) {
        if (*p == '\n') {
            line++;
            p++;
        } else if (end - p > 9 && strncmp(p, "expected-", 9) == 0) {
            const char *next = parse_directive(vs, file, line, p + 9, end);
            for (const char *q = p; q < next; q++) /* a directive may span lines */
                line += *q == '\n';
            p = next > p + 9 ? next : p + 9;
        } else {
            p++;
        }
    }
}

/* Walks a C file's comments (skipping string and character literals). */
static void collect_directives(VerifyState *vs, const char *file)
{
    SourceFile *sf = load_source(file);
    if (!sf->text)
        return;
    const char *p = sf->text, *end = sf->text + sf->len;
    int line = 1;
    while (p < end) {
        if (*p == '\n') {
            line++;
            p++;
        } else if (*p == '"' || *p == '\'') {
            char quote = *p++;
            while (p < end && *p != quote && *p != '\n')
                p += (*p == '\\' && p + 1 < end) ? 2 : 1;
            p++;
        } else if (p[0] == '/' && p + 1 < end && p[1] == '/') {
            const char *stop = memchr(p, '\n', end - p);
            stop = stop ? stop : end;
            scan_comment(vs, file, line, p + 2, stop);
            p = stop;
        } else if (p[0] == '/' && p + 1 < end && p[1] == '*') {
            const char *stop = strstr(p + 2, "*/");
            stop = stop ? stop : end;
            scan_comment(vs, file, line, p + 2, stop);
            for (const char *q = p; q < stop; q++)
                line += *q == '\n';
            p = stop + 2;
        } else {
            p++;
        }
    }
}

/* Two spellings of one file ("./a.c" and "a.c") compare equal. */
static bool same_file(const char *a, const char *b)
{
    if (!a || !b)
        return a == b;
    if (strcmp(a, b) == 0)
        return true;
    char ra[PATH_MAX], rb[PATH_MAX];
    return realpath(a, ra) && realpath(b, rb) && strcmp(ra, rb) == 0;
}

static bool already_collected(const char **files, int n, const char *file)
{
    for (int i = 0; i < n; i++)
        if (same_file(files[i], file))
            return true;
    return false;
}

/* Claims one unmatched diagnostic for the directive; false if none fits. */
static bool claim_match(const Expected *e)
{
    for (int i = 0; i < nreported; i++) {
        Reported *r = &reported[i];
        if (!r->matched && r->level == e->level && r->loc.line == e->line &&
            same_file(r->loc.file, e->file) && strstr(r->message, e->text)) {
            r->matched = true;
            return true;
        }
    }
    return false;
}

/* Prints one clang-style mismatch group; returns how many entries it had. */
static int report_unseen(VerifyState *vs, DiagLevel level, const bool *unseen)
{
    int n = 0;
    for (int i = 0; i < vs->n; i++) {
        Expected *e = &vs->items[i];
        if (e->level != level || !unseen[i])
            continue;
        if (n++ == 0)
            fprintf(stderr, "error: '%s' diagnostics expected but not seen: \n", level_name(level));
        fprintf(stderr, "  File %s Line %d: %s\n", e->file, e->line, e->text);
    }
    return n;
}

static int report_unexpected(DiagLevel level)
{
    int n = 0;
    for (int i = 0; i < nreported; i++) {
        Reported *r = &reported[i];
        if (r->level != level || r->matched)
            continue;
        if (n++ == 0)
            fprintf(stderr, "error: '%s' diagnostics seen but not expected: \n", level_name(level));
        if (r->loc.file)
            fprintf(stderr, "  File %s Line %d: %s\n", r->loc.file, r->loc.line, r->message);
        else
            fprintf(stderr, "  (frontend): %s\n", r->message);
    }
    return n;
}

int diag_verify_finish(const char *main_file)
{
    VerifyState vs = { 0 };
    /* directives live in the main file and in any file a diagnostic names */
    const char **files = xrealloc(NULL, (nreported + 1) * sizeof *files);
    int nfiles = 0;
    files[nfiles++] = main_file;
    for (int i = 0; i < nreported; i++)
        if (reported[i].loc.file && !already_collected(files, nfiles, reported[i].loc.file))
            files[nfiles++] = reported[i].loc.file;
    for (int i = 0; i < nfiles; i++)
        collect_directives(&vs, files[i]);
    free(files);

    int problems = vs.syntax_errors;
    if (vs.n == 0 && !vs.saw_no_diagnostics) {
        fprintf(stderr, "error: no expected directives found: consider use of "
                        "'expected-no-diagnostics'\n");
        problems++;
    } else if (vs.n > 0 && vs.saw_no_diagnostics) {
        fprintf(stderr, "error: 'expected-no-diagnostics' directive cannot follow other "
                        "expected directives\n");
        problems++;
    }

    bool *unseen = xrealloc(NULL, (vs.n + 1) * sizeof *unseen);
    for (int i = 0; i < vs.n; i++) {
        unseen[i] = false;
        for (int k = 0; k < vs.items[i].count; k++)
            if (!claim_match(&vs.items[i]))
                unseen[i] = true;
    }
    static const DiagLevel levels[] = { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE };
    for (int l = 0; l < 3; l++) {
        problems += report_unseen(&vs, levels[l], unseen);
        problems += report_unexpected(levels[l]);
    }
    if (problems)
        fprintf(stderr, "%d error%s generated.\n", problems, problems == 1 ? "" : "s");

    free(unseen);
    for (int i = 0; i < vs.n; i++)
        free(vs.items[i].text);
    free(vs.items);
    return problems ? 1 : 0;
}
