/* amp_scan.c - does a C source file need ampcc's front end (see amp_scan.h). */
#include "amp_scan.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "contextual.h"
#include "hash.h"
#include "library.h"

/* Headers looked at for one source; beyond this many, the answer is "maybe". */
#define MAX_SCANNED_FILES 4000

typedef struct Scan {
    const PtrVec *dirs;
    PtrVec seen;            /* paths already scanned */
    PtrVec include_macros;  /* NAME of each `#include NAME` met */
    PtrVec defined;         /* names #defined in the text scanned, and -D names */
    HashMap verdicts;       /* word -> WORD_PLAIN or WORD_MAYBE_AMP (word_may_be_amp) */
    bool maybe_amp;         /* the answer, once true */
    bool names_ampcc;       /* "ampcc" or "AMPCC" is in a scanned text */
} Scan;

/* What a word is, apart from what follows it (hash values: never NULL). */
enum { WORD_PLAIN = 1, WORD_MAYBE_AMP = 2 };

static void scan_file(Scan *s, const char *path);

/* Letters, digits and '_' (a table, not isalnum: this runs on every byte of
 * every plain C file a build compiles). */
static const bool word_chars[256] = {
    ['0' ... '9'] = true, ['A' ... 'Z'] = true, ['a' ... 'z'] = true, ['_'] = true,
};

/* The first letters of every word amp_word_at accepts (array, copy,
 * double_2, extent, float_4, index, norm, parallel_for_each,
 * queuing_mode_..., restrict, tile_static, unorm ...): a new library name
 * with another first letter must be added here. */
static const bool amp_word_starts[256] = {
    ['a'] = true, ['c'] = true, ['d'] = true, ['e'] = true, ['f'] = true, ['i'] = true,
    ['n'] = true, ['p'] = true, ['q'] = true, ['r'] = true, ['t'] = true, ['u'] = true,
};

static bool is_word_char(char c)
{
    return word_chars[(unsigned char)c];
}

/* The end of the word that starts at pos. */
static int word_end(const char *text, int len, int pos)
{
    while (pos < len && is_word_char(text[pos]))
        pos++;
    return pos;
}

static bool word_is(const char *word, int n, const char *name)
{
    return (int)strlen(name) == n && memcmp(word, name, (size_t)n) == 0;
}

/* Could the word be the start of an AMP construct, whatever follows it? */
static bool word_may_be_amp(const char *word, int n)
{
    return word_is(word, n, "tile_static") || word_is(word, n, "parallel_for_each") ||
           word_is(word, n, "restrict") || library_may_name(word, n) || amp_type_name_kind(word, n) >= 0;
}

/* word_may_be_amp, asked once per distinct word of the scan: most words of
 * a file are ones it used before (int, return, its own names). */
static bool remembered_may_be_amp(Scan *s, const char *word, int n)
{
    void *verdict = hash_get_str(&s->verdicts, word, n);
    if (!verdict) {
        verdict = (void *)(long)(word_may_be_amp(word, n) ? WORD_MAYBE_AMP : WORD_PLAIN);
        hash_put_str(&s->verdicts, arena_strndup(compiler_arena, word, (size_t)n), n, verdict);
    }
    return verdict == (void *)(long)WORD_MAYBE_AMP;
}

/* The word text[pos..end) makes an AMP construct: the lexer's tests. */
static bool amp_word_at(const char *text, int len, int pos, int end)
{
    const char *word = text + pos;
    int n = end - pos, lt, gt;
    if (word_is(word, n, "tile_static") || word_is(word, n, "parallel_for_each"))
        return true;
    if (library_may_name(word, n))
        return true;   /* maybe the runtime library's (accelerator, amp_error, float_4, ...) */
    if (word_is(word, n, "restrict"))
        return paren_follows(text, len, end);
    return amp_type_name_kind(word, n) >= 0 && template_args_follow(text, len, end, &lt, &gt);
}

/* Whole words only, each looked at once: this runs over every byte of every
 * plain C file a build compiles, so it is part of what `CC=ampcc` costs. A
 * word whose first letter no AMP word has is passed over at once; the rest
 * are looked up (remembered_may_be_amp), and only a possible AMP word has
 * what follows it looked at. */
static bool text_mentions_amp(Scan *s, const char *text, int len)
{
    int pos = 0;
    while (pos < len) {
        if (!is_word_char(text[pos])) {
            pos++;
            continue;
        }
        int end = word_end(text, len, pos);
        if (amp_word_starts[(unsigned char)text[pos]] && remembered_may_be_amp(s, text + pos, end - pos) &&
            amp_word_at(text, len, pos, end))
            return true;
        pos = end;
    }
    return false;
}

/* The file's text, NUL-terminated, read at its size (one byte more, to meet
 * its end at once): a buffer grown by doubling would pass the malloc
 * threshold (main.c) on a 70 KB header and be mapped, faulted in and
 * unmapped, a cost on every plain C compile. */
static char *read_text(const char *path, int *len)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return NULL;
    struct stat st;
    bool sized = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
    size_t cap = (sized ? (size_t)st.st_size : 1 << 14) + 1, n = 0;
    char *buf = malloc(cap + 1);
    ssize_t got;
    while (buf && (got = read(fd, buf + n, cap - n)) > 0)
        if ((n += (size_t)got) == cap)
            buf = realloc(buf, (cap *= 2) + 1);
    close(fd);
    if (buf)
        buf[n] = '\0';
    *len = (int)n;
    return buf;
}

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* name as the preprocessor would find it in the including file's folder
 * (for "name") or a user directory; NULL: a system header (or nowhere). */
static const char *find_header(Scan *s, const char *from, const char *name, bool quoted)
{
    if (name[0] == '/')
        return is_file(name) ? arena_strdup(compiler_arena, name) : NULL;
    if (quoted) {
        const char *slash = strrchr(from, '/');
        char *p = arena_printf(compiler_arena, "%.*s%s", slash ? (int)(slash - from + 1) : 0,
                               from, name);
        if (is_file(p))
            return p;
    }
    for (int i = 0; i < s->dirs->len; i++) {
        char *p = arena_printf(compiler_arena, "%s/%s", (char *)s->dirs->items[i], name);
        if (is_file(p))
            return p;
    }
    return NULL;
}

/* The identifier at p (before end), copied; NULL if p starts no identifier. */
static char *identifier_at(const char *p, const char *end)
{
    const char *q = p;
    if (q == end || (*q >= '0' && *q <= '9'))
        return NULL;
    while (q < end && is_word_char(*q))
        q++;
    return q == p ? NULL : arena_strndup(compiler_arena, p, (size_t)(q - p));
}

/* `#include NAME` (or NAME(...)): which header it names depends on NAME's
 * definition, so it is decided once every file was read (include_macros_defined);
 * anything else after #include cannot be told without preprocessing. */
static void note_include_macro(Scan *s, const char *p, const char *end)
{
    char *name = identifier_at(p, end);
    if (name)
        vec_push(&s->include_macros, name);
    else
        s->maybe_amp = true;
}

/* `#define NAME ...` at p (just after the directive's name). */
static void note_define(Scan *s, const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    char *name = identifier_at(p, end);
    if (name)
        vec_push(&s->defined, name);
}

static bool directive_is(const char *p, const char *end, const char *name)
{
    size_t n = strlen(name);
    return (size_t)(end - p) > n && strncmp(p, name, n) == 0 && !is_word_char(p[n]);
}

/* The #include (or #include_next, #import) directive at line start p, if any:
 * its header scanned; one that names a macro is decided at the end. A #define
 * is noted: it may give such a macro its header. */
static void scan_directive(Scan *s, const char *from, const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (p == end || *p++ != '#')
        return;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (directive_is(p, end, "define")) {
        note_define(s, p + 6, end);
        return;
    }
    if (!(end - p > 7 && strncmp(p, "include", 7) == 0) && !(end - p > 6 && strncmp(p, "import", 6) == 0))
        return;
    while (p < end && is_word_char(*p))
        p++;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    char close = p < end && *p == '"' ? '"' : p < end && *p == '<' ? '>' : 0;
    const char *stop = close ? memchr(p + 1, close, (size_t)(end - p - 1)) : NULL;
    if (!stop) {
        note_include_macro(s, p, end);
        return;
    }
    char *name = arena_strndup(compiler_arena, p + 1, (size_t)(stop - p - 1));
    const char *header = find_header(s, from, name, close == '"');
    if (header)
        scan_file(s, header);
}

static void scan_directives(Scan *s, const char *path, const char *text, int len)
{
    const char *p = text, *end = text + len;
    while (p < end && !s->maybe_amp) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol)
            eol = end;
        scan_directive(s, path, p, eol);
        p = eol + 1;
    }
}

static void scan_file(Scan *s, const char *path)
{
    if (s->maybe_amp)
        return;
    for (int i = 0; i < s->seen.len; i++)
        if (strcmp(s->seen.items[i], path) == 0)
            return;
    vec_push(&s->seen, (void *)path);
    int len;
    char *text = s->seen.len > MAX_SCANNED_FILES ? NULL : read_text(path, &len);
    if (text && (memmem(text, (size_t)len, "ampcc", 5) || memmem(text, (size_t)len, "AMPCC", 5)))
        s->names_ampcc = true;
    if (!text || text_mentions_amp(s, text, len))
        s->maybe_amp = true;
    else
        scan_directives(s, path, text, len);
    free(text);
}

static bool is_listed(const PtrVec *names, const char *name)
{
    for (int i = 0; i < names->len; i++)
        if (strcmp(names->items[i], name) == 0)
            return true;
    return false;
}

/* An `#include NAME` whose NAME no scanned file and no -D defines cannot be
 * taken (cc would stop at it), like lua.h's `#include LUA_USER_H` under
 * `#if defined(LUA_USER_H)`; one whose NAME is defined may name any header. A
 * system header defining such a name for a user's AMP header is not seen:
 * then cc, not ampcc, meets the AMP construct and says so. */
static bool include_macros_defined(const Scan *s)
{
    for (int i = 0; i < s->include_macros.len; i++)
        if (is_listed(&s->defined, s->include_macros.items[i]))
            return true;
    return false;
}

bool source_may_use_amp(const char *path, const PtrVec *dirs, const PtrVec *forced, const PtrVec *defines,
                        bool *names_ampcc)
{
    Scan s = {dirs, {0}, {0}, {0}, {0}, false, false};
    for (int i = 0; i < defines->len; i++)
        vec_push(&s.defined, defines->items[i]);
    for (int i = 0; i < forced->len && !s.maybe_amp; i++) {
        const char *header = find_header(&s, path, forced->items[i], true);
        if (!header)
            s.maybe_amp = true;
        else
            scan_file(&s, header);
    }
    scan_file(&s, path);
    hash_free(&s.verdicts);
    *names_ampcc = s.names_ampcc;
    return s.maybe_amp || include_macros_defined(&s);
}
