/* tsrace.c - warnings about tile_static variables (LANGUAGE.md section 6,
 * seeds 000 and 001).
 *
 * 1. A read that no earlier write can feed. tile_static memory starts
 *    undefined, so reading a variable before any thread of the tile wrote it
 *    reads garbage: the seed's `tile_static float total; total += x;`. Each
 *    kernel and amp function is walked in program order with the set of its
 *    tile_static variables that some path may have written so far (union where
 *    paths meet; a loop body is walked silently first, so a write late in
 *    an iteration feeds a read early in the next). Taking the address of a
 *    variable, or passing an array of them to a function, counts as a write:
 *    the pointer may be written through. One warning per variable.
 *
 * 2. A tile_static variable in code a non-tiled parallel_for_each reaches
 *    (the kernel itself or the amp functions it calls, transitively): there is
 *    no tile to share it with (seed 000). One warning per variable, with a note
 *    at every such parallel_for_each.
 */
#include <string.h>

#include "addrspace.h"
#include "sema.h"

#define MAX_TS 64   /* tracked per body; beyond that a variable counts as written */

/* ------------------------------------------------- read before any write */

typedef struct RaceWalk {
    Symbol *ts[MAX_TS];
    int nts;
    uint64_t written;      /* tile_static variables some path may have written */
    int silent;            /* inside a loop's silent walk: its later writes are not known yet */
    int covered;           /* inside a loop's warning walk: its silent walk saw every write below */
    PtrVec warned;         /* Symbol*: said once */
} RaceWalk;

static int ts_index(RaceWalk *w, Symbol *s)
{
    for (int i = 0; i < w->nts; i++)
        if (w->ts[i] == s)
            return i;
    return -1;
}

static void mark_written(RaceWalk *w, Symbol *s)
{
    int i = ts_index(w, s);
    if (i >= 0)
        w->written |= 1ull << i;
}

static void check_read(RaceWalk *w, Node *ident)
{
    Symbol *s = ident->sym;
    int i = ts_index(w, s);
    if (i < 0 || (w->written & (1ull << i)) || w->silent)
        return;
    for (int k = 0; k < w->warned.len; k++)
        if (w->warned.items[k] == s)
            return;
    vec_push(&w->warned, s);
    diag_warn(W_TILE_STATIC_UNINITIALIZED, ident->loc,
              "tile_static variable '%s' is read before any thread of the tile writes it; "
              "its initial value is undefined", s->name);
}

static void race_expr(RaceWalk *w, Node *e);

static void race_child(Node *n, void *data)
{
    race_expr(data, n);
}

/* The parts of an lvalue that are evaluated (indices), not the object itself. */
static void race_lvalue_parts(RaceWalk *w, Node *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case ND_IDENT:
        return;
    case ND_INDEX:
        if (amp_lvalue_root(e->lhs))
            race_lvalue_parts(w, e->lhs);
        else
            race_expr(w, e->lhs);
        race_expr(w, e->rhs);
        return;
    case ND_MEMBER:
        if (e->is_arrow)
            race_expr(w, e->lhs);
        else
            race_lvalue_parts(w, e->lhs);
        return;
    default:
        race_expr(w, e);
        return;
    }
}

/* A write to lhs; `reads` when it also reads the old value (+=, ++). */
static void race_store(RaceWalk *w, Node *lhs, bool reads)
{
    Symbol *root = amp_lvalue_root(lhs);
    if (reads && root && lhs->kind == ND_IDENT)
        check_read(w, lhs);
    else if (reads && root)
        race_expr(w, lhs);                /* ts[i] += ... reads ts[i] and i */
    else
        race_lvalue_parts(w, lhs);
    if (root)
        mark_written(w, root);
}

static bool decays_from_ts_array(Node *arg)
{
    Symbol *root = amp_lvalue_root(arg);
    return root && root->is_tile_static && arg->type && arg->type->kind == TY_ARRAY;
}

/* A loop: a silent walk first gathers what its iterations write (`written`
 * only grows, so one walk finds all of it), then a walk that warns sees the
 * writes of later iterations too. A loop nested in one that was walked so
 * already needs no silent walk of its own: the outer one saw its writes.
 * So every loop is walked at most twice, whatever the nesting (walking each
 * loop twice made N nested loops cost 2^N walks, silently walking each inner
 * loop again made them cost N^2). */
static void race_loop_parts(RaceWalk *w, Node *first, Node *cond, Node *body, Node *inc)
{
    race_expr(w, first);
    race_expr(w, cond);
    race_expr(w, body);
    race_expr(w, inc);
}

static void race_walk_loop(RaceWalk *w, Node *first, Node *cond, Node *body, Node *inc)
{
    if (w->silent || w->covered) {
        race_loop_parts(w, first, cond, body, inc);
        return;
    }
    w->silent++;
    race_loop_parts(w, first, cond, body, inc);
    w->silent--;
    w->covered++;
    race_loop_parts(w, first, cond, body, inc);
    w->covered--;
}

static void race_expr(RaceWalk *w, Node *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case ND_IDENT:
        if (e->sym && e->sym->is_tile_static)
            check_read(w, e);
        return;
    case ND_ASSIGN:
        race_expr(w, e->rhs);
        race_store(w, e->lhs, e->op != BO_NONE);
        return;
    case ND_UNARY:
        if (node_is_incdec(e)) {
            race_store(w, e->lhs, true);
            return;
        }
        if (e->op == UO_ADDR) {          /* may be written through the pointer */
            race_store(w, e->lhs, false);
            return;
        }
        race_expr(w, e->lhs);
        return;
    case ND_CALL:
        race_expr(w, e->lhs);
        for (int i = 0; i < e->args.len; i++) {
            Node *arg = e->args.items[i];
            if (decays_from_ts_array(arg))
                race_store(w, arg, false);
            else
                race_expr(w, arg);
        }
        return;
    case ND_IF:
    case ND_COND: {
        race_expr(w, e->cond);
        uint64_t before = w->written;
        race_expr(w, e->then);
        uint64_t after_then = w->written;
        w->written = before;
        race_expr(w, e->els);
        w->written |= after_then;
        return;
    }
    case ND_WHILE:
        race_walk_loop(w, NULL, e->cond, e->body, NULL);
        return;
    case ND_DO:
        race_walk_loop(w, e->body, e->cond, NULL, NULL);
        return;
    case ND_FOR:
        race_expr(w, e->init);
        race_walk_loop(w, NULL, e->cond, e->body, e->inc);
        return;
    case ND_DECL:
        if (e->sym && e->sym->is_tile_static && ts_index(w, e->sym) < 0 && w->nts < MAX_TS)
            w->ts[w->nts++] = e->sym;
        ast_for_each_child(e, AST_WALK_EVALUATED, race_child, w);
        if (e->sym && (e->init || e->args.len))
            mark_written(w, e->sym);
        return;
    default:
        ast_for_each_child(e, AST_WALK_EVALUATED, race_child, w);
        return;
    }
}

static void check_reads_in(Node *body)
{
    RaceWalk w = {0};
    race_expr(&w, body);
}

/* ---------------------------------------- tile_static under a non-tiled pfe */

typedef struct Reach {
    PtrVec seen_funcs;     /* Symbol* already walked for this kernel */
    PtrVec found;          /* Symbol*: tile_static variables reached */
} Reach;

static bool contains(PtrVec *v, void *p)
{
    for (int i = 0; i < v->len; i++)
        if (v->items[i] == p)
            return true;
    return false;
}

static void reach_node(Node *n, void *data)
{
    Reach *r = data;
    if (n->kind == ND_DECL && n->sym && n->sym->is_tile_static && !contains(&r->found, n->sym))
        vec_push(&r->found, n->sym);
    if (n->kind == ND_CALL) {
        Symbol *f = amp_called_function(n);
        if (f && !contains(&r->seen_funcs, f)) {
            vec_push(&r->seen_funcs, f);
            reach_node(f->def->body, r);
        }
    }
    ast_for_each_child(n, AST_WALK_EVALUATED, reach_node, r);
}

typedef struct UntiledUse {
    Symbol *var;
    PtrVec pfes;           /* Node*: ND_PFE launching a non-tiled kernel that reaches var */
} UntiledUse;

/* uses: UntiledUse* in the order found */
static void record_untiled(PtrVec *uses, Symbol *var, Node *pfe)
{
    UntiledUse *use = NULL;
    for (int i = 0; i < uses->len && !use; i++)
        if (((UntiledUse *)uses->items[i])->var == var)
            use = uses->items[i];
    if (!use) {
        use = NEW(UntiledUse);
        use->var = var;
        vec_push(uses, use);
    }
    if (!contains(&use->pfes, pfe))
        vec_push(&use->pfes, pfe);
}

static void find_untiled_pfes(Node *n, void *data)
{
    if (n->kind == ND_PFE && n->rhs && n->rhs->kind == ND_KERNEL) {
        Node *k = n->rhs;
        bool tiled = k->kblock->kparam.type && k->kblock->kparam.type->kind == TY_TILED_INDEX;
        if (!tiled && k->kblock->kparam.type) {
            Reach r = {0};
            reach_node(k->body, &r);
            for (int i = 0; i < r.found.len; i++)
                record_untiled(data, r.found.items[i], n);
        }
    }
    ast_for_each_child(n, AST_WALK_EVALUATED, find_untiled_pfes, data);
}

static void warn_untiled(PtrVec *uses)
{
    for (int i = 0; i < uses->len; i++) {
        UntiledUse *use = uses->items[i];
        diag_warn(W_TILE_STATIC_UNTILED, use->var->loc,
                  "tile_static variable '%s' is used in a kernel that is not tiled; its "
                  "behaviour is undefined", use->var->name);
        for (int k = 0; k < use->pfes.len; k++)
            note_at(((Node *)use->pfes.items[k])->loc, "the kernel is launched here without tiles; "
                    "tile the domain with .tile<...>() to share tile_static memory");
    }
}

/* ---------------------------------------------------------------- entry */

void check_tile_static_races(Unit *u)
{
    if (!u || !u->tu)
        return;
    for (int i = 0; i < u->kernels.len; i++) {
        Node *k = u->kernels.items[i];
        if (k && k->body)
            check_reads_in(k->body);
    }
    for (int i = 0; i < u->tu->items.len; i++) {
        Node *def = u->tu->items.items[i];
        if (def && def->kind == ND_FUNCDEF && def->sym && def->body && (def->sym->restrict_mask & RESTRICT_AMP))
            check_reads_in(def->body);
    }
    PtrVec untiled_uses = {0};
    find_untiled_pfes(u->tu, &untiled_uses);
    warn_untiled(&untiled_uses);
}
