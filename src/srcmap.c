/* srcmap.c - where each token of the preprocessed text was written (srcmap.h).
 *
 * Per original line a cursor walks the text: a token found at the cursor
 * (after blanks and comments) is placed there. A name at the cursor that a
 * #define of the unit's files defines starts a use: until a token matches
 * the text after the use, the tokens come from the expansion, and are looked
 * for in the #define's body (in order, past its parameter names) and then in
 * the use's arguments. What the cpp dropped or collapsed is skipped by
 * looking ahead on the line for the token.
 */
#include "srcmap.h"

#include <string.h>

#include "arena.h"
#include "hash.h"

enum { MAX_PARAMS = 64 };

/* One #define: where its body is, and its parameters' names. */
typedef struct MacroDef {
    const char *file;
    int line;
    const char *body;        /* the rest of the #define's first line */
    int body_len, body_col;  /* body_col: 1-based column of body[0] */
    bool function_like;
    const char *params[MAX_PARAMS];
    int param_len[MAX_PARAMS], nparams;
} MacroDef;

struct SrcMap {
    const char *file;        /* the original line being walked */
    int line;
    const char *text;
    int len, cursor;
    const MacroDef *def;     /* the macro being expanded, or NULL */
    SrcLoc use;              /* its name where it is used */
    const char *use_name;
    int resume;              /* just after the use on the line */
    int args_begin, args_end, arg_cursor, body_cursor;
    HashMap defines;         /* name -> MacroDef* of the files read so far */
    HashMap read;            /* file name -> the file was read for #defines */
};

SrcMap *srcmap_new(void)
{
    return NEW(SrcMap);
}

/* ------------------------------------------------------------- scanning */

static bool is_ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$' || (unsigned char)c >= 0x80;
}

static int ident_length(const char *s, int len, int i)
{
    int n = 0;
    if (i < len && is_ident_char(s[i]) && !(s[i] >= '0' && s[i] <= '9'))
        while (i + n < len && is_ident_char(s[i + n]))
            n++;
    return n;
}

/* Past blanks, comments and a line continuation at i. */
static int skip_blank(const char *s, int len, int i)
{
    while (i < len) {
        if (strchr(" \t\r\f\v\\", s[i])) {
            i++;
        } else if (s[i] == '/' && i + 1 < len && s[i + 1] == '*') {
            const char *end = i + 2 < len ? memmem(s + i + 2, (size_t)(len - i - 2), "*/", 2) : NULL;
            i = end ? (int)(end - s) + 2 : len;
        } else if (s[i] == '/' && i + 1 < len && s[i + 1] == '/') {
            i = len;
        } else {
            break;
        }
    }
    return i;
}

/* Is the token tok[0..n) written at s[i], as a whole token? */
static bool token_at(const char *s, int len, int i, const char *tok, int n)
{
    if (i + n > len || memcmp(s + i, tok, (size_t)n) != 0)
        return false;
    bool word = is_ident_char(tok[0]);
    return !word || ((i + n == len || !is_ident_char(s[i + n])) && (i == 0 || !is_ident_char(s[i - 1])));
}

/* The first place in s[from, to) where the token is written, or -1. */
static int find_token(const char *s, int to, int from, const char *tok, int n)
{
    for (int i = from; i + n <= to; i++)
        if (token_at(s, to, i, tok, n))
            return i;
    return -1;
}

/* ------------------------------------------------------------- #defines */

static void read_params(MacroDef *d, const char *s, int len, int *i)
{
    d->function_like = true;
    for ((*i)++; *i < len && s[*i] != ')';) {
        *i = skip_blank(s, len, *i);
        int n = ident_length(s, len, *i);
        if (n && d->nparams < MAX_PARAMS) {
            d->params[d->nparams] = s + *i;
            d->param_len[d->nparams++] = n;
        }
        *i += n ? n : 1;
    }
    (*i)++;
}

/* `#define NAME(params) body` on line `line` (s[0..len) the line). */
static void read_define(SrcMap *m, const char *file, int line, const char *s, int len)
{
    int i = skip_blank(s, len, 0);
    if (i >= len || s[i] != '#')
        return;
    i = skip_blank(s, len, i + 1);
    if (len - i < 7 || memcmp(s + i, "define", 6) != 0 || is_ident_char(s[i + 6]))
        return;
    i = skip_blank(s, len, i + 6);
    int n = ident_length(s, len, i);
    if (!n)
        return;
    MacroDef *d = NEW(MacroDef);
    *d = (MacroDef){ .file = file, .line = line };
    const char *name = arena_strndup(compiler_arena, s + i, (size_t)n);
    i += n;
    if (i < len && s[i] == '(')
        read_params(d, s, len, &i);
    i = skip_blank(s, len, i);
    d->body = s + i;
    d->body_len = len - i;
    d->body_col = i + 1;
    hash_put_str(&m->defines, name, n, d);
}

static void read_defines(SrcMap *m, const char *file)
{
    if (!file || hash_has_str(&m->read, file, (int)strlen(file)))
        return;
    hash_put_str(&m->read, file, (int)strlen(file), (void *)file);
    long len;
    const char *text = diag_source_text(file, &len);
    int line = 1;
    for (const char *p = text, *end = text ? text + len : NULL; p && p < end; line++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *stop = nl ? nl : end;
        if (memchr(p, '#', (size_t)(stop - p)))
            read_define(m, file, line, p, (int)(stop - p));
        p = stop + 1;
    }
}

/* The #define of name[0..n) in the current file or a file it included. */
static const MacroDef *find_define(SrcMap *m, const char *name, int n)
{
    read_defines(m, m->file);
    for (int i = 0; i < diag_included_count(); i++)
        read_defines(m, diag_included_file(i));
    return hash_get_str(&m->defines, name, n);
}

/* ------------------------------------------------------------- placing */

static SrcLoc place_on_line(const SrcMap *m, int i, int n)
{
    return (SrcLoc){ m->file, m->line, i + 1, i + 1, i + 1 + n, NULL };
}

static void start_line(SrcMap *m, const char *file, int line)
{
    m->file = file;
    m->line = line;
    m->text = file ? diag_source_line(file, line, &m->len) : NULL;
    m->cursor = 0;
    m->def = NULL;
}

static bool is_param(const MacroDef *d, const char *tok, int n)
{
    for (int i = 0; i < d->nparams; i++)
        if (d->param_len[i] == n && memcmp(d->params[i], tok, (size_t)n) == 0)
            return true;
    return false;
}

/* A use of def's name at i (n bytes): the arguments and where the use ends.
 * A function-like macro's name without '(' is not a use. */
static bool begin_use(SrcMap *m, int i, int n, const MacroDef *def)
{
    int end = i + n, args = end;
    if (def->function_like) {
        args = skip_blank(m->text, m->len, end);
        if (args >= m->len || m->text[args] != '(')
            return false;
        int depth = 0;
        for (end = args; end < m->len; end++) {
            depth += m->text[end] == '(' ? 1 : m->text[end] == ')' ? -1 : 0;
            if (depth == 0)
                break;
        }
        end = end < m->len ? end + 1 : m->len; /* arguments may go on on the next lines */
        args++;
    }
    m->def = def;
    m->use = place_on_line(m, i, n);
    m->use_name = arena_strndup(compiler_arena, m->text + i, (size_t)n);
    m->resume = end;
    m->arg_cursor = m->args_begin = args;
    m->args_end = end;
    m->body_cursor = 0;
    return true;
}

/* Which parameter's argument holds the text at offset a of the line: the
 * top-level commas before it count. */
static int argument_index(const SrcMap *m, int a)
{
    int depth = 0, index = 0;
    for (int i = m->args_begin; i < a; i++) {
        char c = m->text[i];
        depth += c == '(' || c == '[' || c == '{' ? 1 : c == ')' || c == ']' || c == '}' ? -1 : 0;
        index += c == ',' && depth == 0;
    }
    return index;
}

/* For gcc's "in definition of macro": the parameter, in the body, that the
 * argument at offset a stands for (its next occurrence), or NULL. */
static const MacroUse *parameter_use(const SrcMap *m, int a)
{
    const MacroDef *d = m->def;
    int k = argument_index(m, a);
    if (k >= d->nparams)
        return NULL;
    int p = find_token(d->body, d->body_len, m->body_cursor, d->params[k], d->param_len[k]);
    if (p < 0)
        return NULL;
    MacroUse *use = NEW(MacroUse);
    use->name = m->use_name;
    int col = d->body_col + p;
    use->spelled = (SrcLoc){ d->file, d->line, col, col, col + d->param_len[k], NULL };
    use->argument = true;
    return use;
}

/* A token of the expansion: spelt in the body, or in the arguments, or
 * neither (a nested macro's): then the use. False when the expansion is over. */
static bool place_in_expansion(SrcMap *m, const char *tok, int n, SrcLoc *out)
{
    if (token_at(m->text, m->len, skip_blank(m->text, m->len, m->resume), tok, n)) {
        m->def = NULL; /* the text after the use: the expansion has ended */
        m->cursor = m->resume;
        return false;
    }
    const MacroDef *d = m->def;
    int b = is_param(d, tok, n) ? -1 : find_token(d->body, d->body_len, m->body_cursor, tok, n);
    if (b >= 0) {
        m->body_cursor = b + n;
        MacroUse *use = NEW(MacroUse);
        use->name = m->use_name;
        int col = d->body_col + b;
        use->spelled = (SrcLoc){ d->file, d->line, col, col, col + n, NULL };
        *out = m->use;
        out->macro = use;
        return true;
    }
    int a = find_token(m->text, m->args_end, m->arg_cursor, tok, n);
    if (a >= 0) {
        m->arg_cursor = a + n;
        *out = place_on_line(m, a, n);
        out->macro = parameter_use(m, a);
        return true;
    }
    *out = m->use;
    return true;
}

SrcLoc srcmap_place(SrcMap *m, const char *file, int line, int pp_col, const char *tok, int n)
{
    if (file != m->file || line != m->line)
        start_line(m, file, line);
    SrcLoc out;
    if (!m->text)
        return (SrcLoc){ file, line, pp_col, pp_col, pp_col + n, NULL };
    if (m->def && place_in_expansion(m, tok, n, &out))
        return out;
    int i = skip_blank(m->text, m->len, m->cursor);
    if (token_at(m->text, m->len, i, tok, n)) {
        m->cursor = i + n;
        return place_on_line(m, i, n);
    }
    int name = ident_length(m->text, m->len, i);
    const MacroDef *def = name ? find_define(m, m->text + i, name) : NULL;
    if (def && begin_use(m, i, name, def)) {
        if (place_in_expansion(m, tok, n, &out))
            return out;
        i = skip_blank(m->text, m->len, m->cursor); /* it expanded to nothing */
    }
    int j = find_token(m->text, m->len, i, tok, n);
    if (j >= 0) {
        m->cursor = j + n;
        return place_on_line(m, j, n);
    }
    int col = pp_col <= m->len ? pp_col : m->len + 1; /* never past the end of the line */
    return (SrcLoc){ file, line, col, 0, 0, NULL };
}
