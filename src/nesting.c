/* nesting.c - refuses a tree nested deeper than the compiler's passes can
 * follow. Every pass recurses over the tree; main.c gives them a deep stack,
 * and input deeper than NESTING_LIMIT levels (a chain of 100,000 operators,
 * far beyond any real program) is a located error, as gcc's and clang's
 * bracket-depth limits are, instead of a stack overflow. */
#include "nesting.h"

#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "emit.h"

typedef struct DepthWalk {
    int depth;
    bool reported;
} DepthWalk;

static void visit(Node *n, void *data)
{
    DepthWalk *w = data;
    if (w->reported)
        return;
    if (++w->depth > NESTING_LIMIT) {
        diag_report(DIAG_ERROR, n->loc, "expression nested too deeply (more than %d levels); "
                    "split it with temporary variables", NESTING_LIMIT);
        w->reported = true;
    } else {
        ast_for_each_child(n, AST_WALK_ALL, visit, w);
    }
    w->depth--;
}

bool nesting_check(Unit *u)
{
    DepthWalk w = { 0, false };
    if (u->tu)
        visit(u->tu, &w);
    return !w.reported;
}

/* ------------------------------------------------- OpenCL bracket depth */

/* OpenCL C compilers built on clang (PoCL, and those of AMD, Intel, Arm and
 * NVIDIA) stop at 256 open parentheses, at 256 open braces and at 256 open
 * square brackets (clang's -fbracket-depth, counted per kind); PoCL refuses
 * the option that lifts it (CL_INVALID_BUILD_OPTIONS). Amp code whose
 * OpenCL C would pass that is an error here, not a failed build at run
 * time: the OpenCL C is emitted with the user's positions marked in it
 * (the native C's in-band marks) and its brackets are counted as the
 * OpenCL compiler will count them. */
static const char bracket_open[BRACKET_KINDS] = { '(', '{', '[' };
static const char bracket_close[BRACKET_KINDS] = { ')', '}', ']' };
static const char *const bracket_name[BRACKET_KINDS] = { "parentheses", "braces", "square brackets" };

/* A function-like macro of the OpenCL C: its body opens depth[k] brackets
 * of kind k beyond the use's own, where it is expanded. */
typedef struct CMacro {
    const char *name;
    int len;
    int depth[BRACKET_KINDS];
} CMacro;

typedef struct BracketScan {
    Unit *u;
    const char *p;
    bool line_start;                 /* only blanks since the last newline */
    int depth[BRACKET_KINDS];
    int deepest[BRACKET_KINDS];
    int last_mark;                   /* the last mark passed (index in u->native_locs), or -1 */
    int over_kind, over_mark;        /* the first bracket past the limit: its kind (-1: none) and place */
    bool mark_follows;               /* that place is a mark right after the bracket */
    PtrVec macros;                   /* CMacro* */
} BracketScan;

static int bracket_kind(char c, const char *set)
{
    for (int k = 0; k < BRACKET_KINDS; k++)
        if (set[k] == c)
            return k;
    return -1;
}

static bool is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* p at NATIVE_MARK: the mark's index, and p past it. */
static int read_mark(const char **p)
{
    const char *q = *p + 1;
    int i = (int)strtol(q, (char **)&q, 10);
    if (*q == NATIVE_MARK_END)
        q++;
    *p = q;
    return i;
}

/* p at the opening quote: past the closing one (or the line's end). */
static const char *skip_quoted(const char *p)
{
    char quote = *p++;
    while (*p && *p != quote && *p != '\n')
        p += p[0] == '\\' && p[1] ? 2 : 1;
    return *p == quote ? p + 1 : p;
}

/* p at a '/' that may start a comment: past the comment, or p itself. */
static const char *skip_comment(const char *p)
{
    if (p[1] == '/')
        return p + strcspn(p, "\n");
    if (p[1] != '*')
        return p;
    const char *end = strstr(p + 2, "*/");
    return end ? end + 2 : p + strlen(p);
}

/* The deepest brackets of each kind in text [p, end), from depth 0. */
static void measure_span(const char *p, const char *end, int *deepest)
{
    int depth[BRACKET_KINDS] = { 0 };
    while (p < end) {
        int k = bracket_kind(*p, bracket_open);
        if (k >= 0 && ++depth[k] > deepest[k])
            deepest[k] = depth[k];
        if (k < 0 && (k = bracket_kind(*p, bracket_close)) >= 0)
            depth[k]--;
        p = *p == '"' || *p == '\'' ? skip_quoted(p) : p + 1;
    }
}

/* A preprocessing directive (p at '#'): a function-like #define is kept
 * for its uses; the directive's own brackets are not the compiler's. */
static void scan_directive(BracketScan *s)
{
    const char *p = s->p + 1, *eol = s->p + strcspn(s->p, "\n");
    p += strspn(p, " \t");
    if (strncmp(p, "define", 6) == 0) {
        p += 6;
        p += strspn(p, " \t");
        const char *name = p;
        while (is_ident_char(*p))
            p++;
        if (*p == '(' && p > name) {
            CMacro *m = NEW(CMacro);
            m->name = name;
            m->len = (int)(p - name);
            const char *body = strchr(p, ')');
            measure_span(body && body < eol ? body + 1 : eol, eol, m->depth);
            vec_push(&s->macros, m);
        }
    }
    s->p = eol;
}

static const CMacro *macro_named(BracketScan *s, const char *name, int len)
{
    for (int i = 0; i < s->macros.len; i++) {
        const CMacro *m = s->macros.items[i];
        if (m->len == len && strncmp(m->name, name, len) == 0)
            return m;
    }
    return NULL;
}

/* The code reaches depth d of brackets of kind k here. */
static void reach(BracketScan *s, int k, int d)
{
    if (d > s->deepest[k])
        s->deepest[k] = d;
    if (d > OPENCL_BRACKET_LIMIT && s->over_kind < 0) {
        s->over_kind = k;
        const char *after = s->p + 1;   /* a mark right after the bracket names what it opens */
        s->mark_follows = *after == NATIVE_MARK;
        s->over_mark = s->mark_follows ? read_mark(&after) : s->last_mark;
    }
}

/* An identifier: a macro's use reaches the depth of its expansion. */
static void scan_identifier(BracketScan *s)
{
    const char *name = s->p;
    while (is_ident_char(*s->p))
        s->p++;
    const CMacro *m = *s->p == '(' ? macro_named(s, name, (int)(s->p - name)) : NULL;
    for (int k = 0; m && k < BRACKET_KINDS; k++)
        reach(s, k, s->depth[k] + m->depth[k]);
}

static void scan_char(BracketScan *s)
{
    char c = *s->p;
    int k;
    if ((k = bracket_kind(c, bracket_open)) >= 0) {
        reach(s, k, ++s->depth[k]);
        s->p++;
    } else if ((k = bracket_kind(c, bracket_close)) >= 0) {
        s->depth[k]--;
        s->p++;
    } else if (c == '"' || c == '\'') {
        s->p = skip_quoted(s->p);
    } else if (c == '/' && (s->p[1] == '/' || s->p[1] == '*')) {
        s->p = skip_comment(s->p);
    } else if (is_ident_char(c)) {
        scan_identifier(s);
    } else {
        s->p++;
    }
}

static void scan_brackets(BracketScan *s)
{
    s->line_start = true;
    while (*s->p) {
        char c = *s->p;
        if (c == NATIVE_MARK) {
            s->last_mark = read_mark(&s->p);
        } else if (c == '#' && s->line_start) {
            scan_directive(s);
        } else {
            if (c == '\n')
                s->line_start = true;
            else if (c != ' ' && c != '\t')
                s->line_start = false;
            scan_char(s);
        }
    }
}

/* A mark right after a bracket names what the bracket opens (an argument,
 * a parenthesised operand): where the user's text has that bracket just
 * before it, the caret goes on the bracket itself. (A mark before the
 * bracket, a block's, is the bracket's own place.) */
static SrcLoc on_bracket(SrcLoc at, int kind)
{
    int len;
    const char *line = at.file && !at.macro ? diag_source_line(at.file, at.line, &len) : NULL;
    int c = at.col - 1;                 /* 1-based: the character before the mark's */
    while (line && c > 0 && c <= len && (line[c - 1] == ' ' || line[c - 1] == '\t'))
        c--;
    if (line && c > 0 && c <= len && line[c - 1] == bracket_open[kind]) {
        at.col = c;
        at.range_begin = at.range_end = 0;
    }
    return at;
}

static SrcLoc place_of(const BracketScan *s, SrcLoc mark)
{
    return s->mark_follows ? on_bracket(mark, s->over_kind) : mark;
}

static SrcLoc first_kernel_loc(Unit *u)
{
    Node *k = u->kernels.len ? u->kernels.items[0] : NULL;
    return k ? k->loc : (SrcLoc){ 0 };
}

void check_opencl_bracket_depth(Unit *u)
{
    if (!u || !u->kernels.len)
        return;
    int marks_before = u->native_locs.len;
    EmitOptions opts = { .marks = true };
    char *cl = emit_opencl(u, &opts);
    BracketScan s = { .u = u, .p = cl ? cl : "", .last_mark = -1, .over_kind = -1 };
    scan_brackets(&s);
    if (s.over_kind >= 0) {
        int k = s.over_kind;
        SrcLoc at = s.over_mark >= marks_before && s.over_mark < u->native_locs.len
                        ? place_of(&s, *(const SrcLoc *)u->native_locs.items[s.over_mark])
                        : first_kernel_loc(u);
        diag_report(DIAG_ERROR, at, "kernel code nested too deeply for OpenCL C: %d levels of %s, at most %d",
                    s.deepest[k], bracket_name[k], OPENCL_BRACKET_LIMIT);
    }
    u->native_locs.len = marks_before;   /* the marks' positions were this check's only */
    free(cl);
}
