/* scope.h - identifier interning and C's nested scopes, for the parser.
 *
 * Every identifier the lexer sees is interned once (Ident); an Ident carries
 * the innermost visible binding of its name in the ordinary namespace (objects,
 * functions, typedefs, enum constants) and in the tag namespace (struct, union,
 * enum tags). Entering a scope is a counter increment; leaving it unwinds the
 * bindings made inside, so a lookup is one pointer read. The lexer asks
 * ident_is_typedef() to tell TYPEDEF_NAME from IDENTIFIER, which is how a
 * variable may shadow a typedef name.
 */
#ifndef AMPCC_SCOPE_H
#define AMPCC_SCOPE_H

#include <stdbool.h>
#include "ast.h"
#include "hash.h"

typedef struct Binding Binding;

typedef struct Ident {
    const char *name;     /* interned: equal names share one pointer */
    int len;
    Binding *ordinary;    /* innermost Symbol binding, or NULL */
    Binding *tag;         /* innermost Tag binding, or NULL */
} Ident;

struct Binding {           /* 64 bytes, ordered without padding (one per declaration) */
    Ident *ident;
    Symbol *sym;          /* ordinary namespace */
    Tag *tag;             /* tag namespace */
    Binding *shadowed;    /* the outer binding of the same name */
    Binding *scope_next;  /* the other bindings made in the same scope */
    Type *typedef_use;    /* parse.y's cached copy of a typedef's type ... */
    Symbol *typedef_use_of; /* ... and the typedef it was made for */
    int depth;
    unsigned library_group; /* a runtime library name (library.h), bound below file scope */
};

/* One parse's identifiers and open scopes (ParseCtx.scopes): a zeroed
 * Scopes is empty, at file scope. */
typedef struct Scopes {
    HashMap idents;       /* name -> Ident* */
    int depth;            /* 0 = file scope */
    Binding **open;       /* open[d]: the bindings made at depth d, so leaving d can undo them */
    int cap;
} Scopes;

Ident *intern(Scopes *sc, const char *s, int len);
/* The end of a parse: gives back the name table (the Idents and bindings
 * stay, in the arena, for the tree that points at them); no intern after. */
void scopes_done(Scopes *sc);

void scope_push(Scopes *sc);
void scope_pop(Scopes *sc);
int scope_depth(const Scopes *sc);   /* 0 = file scope; the library's names are bound below it */

Symbol *scope_lookup(const Ident *id);
bool ident_is_typedef(const Ident *id);
/* Binds id to sym in the current scope; a redeclaration in the same scope
 * replaces the binding (C allows compatible redeclarations; sema judges). */
void scope_declare(Scopes *sc, Ident *id, Symbol *sym);
/* Tags: `current_only` looks only in the innermost scope (for `struct s;`
 * and definitions, which declare a new tag there). */
Tag *scope_lookup_tag(const Scopes *sc, const Ident *id, bool current_only);
void scope_declare_tag(Scopes *sc, Ident *id, Tag *tag);

/* The ordinary names (objects, functions, enum constants) visible now,
 * innermost scope first, for "did you mean": writes at most max of them and
 * returns how many. */
int scope_visible_names(const Scopes *sc, const char **out, int max);

#endif
