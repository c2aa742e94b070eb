/* arena.h - bump allocation for compiler data.
 *
 * Everything the compiler builds (tokens, AST, types, strings) lives until the
 * process exits, so it is allocated from one arena and never freed piecemeal.
 */
#ifndef AMPCC_ARENA_H
#define AMPCC_ARENA_H

#include <stddef.h>

typedef struct Arena Arena;

Arena *arena_new(void);
void arena_free(Arena *a);
/* Forgets everything allocated from a, keeping one chunk for what comes next
 * (the parser's per-declaration records). Under ASan the forgotten memory is
 * poisoned until it is handed out again, so a pointer kept into it is reported. */
void arena_reset(Arena *a);
/* Zeroed memory, aligned for any object. Aborts on out-of-memory. */
void *arena_alloc(Arena *a, size_t size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
/* printf into the arena. */
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The compiler's one arena, made by the driver before anything else runs. */
extern Arena *compiler_arena;
#define NEW(T) ((T *)arena_alloc(compiler_arena, sizeof(T)))

/* A growable array of pointers in the arena (old storage is simply abandoned). */
typedef struct PtrVec {
    void **items;
    int len, cap;
} PtrVec;
void vec_push(PtrVec *v, void *item);
/* A malloc'ed array of *cap elements of elem_size bytes, doubled (first_cap
 * when empty); *cap is updated. Out of memory ends the process, as the
 * arena does. */
void *heap_grow(void *items, int *cap, size_t elem_size, int first_cap);
/* vec_push for a long list (one item per emitted mark, say): its storage is
 * malloc'ed and grown in place, where the arena would keep every size the
 * list grew through. Such a list is never handed to vec_push. */
void vec_push_heap(PtrVec *v, void *item);

#endif
