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

/* What a diagnostic may carry besides its message and location. */
typedef struct Rich {
    const char *fixit;
    bool new_line;   /* the fix-it is a line of its own inserted before loc's line */
    SrcLoc secondary[DIAG_MAX_SECONDARY];
    int nsecondary;
} Rich;

typedef struct Reported {
    DiagLevel level; /* after -Werror */
    SrcLoc loc;
    char *message;
    char *fixit;     /* NULL = none */
    char *option;    /* the -W name in brackets, NULL = none */
    int function;    /* FunctionSpan index around it, -1 = none */
    bool matched;    /* -verify: claimed by an expected-* directive */
} Reported;


/* Source files by name, with the start of each line, read once. */
typedef struct SourceFile {
    char *name;
    char *text;     /* NULL when the file could not be read */
    long len;
    long *line_starts;
    int nlines;
} SourceFile;

/* A function body's extent, for "file: In function 'f':". */
typedef struct FunctionSpan {
    char *file, *name;
    int line, col;          /* its name */
    int end_line, end_col;  /* its closing '}'; INT_MAX while still open */
} FunctionSpan;

/* Where a file was first included from. */
typedef struct Inclusion {
    char *file, *from;
    int line;
} Inclusion;

typedef struct Held {
    DiagLevel level;
    SrcLoc loc;
    char *message, *option, *fixit;
    Rich rich;
    bool has_rich;
    int function;        /* function_at(loc) when it was reported */
    bool host_echo;      /* diag_host_warning's: shown only after an error */
    int after;           /* sema's: goes after this many of the parser's (diag_order_after); -1: by loc */
} Held;

/* The held diagnostics (diag_hold .. diag_release). */
typedef struct Hold {
    bool on;
    Held *items;
    int n, cap;
    int sema_start;      /* items[sema_start..] came after diag_sema_phase */
    bool in_sema;
    bool parse_error;    /* the parser reported an error */
    int errors_before;   /* error_count at diag_hold */
    int next_after;      /* diag_order_after's, for the next diagnostic; -1: none */
} Hold;

typedef enum PragmaKind { PRAGMA_PUSH, PRAGMA_POP, PRAGMA_SET } PragmaKind;

typedef struct Pragma {
    char *file;
    int line;
    PragmaKind kind;
    int warning;   /* PRAGMA_SET: the WarningId */
    int fate;      /* PRAGMA_SET: WARN_OFF, WARN_ON, WARN_ERROR */
} Pragma;

/* All of the module's mutable state: one Diag, which the driver makes for
 * its compilation (diag_new) and makes current (diag_begin); the functions of
 * diag.h reach it through `current` and hand it to every helper here. The
 * options, colour, counts, the recorded diagnostics, the source cache and the
 * pragmas last the whole compilation; what it learns of one input for gcc's
 * context lines (function spans, inclusions, the last excerpt and context
 * shown, the headers suggested) is forgotten by diag_init, which the driver
 * calls for every input. That is per-input state, but kept here rather than
 * in the Unit: it must outlive the Unit (held diagnostics are printed after
 * the front end) and diag.c knows nothing of the Unit. */
struct Diag {
    DiagOptions options;
    bool use_color;
    int error_count, warning_count, internal_count;
    bool dropping_notes;   /* the diagnostic that notes would attach to was dropped */
    bool finished;         /* diag_finish has written the JSON or SARIF log */
    Reported *reported;    /* -verify and the structured formats only */
    int nreported, reported_cap;
    SourceFile *sources;
    int nsources;
    /* The place of the last excerpt: gcc does not show one place twice running
     * (the note after "'x' undeclared" has no excerpt). */
    char *last_excerpt_file;
    int last_excerpt_line, last_excerpt_col;
    FunctionSpan *functions;
    int nfunctions;
    Inclusion *inclusions;
    int ninclusions;
    /* The headers a note already asked to include (gcc asks once a file; its
     * later notes sit at the use): known_names' headers (diag_note_missing_header),
     * as bits of their first entry. */
    unsigned long long suggested_headers;
    int shown_function;    /* whose "In function" line was printed last; -1: top level */
    const char *shown_file; /* the file whose include chain was printed last */
    Hold hold;
    Pragma *pragmas;
    int npragmas, pragmas_cap;
};

/* The Diag between diag_begin and diag_end: the one pointer to the state. */
static Diag *current;

static void forget_context(Diag *d);
static void forget_reported(Diag *d);
static void free_sources(Diag *d);
static void free_context(Diag *d);

static void *xrealloc(void *p, size_t n);

Diag *diag_new(void)
{
    Diag *d = xrealloc(NULL, sizeof *d);
    *d = (Diag){ .shown_function = -1 };   /* its options come with diag_init */
    return d;
}

void diag_delete(Diag *d)
{
    if (!d)
        return;
    forget_reported(d);
    forget_context(d);
    free_context(d);
    free_sources(d);
    free(d->reported);
    for (int i = 0; i < d->npragmas; i++)
        free(d->pragmas[i].file);
    free(d->pragmas);
    for (int i = 0; i < d->hold.n; i++) {
        free(d->hold.items[i].message);
        free(d->hold.items[i].option);
        free(d->hold.items[i].fixit);
    }
    free(d->hold.items);
    free(d);
}

void diag_begin(Diag *d)
{
    current = d;
}

void diag_end(void)
{
    current = NULL;
}

/* The current Diag; a diag_ call outside diag_begin .. diag_end is ampcc's bug. */
static Diag *the_diag(void)
{
    if (!current) {
        fputs("ampcc: internal compiler error: diagnostics used before diag_begin\n", stderr);
        exit(EXIT_INTERNAL_ERROR);
    }
    return current;
}

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

/* Frees what record() kept; the array stays for the next input. */
static void forget_reported(Diag *d)
{
    for (int i = 0; i < d->nreported; i++) {
        free(d->reported[i].message);
        free(d->reported[i].fixit);
        free(d->reported[i].option);
        free((char *)d->reported[i].loc.file);
    }
    d->nreported = 0;
}

void diag_init(const DiagOptions *opts)
{
    Diag *d = the_diag();
    if (opts)
        d->options = *opts;
    else
        d->options = (DiagOptions){ .color = COLOR_AUTO, .error_limit = 20 };
    d->use_color = d->options.color == COLOR_ALWAYS ||
                (d->options.color == COLOR_AUTO && isatty(STDERR_FILENO));
    d->error_count = d->warning_count = d->internal_count = 0;
    d->dropping_notes = false;
    d->finished = false;
    forget_reported(d);
    forget_context(d);
}

int diag_error_count(void)
{
    Diag *d = the_diag();
    return d->error_count;
}

int diag_warning_count(void)
{
    Diag *d = the_diag();
    return d->warning_count;
}

int diag_internal_count(void)
{
    Diag *d = the_diag();
    return d->internal_count;
}

/* ------------------------------------------------------- source cache */


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

static SourceFile *find_source(Diag *d, const char *name)
{
    for (int i = 0; i < d->nsources; i++)
        if (strcmp(d->sources[i].name, name) == 0)
            return &d->sources[i];
    return NULL;
}

static void free_sources(Diag *d)
{
    for (int i = 0; i < d->nsources; i++) {
        free(d->sources[i].name);
        free(d->sources[i].text);
        free(d->sources[i].line_starts);
    }
    free(d->sources);
}

static SourceFile *add_source(Diag *d, const char *name)
{
    d->sources = xrealloc(d->sources, (d->nsources + 1) * sizeof *d->sources);
    SourceFile *sf = &d->sources[d->nsources++];
    *sf = (SourceFile){ .name = xstrdup(name) };
    return sf;
}

void diag_register_source(const char *file, const char *text, long len)
{
    Diag *d = the_diag();
    SourceFile *sf = find_source(d, file);
    if (!sf)
        sf = add_source(d, file);
    set_source_text(sf, text, len);
}

/* The file's text, read from disk the first time it is asked for. */
static SourceFile *load_source(Diag *d, const char *name)
{
    SourceFile *sf = find_source(d, name);
    if (sf)
        return sf;
    sf = add_source(d, name);
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

static const char *source_line(Diag *d, const char *file, int line, int *len_out);

const char *diag_source_text(const char *file, long *len)
{
    Diag *d = the_diag();
    SourceFile *sf = load_source(d, file);
    *len = sf->len;
    return sf->text;
}

const char *diag_source_line(const char *file, int line, int *len)
{
    Diag *d = the_diag();
    return source_line(d, file, line, len);
}

/* Line `line` (1-based) of the file, without its newline; NULL if absent. */
static const char *source_line(Diag *d, const char *file, int line, int *len_out)
{
    SourceFile *sf = load_source(d, file);
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

static void put_styled(Diag *d, const char *sgr, const char *text)
{
    if (d->use_color)
        fprintf(stderr, "%s%s%s", sgr, text, SGR_RESET);
    else
        fputs(text, stderr);
}

/* Display columns, as gcc counts them: a tab advances to the next tab stop. */
static int display_width_before(const char *line, int len, int byte_col)
{
    int display = 0;
    for (int i = 0; i < byte_col - 1; i++)
        display += i < len && line[i] == '\t' ? TAB_STOP - display % TAB_STOP : 1;
    return display;
}

/* gcc's column: the display column (1-based) unless -fdiagnostics-column-unit=byte. */
static int shown_column(Diag *d, SrcLoc loc)
{
    int len;
    const char *line = loc.file ? source_line(d, loc.file, loc.line, &len) : NULL;
    if (!line || d->options.byte_columns)
        return loc.col;
    return display_width_before(line, len, loc.col) + 1;
}

/* gcc's left margin: the line number right-aligned in at least 5 columns. */
static int margin_width(int line)
{
    int digits = 1;
    for (int n = line; n >= 10; n /= 10)
        digits++;
    return digits > 5 ? digits : 5;
}

static void put_expanded_line(const char *line, int len)
{
    while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t'))
        len--; /* gcc shows a source line without its trailing blanks */
    int display = 0;
    for (int i = 0; i < len; i++) {
        int width = line[i] == '\t' ? TAB_STOP - display % TAB_STOP : 1;
        for (int k = 0; k < width; k++)
            fputc(line[i] == '\t' ? ' ' : line[i], stderr);
        display += width;
    }
    fputc('\n', stderr);
}

/* What the caret line underlines, in display columns: the caret and [from, to). */
typedef struct Underline {
    int caret, from, to;
} Underline;

static Underline underline_of(SrcLoc loc, const char *line, int len)
{
    Underline u;
    u.caret = display_width_before(line, len, loc.col);
    u.from = u.to = u.caret;
    if (loc.range_end > loc.range_begin && loc.range_begin > 0) {
        u.from = display_width_before(line, len, loc.range_begin);
        u.to = display_width_before(line, len, loc.range_end);
    }
    return u;
}

/* "      | " then `~~~^~~~` (the caret over loc.col, tildes over its range),
 * and tildes under `other` (a secondary range on the same line; to <= from:
 * none), padded with spaces to `width` columns as gcc pads. */
static void put_caret_line(Diag *d, int margin, Underline u, const Underline *others, int nothers, int width)
{
    int last = u.to - 1 > u.caret ? u.to - 1 : u.caret;
    for (int k = 0; k < nothers; k++)
        last = others[k].to - 1 > last ? others[k].to - 1 : last;
    last = width - 1 > last ? width - 1 : last;
    char *marks = xrealloc(NULL, (size_t)last + 2);
    for (int i = 0; i <= last; i++)
        marks[i] = i >= u.from && i < u.to ? '~' : ' ';
    for (int k = 0; k < nothers; k++)
        for (int i = others[k].from; i < others[k].to; i++)
            marks[i] = '~';
    if (u.caret >= 0)
        marks[u.caret] = '^';
    marks[last + 1] = '\0';
    int first = 0;
    while (marks[first] == ' ')
        first++;
    fprintf(stderr, "%*s| %.*s", margin + 1, "", first, marks);
    put_styled(d, "\033[1;32m", marks + first);
    fputc('\n', stderr);
    free(marks);
}

static const Underline no_underline = { -1, 0, 0 };
/* A secondary location's range in display columns (its token when it has no range). */
static Underline secondary_underline(SrcLoc s, const char *line, int len)
{
    Underline u = underline_of(s, line, len);
    if (u.to <= u.from)
        u.to = u.from + 1;
    u.caret = -1;
    return u;
}

/* gcc's fix-it line: the inserted or replacing text where it would go. */
static void put_fixit_line(Diag *d, int margin, Underline u, const char *fixit)
{
    int at = u.from < u.caret ? u.from : u.caret;
    fprintf(stderr, "%*s| %*s", margin + 1, "", at, "");
    put_styled(d, "\033[1;32m", fixit);
    fputc('\n', stderr);
}

/* The byte columns a fix-it replaces: loc's range, or nothing at the caret. */
static void fixit_span(SrcLoc loc, int *from, int *to)
{
    bool ranged = loc.range_end > loc.range_begin && loc.range_begin > 0;
    *from = ranged ? loc.range_begin : loc.col;
    *to = ranged ? loc.range_end : loc.col;
}

/* -fdiagnostics-parseable-fixits: fix-it:"file":{L:C-L:C}:"text" (byte columns). */
static void put_parseable_fixit(SrcLoc loc, const char *fixit)
{
    int from, to;
    fixit_span(loc, &from, &to);
    fprintf(stderr, "fix-it:\"%s\":{%d:%d-%d:%d}:\"", loc.file, loc.line, from, loc.line, to);
    for (const char *p = fixit; *p; p++) {
        const char *named = strchr("\a\b\f\n\r\t\v", *p);
        if (*p == '"' || *p == '\\')
            fprintf(stderr, "\\%c", *p);
        else if (named)   /* gcc's escapes: \n, \t ... */
            fprintf(stderr, "\\%c", "abfnrtv"[named - "\a\b\f\n\r\t\v"]);
        else if ((unsigned char)*p < 0x20)
            fprintf(stderr, "\\%03o", (unsigned char)*p);
        else
            fputc(*p, stderr);
    }
    fputs("\"\n", stderr);
}

static bool same_place_as_last(Diag *d, SrcLoc loc)
{
    bool same = d->last_excerpt_file && strcmp(d->last_excerpt_file, loc.file) == 0 &&
                d->last_excerpt_line == loc.line && d->last_excerpt_col == loc.col;
    free(d->last_excerpt_file);
    d->last_excerpt_file = xstrdup(loc.file);
    d->last_excerpt_line = loc.line;
    d->last_excerpt_col = loc.col;
    return same;
}

/* A secondary location on a later line: that line and its tildes, padded to
 * the primary caret's width as gcc pads them. */
static void print_secondary_line(Diag *d, SrcLoc s, int margin, int width)
{
    int len;
    const char *line = source_line(d, s.file, s.line, &len);
    if (!line)
        return;
    fprintf(stderr, "%*d | ", margin, s.line);
    put_expanded_line(line, len);
    Underline other = secondary_underline(s, line, len);
    put_caret_line(d, margin, no_underline, &other, 1, width);
}

/* gcc 12's excerpt: the numbered source line, the caret line, the fix-it
 * line, a secondary location's line. */
/* gcc's excerpt for a line inserted before loc's line (an #include): the
 * line before, the new one marked "+++ |+", and loc's line. */
static void print_inserted_line(Diag *d, SrcLoc loc, const char *fixit)
{
    int margin = margin_width(loc.line), len;
    const char *before = loc.line > 1 ? source_line(d, loc.file, loc.line - 1, &len) : NULL;
    if (before) {
        fprintf(stderr, "%*d | ", margin, loc.line - 1);
        put_expanded_line(before, len);
    }
    fprintf(stderr, "%*s |+", margin, "+++");
    char text[128];
    snprintf(text, sizeof text, "%.*s", (int)strcspn(fixit, "\n"), fixit);
    put_styled(d, "\033[1;32m", text);
    fputc('\n', stderr);
    const char *line = source_line(d, loc.file, loc.line, &len);
    if (line) {
        fprintf(stderr, "%*d | ", margin, loc.line);
        put_expanded_line(line, len);
    }
    if (d->options.parseable_fixits)
        put_parseable_fixit(loc, fixit);
    same_place_as_last(d, loc);
}

static void print_source_excerpt(Diag *d, SrcLoc loc, const Rich *rich)
{
    if (rich && rich->new_line) {
        print_inserted_line(d, loc, rich->fixit);
        return;
    }
    int len;
    const char *line = source_line(d, loc.file, loc.line, &len);
    bool repeated = same_place_as_last(d, loc);
    if (!line || (repeated && !(rich && rich->fixit)))
        return;
    int nsecondary = rich ? rich->nsecondary : 0;
    int margin = loc.line, nbeside = 0;
    Underline beside[DIAG_MAX_SECONDARY];
    for (int i = 0; i < nsecondary; i++) {
        const SrcLoc *s = &rich->secondary[i];
        margin = s->line > margin && strcmp(s->file, loc.file) == 0 ? s->line : margin;
        if (s->line == loc.line && strcmp(s->file, loc.file) == 0)
            beside[nbeside++] = secondary_underline(*s, line, len);
    }
    margin = margin_width(margin);
    fprintf(stderr, "%*d | ", margin, loc.line);
    put_expanded_line(line, len);
    Underline u = underline_of(loc, line, len);
    put_caret_line(d, margin, u, beside, nbeside, 0);
    const char *fixit = rich ? rich->fixit : NULL;
    if (fixit)
        put_fixit_line(d, margin, u, fixit);
    for (int i = 0; i < nsecondary; i++)
        if (rich->secondary[i].line > loc.line && strcmp(rich->secondary[i].file, loc.file) == 0)
            print_secondary_line(d, rich->secondary[i], margin, u.caret + 1);
    if (fixit && d->options.parseable_fixits)
        put_parseable_fixit(loc, fixit);
}

static void print_location(Diag *d, SrcLoc loc)
{
    char buf[PATH_MAX + 64];
    if (!loc.file)
        snprintf(buf, sizeof buf, "ampcc:");
    else if (loc.line <= 0)
        snprintf(buf, sizeof buf, "%s:", loc.file);
    else if (loc.col <= 0)
        snprintf(buf, sizeof buf, "%s:%d:", loc.file, loc.line);
    else
        snprintf(buf, sizeof buf, "%s:%d:%d:", loc.file, loc.line, shown_column(d, loc));
    put_styled(d, SGR_BOLD, buf);
    fputc(' ', stderr);
}

/* ------------------------------------------- function and include context */


static bool position_before(int line1, int col1, int line2, int col2)
{
    return line1 < line2 || (line1 == line2 && col1 <= col2);
}

void diag_begin_function(const char *name, SrcLoc at)
{
    Diag *d = the_diag();
    if (!name || !at.file)
        return;
    d->functions = xrealloc(d->functions, (d->nfunctions + 1) * sizeof *d->functions);
    d->functions[d->nfunctions++] = (FunctionSpan){
        xstrdup(at.file), xstrdup(name), at.line, at.col, INT_MAX, INT_MAX,
    };
}

void diag_end_function(SrcLoc closing_brace)
{
    Diag *d = the_diag();
    for (int i = d->nfunctions - 1; i >= 0; i--) {
        if (d->functions[i].end_line == INT_MAX) {
            d->functions[i].end_line = closing_brace.line;
            d->functions[i].end_col = closing_brace.col;
            return;
        }
    }
}

/* The innermost function whose span holds loc, or -1. The span starts
 * after the function's name: gcc reports an error at the name itself (a
 * redefinition) at top level, one in the parameters "In function". */
static int function_at(Diag *d, SrcLoc loc)
{
    for (int i = d->nfunctions - 1; loc.file && i >= 0; i--) {
        FunctionSpan *f = &d->functions[i];
        if (strcmp(f->file, loc.file) == 0 && position_before(f->line, f->col + 1, loc.line, loc.col) &&
            position_before(loc.line, loc.col, f->end_line, f->end_col))
            return i;
    }
    return -1;
}

void diag_included(const char *file, const char *from, int line)
{
    Diag *d = the_diag();
    if (!file || !from || from[0] == '<')
        return;
    for (int i = 0; i < d->ninclusions; i++)
        if (strcmp(d->inclusions[i].file, file) == 0)
            return;
    d->inclusions = xrealloc(d->inclusions, (d->ninclusions + 1) * sizeof *d->inclusions);
    d->inclusions[d->ninclusions++] = (Inclusion){ xstrdup(file), xstrdup(from), line };
}

int diag_included_count(void)
{
    Diag *d = the_diag();
    return d->ninclusions;
}

const char *diag_included_file(int i)
{
    Diag *d = the_diag();
    return i >= 0 && i < d->ninclusions ? d->inclusions[i].file : NULL;
}

static const Inclusion *inclusion_of(Diag *d, const char *file)
{
    for (int i = 0; i < d->ninclusions; i++)
        if (strcmp(d->inclusions[i].file, file) == 0)
            return &d->inclusions[i];
    return NULL;
}

/* "In file included from b.h:1,\n                 from x.c:3:" when the
 * diagnostic's file differs from the last one's. */
static void print_include_chain(Diag *d, const char *file)
{
    if (d->shown_file && strcmp(d->shown_file, file) == 0)
        return;
    d->shown_file = load_source(d, file)->name;
    const Inclusion *inc = inclusion_of(d, file);
    for (int depth = 0; inc && depth < 200; depth++) {
        fprintf(stderr, depth == 0 ? "In file included from %s:%d" : ",\n                 from %s:%d",
                inc->from, inc->line);
        inc = inclusion_of(d, inc->from);
    }
    if (inclusion_of(d, file))
        fputs(":\n", stderr);
}

/* gcc's "file: In function 'f':" / "file: At top level:" when the function
 * around an error or warning is not the last one's. */
static void print_context(Diag *d, DiagLevel level, SrcLoc loc, int f)
{
    if (level == DIAG_NOTE || !loc.file || loc.line <= 0)
        return;
    print_include_chain(d, loc.file);
    if (f == d->shown_function)
        return;
    char buf[PATH_MAX + 300];
    if (f >= 0)
        snprintf(buf, sizeof buf, "%s: In function '%s':", loc.file, d->functions[f].name);
    else
        snprintf(buf, sizeof buf, "%s: At top level:", loc.file);
    put_styled(d, SGR_BOLD, buf);
    fputc('\n', stderr);
    d->shown_function = f;
}

static void forget_context(Diag *d)
{
    for (int i = 0; i < d->nfunctions; i++) {
        free(d->functions[i].file);
        free(d->functions[i].name);
    }
    for (int i = 0; i < d->ninclusions; i++) {
        free(d->inclusions[i].file);
        free(d->inclusions[i].from);
    }
    d->nfunctions = d->ninclusions = 0;
    d->suggested_headers = 0;
    free(d->last_excerpt_file);
    d->last_excerpt_file = NULL;
    d->shown_function = -1;
    d->shown_file = NULL;
}

/* The arrays forget_context empties, for diag_delete. */
static void free_context(Diag *d)
{
    free(d->functions);
    free(d->inclusions);
}

/* gcc's "note: in expansion of macro 'M'" at the use, after a diagnostic
 * shown where the macro's body spells the token; or, for a token of an
 * argument, "note: in definition of macro 'M'" at the parameter. */
static void print_expansion(Diag *d, SrcLoc loc)
{
    const MacroUse *m = loc.macro;
    SrcLoc at = m->argument ? m->spelled : loc;
    if (!m->argument) {
        at.range_begin = at.col; /* the macro's name */
        at.range_end = at.col + (int)strlen(m->name);
    }
    at.macro = NULL;
    char label[32];
    print_location(d, at);
    snprintf(label, sizeof label, "%s:", level_name(DIAG_NOTE));
    put_styled(d, level_color(DIAG_NOTE), label);
    fprintf(stderr, " in %s of macro '%s'\n", m->argument ? "definition" : "expansion", m->name);
    print_source_excerpt(d, at, NULL);
}

/* option: what to show in brackets after the message, as gcc does
 * ("-Werror", "-Wtile-static-untiled", "-Werror=tile-static-untiled"), or NULL. */
/* function: the FunctionSpan it is in when reported, as gcc says "In
 * function" only once the parser has opened the function (held diagnostics
 * are printed when all spans are known). */
static void print_diagnostic_in(Diag *d, int function, DiagLevel level, SrcLoc loc, const char *message,
                                const char *option, const Rich *rich)
{
    print_context(d, level, loc, function);
    SrcLoc shown = loc.macro && !loc.macro->argument ? loc.macro->spelled : loc;
    print_location(d, shown);
    char label[32];
    snprintf(label, sizeof label, "%s:", level_name(level));
    put_styled(d, level_color(level), label);
    fprintf(stderr, " %s%s%s%s\n", message, option ? " [" : "", option ? option : "", option ? "]" : "");
    if (shown.file && shown.line > 0 && shown.col > 0)
        print_source_excerpt(d, shown, loc.macro && !loc.macro->argument ? NULL : rich); /* as gcc: no fix-it in a body */
    if (loc.macro)
        print_expansion(d, loc);
}

static void print_diagnostic(Diag *d, DiagLevel level, SrcLoc loc, const char *message, const char *option,
                             const Rich *rich)
{
    print_diagnostic_in(d, function_at(d, loc), level, loc, message, option, rich);
}

/* ------------------------------------- the front end's, in source order */

/* gcc checks as it parses, so after a syntax error its later errors come in
 * source order; ampcc's parser reports before sema starts. While the front
 * end runs, text diagnostics are held (diag_hold), each with its notes, and
 * printed at diag_release: the sema phase's merged by position into the
 * parser's when the parser reported an error, else after them unchanged. */
void diag_hold(void)
{
    Diag *d = the_diag();
    d->hold.on = true;
    d->hold.errors_before = d->error_count;
    d->hold.next_after = -1;
    d->hold.n = d->hold.sema_start = 0;
    d->hold.parse_error = d->hold.in_sema = false;
}

int diag_held_count(void)
{
    Diag *d = the_diag();
    return d->hold.on ? d->hold.n : 0;
}

void diag_order_after(int held)
{
    Diag *d = the_diag();
    d->hold.next_after = held;
}

void diag_sema_phase(void)
{
    Diag *d = the_diag();
    d->hold.sema_start = d->hold.n;
    d->hold.in_sema = true;
}

/* The function the parser is in: the innermost span not yet closed, or -1. */
static int open_function(Diag *d)
{
    for (int i = d->nfunctions - 1; i >= 0; i--)
        if (d->functions[i].end_line == INT_MAX)
            return i;
    return -1;
}

/* gcc's context is the function its parser is in when it reports: that is
 * where the parser's errors belong, even one shown before the function's
 * name (at the end of the input, the last line's first token). */
static int context_when_reported(Diag *d, SrcLoc loc)
{
    int open = d->hold.in_sema ? -1 : open_function(d);
    return open >= 0 ? open : function_at(d, loc);
}

static void hold_diagnostic(Diag *d, DiagLevel level, SrcLoc loc, const char *message, const char *option,
                            const Rich *rich)
{
    if (d->hold.n == d->hold.cap) {
        d->hold.cap = d->hold.cap ? d->hold.cap * 2 : 32;
        d->hold.items = xrealloc(d->hold.items, d->hold.cap * sizeof *d->hold.items);
    }
    Held *h = &d->hold.items[d->hold.n++];
    *h = (Held){level, loc, xstrdup(message), option ? xstrdup(option) : NULL,
                rich && rich->fixit ? xstrdup(rich->fixit) : NULL, rich ? *rich : (Rich){0}, rich != NULL,
                context_when_reported(d, loc), false, level == DIAG_NOTE ? -1 : d->hold.next_after};
    if (level != DIAG_NOTE)
        d->hold.next_after = -1;
    h->rich.fixit = h->fixit;
    d->hold.parse_error |= !d->hold.in_sema && level != DIAG_WARNING && level != DIAG_NOTE;
}

/* Where item i's group (it and its notes) ends. */
static int group_end(Diag *d, int i, int end)
{
    for (i++; i < end && d->hold.items[i].level == DIAG_NOTE; i++)
        ;
    return i;
}

/* Does a group at a come before one at b in the source (another file: no)? */
static bool comes_before(SrcLoc a, SrcLoc b)
{
    return a.file && b.file && strcmp(a.file, b.file) == 0 && !position_before(b.line, b.col, a.line, a.col);
}

/* A group is printed, but a host compiler's warning (and its notes) only
 * when the front end found errors: else the host compiler gives it. */
/* Does the parser's group at a go before sema's at b? */
static bool goes_before(Diag *d, int a, int b)
{
    int after = d->hold.items[b].after;
    return after >= 0 ? a < after : !comes_before(d->hold.items[b].loc, d->hold.items[a].loc);
}

static void print_held(Diag *d, int from, int to)
{
    bool shown = !d->hold.items[from].host_echo || d->error_count > d->hold.errors_before;
    d->warning_count += shown && d->hold.items[from].host_echo;
    for (int i = from; i < to; i++) {
        Held *h = &d->hold.items[i];
        if (shown)
            print_diagnostic_in(d, h->function, h->level, h->loc, h->message, h->option,
                                h->has_rich ? &h->rich : NULL);
        free(h->message);
        free(h->option);
        free(h->fixit);
    }
}

void diag_release(void)
{
    Diag *d = the_diag();
    if (!d->hold.on)
        return;
    d->hold.on = false;
    int a = 0, a_end = d->hold.sema_start ? d->hold.sema_start : d->hold.n, b = a_end, b_end = d->hold.n;
    if (!d->hold.parse_error)
        a_end = b;
    while (a < a_end || b < b_end) {
        bool take_a = a < a_end && (b == b_end || goes_before(d, a, b));
        int from = take_a ? a : b, to = group_end(d, from, take_a ? a_end : b_end);
        print_held(d, from, to);
        *(take_a ? &a : &b) = to;
    }
    d->hold.n = d->hold.sema_start = 0;
}

/* ------------------------------------------------------------- reporting */

static void record(Diag *d, DiagLevel level, SrcLoc loc, const char *message, const Rich *rich,
                   const char *option)
{
    if (d->nreported == d->reported_cap) {
        d->reported_cap = d->reported_cap ? d->reported_cap * 2 : 32;
        d->reported = xrealloc(d->reported, d->reported_cap * sizeof *d->reported);
    }
    Reported *r = &d->reported[d->nreported++];
    *r = (Reported){
        .level = level,
        .loc = loc,
        .message = xstrdup(message),
        .fixit = rich && rich->fixit ? xstrdup(rich->fixit) : NULL,
        .option = option ? xstrdup(option) : NULL,
        .function = function_at(d, loc),
    };
    if (!d->options.verify && loc.macro && !loc.macro->argument) {
        r->loc = loc.macro->spelled; /* JSON and SARIF: where the #define spells it, as the text */
        free(r->fixit);
        r->fixit = NULL;
    }
    r->loc.file = r->loc.file ? xstrdup(r->loc.file) : NULL;
}

static bool structured_format(Diag *d)
{
    return d->options.format != FORMAT_TEXT;
}

static void stop_at_error_limit(Diag *d)
{
    SrcLoc none = { 0 };
    diag_release();
    if (structured_format(d))
        diag_finish();
    if (d->options.limit_from_gcc)
        fprintf(stderr, "compilation terminated due to -fmax-errors=%d.\n", d->options.error_limit);
    else if (!structured_format(d))
        print_diagnostic(d, DIAG_FATAL, none, "too many errors emitted, stopping now", "-ferror-limit=", NULL);
    fflush(stderr);
    exit(1);
}

/* -Wfatal-errors: the first error ends the compilation, in gcc's words. */
static void stop_at_fatal_error(Diag *d)
{
    diag_release();
    if (structured_format(d))
        diag_finish();
    else
        fputs("compilation terminated due to -Wfatal-errors.\n", stderr);
    fflush(stderr);
    exit(1);
}

/* The message of a variadic entry point, printf-formatted into the array `buf`. */
#define FORMAT_MESSAGE(buf, fmt)                    \
    do {                                            \
        va_list ap_;                                \
        va_start(ap_, fmt);                         \
        vsnprintf((buf), sizeof(buf), (fmt), ap_);  \
        va_end(ap_);                                \
    } while (0)

/* A warning's fate: WARN_OFF (dropped), WARN_ON, or WARN_ERROR. */
enum { WARN_OFF, WARN_ON, WARN_ERROR };

static void report(Diag *d, DiagLevel level, SrcLoc loc, const char *message, int fate, const char *name,
                   const Rich *rich);

void diag_report(DiagLevel level, SrcLoc loc, const char *fmt, ...)
{
    Diag *d = the_diag();
    char message[4096];
    FORMAT_MESSAGE(message, fmt);
    int fate = d->options.warnings_are_errors ? WARN_ERROR : WARN_ON;
    report(d, level, loc, message, fate, NULL, NULL);
}

void diag_report_rich(DiagLevel level, SrcLoc loc, const SrcLoc *secondary, int nsecondary,
                      const char *fixit, const char *fmt, ...)
{
    Diag *d = the_diag();
    char message[4096];
    FORMAT_MESSAGE(message, fmt);
    int fate = d->options.warnings_are_errors ? WARN_ERROR : WARN_ON;
    Rich rich = { .fixit = fixit };
    for (int i = 0; i < nsecondary && rich.nsecondary < DIAG_MAX_SECONDARY; i++)
        if (secondary[i].file && secondary[i].col > 0)
            rich.secondary[rich.nsecondary++] = secondary[i];
    report(d, level, loc, message, fate, NULL, &rich);
}

static int pragma_fate(Diag *d, int fate, WarningId id, SrcLoc loc);

void diag_report_host(DiagLevel level, SrcLoc loc, const char *message, const char *option,
                      bool promoted)
{
    Diag *d = the_diag();
    if (level == DIAG_ERROR && promoted)   /* reported as the warning it was, then promoted */
        report(d, DIAG_WARNING, loc, message, WARN_ERROR, option, NULL);
    else
        report(d, level, loc, message, WARN_ON, option, NULL);
}

/* Is the host compiler's warning `name` off (-Wno-NAME, -Werror=NAME: not
 * the plain warning ampcc would show)? */
static bool host_warning_off(Diag *d, const char *name)
{
    for (int i = 0; i < d->options.nhost_warnings_off; i++)
        if (strcmp(d->options.host_warnings_off[i], name) == 0)
            return true;
    return false;
}

void diag_host_warning(const char *name, SrcLoc loc, const char *fixit, const char *fmt, ...)
{
    Diag *d = the_diag();
    if (!d->hold.on || structured_format(d) || d->options.verify || d->options.no_warnings ||
        d->options.warnings_are_errors || (name && host_warning_off(d, name)))
        return;
    char message[4096], tag[128];
    FORMAT_MESSAGE(message, fmt);
    snprintf(tag, sizeof tag, "-W%s", name ? name : "");
    d->dropping_notes = false;
    Rich rich = {.fixit = fixit};
    hold_diagnostic(d, DIAG_WARNING, loc, message, name ? tag : NULL, fixit ? &rich : NULL);
    d->hold.items[d->hold.n - 1].host_echo = true;
}

void diag_warn(WarningId id, SrcLoc loc, const char *fmt, ...)
{
    Diag *d = the_diag();
    char message[4096];
    FORMAT_MESSAGE(message, fmt);
    int fate = d->options.enabled[id] < 0 ? WARN_OFF
               : d->options.as_error[id] > 0 || (d->options.warnings_are_errors && d->options.as_error[id] == 0)
                   ? WARN_ERROR : WARN_ON;
    static const char *const names[] = {
#define AMPCC_WARNING_NAME(id, name) name,
        AMPCC_WARNINGS(AMPCC_WARNING_NAME)
#undef AMPCC_WARNING_NAME
    };
    report(d, DIAG_WARNING, loc, message, pragma_fate(d, fate, id, loc), names[id], NULL);
}

/* The bracketed option after a warning's message, as gcc prints it. */
static const char *option_tag(const char *name, bool promoted, char *buf, size_t size)
{
    if (!name)
        return promoted ? "-Werror" : NULL;
    snprintf(buf, size, promoted ? "-Werror=%s" : "-W%s", name);
    return buf;
}

static void report(Diag *d, DiagLevel level, SrcLoc loc, const char *message, int fate, const char *name,
                   const Rich *rich)
{
    bool promoted = false;
    char tag[128];
    if (level == DIAG_NOTE) {
        if (d->dropping_notes)
            return;
    } else if (level == DIAG_WARNING && (d->options.no_warnings || fate == WARN_OFF)) {
        d->dropping_notes = true;
        return;
    } else {
        if (level == DIAG_WARNING && fate == WARN_ERROR) {
            level = DIAG_ERROR;
            promoted = true;
        }
        if (level != DIAG_WARNING && d->options.error_limit > 0 && !d->options.verify &&
            d->error_count >= d->options.error_limit)
            stop_at_error_limit(d);
        d->dropping_notes = false;
        if (level == DIAG_WARNING)
            d->warning_count++;
        else
            d->error_count++;
        d->internal_count += level == DIAG_INTERNAL;
    }

    const char *option = option_tag(name, promoted, tag, sizeof tag);
    if (d->options.verify) {
        record(d, level == DIAG_FATAL || level == DIAG_INTERNAL ? DIAG_ERROR : level, loc, message,
               rich, NULL);
    } else if (structured_format(d)) {
        record(d, level, loc, message, rich, option);
    } else if (d->hold.on) {
        hold_diagnostic(d, level, loc, message, option, rich);
    } else {
        print_diagnostic(d, level, loc, message, option, rich);
    }
    if (level == DIAG_ERROR && d->options.fatal_errors && !d->options.verify)
        stop_at_fatal_error(d);
    if (level == DIAG_FATAL) {
        diag_release();
        fflush(stderr);
        exit(1);
    }
}

/* ------------------------------------------------ a header not included */

/* Names of gcc's table (c-family/known-headers.cc), and the header that
 * declares each: types, and the objects and macros an undeclared name may be. */
static const struct { const char *name, *header; } known_names[] = {
    {"size_t", "<stddef.h>"}, {"ptrdiff_t", "<stddef.h>"}, {"wchar_t", "<stddef.h>"},
    {"int8_t", "<stdint.h>"}, {"int16_t", "<stdint.h>"}, {"int32_t", "<stdint.h>"},
    {"int64_t", "<stdint.h>"}, {"uint8_t", "<stdint.h>"}, {"uint16_t", "<stdint.h>"},
    {"uint32_t", "<stdint.h>"}, {"uint64_t", "<stdint.h>"}, {"intptr_t", "<stdint.h>"},
    {"uintptr_t", "<stdint.h>"}, {"FILE", "<stdio.h>"}, {"fpos_t", "<stdio.h>"},
    {"va_list", "<stdarg.h>"}, {"bool", "<stdbool.h>"}, {"time_t", "<time.h>"},
    {"clock_t", "<time.h>"}, {"NULL", "<stddef.h>"}, {"EOF", "<stdio.h>"}, {"stdin", "<stdio.h>"},
    {"stdout", "<stdio.h>"}, {"stderr", "<stdio.h>"}, {"EXIT_SUCCESS", "<stdlib.h>"},
    {"EXIT_FAILURE", "<stdlib.h>"}, {"errno", "<errno.h>"}, {"CHAR_BIT", "<limits.h>"},
    {"CHAR_MAX", "<limits.h>"}, {"CHAR_MIN", "<limits.h>"}, {"SCHAR_MAX", "<limits.h>"},
    {"SCHAR_MIN", "<limits.h>"}, {"UCHAR_MAX", "<limits.h>"}, {"SHRT_MAX", "<limits.h>"},
    {"SHRT_MIN", "<limits.h>"}, {"USHRT_MAX", "<limits.h>"}, {"INT_MAX", "<limits.h>"},
    {"INT_MIN", "<limits.h>"}, {"UINT_MAX", "<limits.h>"}, {"LONG_MAX", "<limits.h>"},
    {"LONG_MIN", "<limits.h>"}, {"ULONG_MAX", "<limits.h>"}, {"LLONG_MAX", "<limits.h>"},
    {"LLONG_MIN", "<limits.h>"}, {"ULLONG_MAX", "<limits.h>"},
};

static int header_bit(const char *header)
{
    for (size_t i = 0; i < sizeof known_names / sizeof known_names[0]; i++)
        if (strcmp(known_names[i].header, header) == 0)
            return (int)i;   /* the header's first entry */
    return 0;
}

const char *diag_header_of(const char *name)
{
    for (size_t i = 0; i < sizeof known_names / sizeof known_names[0]; i++)
        if (strcmp(known_names[i].name, name) == 0)
            return known_names[i].header;
    return NULL;
}

/* Where gcc would add an #include to `file` for a use at line `use`: after
 * the last one it includes before that line, else at its top. */
static int include_insertion_line(Diag *d, const char *file, int use)
{
    int after = 0;
    for (int i = 0; i < d->ninclusions; i++)
        if (strcmp(d->inclusions[i].from, file) == 0 && d->inclusions[i].line < use && d->inclusions[i].line > after)
            after = d->inclusions[i].line;
    return after + 1;
}

void diag_note_missing_header(const char *name, SrcLoc use)
{
    Diag *d = the_diag();
    const char *h = use.file ? diag_header_of(name) : NULL;
    if (!h)
        return;
    char fixit[64], message[256];
    snprintf(fixit, sizeof fixit, "#include %s\n", h);
    snprintf(message, sizeof message, "'%s' is defined in header '%s'; did you forget to '#include %s'?",
             name, h, h);
    unsigned long long bit = 1ull << header_bit(h);
    if (d->suggested_headers & bit) {
        report(d, DIAG_NOTE, use, message, WARN_ON, NULL, NULL);
        return;
    }
    d->suggested_headers |= bit;
    SrcLoc at = {use.file, include_insertion_line(d, use.file, use.line), 1, 0, 0, NULL};
    Rich rich = {.fixit = fixit, .new_line = true};
    report(d, DIAG_NOTE, at, message, WARN_ON, NULL, &rich);
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

/* -fdiagnostics-format=NAME: the format it names, or -1. */
static int format_option(const char *arg)
{
    static const struct { const char *name; DiagFormat format; } formats[] = {
        {"json", FORMAT_JSON}, {"text", FORMAT_TEXT},
        {"sarif-stderr", FORMAT_SARIF_STDERR}, {"sarif-file", FORMAT_SARIF_FILE},
    };
    const char *prefix = "-fdiagnostics-format=";
    if (strncmp(arg, prefix, strlen(prefix)) != 0)
        return -1;
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (strcmp(arg + strlen(prefix), formats[i].name) == 0)
            return formats[i].format;
    return -1;
}

bool diag_parse_option(DiagOptions *o, const char *arg)
{
    int id;
    if (strcmp(arg, "-Wfatal-errors") == 0)
        o->fatal_errors = true;
    else if (format_option(arg) >= 0)
        o->format = (DiagFormat)format_option(arg);
    else if (strcmp(arg, "-fdiagnostics-parseable-fixits") == 0)
        o->parseable_fixits = true;
    else if (strcmp(arg, "-fdiagnostics-column-unit=byte") == 0)
        o->byte_columns = true;
    else if (strcmp(arg, "-fdiagnostics-column-unit=display") == 0)
        o->byte_columns = false;
    else if (strncmp(arg, "-Werror=", 8) == 0 && (id = warning_by_name(arg + 8)) >= 0)
        o->as_error[id] = 1;
    else if (strncmp(arg, "-Wno-error=", 11) == 0 && (id = warning_by_name(arg + 11)) >= 0)
        o->as_error[id] = -1;
    else if (strncmp(arg, "-Wno-", 5) == 0 && (id = warning_by_name(arg + 5)) >= 0)
        o->enabled[id] = -1;
    else if (strncmp(arg, "-W", 2) == 0 && (id = warning_by_name(arg + 2)) >= 0)
        o->enabled[id] = 1;
    else {
        /* the host compiler's: forwarded to it; noted for diag_host_warning */
        const char *off = !strncmp(arg, "-Wno-", 5) ? arg + 5 : !strncmp(arg, "-Werror=", 8) ? arg + 8 : NULL;
        if (off && o->nhost_warnings_off < DIAG_MAX_HOST_OFF)
            o->host_warnings_off[o->nhost_warnings_off++] = off;
        return false;
    }
    return true;
}

static void add_pragma(Diag *d, Pragma p)
{
    for (int i = 0; i < d->npragmas; i++) /* the lexer may read a text twice */
        if (d->pragmas[i].line == p.line && strcmp(d->pragmas[i].file, p.file) == 0)
            return;
    if (d->npragmas == d->pragmas_cap) {
        d->pragmas_cap = d->pragmas_cap ? d->pragmas_cap * 2 : 16;
        d->pragmas = xrealloc(d->pragmas, d->pragmas_cap * sizeof *d->pragmas);
    }
    p.file = xstrdup(p.file);
    d->pragmas[d->npragmas++] = p;
}

void diag_pragma(const char *file, int line, const char *text)
{
    Diag *d = the_diag();
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
        add_pragma(d, (Pragma){(char *)file, line, verbs[v].kind, id, verbs[v].fate});
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
static int pragma_fate(Diag *d, int fate, WarningId id, SrcLoc loc)
{
    int stack[64], depth = 0;
    for (int i = 0; loc.file && i < d->npragmas; i++) {
        Pragma *p = &d->pragmas[i];
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

static void put_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(out, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(out, "\\u%04x", *s);
        else
            fputc(*s, out);
    }
    fputc('"', out);
}

/* gcc 12's {"file": ..., "line": ..., "display-column": ...} of byte column col. */
static void put_json_position(Diag *d, FILE *out, SrcLoc loc, int col)
{
    int len, display = col;
    const char *line = source_line(d, loc.file, loc.line, &len);
    if (line)
        display = display_width_before(line, len, col) + 1;
    fputs("{\"file\": ", out);
    put_json_string(out, loc.file);
    fprintf(out, ", \"line\": %d, \"display-column\": %d, \"byte-column\": %d, \"column\": %d}",
            loc.line, display, col, d->options.byte_columns ? col : display);
}

static bool has_range(SrcLoc loc)
{
    return loc.range_end > loc.range_begin && loc.range_begin > 0;
}

/* The caret, and the range as gcc gives it: "start" where it differs from the
 * caret, "finish" at its last byte. */
static void put_json_location(Diag *d, FILE *out, SrcLoc loc)
{
    fputs("{\"caret\": ", out);
    put_json_position(d, out, loc, loc.col);
    if (has_range(loc) && loc.range_begin != loc.col) {
        fputs(", \"start\": ", out);
        put_json_position(d, out, loc, loc.range_begin);
    }
    if (has_range(loc) && loc.range_end - 1 != loc.col) {
        fputs(", \"finish\": ", out);
        put_json_position(d, out, loc, loc.range_end - 1);
    }
    fputc('}', out);
}

static void put_json_fixits(Diag *d, FILE *out, const Reported *r)
{
    fputs(", \"fixits\": [", out);
    if (r->fixit && r->loc.file) {
        int from, to;
        fixit_span(r->loc, &from, &to);
        fputs("{\"start\": ", out);
        put_json_position(d, out, r->loc, from);
        fputs(", \"next\": ", out);
        put_json_position(d, out, r->loc, to);
        fputs(", \"string\": ", out);
        put_json_string(out, r->fixit);
        fputc('}', out);
    }
    fputc(']', out);
}

static void put_json_diagnostic(Diag *d, FILE *out, const Reported *r)
{
    fputs("{\"kind\": ", out);
    put_json_string(out, level_name(r->level));
    fputs(", \"message\": ", out);
    put_json_string(out, r->message);
    if (r->option) {
        fputs(", \"option\": ", out);
        put_json_string(out, r->option);
    }
    fputs(", \"locations\": [", out);
    if (r->loc.file && r->loc.line > 0)
        put_json_location(d, out, r->loc);
    fputs("]", out);
    if (r->fixit)
        put_json_fixits(d, out, r);
    fputs(", \"column-origin\": 1, \"escape-source\": false", out);
}

/* gcc 12's layout: an array of errors and warnings, each note a child of the
 * diagnostic before it. */
static void put_json_items(Diag *d, FILE *out)
{
    for (int i = 0; i < d->nreported; i++) {
        bool note = d->reported[i].level == DIAG_NOTE;
        if (!note && i > 0)
            fputs("]}, ", out);
        else if (note)
            fputs(i > 0 && d->reported[i - 1].level == DIAG_NOTE ? ", " : "", out);
        put_json_diagnostic(d, out, &d->reported[i]);
        fputs(note ? "}" : ", \"children\": [", out);
    }
    if (d->nreported > 0)
        fputs("]}", out);
}

static void put_json_log(Diag *d, FILE *out)
{
    fputc('[', out);
    put_json_items(d, out);
    fputs("]\n", out);
}

/* The inside of the host compiler's JSON array, `[...]` as it printed it (NULL
 * when the text is not one array: a crash, a message of the driver's). */
static char *json_array_inside(char *text, size_t *len)
{
    char *begin = text + strspn(text, " \t\n");
    size_t n = strlen(begin);
    while (n > 0 && strchr(" \t\n", begin[n - 1]))
        n--;
    if (n < 2 || begin[0] != '[' || begin[n - 1] != ']')
        return NULL;
    *len = n - 2;
    return begin + 1;
}

/* ---------------------------------------------------------------- SARIF */

/* A SARIF physicalLocation: the file and the region (columns in code points,
 * endColumn one past the range, as gcc 13 writes them). */
static void put_sarif_physical(FILE *out, SrcLoc loc, int from, int to)
{
    fputs("{\"artifactLocation\": {\"uri\": ", out);
    put_json_string(out, loc.file);
    fprintf(out, "}, \"region\": {\"startLine\": %d", loc.line);
    if (from > 0)
        fprintf(out, ", \"startColumn\": %d, \"endColumn\": %d", from, to > from ? to : from + 1);
    fputs("}}", out);
}

static void put_sarif_location(Diag *d, FILE *out, const Reported *r)
{
    int from = r->loc.col, to = r->loc.col + 1;
    if (has_range(r->loc)) {
        from = r->loc.range_begin < from ? r->loc.range_begin : from;
        to = r->loc.range_end > to ? r->loc.range_end : to;
    }
    fputs("{\"physicalLocation\": ", out);
    put_sarif_physical(out, r->loc, r->loc.col > 0 ? from : 0, to);
    if (r->function >= 0) {
        const char *name = d->functions[r->function].name;
        fputs(", \"logicalLocations\": [{\"name\": ", out);
        put_json_string(out, name);
        fputs(", \"fullyQualifiedName\": ", out);
        put_json_string(out, name);
        fputs(", \"decoratedName\": ", out);
        put_json_string(out, name);
        fputs(", \"kind\": \"function\"}]", out);
    }
    fputc('}', out);
}

static void put_sarif_locations(Diag *d, FILE *out, const char *key, const Reported *r)
{
    fprintf(out, ", \"%s\": [", key);
    if (r->loc.file && r->loc.line > 0)
        put_sarif_location(d, out, r);
    fputc(']', out);
}

static void put_sarif_fix(FILE *out, const Reported *r)
{
    int from, to;
    fixit_span(r->loc, &from, &to);
    fputs(", \"fixes\": [{\"artifactChanges\": [{\"artifactLocation\": {\"uri\": ", out);
    put_json_string(out, r->loc.file);
    fprintf(out, "}, \"replacements\": [{\"deletedRegion\": {\"startLine\": %d, \"startColumn\": %d, "
                 "\"endColumn\": %d}, \"insertedContent\": {\"text\": ", r->loc.line, from, to);
    put_json_string(out, r->fixit);
    fputs("}}]}]}]", out);
}

/* One result; the notes after it (up to `end`) become its relatedLocations. */
static void put_sarif_result(Diag *d, FILE *out, int i, int end)
{
    const Reported *r = &d->reported[i];
    fputs("{\"ruleId\": ", out);
    put_json_string(out, r->option ? r->option : r->level == DIAG_WARNING ? "warning" : "error");
    fputs(", \"level\": ", out);
    put_json_string(out, r->level == DIAG_WARNING ? "warning" : r->level == DIAG_NOTE ? "note" : "error");
    fputs(", \"message\": {\"text\": ", out);
    put_json_string(out, r->message);
    fputc('}', out);
    put_sarif_locations(d, out, "locations", r);
    if (r->fixit && r->loc.file)
        put_sarif_fix(out, r);
    fputs(", \"relatedLocations\": [", out);
    for (int k = i + 1; k < end; k++) {
        if (!d->reported[k].loc.file || d->reported[k].loc.line <= 0)
            continue;
        fputs(k > i + 1 ? ", {\"physicalLocation\": " : "{\"physicalLocation\": ", out);
        put_sarif_physical(out, d->reported[k].loc, d->reported[k].loc.col, d->reported[k].loc.col + 1);
        fputs(", \"message\": {\"text\": ", out);
        put_json_string(out, d->reported[k].message);
        fputs("}}", out);
    }
    fputs("]}", out);
}

static void put_sarif_artifacts(Diag *d, FILE *out)
{
    fputs("\"artifacts\": [", out);
    int n = 0;
    for (int i = 0; i < d->nreported; i++) {
        bool seen = !d->reported[i].loc.file;
        for (int k = 0; k < i && !seen; k++)
            seen = d->reported[k].loc.file && strcmp(d->reported[k].loc.file, d->reported[i].loc.file) == 0;
        if (seen)
            continue;
        fputs(n++ ? ", {\"location\": {\"uri\": " : "{\"location\": {\"uri\": ", out);
        put_json_string(out, d->reported[i].loc.file);
        fputs("}, \"sourceLanguage\": \"c\"}", out);
    }
    fputs("], ", out);
}

/* gcc 13's SARIF 2.1.0 log: one run, one result per error or warning. */
static void put_sarif_log(Diag *d, FILE *out)
{
    fputs("{\"$schema\": \"https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/"
          "sarif-schema-2.1.0.json\", \"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": "
          "{\"name\": \"ampcc\", \"fullName\": \"ampcc, the AMP C compiler\", \"rules\": []}}, ", out);
    fprintf(out, "\"invocations\": [{\"executionSuccessful\": %s, \"toolExecutionNotifications\": []}], ",
            d->error_count ? "false" : "true");
    put_sarif_artifacts(d, out);
    fputs("\"columnKind\": \"unicodeCodePoints\", \"results\": [", out);
    int n = 0;
    for (int i = 0; i < d->nreported; i++) {
        if (d->reported[i].level == DIAG_NOTE)
            continue;
        int end = i + 1;
        while (end < d->nreported && d->reported[end].level == DIAG_NOTE)
            end++;
        fputs(n++ ? ", " : "", out);
        put_sarif_result(d, out, i, end);
    }
    fputs("]}]}\n", out);
}

/* sarif-file: gcc 13's SOURCE.sarif in the current directory. */
static void write_sarif_file(Diag *d)
{
    const char *name = d->options.sarif_file ? d->options.sarif_file : "ampcc.sarif";
    FILE *f = fopen(name, "w");
    if (!f) {
        fprintf(stderr, "ampcc: error: cannot write '%s'\n", name);
        return;
    }
    put_sarif_log(d, f);
    fclose(f);
}

void diag_finish(void)
{
    Diag *d = the_diag();
    if (d->options.verify || d->options.format == FORMAT_TEXT || d->finished)
        return;
    d->finished = true; /* one log per compilation, though the driver asks twice */
    if (d->options.format == FORMAT_JSON && d->nreported > 0)
        put_json_log(d, stderr);
    else if (d->options.format == FORMAT_SARIF_STDERR)
        put_sarif_log(d, stderr);
    else if (d->options.format == FORMAT_SARIF_FILE)
        write_sarif_file(d);
    forget_reported(d);
    fflush(stderr);
}

void diag_finish_joining(char *host_json)
{
    Diag *d = the_diag();
    size_t len = 0;
    char *inside = host_json ? json_array_inside(host_json, &len) : NULL;
    if (d->options.format != FORMAT_JSON || d->options.verify || d->finished || !inside) {
        diag_finish();
        if (host_json)
            fputs(host_json, stderr);
        return;
    }
    d->finished = true;
    fputc('[', stderr);
    put_json_items(d, stderr);
    bool host_items = strspn(inside, " \t\n") < len;
    if (d->nreported > 0 && host_items)
        fputs(", ", stderr);
    fwrite(inside, 1, len, stderr);
    fputs("]\n", stderr);
    forget_reported(d);
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

/* Skips the string or character literal at p, counting the lines it spans
 * (a backslash-newline) as the lexer does; one with no closing quote ends at
 * its line's end, which is left for the caller to count. */
static const char *skip_literal(const char *p, const char *end, int *line)
{
    char quote = *p++;
    while (p < end && *p != quote && *p != '\n') {
        if (*p == '\\' && p + 1 < end) {
            *line += p[1] == '\n';
            p++;
        }
        p++;
    }
    return p < end && *p == quote ? p + 1 : p;
}

/* Walks a C file's comments (skipping string and character literals). */
static void collect_directives(Diag *d, VerifyState *vs, const char *file)
{
    SourceFile *sf = load_source(d, file);
    if (!sf->text)
        return;
    const char *p = sf->text, *end = sf->text + sf->len;
    int line = 1;
    while (p < end) {
        if (*p == '\n') {
            line++;
            p++;
        } else if (*p == '"' || *p == '\'') {
            p = skip_literal(p, end, &line);
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
static bool claim_match(Diag *d, const Expected *e)
{
    for (int i = 0; i < d->nreported; i++) {
        Reported *r = &d->reported[i];
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

static int report_unexpected(Diag *d, DiagLevel level)
{
    int n = 0;
    for (int i = 0; i < d->nreported; i++) {
        Reported *r = &d->reported[i];
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
    Diag *d = the_diag();
    VerifyState vs = { 0 };
    /* directives live in the main file and in any file a diagnostic names */
    const char **files = xrealloc(NULL, (d->nreported + 1) * sizeof *files);
    int nfiles = 0;
    files[nfiles++] = main_file;
    for (int i = 0; i < d->nreported; i++)
        if (d->reported[i].loc.file && !already_collected(files, nfiles, d->reported[i].loc.file))
            files[nfiles++] = d->reported[i].loc.file;
    for (int i = 0; i < nfiles; i++)
        collect_directives(d, &vs, files[i]);
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
            if (!claim_match(d, &vs.items[i]))
                unseen[i] = true;
    }
    static const DiagLevel levels[] = { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE };
    for (int l = 0; l < 3; l++) {
        problems += report_unseen(&vs, levels[l], unseen);
        problems += report_unexpected(d, levels[l]);
    }
    if (problems)
        fprintf(stderr, "%d error%s generated.\n", problems, problems == 1 ? "" : "s");

    free(unseen);
    for (int i = 0; i < vs.n; i++)
        free(vs.items[i].text);
    free(vs.items);
    return problems ? 1 : 0;
}

/* ---------------------------------------------------------- did you mean */

/* gcc's spellchecker distance: the optimal-string-alignment distance
 * (Levenshtein plus adjacent transpositions, so "cuont" is one edit from
 * "count") in half-edits, where a change of case alone costs half an edit. */
enum { WHOLE_EDIT = 2 };

static int substitution_cost(char a, char b)
{
    if (a == b)
        return 0;
    bool same_letter = (a ^ b) == 0x20 && ((a | 0x20) >= 'a' && (a | 0x20) <= 'z');
    return same_letter ? 1 : WHOLE_EDIT;
}

static int edit_distance(const char *a, const char *b)
{
    int n = (int)strlen(a), m = (int)strlen(b);
    int *d = xrealloc(NULL, (size_t)(n + 1) * (m + 1) * sizeof *d);
#define D(i, j) d[(i) * (m + 1) + (j)]
    for (int i = 0; i <= n; i++)
        D(i, 0) = i * WHOLE_EDIT;
    for (int j = 0; j <= m; j++)
        D(0, j) = j * WHOLE_EDIT;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            int best = D(i - 1, j - 1) + substitution_cost(a[i - 1], b[j - 1]);
            best = D(i - 1, j) + WHOLE_EDIT < best ? D(i - 1, j) + WHOLE_EDIT : best;
            best = D(i, j - 1) + WHOLE_EDIT < best ? D(i, j - 1) + WHOLE_EDIT : best;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                D(i - 2, j - 2) + WHOLE_EDIT < best)
                best = D(i - 2, j - 2) + WHOLE_EDIT;
            D(i, j) = best;
        }
    }
    int result = D(n, m);
#undef D
    free(d);
    return result;
}

/* gcc's cutoff (spellcheck.cc), in half-edits: none between one-letter names,
 * a third of the longer length rounded down when the lengths are close (but
 * at least one edit), else rounded up. */
static int edit_cutoff(size_t goal_len, size_t candidate_len)
{
    size_t longer = goal_len > candidate_len ? goal_len : candidate_len;
    size_t shorter = goal_len < candidate_len ? goal_len : candidate_len;
    if (longer <= 1)
        return 0;
    if (longer - shorter <= 1)
        return (int)(longer / 3 > 1 ? longer / 3 : 1) * WHOLE_EDIT;
    return (int)((longer + 2) / 3) * WHOLE_EDIT;
}

const char *diag_closest_name(const char *name, const char *const *names, int n)
{
    const char *best = NULL;
    int best_distance = INT_MAX;
    size_t len = strlen(name);
    for (int i = 0; i < n; i++) {
        if (!names[i] || strcmp(names[i], name) == 0)
            continue;
        size_t clen = strlen(names[i]);
        if ((int)(clen > len ? clen - len : len - clen) * WHOLE_EDIT >= best_distance)
            continue;
        int distance = edit_distance(name, names[i]);
        if (distance <= edit_cutoff(len, clen) && distance < best_distance) {
            best = names[i];
            best_distance = distance;
        }
    }
    return best;
}
