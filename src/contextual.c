/* contextual.c - AMP C's contextual keywords (see contextual.h). */
#include "contextual.h"

#include <ctype.h>
#include <string.h>

#include "ast.h"

int amp_type_name_kind(const char *name, int len)
{
    static const struct { const char *name; int kind; } names[] = {
        {"array_view", TY_ARRAY_VIEW}, {"array", TY_AMP_ARRAY},       {"extent", TY_EXTENT},
        {"index", TY_INDEX},           {"tiled_extent", TY_TILED_EXTENT}, {"tiled_index", TY_TILED_INDEX},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if ((int)strlen(names[i].name) == len && memcmp(names[i].name, name, (size_t)len) == 0)
            return names[i].kind;
    return -1;
}

/* pos is at the start of a line: the position past the line markers there.
 * gcc puts them around the expansion of a system header's macro, so
 * `array_view<bool, 1>` with <stdbool.h> reaches ampcc as
 * `array_view<` / `# 5 "f.c" 3 4` / `_Bool` / `# 5 "f.c"` / `, 1>`: for
 * "followed at once by" they are blanks. */
static int skip_marker_lines(const char *text, int len, int pos)
{
    for (;;) {
        int p = pos;
        while (p < len && (text[p] == ' ' || text[p] == '\t'))
            p++;
        if (p >= len || text[p] != '#')
            return pos;
        while (p < len && text[p] != '\n')
            p++;
        pos = p < len ? p + 1 : p;
    }
}

static int skip_blanks(const char *text, int len, int pos)
{
    while (pos < len && (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\n' ||
                         text[pos] == '\r'))
        pos = text[pos] == '\n' ? skip_marker_lines(text, len, pos + 1) : pos + 1;
    return pos;
}

bool paren_follows(const char *text, int len, int pos)
{
    pos = skip_blanks(text, len, pos);
    return pos < len && text[pos] == '(';
}

/* What may come right after the closing '>' of a type's argument list: a
 * declarator, '(' of a value form or constructor, or the end of an enclosing
 * cast, parameter or argument list. A digit or an operator there means the
 * '<' ... '>' were comparisons (`f(index < 2, a > 3)`). */
static bool can_follow_type(char c)
{
    return isalpha((unsigned char)c) || c == '_' || c == '(' || c == ')' || c == '*' ||
           c == ',' || c == '>' || c == ';' || c == '&' || c == '[';
}

/* Only these characters occur in type names and integer constant expressions
 * as written in template arguments; anything else (`;`, `=`, `&&`, `?`, `.`,
 * braces, strings) means the '<' was a comparison. */
static bool can_be_in_targs(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == ' ' || c == '\t' || c == '\n' ||
           c == '\r' || c == ',' || c == '*' || c == '+' || c == '-' || c == '/' || c == '%' ||
           c == '(' || c == ')' || c == '<' || c == '>';
}

bool template_args_follow(const char *text, int len, int pos, int *lt, int *gt)
{
    pos = skip_blanks(text, len, pos);
    if (pos >= len || text[pos] != '<' || (pos + 1 < len && (text[pos + 1] == '<' || text[pos + 1] == '=')))
        return false;
    int open = pos, parens = 0, angles = 0;
    bool any = false;
    for (pos++; pos < len; pos++) {
        char c = text[pos];
        if (c == '\n') {
            pos = skip_marker_lines(text, len, pos + 1) - 1;
            continue;
        }
        if (!can_be_in_targs(c))
            return false;
        if (c == '-' && pos + 1 < len && text[pos + 1] == '>')
            return false; /* `p->x`: an expression */
        if (c == '(') {
            parens++;
        } else if (c == ')') {
            if (--parens < 0)
                return false; /* `if (index < n)` */
        } else if (c == '<') {
            angles++;
        } else if (c == '>' && parens == 0 && angles > 0) {
            angles--;
        } else if (c == '>' && parens == 0) {
            int after = skip_blanks(text, len, pos + 1);
            if (!any || (after < len && (text[after] == '=' || !can_follow_type(text[after]))))
                return false;
            *lt = open;
            *gt = pos;
            return true;
        } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            any = true;
        }
    }
    return false;
}
