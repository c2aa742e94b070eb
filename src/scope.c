/* scope.c - identifier interning and nested scopes (see scope.h). */
#include "scope.h"

#include "library.h"

#include <string.h>

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

Ident *intern(Scopes *sc, const char *s, int len)
{
    Ident *id = hash_get_str(&sc->idents, s, len);
    if (id)
        return id;
    id = NEW(Ident);
    id->name = arena_strndup(compiler_arena, s, (size_t)len);
    id->len = len;
    hash_put_str(&sc->idents, id->name, len, id);
    bind_library_name(id);
    return id;
}

void scopes_done(Scopes *sc)
{
    hash_free(&sc->idents);
}

/* open[depth] exists (a zeroed Scopes has none yet). */
static void make_room(Scopes *sc)
{
    if (sc->depth < sc->cap)
        return;
    int cap = sc->cap ? sc->cap * 2 : 64;
    Binding **open = arena_alloc(compiler_arena, sizeof *open * (size_t)cap);
    if (sc->cap)
        memcpy(open, sc->open, sizeof *open * (size_t)sc->cap);
    sc->open = open;
    sc->cap = cap;
}

void scope_push(Scopes *sc)
{
    sc->depth++;
    make_room(sc);
    sc->open[sc->depth] = NULL;
}

void scope_pop(Scopes *sc)
{
    if (sc->depth == 0)
        return;
    for (Binding *b = sc->open[sc->depth]; b; b = b->scope_next) {
        if (b->sym)
            b->ident->ordinary = b->shadowed;
        else
            b->ident->tag = b->shadowed;
    }
    sc->depth--;
}

int scope_depth(const Scopes *sc)
{
    return sc->depth;
}

Symbol *scope_lookup(const Ident *id)
{
    return id && id->ordinary ? id->ordinary->sym : NULL;
}

bool ident_is_typedef(const Ident *id)
{
    return id->ordinary && id->ordinary->sym->kind == SYM_TYPEDEF;
}

static Binding *bind(Scopes *sc, Ident *id, Binding **slot)
{
    if (*slot && (*slot)->depth == sc->depth)
        return *slot; /* redeclaration in the same scope: reuse the binding */
    make_room(sc);
    Binding *b = NEW(Binding);
    b->ident = id;
    b->depth = sc->depth;
    b->shadowed = *slot;
    b->scope_next = sc->open[sc->depth];
    sc->open[sc->depth] = b;
    *slot = b;
    return b;
}

void scope_declare(Scopes *sc, Ident *id, Symbol *sym)
{
    bind(sc, id, &id->ordinary)->sym = sym;
}

Tag *scope_lookup_tag(const Scopes *sc, const Ident *id, bool current_only)
{
    Binding *b = id->tag;
    if (!b || (current_only && b->depth != sc->depth))
        return NULL;
    return b->tag;
}

void scope_declare_tag(Scopes *sc, Ident *id, Tag *tag)
{
    bind(sc, id, &id->tag)->tag = tag;
}

/* The ordinary names visible now (innermost bindings of declared symbols),
 * for "did you mean": writes at most max of them, returns how many. */
int scope_visible_names(const Scopes *sc, const char **out, int max)
{
    int n = 0;
    for (int d = sc->depth < sc->cap ? sc->depth : sc->cap - 1; d >= 0; d--)
        for (Binding *b = sc->open[d]; b && n < max; b = b->scope_next)
            if (b->sym && b->ident->ordinary == b && b->sym->kind != SYM_TYPEDEF)
                out[n++] = b->ident->name;
    return n;
}
