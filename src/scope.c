/* scope.c - identifier interning and nested scopes (see scope.h). */
#include "scope.h"
#include "hash.h"

#include <stdlib.h>
#include <string.h>

static HashMap idents;   /* name -> Ident* */
static int depth;
/* scopes[d] lists the bindings made at depth d, so leaving d can undo them. */
static Binding **scopes;
static int scopes_cap;

void scope_reset(void)
{
    idents = (HashMap){0};
    depth = 0;
    if (!scopes) {
        scopes_cap = 64;
        scopes = calloc((size_t)scopes_cap, sizeof *scopes);
    }
    scopes[0] = NULL;
}

Ident *intern(const char *s, int len)
{
    Ident *id = hash_get_str(&idents, s, len);
    if (id)
        return id;
    if (!scopes)
        scope_reset();
    id = NEW(Ident);
    id->name = arena_strndup(compiler_arena, s, (size_t)len);
    id->len = len;
    hash_put_str(&idents, id->name, len, id);
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
