/* hash.c - the compiler's one hash table (see hash.h). */
#include "hash.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"

/* 32 bytes: the tables of a large unit hold millions of slots. */
struct HashSlot {
    const void *a, *b;   /* pointer keys; a = the text of a string key */
    void *val;
    unsigned hash;
    int tag;             /* SLOT_EMPTY, SLOT_POINTER, or SLOT_STRING + the key's length */
};

enum { SLOT_EMPTY, SLOT_POINTER, SLOT_STRING };

typedef struct Key {
    const void *a, *b;
    int tag;             /* as HashSlot.tag */
    unsigned hash;
} Key;

static unsigned hash_pointers(const void *a, const void *b)
{
    uint64_t x = (uint64_t)(uintptr_t)a * 0x9E3779B97F4A7C15ull ^ (uint64_t)(uintptr_t)b * 0xC2B2AE3D27D4EB4Full;
    return (unsigned)(x ^ (x >> 29));
}

static unsigned hash_bytes(const char *s, int len)
{
    unsigned h = 2166136261u; /* FNV-1a */
    for (int i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static Key pointer_key(const void *a, const void *b)
{
    return (Key){a, b, SLOT_POINTER, hash_pointers(a, b)};
}

static Key string_key(const char *s, int len)
{
    return (Key){s, NULL, SLOT_STRING + len, hash_bytes(s, len)};
}

static bool same_key(const HashSlot *s, const Key *k)
{
    if (s->hash != k->hash || s->tag != k->tag)
        return false;
    if (k->tag == SLOT_POINTER)
        return s->a == k->a && s->b == k->b;
    return memcmp(s->a, k->a, (size_t)(k->tag - SLOT_STRING)) == 0;
}

/* The slot holding k, or the empty slot where it would go. */
static HashSlot *find(const HashMap *m, const Key *k)
{
    unsigned mask = (unsigned)m->cap - 1, i = k->hash & mask;
    while (m->slots[i].tag != SLOT_EMPTY && !same_key(&m->slots[i], k))
        i = (i + 1) & mask;
    return &m->slots[i];
}

static const HashSlot *lookup(const HashMap *m, const Key *k)
{
    if (!m->cap)
        return NULL;
    const HashSlot *s = find(m, k);
    return s->tag != SLOT_EMPTY ? s : NULL;
}

/* Every slot array in use is linked into `live`, as the arena keeps its
 * blocks: a table that lives until exit stays reachable, so LeakSanitizer
 * does not report it (the compiler frees its data by exiting), while an
 * array given back on growth or by hash_free is unlinked and freed. */
typedef struct SlotBlock {
    struct SlotBlock *prev, *next;
} SlotBlock;
static SlotBlock live = {&live, &live};

static HashSlot *slots_new(int cap)
{
    SlotBlock *b = calloc(1, sizeof *b + (size_t)cap * sizeof(HashSlot));
    if (!b) {
        fputs("ampcc: out of memory\n", stderr);
        exit(1);
    }
    b->prev = &live;
    b->next = live.next;
    live.next->prev = b;
    live.next = b;
    return (HashSlot *)(b + 1);
}

static void slots_free(HashSlot *slots)
{
    if (!slots)
        return;
    SlotBlock *b = (SlotBlock *)slots - 1;
    b->prev->next = b->next;
    b->next->prev = b->prev;
    free(b);
}

/* The slots are malloc'ed, not in the arena, so that the old array is given
 * back when the table doubles (an arena would keep every size it went through). */
static void grow(HashMap *m)
{
    HashMap old = *m;
    m->cap = old.cap ? old.cap * 2 : 8;
    m->slots = slots_new(m->cap);
    for (int i = 0; i < old.cap; i++)
        if (old.slots[i].tag != SLOT_EMPTY) {
            Key k = {old.slots[i].a, old.slots[i].b, old.slots[i].tag, old.slots[i].hash};
            *find(m, &k) = old.slots[i];
        }
    slots_free(old.slots);
}

static void insert(HashMap *m, const Key *k, void *val)
{
    if ((m->len + 1) * 2 > m->cap)
        grow(m);
    HashSlot *s = find(m, k);
    if (s->tag == SLOT_EMPTY) {
        *s = (HashSlot){k->a, k->b, NULL, k->hash, k->tag};
        m->len++;
    }
    s->val = val;
}

void hash_free(HashMap *m)
{
    slots_free(m->slots);
    *m = (HashMap){0};
}

void *hash_get(const HashMap *m, const void *key)
{
    return key ? hash_get_pair(m, key, NULL) : NULL;
}

bool hash_has(const HashMap *m, const void *key)
{
    Key k = pointer_key(key, NULL);
    return key && lookup(m, &k);
}

void hash_put(HashMap *m, const void *key, void *val)
{
    if (key)
        hash_put_pair(m, key, NULL, val);
}

void hash_add(HashMap *m, const void *key)
{
    hash_put(m, key, (void *)key);
}

PtrVec *hash_vec(HashMap *m, const void *key)
{
    PtrVec *v = hash_get(m, key);
    if (!v) {
        v = NEW(PtrVec);
        hash_put(m, key, v);
    }
    return v;
}

void *hash_get_pair(const HashMap *m, const void *a, const void *b)
{
    Key k = pointer_key(a, b);
    const HashSlot *s = lookup(m, &k);
    return s ? s->val : NULL;
}

void hash_put_pair(HashMap *m, const void *a, const void *b, void *val)
{
    Key k = pointer_key(a, b);
    insert(m, &k, val);
}

void *hash_get_str(const HashMap *m, const char *s, int len)
{
    Key k = string_key(s, len);
    const HashSlot *slot = lookup(m, &k);
    return slot ? slot->val : NULL;
}

bool hash_has_str(const HashMap *m, const char *s, int len)
{
    Key k = string_key(s, len);
    return lookup(m, &k) != NULL;
}

void hash_put_str(HashMap *m, const char *s, int len, void *val)
{
    Key k = string_key(s, len);
    insert(m, &k, val);
}
