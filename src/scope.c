/* scope.c - identifier interning and nested scopes (see scope.h). */
#include "scope.h"

#include "library.h"

#include <stdlib.h>
#include <string.h>

static Ident **table;
static unsigned table_cap, table_len;
static int depth;
/* scopes[d] lists the bindings made at depth d, so leaving d can undo them. */
static Binding **scopes;
static int scopes_cap;

void scope_reset(void)
{
    free(table);
    table_cap = 4096;
    table_len = 0;
    table = calloc(table_cap, sizeof *table);
    depth = 0;
    if (!scopes) {
        scopes_cap = 64;
        scopes = calloc((size_t)scopes_cap, sizeof *scopes);
    }
    scopes[0] = NULL;
}

static unsigned hash_bytes(const char *s, int len)
{
    unsigned h = 2166136261u; /* FNV-1a */
    for (int i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static void grow_table(void)
{
    unsigned cap = table_cap * 2;
    Ident **t = calloc(cap, sizeof *t);
    for (unsigned i = 0; i < table_cap; i++) {
        for (Ident *id = table[i], *next; id; id = next) {
            next = id->next;
            id->next = t[id->hash & (cap - 1)];
            t[id->hash & (cap - 1)] = id;
        }
    }
    free(table);
    table = t;
    table_cap = cap;
}

/* A runtime library name is visible unless the program declares its own:
 * its binding sits below file scope, in no scope's list, so file-scope
 * declarations shadow it and nothing ever unbinds it. */
static void bind_library_name(Ident *id)
{
    unsigned group = 0;
    Symbol *s = library_symbol(id->name, &group);
    if (!s)
        return;
    Binding *b = NEW(Binding);
    b->ident = id;
    b->sym = s;
    b->depth = -1;
    b->library_group = group;
    id->ordinary = b;
}

Ident *intern(const char *s, int len)
{
    if (!table)
        scope_reset();
    unsigned h = hash_bytes(s, len);
    for (Ident *id = table[h & (table_cap - 1)]; id; id = id->next)
        if (id->hash == h && id->len == len && memcmp(id->name, s, (size_t)len) == 0)
            return id;
    if (table_len * 2 >= table_cap)
        grow_table();
    Ident *id = NEW(Ident);
    id->name = arena_strndup(compiler_arena, s, (size_t)len);
    id->len = len;
    id->hash = h;
    id->next = table[h & (table_cap - 1)];
    table[h & (table_cap - 1)] = id;
    table_len++;
    bind_library_name(id);
    return id;
}

void scope_push(void)
{
    depth++;
    if (depth >= scopes_cap) {
        scopes_cap *= 2;
        scopes = realloc(scopes, sizeof *scopes * (size_t)scopes_cap);
    }
    scopes[depth] = NULL;
}

void scope_pop(void)
{
    if (depth == 0)
        return;
    for (Binding *b = scopes[depth]; b; b = b->scope_next) {
        if (b->sym)
            b->ident->ordinary = b->shadowed;
        else
            b->ident->tag = b->shadowed;
    }
    depth--;
}

int scope_depth(void)
{
    return depth;
}

Symbol *scope_lookup(const Ident *id)
{
    return id && id->ordinary ? id->ordinary->sym : NULL;
}

bool ident_is_typedef(const Ident *id)
{
    return id->ordinary && id->ordinary->sym->kind == SYM_TYPEDEF;
}

static Binding *bind(Ident *id, Binding **slot)
{
    if (*slot && (*slot)->depth == depth)
        return *slot; /* redeclaration in the same scope: reuse the binding */
    Binding *b = NEW(Binding);
    b->ident = id;
    b->depth = depth;
    b->shadowed = *slot;
    b->scope_next = scopes[depth];
    scopes[depth] = b;
    *slot = b;
    return b;
}

void scope_declare(Ident *id, Symbol *sym)
{
    bind(id, &id->ordinary)->sym = sym;
}

Tag *scope_lookup_tag(const Ident *id, bool current_only)
{
    Binding *b = id->tag;
    if (!b || (current_only && b->depth != depth))
        return NULL;
    return b->tag;
}

void scope_declare_tag(Ident *id, Tag *tag)
{
    bind(id, &id->tag)->tag = tag;
}
