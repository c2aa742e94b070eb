/* sema_calls.c - restriction specifiers and the call graph (LANGUAGE.md
 * section 3, spec 2.3 and 2.4.2/2.4.3.4):
 *   - a function's declarations and definition agree on restrict(...);
 *   - amp code calls only amp or cpu,amp functions (and section 7 built-ins),
 *     cpu code calls no amp-only function;
 *   - no recursion among amp functions, directly or through a cycle;
 *   - the tile_static variables a kernel reaches fit in 32 KiB;
 *   - the amp functions a kernel reaches are defined in the unit.
 * The call graph is kept on the unit for later passes (sema.h: sema_calls_from).
 */
#include <stdio.h>
#include <string.h>

#include "sema_internal.h"

enum { TILE_STATIC_LIMIT = 32768 };

/* ------------------------------------------------------------ functions by name */

typedef struct NameEntry {
    const char *name;
    unsigned mask;
    SrcLoc loc;
    Node *def;
} NameEntry;

/* The entry for name, made empty (name NULL) on first use. */
static NameEntry *name_slot(CallGraph *g, const char *name)
{
    int len = (int)strlen(name);
    NameEntry *e = hash_get_str(&g->functions, name, len);
    if (!e) {
        e = NEW(NameEntry);
        hash_put_str(&g->functions, name, len, e);
    }
    return e;
}

/* ------------------------------------------------------------ graph */

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

/* The definition of f (with its body), wherever in the unit it is. */
static Node *function_def(CallGraph *g, const Symbol *f)
{
    if (!f)
        return NULL;
    if (f->def && f->def->body)
        return f->def;
    if (!f->name)
        return NULL;
    NameEntry *e = hash_get_str(&g->functions, f->name, (int)strlen(f->name));
    return e && e->name ? e->def : NULL;
}

static unsigned callee_mask(CallGraph *g, Symbol *f)
{
    Node *def = function_def(g, f);
    if (def && def->restrict_mask)
        return def->restrict_mask;
    return function_restrictions(f);
}

/* The calls a function or kernel makes directly (ND_CALL*), or NULL. */
static const PtrVec *calls_from(CallGraph *g, const Node *fn_or_kernel)
{
    return hash_get(&g->calls_by_caller, fn_or_kernel);
}

static Symbol *call_target(CallGraph *g, const Node *call)
{
    return hash_get(&g->call_target, call);
}

static Node *caller_of(Ctx *c)
{
    return c->kernel ? c->kernel : c->func;
}

void calls_record(Ctx *c, Node *call, Symbol *callee)
{
    CallGraph *g = &c->unit->calls;
    unsigned fm = callee_mask(g, callee);
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
    vec_push(hash_vec(&g->calls_by_caller, caller), call);
    hash_put(&g->call_target, call, callee);
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

/* A function defined twice with the same restrictions: gcc's error at the
 * second name. For an amp-only function the host compiler never sees either
 * body, so ampcc has to say it; the first definition is the one kept (the
 * parser leaves it the symbol's). */
static void function_redefined(const Node *def, const Node *first)
{
    error_at(def->loc, "redefinition of '%s'", def->sym->name);
    note_at(first->loc, "previous definition of '%s' with type '%s'", def->sym->name,
            type_to_string(first->type));
}

void calls_check_declaration(Ctx *c, Node *n)
{
    Symbol *s = n->sym;
    if (!s || !s->name || s->scope_depth > 0)
        return;
    unsigned m = normal_mask(declared_mask(n));
    /* The Symbol keeps the latest declaration's position; the node has its own. */
    SrcLoc here = n->loc.file ? n->loc : s->loc;
    NameEntry *e = name_slot(&c->unit->calls, s->name);
    if (!e->name) {
        e->name = s->name;
        e->mask = m;
        e->loc = here;
    } else if (e->mask != m) {
        error_at(here, "'%s' is declared %s here but %s before; a declaration and the definition must "
                 "have the same restriction specifiers", s->name, mask_text(m), mask_text(e->mask));
        note_at(e->loc, "previous declaration of '%s' is here", s->name);
    } else if (n->kind == ND_FUNCDEF && n->body && e->def) {
        function_redefined(n, e->def);
    }
    if (n->kind == ND_FUNCDEF && n->body && !e->def)
        e->def = n;
}

void tile_static_record(Ctx *c, Symbol *s)
{
    Node *owner = caller_of(c);
    if (!owner)
        return;
    vec_push(hash_vec(&c->unit->calls.tile_statics, owner), s);
}

/* ------------------------------------------------------------ recursion */

typedef struct Frame {
    Node *fn;
    Node *call; /* the call that led to the next frame */
} Frame;

/* The search for cycles among amp functions. */
typedef struct Search {
    CallGraph *g;
    HashMap state;             /* ND_FUNCDEF -> 1 on stack, 2 done */
    HashMap in_reported_cycle;
    Frame stack[257];
} Search;

static const char *fn_name(Node *fn)
{
    return fn->sym && fn->sym->name ? fn->sym->name : "kernel";
}

static void report_cycle(Search *se, int depth, int from, Node *closing_call, Symbol *target)
{
    Frame *stack = se->stack;
    for (int i = from; i < depth; i++)
        if (hash_has(&se->in_reported_cycle, stack[i].fn))
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
        hash_put(&se->in_reported_cycle, stack[i].fn, (void *)1);
}

static void dfs(Search *se, Node *fn, int depth)
{
    if (depth >= 256)
        return;
    Frame *stack = se->stack;
    hash_put(&se->state, fn, (void *)1);
    stack[depth].fn = fn;
    const PtrVec *calls = calls_from(se->g, fn);
    for (int i = 0; calls && i < calls->len; i++) {
        Node *call = calls->items[i];
        Symbol *target = call_target(se->g, call);
        Node *def = function_def(se->g, target);
        if (!def || !(callee_mask(se->g, target) & RESTRICT_AMP))
            continue;
        stack[depth].call = call;
        if (hash_get(&se->state, def) == (void *)1) {
            int from = depth;
            while (from > 0 && stack[from].fn != def)
                from--;
            if (stack[from].fn == def)
                report_cycle(se, depth + 1, from, call, target);
        } else if (!hash_get(&se->state, def)) {
            dfs(se, def, depth + 1);
        }
    }
    hash_put(&se->state, fn, (void *)2);
}

static void check_recursion(Unit *u)
{
    Search *se = NEW(Search);
    se->g = &u->sema->calls;
    for (int i = 0; i < u->tu->items.len; i++) {
        Node *n = u->tu->items.items[i];
        if (n && n->kind == ND_FUNCDEF && n->body && (normal_mask(n->restrict_mask ? n->restrict_mask
                                                       : function_restrictions(n->sym)) & RESTRICT_AMP) &&
            !hash_get(&se->state, n))
            dfs(se, n, 0);
    }
}

/* ------------------------------------------------------------ tile_static */

static long tile_static_bytes(CallGraph *g, Node *owner, HashMap *seen, Symbol **largest)
{
    if (hash_has(seen, owner))
        return 0;
    hash_put(seen, owner, owner);
    long total = 0;
    PtrVec *v = hash_get(&g->tile_statics, owner);
    for (int i = 0; v && i < v->len; i++) {
        Symbol *s = v->items[i];
        long size = s->type && s->type->size > 0 ? s->type->size : 0;
        total += size;
        if (!*largest || size > (*largest)->type->size)
            *largest = s;
    }
    const PtrVec *calls = calls_from(g, owner);
    for (int i = 0; calls && i < calls->len; i++) {
        Node *def = function_def(g, call_target(g, calls->items[i]));
        if (def)
            total += tile_static_bytes(g, def, seen, largest);
    }
    return total;
}

static void check_tile_static_total(Unit *u)
{
    for (int i = 0; i < u->kernels.len; i++) {
        Node *k = u->kernels.items[i];
        HashMap seen = {0};
        Symbol *largest = NULL;
        long total = tile_static_bytes(&u->sema->calls, k, &seen, &largest);
        hash_free(&seen);
        if (total > TILE_STATIC_LIMIT) {
            error_at(k->loc, "this kernel uses %ld bytes of tile_static memory; at most 32 KiB (%d bytes) "
                     "are allowed", total, TILE_STATIC_LIMIT);
            note_at(largest->loc, "'%s' alone uses %ld bytes", largest->name, largest->type->size);
        }
    }
}

/* ------------------------------------------------------------ definitions */

/* The kernels' code is compiled from this unit alone (there is no device
 * linker), so an amp function they reach must be defined here; otherwise the
 * OpenCL C calls an undeclared function and the build fails at run time. */
static void check_defined_callees(CallGraph *g, Node *owner, HashMap *seen)
{
    if (hash_has(seen, owner))
        return;
    hash_add(seen, owner);
    const PtrVec *calls = calls_from(g, owner);
    for (int i = 0; calls && i < calls->len; i++) {
        Node *call = calls->items[i];
        Symbol *f = call_target(g, call);
        if (!f || !f->loc.file || !(callee_mask(g, f) & RESTRICT_AMP))
            continue;   /* runtime library functions are defined by the runtime */
        Node *def = function_def(g, f);
        if (def) {
            check_defined_callees(g, def, seen);
            continue;
        }
        SrcLoc at = call->lhs ? call->lhs->loc : call->loc;
        error_at(at, "amp function '%s' is used in a kernel but never defined", f->name);
        note_at(f->loc, "'%s' declared here; define it in this file", f->name);
    }
}

/* Like the linker's undefined references, only for a unit that compiled. */
static void check_kernel_callees_defined(Unit *u)
{
    if (diag_error_count())
        return;
    HashMap seen = {0};
    for (int i = 0; i < u->kernels.len; i++)
        if (u->kernels.items[i])
            check_defined_callees(&u->sema->calls, u->kernels.items[i], &seen);
}

Node *sema_function_def(Unit *u, const Symbol *f)
{
    return function_def(&u->sema->calls, f);
}

const PtrVec *sema_calls_from(Unit *u, const Node *fn_or_kernel)
{
    static const PtrVec none;
    const PtrVec *v = calls_from(&u->sema->calls, fn_or_kernel);
    return v ? v : &none;
}

Symbol *sema_call_target(Unit *u, const Node *call)
{
    return call_target(&u->sema->calls, call);
}

void calls_check_unit(Unit *u)
{
    check_recursion(u);
    check_tile_static_total(u);
    check_kernel_callees_defined(u);
}
