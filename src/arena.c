/* arena.c - bump allocator: large chunks carved front to back, freed together. */
#include "arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __SANITIZE_ADDRESS__
#include <sanitizer/asan_interface.h>
#else
#define ASAN_POISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
#define ASAN_UNPOISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
#endif

enum { CHUNK_SIZE = 1 << 20, ALIGN = 16 };

typedef struct Chunk {
    struct Chunk *next;
    size_t used, size;
    _Alignas(16) unsigned char data[];
} Chunk;

struct Arena {
    Chunk *head;
};

Arena *compiler_arena;

static void *xcalloc(size_t n)
{
    void *p = calloc(1, n);
    if (!p) {
        fputs("ampcc: out of memory\n", stderr);
        exit(1);
    }
    return p;
}

Arena *arena_new(void)
{
    return xcalloc(sizeof(Arena));
}

void arena_free(Arena *a)
{
    if (!a)
        return;
    for (Chunk *c = a->head, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    free(a);
}

void arena_reset(Arena *a)
{
    Chunk *keep = a->head;
    if (!keep)
        return;
    for (Chunk *c = keep->next, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    memset(keep->data, 0, keep->used);   /* arena_alloc's memory is zeroed */
    ASAN_POISON_MEMORY_REGION(keep->data, keep->size);
    keep->used = 0;
    keep->next = NULL;
}

void *arena_alloc(Arena *a, size_t size)
{
    size = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    Chunk *c = a->head;
    if (!c || c->size - c->used < size) {
        size_t cap = size > CHUNK_SIZE ? size : CHUNK_SIZE;
        /* calloc zeroes it, which arena_alloc promises. */
        c = xcalloc(sizeof(Chunk) + cap);
        c->size = cap;
        c->next = a->head;
        a->head = c;
    }
    void *p = c->data + c->used;
    c->used += size;
    ASAN_UNPOISON_MEMORY_REGION(p, size);   /* after an arena_reset */
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(Arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = arena_alloc(a, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

void vec_push(PtrVec *v, void *item)
{
    if (v->len == v->cap) {
        int cap = v->cap ? v->cap * 2 : 2;   /* most lists (arguments, block items) are short */
        void **items = arena_alloc(compiler_arena, sizeof(void *) * (size_t)cap);
        if (v->len)
            memcpy(items, v->items, sizeof(void *) * (size_t)v->len);
        v->items = items;
        v->cap = cap;
    }
    v->items[v->len++] = item;
}

void *heap_grow(void *items, int *cap, size_t elem_size, int first_cap)
{
    int n = *cap ? *cap * 2 : first_cap;
    void *grown = realloc(items, elem_size * (size_t)n);
    if (!grown) {
        fputs("ampcc: out of memory\n", stderr);
        exit(1);
    }
    *cap = n;
    return grown;
}

void vec_push_heap(PtrVec *v, void *item)
{
    if (v->len == v->cap)
        v->items = heap_grow(v->items, &v->cap, sizeof(void *), 64);
    v->items[v->len++] = item;
}
