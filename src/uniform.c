/* uniform.c - barrier uniformity (C++ AMP spec 8.1.1, LANGUAGE.md section 6).
 *
 * Every thread of a tile must reach the same barriers in the same order, so a
 * barrier may only sit under control flow that every thread of the tile takes
 * alike: conditions that are *tile-uniform*. The analysis gives each value a
 * Uni: whether it may vary between the threads of a tile, and (inside an amp
 * function) which parameters it is uniform only if the caller's arguments are.
 *
 * Tile-uniform are literals, constants, captured variables (by value, the same
 * for all threads), idx.tile / tile_origin / tile_extent, view extents, locals
 * that are only assigned uniform values under uniform control, tile_static
 * variables read after a barrier with no write in between on that path, and
 * calls whose result depends only on uniform arguments. idx.global, idx.local,
 * memory reads through views, arrays or pointers, and atomics vary.
 *
 * One body (a kernel, or an amp function, analysed once and summarised) is
 * walked in program order with a State that is flow-sensitive for what must
 * be: whether tile_static variables are "clean" (a barrier since their last
 * write) and which threads have left a loop, switch or the function early
 * (`if (idx.local[0] == 0) return;` makes the rest of the body divergent).
 * Locals are flow-insensitive: the walk repeats until their Uni stop growing,
 * then a last walk reports. A loop's iterations are walked until the state at
 * its head stops growing, so that what the end of one iteration does reaches
 * the next; that state is kept per loop (LoopMemo), so nested loops cost
 * their size, not 2^depth walks.
 */
#include <limits.h>
#include <string.h>

#include "addrspace.h"
#include "sema.h"
#include "sema_internal.h"

#define NEAR_SCOPES 16  /* loops/switches whose exits a State holds inline; deeper ones in State.deep */
#define MAX_TS 64       /* tile_static variables tracked per body; others are never clean */

static const char divergent_barrier_msg[] =
    "barrier inside control flow that depends on the thread's index; every thread of a tile must "
    "reach the same barriers";
static const char divergent_cond_note[] = "this condition varies between the threads of a tile";

/* ------------------------------------------------------------------ Uni */

typedef struct Uni {
    bool varies;        /* may differ between the threads of one tile */
    uint64_t params;    /* uniform only if these parameters are (bit i = parameter i) */
    Node *why;          /* control: the condition that made it vary or depend on params */
} Uni;

static const Uni uniform = {0};

static bool uni_matters(Uni u)
{
    return u.varies || u.params;
}

static Uni uni_join(Uni a, Uni b)
{
    Uni r = { a.varies || b.varies, a.params | b.params, a.why };
    if (!r.why || (!a.varies && b.varies))
        r.why = b.why ? b.why : a.why;
    return r;
}

/* after is before joined with something: did it change (the `why` aside)? */
static bool uni_grew(Uni before, Uni after)
{
    return before.varies != after.varies || before.params != after.params;
}

static Uni varies_at(Node *why)
{
    Uni u = { true, 0, why };
    return u;
}

/* Control inside a construct whose condition `cond` has uniformity c. */
static Uni control_with(Uni ctl, Uni c, Node *cond)
{
    if (!uni_matters(c))
        return ctl;
    Uni r = ctl;
    r.params |= c.params;
    if (c.varies && !ctl.varies) {
        r.varies = true;
        r.why = cond;
    } else if (!r.why) {
        r.why = cond;
    }
    return r;
}

/* ---------------------------------------------------------------- State */

typedef struct TsState {
    bool after_barrier;  /* a tile_static-fencing barrier since the body began */
    uint64_t written;    /* tracked tile_static variables written since that barrier */
} TsState;

/* Paths that jumped out of a scope (break) or to its next iteration (continue). */
typedef struct Exit {
    bool seen;
    Uni gone;            /* control under which threads left: the rest is divergent if it varies */
    TsState ts;
} Exit;

enum { BRK, CONT };

/* The exits of the open scopes: inline for the outer NEAR_SCOPES, then in
 * `deep` (BRK and CONT of scope NEAR_SCOPES + i at 2i, 2i+1), an arena array
 * that copies of a State share: it is never written, a write copies it first
 * (exit_to_write). Scopes past ndeep have no exits yet. */
typedef struct State {
    bool dead;           /* no path reaches this point */
    TsState ts;
    Uni returned;        /* threads that already returned */
    Exit near[NEAR_SCOPES][2];
    Exit *deep;
    int ndeep;
} State;

static const Exit no_exit;

static const Exit *exit_of(const State *s, int d, int kind)
{
    if (d < NEAR_SCOPES)
        return &s->near[d][kind];
    d -= NEAR_SCOPES;
    return d < s->ndeep ? &s->deep[2 * d + kind] : &no_exit;
}

/* The exit, to be written: a deep one in a fresh copy of `deep`, grown to
 * reach scope d, so other States sharing the old array keep theirs. */
static Exit *exit_to_write(State *s, int d, int kind)
{
    if (d < NEAR_SCOPES)
        return &s->near[d][kind];
    d -= NEAR_SCOPES;
    int n = d < s->ndeep ? s->ndeep : d + 1;
    Exit *fresh = arena_alloc(compiler_arena, 2 * n * sizeof *fresh);
    if (s->ndeep)
        memcpy(fresh, s->deep, 2 * s->ndeep * sizeof *fresh);
    s->deep = fresh;
    s->ndeep = n;
    return &fresh[2 * d + kind];
}

/* Deep scopes past the last one with an exit hold nothing: dropped, so that
 * the States after a deep loop with a break carry no long array to join. */
static void trim_deep(State *s)
{
    while (s->ndeep && !s->deep[2 * s->ndeep - 2].seen && !s->deep[2 * s->ndeep - 1].seen)
        s->ndeep--;
}

static void exit_clear(State *s, int d, int kind)
{
    if (exit_of(s, d, kind)->seen) {
        *exit_to_write(s, d, kind) = no_exit;
        trim_deep(s);
    }
}

static TsState ts_join(TsState a, TsState b)
{
    TsState r = { a.after_barrier && b.after_barrier, a.written | b.written };
    return r;
}

static void exit_add(Exit *e, Uni gone, TsState ts)
{
    e->ts = e->seen ? ts_join(e->ts, ts) : ts;
    e->seen = true;
    e->gone = uni_join(e->gone, gone);
}

static Exit exit_join(Exit a, Exit b)
{
    if (!a.seen)
        return b;
    if (!b.seen)
        return a;
    exit_add(&a, b.gone, b.ts);
    return a;
}

/* r (a copy of a) gets a's deep exits joined with b's, in a fresh array. */
static void join_deep(State *r, const State *a, const State *b)
{
    if (a->deep == b->deep && a->ndeep == b->ndeep)
        return;                           /* shared: the join is the same array */
    if (!a->ndeep) {
        r->deep = b->deep;
        r->ndeep = b->ndeep;
        return;
    }
    int n = a->ndeep > b->ndeep ? a->ndeep : b->ndeep;
    Exit *fresh = arena_alloc(compiler_arena, 2 * n * sizeof *fresh);
    for (int i = 0; i < n; i++)
        for (int k = BRK; k <= CONT; k++)
            fresh[2 * i + k] = exit_join(*exit_of(a, NEAR_SCOPES + i, k), *exit_of(b, NEAR_SCOPES + i, k));
    r->deep = fresh;
    r->ndeep = n;
}

static State state_join(const State *a, const State *b)
{
    State r = *a;
    r.dead = a->dead && b->dead;
    r.ts = a->dead ? b->ts : b->dead ? a->ts : ts_join(a->ts, b->ts);
    r.returned = uni_join(a->returned, b->returned);
    for (int d = 0; d < NEAR_SCOPES; d++)
        for (int k = BRK; k <= CONT; k++)
            r.near[d][k] = exit_join(a->near[d][k], b->near[d][k]);
    if (b->ndeep)
        join_deep(&r, a, b);
    return r;
}

/* Paths that left through e rejoin here. */
static void state_rejoin(State *s, const Exit *e)
{
    if (!e->seen)
        return;
    s->ts = s->dead ? e->ts : ts_join(s->ts, e->ts);
    s->dead = false;
}

/* ------------------------------------------------------------ summaries */

/* What a call of an amp function means for its caller. */
typedef struct Summary {
    Symbol *func;
    Uni ret;                  /* the returned value */
    bool has_barrier;         /* reaches a barrier (not already reported as divergent) */
    Node *barrier;            /* the first one, or the call that leads to it */
    uint64_t barrier_params;  /* its barriers are uniform only if these parameters are */
    Node *param_cond;         /* a condition there that depends on parameters */
} Summary;

/* What the check learns of the unit as it goes (one per check_barrier_uniformity).
 * Hash maps, not lists: a unit may hold tens of thousands of amp functions
 * and kernels, and a list searched per function made the check quadratic. */
typedef struct Pass {
    HashMap summaries;        /* Symbol* (amp function) -> Summary* */
    HashMap reported;         /* Node*: barriers and calls already diagnosed */
    HashMap kernel_pfes;      /* ND_KERNEL* -> its ND_PFE* */
} Pass;

static bool once(Pass *p, Node *n)
{
    if (hash_has(&p->reported, n))
        return false;
    hash_add(&p->reported, n);
    return true;
}

/* ------------------------------------------------------------- the body */

typedef struct LocalUni {
    Symbol *sym;
    Uni uni;
    Node *cause;        /* where it first got a per-thread value, for the note */
    bool cause_is_rejoin; /* ... by threads leaving a loop or switch at different times */
} LocalUni;

typedef struct Body {
    Pass *pass;
    Node *kernel;             /* the kernel block, or NULL for a function */
    bool tiled;               /* kernel: takes a tiled_index */
    Symbol *func;             /* the amp function, or NULL */
    Summary *sum;
    Param *params;
    int nparams;
    PtrVec locals;            /* LocalUni*, in declaration order */
    HashMap local_by_sym;     /* Symbol* -> its LocalUni* */
    Symbol *ts[MAX_TS];
    int nts;
    int depth;                /* open loops/switches */
    State *switch_entry;      /* the innermost switch's state at entry, for its case labels */
    int switch_scope;         /* the innermost switch's scope, or -1 */
    int case_scope_min;       /* the outermost switch scope whose case labels the walk has met */
    unsigned local_gen;       /* counts growths of locals: a walk reads them */
    bool *is_loop;            /* per open scope: a loop (else a switch) */
    int is_loop_cap;
    HashMap loops;            /* loop Node* -> LoopMemo*, for the current pass */
    HashMap rejoined;         /* loop or switch Node* -> Uni*: breaks already made its locals vary */
    bool changed, report;
} Body;

static Summary *summarize(Pass *p, Symbol *func);

static LocalUni *local_of(Body *b, Symbol *s)
{
    return hash_get(&b->local_by_sym, s);
}

static int ts_bit(Body *b, Symbol *s)
{
    for (int i = 0; i < b->nts; i++)
        if (b->ts[i] == s)
            return i;
    return -1;
}

static int param_index(Body *b, Symbol *s)
{
    for (int i = 0; i < b->nparams; i++)
        if (b->params[i].sym == s)
            return i;
    return -1;
}

static void collect_decl(Node *n, void *data)
{
    Body *b = data;
    if (n->kind == ND_DECL && n->sym && n->sym->kind == SYM_VAR) {
        if (n->sym->is_tile_static) {
            if (b->nts < MAX_TS)
                b->ts[b->nts++] = n->sym;
        } else if (!local_of(b, n->sym)) {
            LocalUni *l = NEW(LocalUni);
            l->sym = n->sym;
            vec_push(&b->locals, l);
            hash_put(&b->local_by_sym, l->sym, l);
        }
    }
    ast_for_each_child(n, AST_WALK_EVALUATED, collect_decl, b);
}

/* The open scopes that may hold an exit: deep scopes past s->ndeep have none
 * yet, so code nested N loops deep costs no N-step walk per expression. */
static int scopes_with_exits(const Body *b, const State *s)
{
    int known = NEAR_SCOPES + s->ndeep;
    return b->depth < known ? b->depth : known;
}

/* Control at this point: the enclosing conditions plus threads that left early. */
static Uni effective(Body *b, Uni ctl, const State *s)
{
    Uni e = uni_join(ctl, s->returned);
    for (int d = 0; d < scopes_with_exits(b, s); d++) {
        e = uni_join(e, exit_of(s, d, BRK)->gone);
        e = uni_join(e, exit_of(s, d, CONT)->gone);
    }
    return e;
}

/* Control that decides whether a store happens, as far as the value stored is
 * concerned. Threads that returned never look at the variable again, and
 * threads that broke out of a loop or switch are handled when they rejoin
 * (make_assigned_locals_vary); threads that skipped the store with `continue`
 * meet the others at the next iteration holding the old value, so that counts. */
static Uni store_control(Body *b, Uni ctl, const State *s)
{
    Uni e = ctl;
    for (int d = 0; d < scopes_with_exits(b, s); d++)
        e = uni_join(e, exit_of(s, d, CONT)->gone);
    return e;
}

static void grow_local(Body *b, LocalUni *l, Uni by, Node *at, bool rejoin)
{
    Uni grown = uni_join(l->uni, by);
    grown.why = NULL;
    if (grown.varies && !l->uni.varies) {
        l->cause = at;
        l->cause_is_rejoin = rejoin;
    }
    if (grown.varies != l->uni.varies || grown.params != l->uni.params) {
        l->uni = grown;
        b->changed = true;
        b->local_gen++;
    }
}

typedef struct Rejoin {
    Body *b;
    Uni gone;
    HashMap inner;         /* Symbol*: declared inside the scope, not visible after it */
} Rejoin;

static void collect_inner(Node *n, void *data)
{
    Rejoin *r = data;
    if (n->kind == ND_DECL && n->sym)
        hash_add(&r->inner, n->sym);
    ast_for_each_child(n, AST_WALK_EVALUATED, collect_inner, r);
}

static void vary_assigned(Node *n, void *data)
{
    Rejoin *r = data;
    Node *target = n->kind == ND_ASSIGN || node_is_incdec(n) ? n->lhs : NULL;
    Symbol *root = target ? amp_lvalue_root(target) : NULL;
    LocalUni *l = root && !hash_has(&r->inner, root) ? local_of(r->b, root) : NULL;
    if (l)
        grow_local(r->b, l, r->gone, n, true);
    ast_for_each_child(n, AST_WALK_EVALUATED, vary_assigned, r);
}

/* Threads that broke out of `scope` at different times rejoin after it: the
 * locals it assigns hold per-thread values from then on. Locals only grow, so
 * a scope is searched again only when what its breaks carry has grown (each
 * walk of an enclosing loop searching it again made nesting cubic). */
static void make_assigned_locals_vary(Body *b, Node *scope, const Exit *breaks)
{
    if (!breaks->seen || !uni_matters(breaks->gone))
        return;
    Uni *applied = hash_get(&b->rejoined, scope);
    if (applied && !uni_grew(*applied, uni_join(*applied, breaks->gone)))
        return;
    if (!applied) {
        applied = NEW(Uni);
        hash_put(&b->rejoined, scope, applied);
    }
    *applied = uni_join(*applied, breaks->gone);
    Rejoin r = { b, breaks->gone, {0} };
    collect_inner(scope, &r);
    vary_assigned(scope, &r);
}

static Type *type_of(const Node *n)
{
    if (!n)
        return NULL;
    if (n->type)
        return n->type;
    return n->kind == ND_IDENT && n->sym ? n->sym->type : NULL;
}

static bool type_is(const Node *n, TypeKind k)
{
    Type *t = type_of(n);
    return t && t->kind == k;
}

static bool is_memory_object(const Node *n)
{
    return type_is(n, TY_ARRAY_VIEW) || type_is(n, TY_AMP_ARRAY);
}

/* ------------------------------------------------------------ values */

static Uni eval(Body *b, Node *e, Uni ctl, State *s);
static void walk(Body *b, Node *n, Uni ctl, State *s);

static Uni ident_uni(Body *b, Node *e, State *s)
{
    Symbol *sym = e->sym;
    if (!sym || sym->kind != SYM_VAR)
        return uniform;
    if (sym->is_tile_static) {
        int bit = ts_bit(b, sym);
        bool clean = bit >= 0 && s->ts.after_barrier && !(s->ts.written & (1ull << bit));
        return clean ? uniform : varies_at(e);
    }
    if (b->kernel && sym == b->kernel->kblock->kparam.sym)
        return b->tiled ? uniform : varies_at(e);   /* tiled: its members decide */
    int p = param_index(b, sym);
    if (p >= 0) {
        if (type_is(e, TY_TILED_INDEX))
            return uniform;
        Uni u = { p >= 64, p < 64 ? 1ull << p : 0, NULL };
        return u;
    }
    LocalUni *l = local_of(b, sym);
    return l ? l->uni : uniform;   /* otherwise a capture or a constant */
}

/* The result of AMP operation e->ampop (none: a C operation) on operands of
 * uniformity `operands`. */
static Uni op_uni(Node *e, Uni operands)
{
    switch (ampop_info(e->ampop)->uni) {
    case U_THREAD:
        return varies_at(e);              /* idx.global, element loads, atomics' old values */
    case U_OPERANDS:
    case U_BARRIER:
        break;
    }
    return operands;
}

static Uni member_uni(Body *b, Node *e, Uni ctl, State *s)
{
    if (e->is_arrow) {
        eval(b, e->lhs, ctl, s);
        return varies_at(e);              /* a load through a pointer */
    }
    Uni obj = eval(b, e->lhs, ctl, s);
    return op_uni(e, obj);                /* struct members, view extents, idx.tile, ... */
}

static Uni index_uni(Body *b, Node *e, Uni ctl, State *s)
{
    if (e->ampop) {   /* v[idx] loads vary; e[k], and v[i] as a view, are as uniform as their operands */
        Uni l = eval(b, e->lhs, ctl, s);
        return op_uni(e, uni_join(l, eval(b, e->rhs, ctl, s)));
    }
    if (type_is(e->lhs, TY_PTR) || type_is(e->rhs, TY_PTR)) {
        eval(b, e->lhs, ctl, s);
        eval(b, e->rhs, ctl, s);
        return varies_at(e);              /* a load through a pointer */
    }
    Uni l = eval(b, e->lhs, ctl, s);
    return uni_join(l, eval(b, e->rhs, ctl, s));
}

/* The index expressions inside an lvalue, without reading the lvalue itself. */
static Uni lvalue_parts(Body *b, Node *e, Uni ctl, State *s)
{
    if (!e)
        return uniform;
    switch (e->kind) {
    case ND_IDENT:
        return uniform;
    case ND_INDEX:
        if (type_is(e->lhs, TY_PTR))
            return uni_join(eval(b, e->lhs, ctl, s), eval(b, e->rhs, ctl, s));
        return uni_join(lvalue_parts(b, e->lhs, ctl, s), eval(b, e->rhs, ctl, s));
    case ND_MEMBER:
        return e->is_arrow ? eval(b, e->lhs, ctl, s) : lvalue_parts(b, e->lhs, ctl, s);
    case ND_UNARY:
        return e->op == UO_DEREF ? eval(b, e->lhs, ctl, s) : eval(b, e, ctl, s);
    case ND_CALL: {
        Uni u = uniform;
        for (int i = 0; i < e->args.len; i++)
            u = uni_join(u, eval(b, e->args.items[i], ctl, s));
        return u;
    }
    default:
        return eval(b, e, ctl, s);
    }
}

static bool writes_through_pointer(Node *lhs)
{
    for (Node *e = lhs; e;) {
        if (e->kind == ND_UNARY && e->op == UO_DEREF)
            return true;
        if (e->kind == ND_MEMBER && e->is_arrow)
            return true;
        if (e->kind == ND_INDEX && (type_is(e->lhs, TY_PTR) || type_is(e->rhs, TY_PTR)))
            return true;
        if (e->kind != ND_INDEX && e->kind != ND_MEMBER)
            return false;
        e = e->lhs;
    }
    return false;
}

/* lhs receives a value of uniformity v (parts: its index expressions). */
static void store(Body *b, Node *at, Node *lhs, Uni v, Uni parts, Uni ctl, State *s)
{
    Symbol *root = amp_lvalue_root(lhs);
    if (root && root->is_tile_static) {
        int bit = ts_bit(b, root);
        if (bit >= 0)
            s->ts.written |= 1ull << bit;
        return;
    }
    if (root) {
        LocalUni *l = local_of(b, root);
        if (!l)
            return;
        grow_local(b, l, uni_join(v, uni_join(parts, store_control(b, ctl, s))), at, false);
        return;
    }
    if (writes_through_pointer(lhs))
        s->ts.after_barrier = false;   /* it may have written any tile_static variable */
}

static Uni assign_uni(Body *b, Node *e, Uni ctl, State *s)
{
    Uni v = eval(b, e->rhs, ctl, s);
    Uni parts = lvalue_parts(b, e->lhs, ctl, s);
    if (e->op != BO_NONE) {
        State probe = *s;                 /* reading the target, not evaluating it twice */
        v = uni_join(v, eval(b, e->lhs, ctl, &probe));
    }
    store(b, e, e->lhs, v, parts, ctl, s);
    return v;
}

static Uni unary_uni(Body *b, Node *e, Uni ctl, State *s)
{
    switch (e->op) {
    case UO_PREINC: case UO_PREDEC: case UO_POSTINC: case UO_POSTDEC: {
        Uni parts = lvalue_parts(b, e->lhs, ctl, s);
        State probe = *s;
        Uni v = eval(b, e->lhs, ctl, &probe);
        store(b, e, e->lhs, v, parts, ctl, s);
        return v;
    }
    case UO_ADDR: {
        Uni parts = lvalue_parts(b, e->lhs, ctl, s);
        Symbol *root = amp_lvalue_root(e->lhs);
        if (root && root->is_tile_static)   /* it may be written through the pointer */
            store(b, e, e->lhs, uniform, parts, ctl, s);
        return varies_at(e);
    }
    case UO_DEREF:
        eval(b, e->lhs, ctl, s);
        return varies_at(e);
    default:
        return eval(b, e->lhs, ctl, s);
    }
}

static Uni logical_uni(Body *b, Node *e, Uni ctl, State *s)
{
    Uni l = eval(b, e->lhs, ctl, s);
    State rhs_state = *s;                 /* the right operand may not run */
    Uni r = eval(b, e->rhs, control_with(ctl, l, e->lhs), &rhs_state);
    *s = state_join(s, &rhs_state);
    return uni_join(l, r);
}

static Uni cond_uni(Body *b, Node *e, Uni ctl, State *s)
{
    Uni c = eval(b, e->cond, ctl, s);
    Uni arms = control_with(ctl, c, e->cond);
    State t = *s, f = *s;
    Uni vt = e->then ? eval(b, e->then, arms, &t) : c;
    Uni vf = eval(b, e->els, arms, &f);
    *s = state_join(&t, &f);
    return uni_join(c, uni_join(vt, vf));
}

/* ------------------------------------------------------------- barriers */

static Node *pfe_of(Pass *p, Node *kernel)
{
    return hash_get(&p->kernel_pfes, kernel);
}

typedef struct CauseSearch {
    Body *b;
    LocalUni *found;
    bool direct;         /* the condition reads per-thread data itself */
} CauseSearch;

static bool reads_thread_data(Node *n)
{
    if (ampop_info(n->ampop)->uni == U_THREAD)
        return true;    /* idx.global, idx.local, element loads, atomics */
    if (n->kind == ND_INDEX || n->kind == ND_CALL)
        return is_memory_object(n->lhs) || type_is(n->lhs, TY_PTR);
    return (n->kind == ND_UNARY && n->op == UO_DEREF) || (n->kind == ND_MEMBER && n->is_arrow);
}

static void find_varying_local(Node *n, void *data)
{
    CauseSearch *c = data;
    c->direct = c->direct || reads_thread_data(n);
    if (n->kind == ND_IDENT && n->sym) {
        LocalUni *l = local_of(c->b, n->sym);
        if (l && l->uni.varies && l->cause && !c->found)
            c->found = l;
        return;
    }
    ast_for_each_child(n, AST_WALK_EVALUATED, find_varying_local, c);
}

/* The notes under a divergence error: the condition, and when a local in it
 * is what varies, where that local got its per-thread value. */
static void note_divergence(Body *b, Node *cond)
{
    if (!cond)
        return;
    note_at(cond->loc, divergent_cond_note);
    CauseSearch c = { b, NULL, false };
    find_varying_local(cond, &c);
    if (!c.found || c.direct)
        return;
    if (c.found->cause_is_rejoin)
        note_at(c.found->cause->loc, "'%s' is assigned here, in a loop or switch that threads leave at "
                "different times", c.found->sym->name);
    else
        note_at(c.found->cause->loc, "'%s' gets a per-thread value here", c.found->sym->name);
}

static void report_untiled(Body *b, Node *at, Node *barrier_in_callee)
{
    if (!b->report || !once(b->pass, at))
        return;
    error_at(at->loc, "barrier in a kernel that is not tiled; tile the domain with .tile<...>() and "
             "take a tiled_index parameter");
    if (barrier_in_callee)
        note_at(barrier_in_callee->loc, "the barrier is reached here");
    Node *pfe = pfe_of(b->pass, b->kernel);
    if (pfe)
        note_at(pfe->loc, "the kernel is launched here without tiles");
}

/* The summary of the body being walked records a barrier reached under ctl. */
static void summary_add_barrier(Body *b, Node *at, Uni e)
{
    if (!b->sum)
        return;
    b->sum->has_barrier = true;
    if (!b->sum->barrier)
        b->sum->barrier = at;
    if (e.params && !b->sum->param_cond)
        b->sum->param_cond = e.why;
    b->sum->barrier_params |= e.params;
}

static void barrier(Body *b, Node *call, BarrierKind kind, Uni ctl, State *s)
{
    Uni e = effective(b, ctl, s);
    if (b->kernel && !b->tiled) {
        report_untiled(b, call, NULL);
    } else if (e.varies) {
        if (b->report && once(b->pass, call)) {
            error_at(call->loc, divergent_barrier_msg);
            note_divergence(b, e.why);
        }
    } else {
        summary_add_barrier(b, call, e);
    }
    if (kind == BARRIER_ALL || kind == BARRIER_TILE_STATIC) {
        s->ts.after_barrier = true;
        s->ts.written = 0;
    }
}

/* A call of a function that reaches a barrier counts as a barrier here. */
static void barrier_call(Body *b, Node *call, Summary *callee, const Uni *args, Uni ctl, State *s)
{
    const char *name = callee->func->name;
    Uni e = effective(b, ctl, s);
    if (b->kernel && !b->tiled) {
        report_untiled(b, call, callee->barrier);
        return;
    }
    if (e.varies) {
        if (b->report && once(b->pass, call)) {
            error_at(call->loc, "call to '%s', which waits at a barrier, inside control flow that depends "
                     "on the thread's index; every thread of a tile must reach the same barriers", name);
            note_divergence(b, e.why);
            note_at(callee->barrier->loc, "'%s' reaches the barrier here", name);
        }
        return;
    }
    for (int i = 0; i < 64 && i < call->args.len; i++) {
        if (!(callee->barrier_params & (1ull << i)))
            continue;
        if (args[i].varies) {
            if (b->report && once(b->pass, call)) {
                Node *arg = call->args.items[i];
                error_at(call->loc, "call to '%s' reaches a barrier under a condition that depends on an "
                         "argument that varies between the threads of a tile; every thread of a tile must "
                         "reach the same barriers", name);
                note_at(arg->loc, "this argument varies between the threads of a tile");
                if (callee->param_cond)
                    note_at(callee->param_cond->loc, "the barrier in '%s' depends on it here", name);
            }
            return;
        }
        e.params |= args[i].params;
        if (args[i].params && !e.why)
            e.why = callee->param_cond;
    }
    summary_add_barrier(b, call, e);
}

/* --------------------------------------------------------------- calls */

static bool has_pointer_arg(Node *call)
{
    for (int i = 0; i < call->args.len; i++) {
        Type *t = type_of(call->args.items[i]);
        if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY))
            return true;
    }
    return false;
}

static Uni user_call_uni(Body *b, Node *call, Symbol *f, Uni ctl, State *s)
{
    int n = call->args.len;
    Uni *args = arena_alloc(compiler_arena, (n ? n : 1) * sizeof(Uni));
    for (int i = 0; i < n; i++)
        args[i] = eval(b, call->args.items[i], ctl, s);
    Summary *sum = summarize(b->pass, f);
    Uni result = { sum->ret.varies, 0, NULL };
    for (int i = 0; i < n && i < 64; i++)
        if (sum->ret.params & (1ull << i))
            result = uni_join(result, args[i]);
    if (sum->has_barrier)
        barrier_call(b, call, sum, args, ctl, s);
    /* Its barrier makes this body's tile_static writes visible, unless it may
     * write them itself through a pointer argument. */
    if (has_pointer_arg(call)) {
        s->ts.after_barrier = false;
    } else if (sum->has_barrier) {
        s->ts.after_barrier = true;
        s->ts.written = 0;
    }
    if (result.varies && !result.why)
        result.why = call;
    return result;
}

static Uni call_uni(Body *b, Node *e, Uni ctl, State *s)
{
    BarrierKind kind = amp_barrier_kind(e);
    if (kind != BARRIER_NONE) {
        barrier(b, e, kind, ctl, s);
        return uniform;
    }
    Symbol *f = amp_called_function(e);
    if (f)
        return user_call_uni(b, e, f, ctl, s);
    Uni u = uniform;
    if (e->lhs && e->lhs->kind == ND_MEMBER)
        u = eval(b, e->lhs->lhs, ctl, s);          /* e.size(), ext.contains(i), ... */
    for (int i = 0; i < e->args.len; i++)
        u = uni_join(u, eval(b, e->args.items[i], ctl, s));
    return op_uni(e, u);                            /* v(i, j) loads and atomics vary; math does not */
}

static Uni children_uni(Body *b, Node *e, Uni ctl, State *s);

static Uni eval(Body *b, Node *e, Uni ctl, State *s)
{
    if (!e)
        return uniform;
    switch (e->kind) {
    case ND_INT_LIT: case ND_FLOAT_LIT: case ND_CHAR_LIT: case ND_STRING_LIT:
    case ND_SIZEOF_EXPR: case ND_SIZEOF_TYPE: case ND_ALIGNOF:
        return uniform;
    case ND_IDENT:
        return ident_uni(b, e, s);
    case ND_MEMBER:
        return member_uni(b, e, ctl, s);
    case ND_INDEX:
        return index_uni(b, e, ctl, s);
    case ND_ASSIGN:
        return assign_uni(b, e, ctl, s);
    case ND_UNARY:
        return unary_uni(b, e, ctl, s);
    case ND_BINARY:
        if (e->op == BO_LOGAND || e->op == BO_LOGOR)
            return logical_uni(b, e, ctl, s);
        return uni_join(eval(b, e->lhs, ctl, s), eval(b, e->rhs, ctl, s));
    case ND_COND:
        return cond_uni(b, e, ctl, s);
    case ND_COMMA:
        eval(b, e->lhs, ctl, s);
        return eval(b, e->rhs, ctl, s);
    case ND_CAST:
        return eval(b, e->lhs, ctl, s);
    case ND_CALL:
        return call_uni(b, e, ctl, s);
    case ND_STMT_EXPR:
        walk(b, e->body, ctl, s);
        return varies_at(e);
    default:
        return children_uni(b, e, ctl, s);   /* initializer lists, AMP value forms */
    }
}

typedef struct ChildEval {
    Body *b;
    Uni ctl, acc;
    State *s;
} ChildEval;

static void eval_child(Node *n, void *data)
{
    ChildEval *c = data;
    c->acc = uni_join(c->acc, eval(c->b, n, c->ctl, c->s));
}

static Uni children_uni(Body *b, Node *e, Uni ctl, State *s)
{
    ChildEval c = { b, ctl, uniform, s };
    ast_for_each_child(e, AST_WALK_EVALUATED, eval_child, &c);
    return c.acc;
}

/* ----------------------------------------------------------- statements */

static void grow_scopes(Body *b)
{
    int cap = b->is_loop_cap ? 2 * b->is_loop_cap : NEAR_SCOPES;
    bool *grown = arena_alloc(compiler_arena, cap * sizeof *grown);
    if (b->is_loop_cap)
        memcpy(grown, b->is_loop, b->is_loop_cap * sizeof *grown);
    b->is_loop = grown;
    b->is_loop_cap = cap;
}

static int open_scope(Body *b, bool is_loop, State *s)
{
    int d = b->depth;
    if (d == b->is_loop_cap)
        grow_scopes(b);
    b->is_loop[d] = is_loop;
    exit_clear(s, d, BRK);
    exit_clear(s, d, CONT);
    b->depth++;
    return d;
}

static void close_scope(Body *b, int d, State *s)
{
    exit_clear(s, d, BRK);
    exit_clear(s, d, CONT);
    b->depth--;
}

static int target_scope(Body *b, bool loop_only)
{
    for (int d = b->depth - 1; d >= 0; d--)
        if (!loop_only || b->is_loop[d])
            return d;
    return -1;
}

static void jump(Body *b, Node *n, Uni ctl, State *s)
{
    int d = target_scope(b, n->kind == ND_CONTINUE);
    if (d >= 0) {
        Uni gone = effective(b, ctl, s);
        if (!uni_matters(gone))
            gone = uniform;
        else if (!gone.why)
            gone.why = n;
        exit_add(exit_to_write(s, d, n->kind == ND_BREAK ? BRK : CONT), gone, s->ts);
    }
    s->dead = true;
}

static void walk_return(Body *b, Node *n, Uni ctl, State *s)
{
    Uni v = eval(b, n->lhs, ctl, s);
    Uni e = effective(b, ctl, s);
    if (b->sum)
        b->sum->ret = uni_join(b->sum->ret, uni_join(v, e));
    if (uni_matters(e))
        s->returned = uni_join(s->returned, e);
    s->dead = true;
}

static void walk_if(Body *b, Node *n, Uni ctl, State *s)
{
    Uni c = eval(b, n->cond, ctl, s);
    Uni inner = control_with(ctl, c, n->cond);
    State t = *s, f = *s;
    walk(b, n->then, inner, &t);
    walk(b, n->els, inner, &f);
    *s = state_join(&t, &f);
}

/* What one walk of a loop learned, kept for its next walk in the same pass:
 * the state at its head (joined over every iteration seen) and, for a
 * do-while, the uniformity of its condition. A loop met again (in the next
 * iteration of an enclosing loop) starts from there, so it is walked again
 * only when its head grows; walking each body twice made N nested loops cost
 * 2^N walks.
 *
 * It also keeps its last iteration: what an iteration from `head` gave,
 * under which control and which values of the locals. An iteration from the
 * very same head, control and locals replays it instead of walking the body:
 * the walk would give the same, and its effects (locals and the summary
 * grown, errors reported once) were had the first time. Walking it again
 * made a loop's body cost one walk per enclosing loop, N^2/2 for N levels. */
typedef struct Iteration {
    bool valid;
    Uni ctl, do_cond;         /* the control and do-while condition it ran under */
    unsigned local_gen;       /* the locals it read: Body.local_gen then */
    State end;                /* the state at its end */
    bool tested;              /* it tested the condition (threads leave there) ... */
    State at_test;            /* ... in this state */
    Uni cond;                 /* a do-while's condition */
} Iteration;

typedef struct LoopMemo {
    State head;
    Uni do_cond;
    bool foreign_cases;       /* holds case labels of an enclosing switch: never replayed */
    Iteration last;
} LoopMemo;

static bool exit_grew(const Exit *before, const Exit *after)
{
    return before->seen != after->seen || uni_grew(before->gone, after->gone) ||
           before->ts.after_barrier != after->ts.after_barrier || before->ts.written != after->ts.written;
}

/* after is before joined with something: did it change (the `why`s aside)? */
static bool state_grew(const State *before, const State *after)
{
    if (before->dead != after->dead || uni_grew(before->returned, after->returned))
        return true;
    if (!after->dead && (before->ts.after_barrier != after->ts.after_barrier ||
                         before->ts.written != after->ts.written))
        return true;
    int depth = NEAR_SCOPES + (before->ndeep > after->ndeep ? before->ndeep : after->ndeep);
    for (int d = 0; d < depth; d++)
        for (int k = BRK; k <= CONT; k++)
            if (exit_grew(exit_of(before, d, k), exit_of(after, d, k)))
                return true;
    return false;
}

static bool uni_same(Uni a, Uni b)
{
    return a.varies == b.varies && a.params == b.params && a.why == b.why;
}

/* Exactly equal, the `why`s included: a replayed walk must be the walk. */
static bool state_same(const State *a, const State *b)
{
    if (a->dead != b->dead || !uni_same(a->returned, b->returned) ||
        a->ts.after_barrier != b->ts.after_barrier || a->ts.written != b->ts.written)
        return false;
    int depth = NEAR_SCOPES + (a->ndeep > b->ndeep ? a->ndeep : b->ndeep);
    for (int d = 0; d < depth; d++)
        for (int k = BRK; k <= CONT; k++) {
            const Exit *x = exit_of(a, d, k), *y = exit_of(b, d, k);
            if (x->seen != y->seen || !uni_same(x->gone, y->gone) || x->ts.after_barrier != y->ts.after_barrier ||
                x->ts.written != y->ts.written)
                return false;
        }
    return true;
}

/* The head changes: the last iteration (from the old head) no longer applies. */
static void set_head(LoopMemo *m, const State *head)
{
    if (!state_same(&m->head, head))
        m->last.valid = false;
    m->head = *head;
}

static LoopMemo *loop_memo(Body *b, Node *loop, const State *entry)
{
    LoopMemo *m = hash_get(&b->loops, loop);
    if (!m) {
        m = NEW(LoopMemo);
        m->head = *entry;
        hash_put(&b->loops, loop, m);
    }
    return m;
}

static bool can_replay(const Body *b, const LoopMemo *m, Uni ctl)
{
    const Iteration *it = &m->last;
    return it->valid && !m->foreign_cases && it->local_gen == b->local_gen && uni_same(it->ctl, ctl) &&
           uni_same(it->do_cond, m->do_cond);
}

static State replay_iteration(LoopMemo *m, State *left_by_cond)
{
    const Iteration *it = &m->last;
    if (it->tested)
        *left_by_cond = state_join(left_by_cond, &it->at_test);
    m->do_cond = uni_join(m->do_cond, it->cond);
    return it->end;
}

/* The iteration's condition was tested in state `at`, with uniformity c. */
static void tested(LoopMemo *m, State *left_by_cond, const State *at, Uni c)
{
    *left_by_cond = state_join(left_by_cond, at);
    m->last.tested = true;
    m->last.at_test = *at;
    m->last.cond = c;
}

/* One iteration from m->head: the condition, the body, the increment. The
 * state at its end is returned; left_by_cond gathers the states in which the
 * condition was tested (threads leave the loop there). */
static State walk_iteration(Body *b, Node *n, int d, Uni ctl, LoopMemo *m, State *left_by_cond)
{
    State it = m->head;
    exit_clear(&it, d, CONT);
    Uni body_ctl = control_with(ctl, m->do_cond, n->cond);
    if (n->kind != ND_DO && n->cond) {
        Uni c = eval(b, n->cond, effective(b, ctl, &it), &it);
        body_ctl = control_with(ctl, c, n->cond);
        tested(m, left_by_cond, &it, uniform);
    }
    walk(b, n->body, body_ctl, &it);
    state_rejoin(&it, exit_of(&it, d, CONT));
    exit_clear(&it, d, CONT);                 /* continuing threads are back */
    if (n->kind == ND_DO && n->cond) {
        Uni c = eval(b, n->cond, body_ctl, &it);
        m->do_cond = uni_join(m->do_cond, c);
        tested(m, left_by_cond, &it, c);
    }
    if (n->kind == ND_FOR && n->inc)
        eval(b, n->inc, body_ctl, &it);
    return it;
}

/* An iteration, replayed when it can be, else walked and kept. Case labels
 * met in the body whose switch encloses the loop (Duff's device) make it
 * depend on that switch's entry: such a loop is never replayed. */
static State loop_iteration(Body *b, Node *n, int d, Uni ctl, LoopMemo *m, State *left_by_cond)
{
    if (can_replay(b, m, ctl))
        return replay_iteration(m, left_by_cond);
    Iteration *last = &m->last;
    last->valid = false;
    last->tested = false;
    last->cond = uniform;
    last->ctl = ctl;
    last->do_cond = m->do_cond;
    last->local_gen = b->local_gen;
    int outer_cases = b->case_scope_min;
    b->case_scope_min = INT_MAX;
    last->end = walk_iteration(b, n, d, ctl, m, left_by_cond);
    if (b->case_scope_min < d)
        m->foreign_cases = true;
    if (outer_cases < b->case_scope_min)
        b->case_scope_min = outer_cases;
    last->valid = true;
    return last->end;
}

/* Iterations are walked until the head stops growing (a fixed point): what
 * the end of one iteration does reaches the next. */
static void walk_loop(Body *b, Node *n, Uni ctl, State *s)
{
    if (n->kind == ND_FOR)
        walk(b, n->init, ctl, s);
    int d = open_scope(b, true, s);
    LoopMemo *m = loop_memo(b, n, s);
    State entry = *s;
    State left_by_cond = *s;
    left_by_cond.dead = true;
    State head = state_join(&m->head, &entry);
    set_head(m, &head);
    for (;;) {
        Uni do_cond = m->do_cond;
        State it = loop_iteration(b, n, d, ctl, m, &left_by_cond);
        head = state_join(&m->head, &it);
        bool grew = state_grew(&m->head, &head) || uni_grew(do_cond, m->do_cond);
        set_head(m, &head);
        if (!grew)
            break;
    }
    Exit breaks = *exit_of(&m->head, d, BRK);
    *s = left_by_cond;
    s->returned = uni_join(s->returned, m->head.returned);
    state_rejoin(s, &breaks);
    make_assigned_locals_vary(b, n, &breaks);
    close_scope(b, d, s);                 /* threads that broke out rejoin after the loop */
}

static void walk_switch(Body *b, Node *n, Uni ctl, State *s)
{
    Uni c = eval(b, n->cond, ctl, s);
    Uni inner = control_with(ctl, c, n->cond);
    int d = open_scope(b, false, s);
    State entry = *s;
    State *outer_entry = b->switch_entry;
    int outer_scope = b->switch_scope;
    b->switch_entry = &entry;
    b->switch_scope = d;
    walk(b, n->body, inner, s);
    b->switch_entry = outer_entry;
    b->switch_scope = outer_scope;
    Exit breaks = *exit_of(s, d, BRK);
    *s = state_join(s, &entry);           /* no case taken */
    state_rejoin(s, &breaks);
    make_assigned_locals_vary(b, n->body, &breaks);
    close_scope(b, d, s);
}

static void walk(Body *b, Node *n, Uni ctl, State *s)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_BLOCK:
        for (int i = 0; i < n->items.len; i++)
            walk(b, n->items.items[i], ctl, s);
        return;
    case ND_DECL:
        if (n->init || n->args.len) {
            Uni v = children_uni(b, n, ctl, s);
            if (n->sym)
                store(b, n, &(Node){ .kind = ND_IDENT, .sym = n->sym }, v, uniform, ctl, s);
        }
        return;
    case ND_EXPR_STMT:
        eval(b, n->lhs, ctl, s);
        return;
    case ND_IF:
        walk_if(b, n, ctl, s);
        return;
    case ND_WHILE: case ND_DO: case ND_FOR:
        walk_loop(b, n, ctl, s);
        return;
    case ND_SWITCH:
        walk_switch(b, n, ctl, s);
        return;
    case ND_CASE: case ND_DEFAULT:
        if (b->switch_entry) {            /* reached by falling through or by the switch's jump */
            *s = state_join(s, b->switch_entry);
            if (b->switch_scope < b->case_scope_min)
                b->case_scope_min = b->switch_scope;
        }
        walk(b, n->body, ctl, s);
        return;
    case ND_LABEL:
        walk(b, n->body, ctl, s);
        return;
    case ND_BREAK: case ND_CONTINUE:
        jump(b, n, ctl, s);
        return;
    case ND_RETURN:
        walk_return(b, n, ctl, s);
        return;
    case ND_GOTO: case ND_EMPTY: case ND_TAG_DECL: case ND_STATIC_ASSERT: case ND_ASM:
        return;
    default:
        eval(b, n, ctl, s);               /* an expression in statement position */
        return;
    }
}

/* --------------------------------------------------------------- driver */

static void reset_summary(Summary *sum)
{
    if (!sum)
        return;
    sum->ret = uniform;
    sum->has_barrier = false;
    sum->barrier = NULL;
    sum->barrier_params = 0;
    sum->param_cond = NULL;
}

static void analyse(Body *b, Node *body)
{
    collect_decl(body, b);
    b->switch_scope = -1;
    b->case_scope_min = INT_MAX;
    for (int pass = 0;; pass++) {
        b->changed = false;
        reset_summary(b->sum);
        State s = {0};
        b->depth = 0;
        walk(b, body, uniform, &s);
        hash_free(&b->loops);
        if (!b->changed || pass >= 32)
            break;
    }
    b->report = true;
    reset_summary(b->sum);
    State s = {0};
    b->depth = 0;
    walk(b, body, uniform, &s);
    hash_free(&b->loops);
    hash_free(&b->local_by_sym);
}

static Summary *summarize(Pass *p, Symbol *func)
{
    Summary *sum = hash_get(&p->summaries, func);
    if (sum)
        return sum;
    sum = NEW(Summary);
    sum->func = func;
    /* Registered before the walk: a call cycle (an error sema reports) finds
     * this partial summary instead of recursing. */
    hash_put(&p->summaries, func, sum);
    Body body = {0};   /* the walk's state: nothing keeps it (600 bytes a function) */
    Body *b = &body;
    b->pass = p;
    b->func = func;
    b->sum = sum;
    Type *ft = func->def->type;
    if (ft && ft->kind == TY_FUNC) {
        b->params = ft->params;
        b->nparams = ft->nparams;
    }
    analyse(b, func->def->body);
    return sum;
}

static void find_pfes(Node *n, void *data)
{
    Pass *p = data;
    if (n->kind == ND_PFE && n->rhs && n->rhs->kind == ND_KERNEL) {
        hash_put(&p->kernel_pfes, n->rhs, n);
    }
    ast_for_each_child(n, AST_WALK_EVALUATED, find_pfes, data);
}

/* Records on each local of a tiled kernel whether it is tile-uniform, for the
 * native back end (a uniform local that lives across a barrier is one scalar
 * per tile, not one per work-item). */
static void record_uniform_locals(Body *b)
{
    for (int i = 0; i < b->locals.len; i++) {
        LocalUni *l = b->locals.items[i];
        l->sym->tile_uniform = b->tiled && !uni_matters(l->uni);
    }
}

void check_barrier_uniformity(Unit *u)
{
    if (!u || !u->tu)
        return;
    Pass *p = NEW(Pass);
    find_pfes(u->tu, p);
    for (int i = 0; i < u->kernels.len; i++) {
        Node *k = u->kernels.items[i];
        if (!k || !k->body)
            continue;
        Body body = {0};   /* the walk's state: nothing keeps it */
        Body *b = &body;
        b->pass = p;
        b->kernel = k;
        b->tiled = k->kblock->kparam.type && k->kblock->kparam.type->kind == TY_TILED_INDEX;
        analyse(b, k->body);
        record_uniform_locals(b);
    }
    /* amp functions no kernel calls: their own divergent barriers still count */
    for (int i = 0; i < u->tu->items.len; i++) {
        Node *def = u->tu->items.items[i];
        if (def && def->kind == ND_FUNCDEF && def->sym && def->body &&
            (def->sym->restrict_mask & RESTRICT_AMP) && def->sym->def == def)
            summarize(p, def->sym);
    }
}
