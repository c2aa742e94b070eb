/* hash.h - the compiler's one hash table (open addressing, linear probing).
 *
 * A map is used with one kind of key throughout: a pointer (compared by
 * identity), a pair of pointers, or a string (compared by content; its text
 * must outlive the map). A zeroed HashMap is empty and ready. Its slots are
 * malloc'ed (the old array is freed when the table doubles) and live until
 * hash_free, which a phase calls on the tables it is done with (the parser's
 * names, native_split's walk), or until the process exits, as the arena does.
 */
#ifndef AMPCC_HASH_H
#define AMPCC_HASH_H

#include <stdbool.h>

#include "arena.h"

typedef struct HashSlot HashSlot;
typedef struct HashMap {
    HashSlot *slots;
    int cap, len;
} HashMap;

/* Gives a map's slots back (a map local to one analysis, at its end); the
 * map is then empty and may be used again. */
void hash_free(HashMap *m);

/* Pointer keys. A NULL key is never present. */
void *hash_get(const HashMap *m, const void *key);
bool hash_has(const HashMap *m, const void *key);
void hash_put(HashMap *m, const void *key, void *val);
/* As a set: present or not. */
void hash_add(HashMap *m, const void *key);
/* A map of lists: the PtrVec stored under key, made (empty) on first use. */
PtrVec *hash_vec(HashMap *m, const void *key);

/* Pairs of pointers: (a, b) -> val; either may be NULL. */
void *hash_get_pair(const HashMap *m, const void *a, const void *b);
void hash_put_pair(HashMap *m, const void *a, const void *b, void *val);

/* Strings of len bytes (no NUL needed). */
void *hash_get_str(const HashMap *m, const char *s, int len);
bool hash_has_str(const HashMap *m, const char *s, int len);
void hash_put_str(HashMap *m, const char *s, int len, void *val);

#endif
