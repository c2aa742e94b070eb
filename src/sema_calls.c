/* sema_calls.c - restriction specifiers and the call graph (LANGUAGE.md
 * section 3, spec 2.3 and 2.4.2/2.4.3.4):
 *   - a function's declarations and definition agree on restrict(...);
 *   - amp code calls only amp or cpu,amp functions (and section 7 built-ins),
 *     cpu code calls no amp-only function;
 *   - no recursion among amp functions, directly or through a cycle;
 *   - the tile_static variables a kernel reaches fit in 32 KiB.
 * The call graph is kept for later passes (sema.h: sema_calls_from).
 */
#include <stdio.h>
#include <string.h>

#include "sema_internal.h"

enum { TILE_STATIC_LIMIT = 32768 };

/* ------------------------------------------------------------ string map */

typedef struct NameEntry {
    const char *name;
    unsigned mask;
    SrcLoc loc;
    Node *def;
} NameEntry;

static NameEntry *names;
static int names_cap, names_len;

static unsigned long hash_str(const char *s)
{
    unsigned long h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static NameEntry *name_slot(const char *name)
{
    if ((names_len + 1) * 2 > names_cap) {
        NameEntry *old = names;
        int old_cap = names_cap;
        names_cap = names_cap ? names_cap * 2 : 256;
        names = arena_alloc(compiler_arena, sizeof(NameEntry) * names_cap);
        names_len = 0;
        for (int i = 0; i < old_cap; i++)
            if (old[i].name) {
                NameEntry *e = name_slot(old[i].name);
                *e = old[i];
                names_len++;
            }
    }
    unsigned long i = hash_str(name) & (names_cap - 1);
    while (names[i].name && strcmp(names[i].name, name))
        i = (i + 1) & (names_cap - 1);
    return &names[i];
}

/* ------------------------------------------------------------ graph */

static PtrMap calls_by_caller;  /* ND_FUNCDEF / ND_KERNEL -> PtrVec* of ND_CALL */
static PtrMap call_target;      /* ND_CALL -> Symbol* */
static PtrMap tile_statics;     /* ND_FUNCDEF / ND_KERNEL -> PtrVec* of Symbol* */

static unsigned normal_mask(unsigned m)
{
    return m ? m : RESTRICT_CPU;
}

static const char *mask_text(unsigned m)
{
    m = normal_mask(m);
    if (m == (RESTRICT_CPU | RESTRICT_AMP))
        return "restrict(cpu, amp)";
    return m == RESTRICT_AMP ? "restrict(amp)" : "restrict(cpu)";
}

Node *sema_function_def(const Symbol *f)
{
    if (!f)
        return NULL;
    if (f->def && f->def->body)
        return f->def;
    if (!f->name)
        return NULL;
    if (!names_cap)
        return NULL;
    NameEntry *e = name_slot(f->name);
    return e->name ? e->def : NULL;
}

static unsigned callee_mask(Symbol *f)
{
    Node *def = sema_function_def(f);
    if (def && def->restrict_mask)
        return def->restrict_mask;
    return function_restrictions(f);
}

const PtrVec *sema_calls_from(const Node *fn_or_kernel)
{
    static PtrVec empty;
    PtrVec *v = pmap_get(&calls_by_caller, fn_or_kernel);
    return v ? v : &empty;
}

Symbol *sema_call_target(const Node *call)
{
    return pmap_get(&call_target, call);
}

static Node *caller_of(Ctx *c)
{
    return c->kernel ? c->kernel : c->func;
}

void calls_record(Ctx *c, Node *call, Symbol *callee)
{
    unsigned fm = callee_mask(callee);
    if (ctx_amp(c))
        callee->used_in_amp = true;
    if (ctx_amp(c) && !(fm & RESTRICT_AMP)) {
        error_at(call->loc, "call to cpu function '%s' from amp code; only restrict(amp) or restrict(cpu, amp) "
                 "functions can be called here", callee->name);
        if (callee->loc.file) /* not a runtime library function (src/library.h) */
            note_at(callee->loc, "'%s' declared here without restrict(amp)", callee->name);
    } else if (ctx_cpu(c) && !(fm & RESTRICT_CPU)) {
        error_at(call->loc, "call to amp function '%s' from cpu code; it runs only on the device: call it from "
                 "a kernel, or declare it restrict(cpu, amp)", callee->name);
        note_at(callee->loc, "'%s' declared restrict(amp) here", callee->name);
    }
    Node *caller = caller_of(c);
    if (!caller)
        return;
    PtrVec *v = pmap_get(&calls_by_caller, caller);
    if (!v) {
        v = NEW(PtrVec);
        pmap_put(&calls_by_caller, caller, v);
    }
    vec_push(v, call);
    pmap_put(&call_target, call, callee);
}

static unsigned declared_mask(Node *n)
{
    if (n->kind == ND_FUNCDEF && n->restrict_mask)
        return n->restrict_mask;
    Type *t = n->type ? n->type : (n->sym ? n->sym->type : NULL);
    if (t && t->kind == TY_FUNC && t->restrict_mask)
        return t->restrict_mask;
    if (n->kind == ND_FUNCDEF && n->sym)
        return n->sym->restrict_mask;
    return RESTRICT_CPU;
}

void calls_check_declaration(Node *n)
{
    Symbol *s = n->sym;
    if (!s || !s->name || s->scope_depth > 0)
        return;
    unsigned m = normal_mask(declared_mask(n));
    /* The Symbol keeps the latest declaration's position; the node has its own. */
    SrcLoc here = n->loc.file ? n->loc : s->loc;
    NameEntry *e = name_slot(s->name);
    if (!e->name) {
        e->name = s->name;
        e->mask = m;
        e->loc = here;
        names_len++;
    } else if (e->mask != m) {
        error_at(here, "'%s' is declared %s here but %s before; a declaration and the definition must "
                 "have the same restriction specifiers", s->name, mask_text(m), mask_text(e->mask));
        note_at(e->loc, "previous declaration of '%s' is here", s->name);
    }
    if (n->kind == ND_FUNCDEF && n->body)
        e->def = n;
}

void tile_static_record(Ctx *c, Symbol *s)
{
    Node *owner = caller_of(c);
    if (!owner)
        return;
    PtrVec *v = pmap_get(&tile_statics, owner);
    if (!v) {
        v = NEW(PtrVec);
        pmap_put(&tile_statics, owner, v);
    }
    vec_push(v, s);
}

/* ------------------------------------------------------------ recursion */

typedef struct Frame {
    Node *fn;
    Node *call; /* the call that led to the next frame */
} Frame;

static PtrMap dfs_state;    /* ND_FUNCDEF -> 1 on stack, 2 done */
static PtrMap in_reported_cycle;

void calls_reset(void)
{
    names = NULL;
    names_cap = names_len = 0;
    calls_by_caller = call_target = tile_statics = dfs_state = in_reported_cycle = (PtrMap){0};
}

static const char *fn_name(Node *fn)
{
    return fn->sym && fn->sym->name ? fn->sym->name : "kernel";
}

static void report_cycle(Frame *stack, int depth, int from, Node *closing_call, Symbol *target)
{
    for (int i = from; i < depth; i++)
        if (pmap_has(&in_reported_cycle, stack[i].fn))
            return;
    char path[512] = "";
    int len = 0;
    for (int i = from; i < depth && len < (int)sizeof path - 64; i++)
        len += snprintf(path + len, sizeof path - len, "'%s' -> ", fn_name(stack[i].fn));
    snprintf(path + len, sizeof path - len, "'%s'", target->name);
    if (depth - from == 1)
        error_at(closing_call->loc, "'%s' calls itself; amp code cannot be recursive", target->name);
    else
        error_at(closing_call->loc, "recursive call to '%s' (%s); amp code cannot be recursive, directly or "
                 "through other functions", target->name, path);
    for (int i = from; i < depth - 1; i++)
        note_at(stack[i].call->loc, "'%s' calls '%s' here", fn_name(stack[i].fn), fn_name(stack[i + 1].fn));
    for (int i = from; i < depth; i++)
        pmap_put(&in_reported_cycle, stack[i].fn, (void *)1);
}

static void dfs(Node *fn, Frame *stack, int depth)
{
    if (depth >= 256)
        return;
    pmap_put(&dfs_state, fn, (void *)1);
    stack[depth].fn = fn;
    const PtrVec *calls = sema_calls_from(fn);
    for (int i = 0; i < calls->len; i++) {
        Node *call = calls->items[i];
        Symbol *target = sema_call_target(call);
        Node *def = sema_function_def(target);
        if (!def || !(callee_mask(target) & RESTRICT_AMP))
            continue;
        stack[depth].call = call;
        if (pmap_get(&dfs_state, def) == (void *)1) {
            int from = depth;
            while (from > 0 && stack[from].fn != def)
                from--;
            if (stack[from].fn == def)
                report_cycle(stack, depth + 1, from, call, target);
        } else if (!pmap_get(&dfs_state, def)) {
            dfs(def, stack, depth + 1);
        }
    }
    pmap_put(&dfs_state, fn, (void *)2);
}

static void check_recursion(Unit *u)
{
    static Frame stack[257];
    for (int i = 0; i < u->tu->items.len; i++) {
        Node *n = u->tu->items.items[i];
        if (n && n->kind == ND_FUNCDEF && n->body && (normal_mask(n->restrict_mask ? n->restrict_mask
                                                       : function_restrictions(n->sym)) & RESTRICT_AMP) &&
            !pmap_get(&dfs_state, n))
            dfs(n, stack, 0);
    }
}

/* ------------------------------------------------------------ tile_static */

static long tile_static_bytes(Node *owner, PtrMap *seen, Symbol **largest)
{
    if (pmap_has(seen, owner))
        return 0;
    pmap_put(seen, owner, owner);
    long total = 0;
    PtrVec *v = pmap_get(&tile_statics, owner);
    for (int i = 0; v && i < v->len; i++) {
        Symbol *s = v->items[i];
        long size = s->type && s->type->size > 0 ? s->type->size : 0;
        total += size;
        if (!*largest || size > (*largest)->type->size)
            *largest = s;
    }
    const PtrVec *calls = sema_calls_from(owner);
    for (int i = 0; i < calls->len; i++) {
        Node *def = sema_function_def(sema_call_target(calls->items[i]));
        if (def)
            total += tile_static_bytes(def, seen, largest);
    }
    return total;
}

static void check_tile_static_total(Unit *u)
{
    for (int i = 0; i < u->kernels.len; i++) {
        Node *k = u->kernels.items[i];
        PtrMap seen = {0};
        Symbol *largest = NULL;
        long total = tile_static_bytes(k, &seen, &largest);
        if (total > TILE_STATIC_LIMIT) {
            error_at(k->loc, "this kernel uses %ld bytes of tile_static memory; at most 32 KiB (%d bytes) "
                     "are allowed", total, TILE_STATIC_LIMIT);
            note_at(largest->loc, "'%s' alone uses %ld bytes", largest->name, largest->type->size);
        }
    }
}

void calls_check_unit(Unit *u)
{
    check_recursion(u);
    check_tile_static_total(u);
}
