/* native_split.c - splits a kernel body for the native host back end
 * (docs/codegen.md, "The tile loop and the barrier split"): the statements
 * that reach a barrier (and, for speed, the uniform loops) run once per tile,
 * the barrier-free stretches between them as loops over the tile's
 * work-items. Also decides which locals live from one stretch into another
 * (per-work-item arrays) and which each stretch recomputes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ampops.h"
#include "native_split.h"
#include "sema.h"

/* ------------------------------------------------------------ facts of the body's nodes
 *
 * The split asks of a statement, at every level of its recursion, whether it
 * reaches a barrier, whether it escapes and whether it writes a variable.
 * Walking the statement's subtree for each question made a barrier under D
 * nested loops cost D^2 node visits (issue 13). One bottom-up walk of the
 * kernel body records the answers for every node (s->facts), and each
 * question then reads them: linear in the body's size. */

/* idx.barrier.wait() and its three fenced forms (the table's CL_BARRIER
 * rows): the one operation the split treats as a statement of its own. */
static bool is_barrier_call(const Node *n)
{
    return n && n->kind == ND_CALL && ampop_info(n->ampop)->cl == CL_BARRIER;
}

/* The ways out of a node (escapes()) that are not ways out of a loop or
 * switch inside it. */
enum { ESC_RETURN = 1, ESC_BREAK = 2, ESC_CONTINUE = 4 };

typedef struct NodeFacts {
    int pre, post;       /* preorder numbers: the node's, and the last in its subtree */
    bool barrier;        /* reaches a barrier, itself or through an amp function it calls */
    unsigned escape;     /* ESC_* */
} NodeFacts;

/* Whether a called function's body reaches a barrier, in s->facts.functions. */
enum { FN_WALKING = 1, FN_NO, FN_YES };

typedef struct FnBarrierWalk {
    Split *s;
    bool found;
} FnBarrierWalk;

static bool call_reaches_barrier(Split *s, const Node *n);

static void find_fn_barrier(Node *n, void *data)
{
    FnBarrierWalk *w = data;
    if (w->found)
        return;
    if (is_barrier_call(n) || call_reaches_barrier(w->s, n)) {
        w->found = true;
        return;
    }
    ast_for_each_child(n, AST_WALK_ALL, find_fn_barrier, w);
}

/* Does the amp function n calls reach a barrier? Each body is walked once.
 * A function met again while its own body is walked (a call cycle, which sema
 * reports) counts as no barrier, so the walk ends. */
static bool call_reaches_barrier(Split *s, const Node *n)
{
    Symbol *f = n->kind == ND_CALL ? amp_called_function(n) : NULL;
    if (!f || !f->def || !f->def->body)
        return false;
    intptr_t known = (intptr_t)hash_get(&s->facts.functions, f);
    if (known)
        return known == FN_YES;
    hash_put(&s->facts.functions, f, (void *)(intptr_t)FN_WALKING);
    FnBarrierWalk w = {s, false};
    find_fn_barrier(f->def->body, &w);
    hash_put(&s->facts.functions, f, (void *)(intptr_t)(w.found ? FN_YES : FN_NO));
    return w.found;
}

/* The variable an assignment, ++/-- or & changes (through members and
 * subscripts), else NULL. */
static Symbol *written_variable(const Node *n)
{
    bool writes = n->kind == ND_ASSIGN || node_is_incdec(n) ||
                  (n->kind == ND_UNARY && n->op == UO_ADDR);
    Node *lv = writes ? n->lhs : NULL;
    while (lv && (lv->kind == ND_MEMBER || lv->kind == ND_INDEX))
        lv = lv->lhs;
    return lv && lv->kind == ND_IDENT ? lv->sym : NULL;
}

/* return or goto anywhere; a break no loop or switch inside n encloses; a
 * continue no loop inside n encloses. A statement expression's own are its. */
static unsigned node_escape(const Node *n, unsigned children)
{
    unsigned own = n->kind == ND_RETURN || n->kind == ND_GOTO ? ESC_RETURN
                   : n->kind == ND_BREAK                      ? ESC_BREAK
                   : n->kind == ND_CONTINUE                   ? ESC_CONTINUE
                                                              : 0;
    if (n->kind == ND_STMT_EXPR)
        children = 0;
    else if (n->kind == ND_FOR || n->kind == ND_WHILE || n->kind == ND_DO)
        children &= ESC_RETURN;
    else if (n->kind == ND_SWITCH)
        children &= ~(unsigned)ESC_BREAK;
    return own | children;
}

typedef struct ChildFacts {
    Split *s;
    bool barrier;
    unsigned escape;
} ChildFacts;

static NodeFacts *record_facts(Split *s, Node *n);

static void gather_child_facts(Node *child, void *data)
{
    ChildFacts *c = data;
    NodeFacts *f = record_facts(c->s, child);
    c->barrier |= f->barrier;
    c->escape |= f->escape;
}

/* Numbers n and its subtree in preorder, notes where each variable is
 * written, and records n's facts from its children's. */
static NodeFacts *record_facts(Split *s, Node *n)
{
    NodeFacts *f = NEW(NodeFacts);
    f->pre = s->facts.next++;
    Symbol *written = written_variable(n);
    if (written)
        vec_push(hash_vec(&s->facts.writes, written), (void *)(intptr_t)f->pre);
    ChildFacts c = {s, false, 0};
    ast_for_each_child(n, AST_WALK_ALL, gather_child_facts, &c);
    f->post = s->facts.next - 1;
    f->barrier = is_barrier_call(n) || c.barrier || call_reaches_barrier(s, n);
    f->escape = node_escape(n, c.escape);
    hash_put(&s->facts.nodes, n, f);
    return f;
}

/* n's facts; the first question walks the kernel body (a node outside it,
 * which the split does not ask about, is walked on its own). */
static NodeFacts *facts_of(Split *s, Node *n)
{
    if (!s->facts.next)
        record_facts(s, s->body);
    NodeFacts *f = hash_get(&s->facts.nodes, n);
    return f ? f : record_facts(s, n);
}

/* Does n reach a barrier, directly or through the functions it calls? */
bool native_has_barrier(Split *s, Node *n)
{
    return n && facts_of(s, n)->barrier;
}

/* return, or a break/continue that leaves the statement it is in: inside a
 * stretch these would leave the loop over the work-items instead. */
static bool escapes(Split *s, Node *n)
{
    return n && facts_of(s, n)->escape;
}

/* Is sym assigned, stepped or has its address taken in n? Its write sites'
 * preorder numbers ascend: the first at or after n's is in n if it is at
 * most n's last. */
static bool written_in(Split *s, Node *n, Symbol *sym)
{
    PtrVec *sites = n ? hash_get(&s->facts.writes, sym) : NULL;
    if (!sites)
        return false;
    NodeFacts *f = facts_of(s, n);
    int lo = 0, hi = sites->len;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if ((intptr_t)sites->items[mid] < f->pre)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < sites->len && (intptr_t)sites->items[lo] <= f->post;
}

/* Is n in the kernel body? */
static bool in_body(Split *s, Node *n)
{
    NodeFacts *body = facts_of(s, s->body), *f = hash_get(&s->facts.nodes, n);
    return f && f->pre >= body->pre && f->pre <= body->post;
}

void split_free(Split *s)
{
    hash_free(&s->facts.nodes);
    hash_free(&s->facts.writes);
    hash_free(&s->facts.functions);
}

/* ------------------------------------------------------------ the split */

typedef struct Uses {
    Symbol *sym;
    Node **skip;         /* items of one stretch: uses there do not count */
    int nskip;
    bool used;
} Uses;

static bool skipped(Uses *u, Node *n)
{
    for (int i = 0; i < u->nskip; i++)
        if (u->skip[i] == n)
            return true;
    return false;
}

static void find_uses(Node *n, void *data)
{
    Uses *u = data;
    if (skipped(u, n))
        return;
    if (n->kind == ND_IDENT && n->sym == u->sym)
        u->used = true;
    ast_for_each_child(n, AST_WALK_ALL, find_uses, u);
}

/* Is sym used in the kernel body outside the stretch items[0..n)? */
static bool used_outside(Node *body, Symbol *sym, Node **items, int n)
{
    Uses u = {sym, items, n, false};
    find_uses(body, &u);
    return u.used;
}

/* ---- rematerialised locals
 *
 * A local such as `int row = idx.local[0];` that is never changed and is
 * computed from the work-item's ids, captured values and constants only is
 * recomputed at the top of each stretch that uses it rather than kept in a
 * per-tile array: then `as[row][k]` is a broadcast and `bs[k][col]` a
 * contiguous load in the loop over the work-items, not a gather through
 * row[ampcc_wi] (the tiled matmul). */

static Node *remat_decl(Split *s, Symbol *sym)
{
    for (int i = 0; i < s->remat.len; i++)
        if (((Node *)s->remat.items[i])->sym == sym)
            return s->remat.items[i];
    return NULL;
}

static bool is_value_capture(Split *s, Symbol *sym)
{
    for (int i = 0; i < s->ki->nparams; i++)
        if (s->ki->params[i].sym == sym)
            return s->ki->params[i].kind == KP_VALUE;
    return false;
}

/* What an expression may read to count as recomputable (ids: the work-item's
 * ids and the recomputed locals too) or uniform (counter: a loop's own). */
typedef struct ExprRule {
    bool ids;
    Symbol *counter;
    bool no_remat;       /* ids without the recomputed locals (not all known yet) */
} ExprRule;

static bool is_tile_member(const Node *n);
static bool stable_local(Split *s, Symbol *sym);

/* An expression of constants and by-value captures, plus what the rule adds. */
static bool pure_expr(Split *s, Node *n, const ExprRule *r)
{
    if (!n)
        return true;
    switch (n->kind) {
    case ND_INT_LIT: case ND_FLOAT_LIT: case ND_SIZEOF_TYPE:
        return true;
    case ND_IDENT:
        return n->sym && (is_value_capture(s, n->sym) || n->sym->kind == SYM_ENUM_CONST ||
                          (n->sym->kind == SYM_VAR && n->sym->has_const_value) ||
                          n->sym == r->counter ||
                          (r->ids && (n->sym == s->ki->kernel->kblock->kparam.sym ||
                                      (!r->no_remat && remat_decl(s, n->sym)) ||
                                      (r->no_remat && stable_local(s, n->sym)))));
    case ND_BINARY: case ND_COND:
        return pure_expr(s, node_child(n, NF_lhs), r) && pure_expr(s, node_child(n, NF_rhs), r) &&
               pure_expr(s, node_child(n, NF_cond), r) && pure_expr(s, node_child(n, NF_then), r) &&
               pure_expr(s, node_child(n, NF_els), r);
    case ND_UNARY:
        return n->op != UO_DEREF && n->op != UO_ADDR && !node_is_incdec(n) &&
               pure_expr(s, n->lhs, r);
    case ND_CAST:
        return pure_expr(s, n->lhs, r);
    case ND_MEMBER:   /* idx.local, idx.global: the work-item's */
        return r->ids && !n->is_arrow && pure_expr(s, n->lhs, r);
    case ND_INDEX:    /* idx.tile[0], e[1]: coordinates, not memory */
        return n->lhs && n->lhs->type && amp_rank(n->lhs->type) > 0 &&
               (is_tile_member(n->lhs) || pure_expr(s, n->lhs, r)) && pure_expr(s, n->rhs, r);
    default:
        return false;
    }
}

/* A local of the kernel, never changed, whose value is an expression of ids,
 * by-value captures, constants and other such locals: what the recomputed
 * locals are, decided from the declaration alone (the split has not sorted
 * every local yet when it looks for lockstep loops; the split then keeps it
 * recomputed or per work-item, both hold its value). */
static bool stable_local(Split *s, Symbol *sym)
{
    Node *d = sym->decl;
    if (!d || d->kind != ND_DECL || d->sym != sym || sym->kind != SYM_VAR || sym->is_tile_static ||
        !d->init || d->has_ctor_args || d->init->kind == ND_INIT_LIST)
        return false;
    Type *t = d->type ? d->type : sym->type;
    ExprRule r = {true, NULL, true};
    return !type_is_amp(t) && t->kind != TY_ARRAY && t->kind != TY_PTR && in_body(s, d) &&
           !written_in(s, s->body, sym) && pure_expr(s, d->init, &r);
}

/* An expression of ids, by-value captures, constants and other such locals. */
static bool recomputable(Split *s, Node *n)
{
    ExprRule r = {true, NULL, false};
    return pure_expr(s, n, &r);
}

typedef struct NameClash {
    Symbol *sym;
    bool found;
} NameClash;

static void find_name_clash(Node *n, void *data)
{
    NameClash *c = data;
    if (n->kind == ND_DECL && n->sym && n->sym != c->sym && n->sym->name && c->sym->name &&
        !strcmp(n->sym->name, c->sym->name))
        c->found = true;
    ast_for_each_child(n, AST_WALK_ALL, find_name_clash, c);
}

/* Can decl d be recomputed in every stretch that reads it? */
static bool rematerialisable(Split *s, Node *d)
{
    Type *t = d->type ? d->type : d->sym->type;
    NameClash c = {d->sym, false};
    if (!d->init || d->has_ctor_args || d->init->kind == ND_INIT_LIST || type_is_amp(t) ||
        t->kind == TY_ARRAY || t->kind == TY_PTR || written_in(s, s->body, d->sym) ||
        !recomputable(s, d->init))
        return false;
    find_name_clash(s->body, &c);
    return !c.found;
}

/* A local that uniform.c found tile-uniform, initialised where it is declared
 * and never changed, is one scalar per tile: every work-item of the stretch
 * that declares it stores the same value, and the later stretches (and the
 * tile-level control flow) read it as is. */
static bool stays_uniform_scalar(Split *s, Node *d, Type *t)
{
    return d->sym->tile_uniform && d->init && !d->has_ctor_args &&
           d->init->kind != ND_INIT_LIST && !type_is_amp(t) && t->kind != TY_ARRAY &&
           !written_in(s, s->body, d->sym);
}

/* A local read by the control flow around the stretches is kept in its
 * per-tile array after all (that code has no work-item to recompute it for). */
static void used_by_tile_code(Split *s, Node *expr)
{
    for (int i = 0; expr && i < s->remat.len; i++) {
        Node *d = s->remat.items[i];
        if (!used_outside(expr, d->sym, NULL, 0))
            continue;
        vec_push(&s->promoted, d->sym);
        memmove(&s->remat.items[i], &s->remat.items[i + 1],
                (size_t)(s->remat.len - i - 1) * sizeof(void *));
        s->remat.len--;
        i--;
    }
}

static void check_split_stmt(Split *s, Node *n);

/* The declaration items of one stretch that later stretches (or the control
 * flow around them) read: those become per-tile arrays. */
static void check_stretch(Split *s, Node **items, int n)
{
    for (int i = 0; i < n; i++) {
        Node *it = items[i];
        if (escapes(s, it))
            s->ok = false;
        for (int v = 0; v < s->tile_vars.len; v++)
            if (written_in(s, it, s->tile_vars.items[v]))
                s->ok = false;   /* each work-item would step the tile's one counter */
        if (!it || it->kind != ND_DECL || !it->sym || it->sym->kind != SYM_VAR ||
            it->sym->is_tile_static || !used_outside(s->body, it->sym, items, n))
            continue;
        Type *t = it->type ? it->type : it->sym->type;
        if (rematerialisable(s, it)) {
            vec_push(&s->remat, it);
            continue;
        }
        if (stays_uniform_scalar(s, it, t)) {
            vec_push(&s->uniform, it->sym);
            continue;
        }
        if (type_is_amp(t) || t->kind == TY_ARRAY || it->has_ctor_args ||
            (it->init && it->init->kind == ND_INIT_LIST))
            s->ok = false;   /* kept simple: such a value stays with the fibers */
        vec_push(&s->promoted, it->sym);
    }
}

static Node *strip_casts(Node *n)
{
    while (n && n->kind == ND_CAST)
        n = n->lhs;
    return n;
}

/* ---- uniform loops
 *
 * A loop whose counter every work-item steps alike (`for (int k = 0; k < n;
 * k++)`, n a capture) is also a split point: it runs once per tile (or
 * chunk), its body a loop over the work-items. The work-items then run
 * iteration k together, so the innermost loop is the one over the work-items
 * and vectorises: the naive matmul's dot product becomes
 * acc[l] += a[row, k] * b[k, col + l], a broadcast and a contiguous load. */

static bool is_tile_member(const Node *n)
{
    return n && n->kind == ND_MEMBER &&
           (n->ampop == AMP_TIDX_TILE || n->ampop == AMP_TIDX_TILE_ORIGIN ||
            n->ampop == AMP_TIDX_TILE_EXTENT);
}

/* The same for every work-item: constants, by-value captures, the tile's
 * coordinates and the loop's own counter. */
static bool uniform_expr(Split *s, Node *n, Symbol *counter)
{
    ExprRule r = {false, counter, false};
    return pure_expr(s, n, &r);
}

/* `k++`, `++k`, `k += u`, `k -= u`, `k = u` on the counter. */
static bool uniform_step(Split *s, Node *n, Symbol *counter)
{
    if (!n)
        return true;
    Node *lv = n->kind == ND_ASSIGN || node_is_incdec(n) ? strip_casts(n->lhs) : NULL;
    if (!lv || lv->kind != ND_IDENT || lv->sym != counter)
        return false;
    return n->kind != ND_ASSIGN || uniform_expr(s, n->rhs, counter);
}

/* The counter a for-loop declares, `for (int k = ...; ...)`, else NULL. */
static Node *for_counter(Node *n)
{
    Node *init = n->init;
    if (init && init->kind == ND_BLOCK && init->items.len == 1)
        init = init->items.items[0];
    return init && init->kind == ND_DECL && init->sym && init->init && !init->has_ctor_args
           ? init : NULL;
}

/* `for (int k = C0; k < C1; ...)` with constant C0 and C1: GCC vectorises
 * the loop over the work-items around such a loop itself (the tiled matmul's
 * k < 16 keeps acc in a register that way), so it is not hoisted. */
static bool constant_trip(Node *d, Node *cond)
{
    long long v;
    cond = strip_casts(cond);
    return sema_const_int(d->init, &v) && cond && cond->kind == ND_BINARY &&
           (sema_const_int(cond->rhs, &v) || sema_const_int(cond->lhs, &v));
}

static bool is_uniform_loop(Split *s, Node *n)
{
    Node *d = n && n->kind == ND_FOR ? for_counter(n) : NULL;
    if (!d || constant_trip(d, n->cond))
        return false;
    Symbol *k = d->sym;
    Type *t = d->type ? d->type : k->type;
    return t && (t->kind == TY_INT || t->kind == TY_UINT || t->kind == TY_LONG ||
                 t->kind == TY_ULONG) &&
           uniform_expr(s, d->init, NULL) && uniform_expr(s, n->cond, k) &&
           uniform_step(s, n->inc, k) && !escapes(s, n->body) && !written_in(s, n->body, k) &&
           !native_has_barrier(s, n);
}

/* ---- lockstep loops
 *
 * A loop whose counter starts at a value of the work-item's own and steps by
 * a fixed amount (the reduction's `for (int k = idx.global[0]; k < n; k +=
 * threads)`) cannot vectorise across the work-items as it stands: each runs
 * its own number of trips. Run as a split point, the work-items go through it
 * in step: trip t of every work-item, then trip t + 1, each work-item's
 * counter computed as start + t * step, a work-item that has left the loop
 * masked off (ampcc_live) until none is left. Then in[k] is a contiguous load
 * across the work-items, not a gather of one work-item's trips. Any order of
 * the work-items' barrier-free code is one a device may run, so this is the
 * loop's meaning. The start, condition and step read only ids, by-value
 * captures, constants and the counter, so they can be evaluated at any trip,
 * and the body never changes the counter. */

/* The step of `k++`, `++k`, `k--`, `--k`, `k += E`, `k -= E` (negated: *neg),
 * as an expression (NULL: one); false for any other increment. */
static bool lockstep_step(Node *inc, Symbol *k, Node **step, bool *neg)
{
    Node *lv = inc && (inc->kind == ND_ASSIGN || node_is_incdec(inc)) ? strip_casts(inc->lhs) : NULL;
    if (!lv || lv->kind != ND_IDENT || lv->sym != k)
        return false;
    *step = NULL;
    *neg = node_is_incdec(inc) && (inc->op == UO_PREDEC || inc->op == UO_POSTDEC);
    if (node_is_incdec(inc))
        return true;
    *step = inc->rhs;
    *neg = inc->op == BO_SUB;
    return inc->op == BO_ADD || inc->op == BO_SUB;
}

static void find_division(Node *n, void *data)
{
    if (n->kind == ND_BINARY && (n->op == BO_DIV || n->op == BO_MOD))
        *(bool *)data = true;
    ast_for_each_child(n, AST_WALK_ALL, find_division, data);
}

/* Does n divide? A lockstep loop's condition is evaluated for the work-items
 * that have left it too (with their counters stepped on): it must not trap. */
static bool divides(Node *n)
{
    bool found = false;
    if (n)
        find_division(n, &found);
    return found;
}

static bool is_lockstep_loop(Split *s, Node *n)
{
    Node *d = n && n->kind == ND_FOR && s->grid.tiled && !s->chunked ? for_counter(n) : NULL;
    Node *step;
    bool neg;
    if (!d || !n->cond || !lockstep_step(n->inc, d->sym, &step, &neg))
        return false;
    Type *t = d->type ? d->type : d->sym->type;
    ExprRule ids = {true, NULL, true}, with_counter = {true, d->sym, true};
    return t && (t->kind == TY_INT || t->kind == TY_UINT) && !uniform_expr(s, d->init, NULL) &&
           pure_expr(s, d->init, &ids) && pure_expr(s, step, &ids) &&
           pure_expr(s, n->cond, &with_counter) && !divides(n->cond) && !escapes(s, n->body) &&
           !written_in(s, n->body, d->sym) && !native_has_barrier(s, n);
}

/* Is n a split point of a tile-level block: it reaches a barrier, is a
 * uniform or lockstep loop, or is a block holding one? */
static bool splits(Split *s, Node *n)
{
    if (!n)
        return false;
    if (native_has_barrier(s, n))
        return true;
    if (is_uniform_loop(s, n)) {
        s->hoisted_loop = true;
        return true;
    }
    if (is_lockstep_loop(s, n)) {
        s->lockstep = true;
        return true;
    }
    if (n->kind != ND_BLOCK)
        return false;
    for (int i = 0; i < n->items.len; i++)
        if (splits(s, n->items.items[i]))
            return true;
    return false;
}

/* Cuts a tile-level block's items into stretches at the items that reach a
 * barrier: stretch() gets each run of barrier-free items (possibly none),
 * tile_stmt() each item in between. */
static void for_each_stretch(Split *s, Node *block, void (*stretch)(Split *, Node **, int),
                             void (*tile_stmt)(Split *, Node *))
{
    int start = 0;
    Node **items = (Node **)block->items.items;
    if (!items) { /* an empty block: one empty stretch (no pointer arithmetic on NULL) */
        stretch(s, NULL, 0);
        return;
    }
    for (int i = 0; i <= block->items.len; i++) {
        if (i < block->items.len && !splits(s, items[i]))
            continue;
        stretch(s, items + start, i - start);
        if (i < block->items.len)
            tile_stmt(s, items[i]);
        start = i + 1;
    }
}

static void check_split_block(Split *s, Node *block)
{
    for_each_stretch(s, block, check_stretch, check_split_stmt);
}

/* A body of a tile-level statement: split further, or one stretch. */
static void check_split_sub(Split *s, Node *n)
{
    if (n && splits(s, n))
        check_split_stmt(s, n);
    else if (n)
        check_stretch(s, &n, 1);
}

static void note_for_init(Split *s, Node *init)
{
    if (!init || init->kind == ND_EXPR_STMT)
        return;
    if (init->kind == ND_DECL) {
        vec_push(&s->tile_vars, init->sym);
        return;
    }
    for (int i = 0; i < init->items.len; i++)
        vec_push(&s->tile_vars, ((Node *)init->items.items[i])->sym);
}

/* A statement that reaches a barrier: the split handles blocks, if, the three
 * loops and the barrier itself; conditions never wait. */
static void check_split_stmt(Split *s, Node *n)
{
    switch (n->kind) {
    case ND_BLOCK:
        check_split_block(s, n);
        return;
    case ND_EXPR_STMT:
        if (!is_barrier_call(n->lhs))
            s->ok = false;
        return;
    case ND_IF:
        if (native_has_barrier(s, n->cond))
            s->ok = false;
        used_by_tile_code(s, n->cond);
        check_split_sub(s, n->then);
        check_split_sub(s, n->els);
        return;
    case ND_FOR:
        if (is_lockstep_loop(s, n)) {   /* its parts run per work-item, inside the trips */
            check_stretch(s, &n->body, 1);
            return;
        }
        note_for_init(s, n->init);
        /* fall through */
    case ND_WHILE:
    case ND_DO:
        used_by_tile_code(s, n->cond);
        used_by_tile_code(s, node_child(n, NF_inc));
        used_by_tile_code(s, node_child(n, NF_init));
        if (native_has_barrier(s, n->cond) || native_has_barrier(s, node_child(n, NF_inc)) ||
            (n->kind == ND_FOR && n->init && n->init->kind == ND_EXPR_STMT &&
             native_has_barrier(s, n->init)))
            s->ok = false;
        for (int v = 0; v < s->promoted.len; v++)
            if ((node_child(n, NF_init) && written_in(s, n->init, s->promoted.items[v])) ||
                (node_child(n, NF_inc) && written_in(s, n->inc, s->promoted.items[v])) ||
                (n->cond && written_in(s, n->cond, s->promoted.items[v])))
                s->ok = false;   /* the tile would update only work-item 0's copy */
        check_split_sub(s, n->body);
        return;
    default:
        s->ok = false;
    }
}

/* Can the body be split? A local of the tile-level control flow (a loop
 * counter) is one scalar per tile, so no stretch may change it. */
bool plan_split(Split *s)
{
    s->ok = true;
    check_split_block(s, s->body);
    return s->ok;
}

/* ------------------------------------------------------------ split emission */

/* A promoted local is NAME[ampcc_wi] in a stretch and NAME[0] in the control
 * flow around the stretches (which only reads tile-uniform values, so any
 * work-item's copy will do). */
static void name_promoted(Split *s, const char *subscript)
{
    Scope *sc = s->sc;
    for (int i = 0; i < sc->renamed_syms.len; i++)
        for (int p = 0; p < s->promoted.len; p++)
            if (sc->renamed_syms.items[i] == s->promoted.items[p]) {
                const char *name = sc->renamed_names.items[i];
                const char *bracket = strchr(name, '[');
                int base = bracket ? (int)(bracket - name) : (int)strlen(name);
                sc->renamed_names.items[i] =
                    (void *)arena_printf(compiler_arena, "%.*s%s", base, name, subscript);
            }
}

static bool in_vec(const PtrVec *v, const void *item)
{
    for (int i = 0; i < v->len; i++)
        if (v->items[i] == item)
            return true;
    return false;
}

/* A name for sym that no other lifted local of the kernel has. */
static const char *unique_name(Scope *sc, Symbol *sym, PtrVec *taken)
{
    const char *base = sym_name(sc, sym), *name = base;
    for (int k = 2;; k++) {
        bool clash = false;
        for (int j = 0; j < taken->len && !clash; j++)
            clash = !strcmp(taken->items[j], name);
        if (!clash)
            break;
        name = arena_printf(compiler_arena, "%s_%d", base, k);
    }
    vec_push(taken, (void *)name);
    return name;
}

/* Declares a local lifted to the top of the tile function: `count` elements
 * (one per work-item), or one scalar when count is 0. */
static void declare_lifted(Split *s, Buf *locals, Symbol *sym, const char *name, int count)
{
    Scope *sc = s->sc;
    vec_push(&sc->renamed_syms, sym);
    vec_push(&sc->renamed_names,
             (void *)(count ? arena_printf(compiler_arena, "%s[0]", name) : name));
    hash_add(&sc->locals, sym);
    AddrSpace as = sym->type && sym->type->kind == TY_PTR ? addrspace_of_symbol(sc->cl->u, sym, NULL)
                                                           : AS_UNKNOWN;
    buf_puts(locals, "    ");
    declarator(sc->cl, locals, sym->type,
               count ? arena_printf(compiler_arena, "%s[%d]", name, count) : name, as);
    buf_puts(locals, count ? ";   /* one per work-item: it lives from one stretch into the next */\n"
                           : ";   /* tile-uniform: one per tile, though it lives across a barrier */\n");
}

/* Declares each promoted local at the top of the tile function, one element
 * per work-item, and each uniform one as a scalar, under names no other local
 * of the kernel has. */
void declare_promoted(Split *s, Buf *locals)
{
    PtrVec taken = {0};
    for (int i = 0; i < s->promoted.len; i++) {
        Symbol *sym = s->promoted.items[i];
        declare_lifted(s, locals, sym, unique_name(s->sc, sym, &taken), s->grid.items);
    }
    for (int i = 0; i < s->uniform.len; i++) {
        Symbol *sym = s->uniform.items[i];
        declare_lifted(s, locals, sym, unique_name(s->sc, sym, &taken), 0);
    }
    if (s->lockstep)
        buf_printf(locals, "    int ampcc_live[%d];   /* lockstep loops: is the work-item still in "
                           "the loop */\n", s->grid.items);
}

static const char *const dim_letters = "012";

/* ---- stretches that only some work-items run
 *
 * `if (idx.local[0] == 0 && idx.local[1] == 0) { ... }` (one work-item of
 * the tile does the work: the tile average's sum, the reduction's store) needs
 * no loop over the work-items: the pinned local ids are constants. A loop
 * would run the condition for every work-item and, vectorised, the body for a
 * whole vector of them under a mask. */


/* The OpenCL dimension of `idx.local[k]` (or of a recomputed local holding
 * it), else -1. */
static int local_dim(Split *s, Node *n)
{
    n = strip_casts(n);
    if (n && n->kind == ND_IDENT && remat_decl(s, n->sym))
        n = strip_casts(remat_decl(s, n->sym)->init);
    long long k;
    if (!n || n->kind != ND_INDEX || !n->lhs || n->lhs->ampop != AMP_TIDX_LOCAL || !n->lhs->lhs ||
        n->lhs->lhs->kind != ND_IDENT || n->lhs->lhs->sym != s->ki->kernel->kblock->kparam.sym ||
        !sema_const_int(n->rhs, &k) || k < 0 || k >= s->grid.rank)
        return -1;
    return s->grid.rank - 1 - (int)k;
}

/* Records in pinned[] the local ids that cond (a conjunction of
 * `local id == constant`) fixes; false if cond has any other form. */
static bool pin_locals(Split *s, Node *cond, int *pinned)
{
    long long v;
    cond = strip_casts(cond);
    if (!cond || cond->kind != ND_BINARY)
        return false;
    if (cond->op == BO_LOGAND)
        return pin_locals(s, cond->lhs, pinned) && pin_locals(s, cond->rhs, pinned);
    if (cond->op != BO_EQ)
        return false;
    int d = local_dim(s, cond->lhs);
    Node *value = cond->rhs;
    if (d < 0) {
        d = local_dim(s, cond->rhs);
        value = cond->lhs;
    }
    if (d < 0 || !sema_const_int(value, &v) || v < 0 || v >= s->grid.tile[d])
        return false;   /* a value outside the tile: no work-item runs it, loop as usual */
    pinned[d] = (int)v;
    return true;
}

/* The local ids a one-item stretch `if (local ids == constants) ...` fixes. */
static void find_pinned(Split *s, Node **items, int n, int *pinned)
{
    for (int d = 0; d < 3; d++)
        pinned[d] = -1;
    if (n != 1 || !items[0] || items[0]->kind != ND_IF || items[0]->els)
        return;
    int try[3] = {-1, -1, -1};
    if (pin_locals(s, items[0]->cond, try))
        memcpy(pinned, try, sizeof try);
}

/* ---- stretches that only the first work-items run
 *
 * `if (lid < off) scratch[lid] += scratch[lid + off];` (the reduction's tree:
 * lid a local id, off the tile-level loop's counter) is run by the work-items
 * below off only: the loop over that dimension stops at min(off, tile), and
 * its body is the if's, whose condition holds for each of them. A loop over
 * the whole tile would test every work-item at every level of the tree (256
 * x 8 for 255 sums) and, without masked stores (AVX2), not vectorise. */

/* Tile-uniform and unchanged during the stretch: constants, by-value
 * captures, the tile's coordinates, the tile-level loop counters and the
 * uniform locals (none of which a stretch writes, else the kernel would run as
 * fibers). */
static bool tile_uniform_bound(Split *s, Node *n)
{
    n = strip_casts(n);
    if (n && n->kind == ND_IDENT && n->sym &&
        (in_vec(&s->tile_vars, n->sym) || in_vec(&s->uniform, n->sym)))
        return true;
    if (n && n->kind == ND_BINARY)
        return tile_uniform_bound(s, n->lhs) && tile_uniform_bound(s, n->rhs);
    return uniform_expr(s, n, NULL);
}

static bool small_int_type(const Type *t)
{
    return t && (t->kind == TY_INT || t->kind == TY_UINT || t->kind == TY_SHORT ||
                 t->kind == TY_USHORT || t->kind == TY_CHAR || t->kind == TY_SCHAR ||
                 t->kind == TY_UCHAR);
}

typedef struct ReadWritten { Split *s; Node *body; bool found; } ReadWritten;

static void check_read_written(Node *n, void *data)
{
    ReadWritten *rw = data;
    if (n->kind == ND_IDENT && n->sym && written_in(rw->s, rw->body, n->sym))
        rw->found = true;
    ast_for_each_child(n, AST_WALK_ALL, check_read_written, data);
}

/* Does body change a variable that expr reads? */
static bool writes_any_read(Split *s, Node *body, Node *expr)
{
    ReadWritten rw = {s, body, false};
    check_read_written(expr, &rw);
    return rw.found;
}

/* A one-item stretch `if (local id < E) ...` (or `E > local id`), no else, E
 * tile-uniform: sets s->bound and s->bounded_dim. */
static void find_bound(Split *s, Node **items, int n, const int *pinned)
{
    s->bound = NULL;
    Node *it = n == 1 ? items[0] : NULL;
    Node *c = it && it->kind == ND_IF && !it->els ? strip_casts(it->cond) : NULL;
    if (!c || c->kind != ND_BINARY || (c->op != BO_LT && c->op != BO_GT) || s->chunked)
        return;
    Node *id = c->op == BO_LT ? c->lhs : c->rhs, *bound = c->op == BO_LT ? c->rhs : c->lhs;
    int d = local_dim(s, id);
    if (d < 0 || pinned[d] >= 0 || !small_int_type(bound->type) || !tile_uniform_bound(s, bound) ||
        writes_any_read(s, it->then, bound))
        return;
    s->bound = bound;
    s->bounded_dim = d;
}

/* `for (ampcc_lidD = 0; ampcc_lidD < END; ...)`: the tile's extent, or the
 * bound of a bounded stretch. */
static void emit_loop_end(Split *s, int d, int tile)
{
    if (!s->bound || s->bounded_dim != d) {
        buf_printf(s->sc->out, "%d", tile);
        return;
    }
    buf_puts(s->sc->out, "ampcc_min_end(");
    emit_expr(s->sc, s->bound, P_COMMA);
    buf_printf(s->sc->out, ", %d)", tile);
}

/* The loops over a tile's work-items that run one stretch: a loop over each
 * dimension the stretch does not pin to one local id. */
/* A chunk's stretch: its work-items are ampcc_base + 0 .. ampcc_count - 1 in
 * dimension 0; the other dimensions are the chunk's. */
static void open_chunk_stretch(Split *s)
{
    Scope *sc = s->sc;
    indent(sc);
    buf_puts(sc->out, "#pragma omp simd\n");
    indent(sc);
    buf_puts(sc->out, "for (int ampcc_lid0 = 0; ampcc_lid0 < ampcc_count; ampcc_lid0++) {\n");
    sc->indent++;
    if (s->promoted.len) {
        indent(sc);
        buf_puts(sc->out, "const int ampcc_wi = ampcc_lid0;\n");
    }
    indent(sc);
    buf_puts(sc->out, "const int ampcc_gid0 = ampcc_base + ampcc_lid0;\n");
}

/* `#pragma omp simd`, with the clause a lockstep loop adds (none for a
 * plain loop). */
static void simd_pragma(Split *s)
{
    if (s->plain_loop)
        return;
    indent(s->sc);
    buf_printf(s->sc->out, "#pragma omp simd%s\n", s->simd_clause ? s->simd_clause : "");
}

/* A lockstep loop's stretch: dimension 0 over the block from ampcc_blk; the
 * other dimensions' loops are open around it (open_lockstep_blocks). */
static void open_block_loop(Split *s)
{
    simd_pragma(s);
    indent(s->sc);
    buf_printf(s->sc->out, "for (int ampcc_lid0 = ampcc_blk; ampcc_lid0 < ampcc_blk + %d; "
                           "ampcc_lid0++) {\n", s->block);
    s->sc->indent++;
}

/* `const int ampcc_wi = ...;`, the work-item's place in the per-work-item
 * arrays, row-major over the local ids: ((lid2 * tile1) + lid1) * tile0 + lid0. */
static void emit_work_item_index(Split *s)
{
    Scope *sc = s->sc;
    Grid g = s->grid;
    indent(sc);
    buf_puts(sc->out, "const int ampcc_wi = ");
    for (int d = 0; d < g.rank - 2; d++)
        buf_puts(sc->out, "(");
    for (int d = g.rank - 1; d >= 0; d--) {
        if (d < g.rank - 1)
            buf_printf(sc->out, "%s * %d + ", d < g.rank - 2 ? ")" : "", g.tile[d]);
        buf_printf(sc->out, "ampcc_lid%c", dim_letters[d]);
    }
    buf_puts(sc->out, ";\n");
}

/* A stretch that one work-item runs alone reads, one by one, the tile_static
 * values the other work-items stored as vectors. An empty asm that reads and
 * rewrites every tile_static variable keeps them in memory there: without it
 * GCC, having unrolled the small tile's loops, forwards each vector store to
 * the scalar loads and scalarises the array into registers, unpacking floats
 * through general registers (bench/tile_average: 1.4x slower than reading
 * memory). Only there: forwarding a vector store to the next stretch's vector
 * loads is a gain (the tiled matmul keeps a tile of `bs` in registers). GCC
 * takes at most 30 operands an asm and counts a "+m" as two. */
/* A const tile_static variable (or array of const elements): GCC refuses it
 * as an asm output, and a read-only object has no store to forward anyway. */
static bool is_read_only(const Type *t)
{
    while (t && t->kind == TY_ARRAY && !(t->quals & Q_CONST))
        t = t->base;
    return t && (t->quals & Q_CONST);
}

static void emit_tile_memory_fence(Scope *sc)
{
    int operands = 0;
    for (int i = 0; i < sc->renamed_syms.len; i++) {
        Symbol *sym = sc->renamed_syms.items[i];
        if (!sym->is_tile_static || is_read_only(sym->type))
            continue;
        if (operands % 15 == 0) {
            if (operands)
                buf_puts(sc->out, ");\n");
            indent(sc);
            buf_puts(sc->out, "__asm__(\"\" :");
        }
        buf_printf(sc->out, "%s \"+m\"(%s)", operands % 15 ? "," : "",
                   (const char *)sc->renamed_names.items[i]);
        operands++;
    }
    if (operands)
        buf_puts(sc->out, ");   /* tile_static memory, read by one work-item */\n");
}

static void open_stretch(Split *s, const int *pinned)
{
    Scope *sc = s->sc;
    Grid g = s->grid;
    if (s->chunked) {
        open_chunk_stretch(s);
        return;
    }
    int innermost = 0;
    while (innermost < g.rank && pinned[innermost] >= 0)
        innermost++;
    if (innermost == g.rank && !s->block)
        emit_tile_memory_fence(sc);
    if (s->block)
        open_block_loop(s);
    for (int d = s->block ? -1 : g.rank - 1; d >= 0; d--) {
        if (pinned[d] >= 0) {
            indent(sc);
            buf_printf(sc->out, "{ const int ampcc_lid%c = %d;   /* the only work-item that runs "
                                "this */\n", dim_letters[d], pinned[d]);
            sc->indent++;
            continue;
        }
        if (d == innermost)
            simd_pragma(s);
        indent(sc);
        buf_printf(sc->out, "for (int ampcc_lid%c = 0; ampcc_lid%c < ", dim_letters[d], dim_letters[d]);
        emit_loop_end(s, d, g.tile[d]);
        buf_printf(sc->out, "; ampcc_lid%c++) {\n", dim_letters[d]);
        sc->indent++;
    }
    if (s->promoted.len || s->lockstep)
        emit_work_item_index(s);
    for (int d = 0; d < g.rank; d++) {
        indent(sc);
        buf_printf(sc->out, "const int ampcc_gid%c = ampcc_grp%c * %d + ampcc_lid%c;\n",
                   dim_letters[d], dim_letters[d], g.tile[d], dim_letters[d]);
    }
}

static void close_stretch(Split *s)
{
    for (int d = 0; d < (s->chunked || s->block ? 1 : s->grid.rank); d++) {
        s->sc->indent--;
        indent(s->sc);
        buf_puts(s->sc->out, "}\n");
    }
}

/* Marks the recomputed locals n reads, and those their values read. */
static void need_remat(Split *s, Node *n, bool *need)
{
    for (int i = s->remat.len - 1; i >= 0; i--) {
        Node *d = s->remat.items[i];
        if (!need[i] && used_outside(n, d->sym, NULL, 0)) {
            need[i] = true;
            need_remat(s, d->init, need);
        }
    }
}

/* At the top of a stretch: the recomputed locals it reads, in source order. */
static void emit_remat(Split *s, Node **items, int n)
{
    bool *need = calloc((size_t)s->remat.len + 1, 1);
    for (int i = 0; i < n; i++)
        if (items[i])
            need_remat(s, items[i], need);
    for (int i = 0; i < s->remat.len; i++) {
        if (!need[i])
            continue;
        indent(s->sc);
        buf_puts(s->sc->out, "const ");
        emit_decl_text(s->sc, s->remat.items[i]);
        buf_puts(s->sc->out, ";\n");
    }
    free(need);
}

static void emit_stretch_item(Split *s, Node *it)
{
    Scope *sc = s->sc;
    if (it && it->kind == ND_DECL && remat_decl(s, it->sym))
        return;   /* recomputed at the top of each stretch */
    if (it && it->kind == ND_DECL && it->sym &&
        (in_vec(&s->promoted, it->sym) || in_vec(&s->uniform, it->sym))) {
        if (!it->init)
            return;
        indent(sc);
        buf_printf(sc->out, "%s = ", sym_name(sc, it->sym));
        emit_expr(sc, it->init, P_ASSIGN);
        buf_puts(sc->out, ";\n");
        return;
    }
    if (it && it->kind == ND_BLOCK)
        indent(sc);
    emit_stmt(sc, it);
}

static void emit_stretch(Split *s, Node **items, int n)
{
    bool any = false;
    for (int i = 0; i < n; i++)
        any |= items[i] && items[i]->kind != ND_EMPTY;
    if (!any)
        return;
    int pinned[3];
    find_pinned(s, items, n, pinned);
    find_bound(s, items, n, pinned);
    name_promoted(s, "[ampcc_wi]");
    open_stretch(s, pinned);
    emit_remat(s, items, n);
    if (s->bound) {
        emit_stretch_item(s, items[0]->then);   /* its condition holds in the loop */
        s->bound = NULL;
    } else {
        for (int i = 0; i < n; i++)
            emit_stretch_item(s, items[i]);
    }
    close_stretch(s);
    name_promoted(s, "[0]");
}

static void emit_split_stmt(Split *s, Node *n);

/* `const T k = start + trip * step;`, the counter of a lockstep loop at this
 * trip, in the counter's own type: it wraps where the loop's own steps would
 * (and GCC sees it as affine in the work-item, a contiguous access). */
static void emit_lockstep_counter(Split *s, Node *n)
{
    Scope *sc = s->sc;
    Node *d = for_counter(n), *step;
    bool neg;
    lockstep_step(n->inc, d->sym, &step, &neg);
    indent(sc);
    buf_puts(sc->out, "const ");
    declarator(sc->cl, sc->out, d->type ? d->type : d->sym->type, sym_name(sc, d->sym), AS_UNKNOWN);
    buf_puts(sc->out, " = ");
    emit_expr(sc, d->init, P_ADD);
    buf_printf(sc->out, " %c ampcc_trip", neg ? '-' : '+');
    if (step) {
        buf_puts(sc->out, " * ");
        emit_expr(sc, step, P_UNARY);
    }
    buf_puts(sc->out, ";\n");
}

/* Work-items per block of a lockstep loop, along dimension 0: the first of
 * 64, 32 and 16 (four, two, one 64-byte vectors of 32-bit values) that divides
 * the tile's dimension 0, else the whole dimension. 64 was the fastest for the
 * reduction (docs/performance.md): each trip of a block reads 256 contiguous
 * bytes, so fewer of its cache lines are shared with the next block. */
static int lockstep_block(const Grid *g)
{
    for (int b = 64; b >= 16; b /= 2)
        if (g->tile[0] % b == 0)
            return b;
    return g->tile[0];
}

/* The loops around a lockstep loop's blocks: one per dimension but 0, then
 * the blocks along dimension 0. */
static void open_lockstep_blocks(Split *s)
{
    Scope *sc = s->sc;
    for (int d = s->grid.rank - 1; d >= 1; d--) {
        indent(sc);
        buf_printf(sc->out, "for (int ampcc_lid%c = 0; ampcc_lid%c < %d; ampcc_lid%c++) {\n",
                   dim_letters[d], dim_letters[d], s->grid.tile[d], dim_letters[d]);
        sc->indent++;
    }
    indent(sc);
    buf_printf(sc->out, "for (int ampcc_blk = 0; ampcc_blk < %d; ampcc_blk += %d) {   /* a block of "
                        "work-items: all its trips, then the next block */\n",
               s->grid.tile[0], s->block);
    sc->indent++;
    indent(sc);
    buf_puts(sc->out, "int ampcc_trip = 0;\n");
}

static void close_block(Split *s)
{
    s->sc->indent--;
    indent(s->sc);
    buf_puts(s->sc->out, "}\n");
}

/* What each of a lockstep loop's stretches starts with: the recomputed locals
 * and the counter at this trip. */
static void open_lockstep_stretch(Split *s, Node *n)
{
    int none[3] = {-1, -1, -1};
    open_stretch(s, none);
    emit_remat(s, &n, 1);
    emit_lockstep_counter(s, n);
}

/* `WHAT (cond) != 0;`: the loop's condition as 0 or 1, without a branch (with
 * `&&` GCC unswitched the loop on it and left a copy scalar). */
static void emit_lockstep_test(Split *s, Node *n, const char *what)
{
    indent(s->sc);
    buf_printf(s->sc->out, "%s((", what);
    emit_expr(s->sc, n->cond, P_COMMA);
    buf_puts(s->sc->out, ") != 0);\n");
}

/* The trips in which every work-item of the block is in the loop: each tests
 * the condition for the whole block first, then runs the body unmasked, so
 * the block's values stay in registers (a masked store each trip did not). The
 * test records who is in (ampcc_live) for the trip that ends this. */
static void emit_lockstep_full_trips(Split *s, Node *n)
{
    Scope *sc = s->sc;
    indent(sc);
    buf_puts(sc->out, "for (;; ampcc_trip++) {   /* while every work-item of the block is in: no mask */\n");
    sc->indent++;
    indent(sc);
    buf_puts(sc->out, "int ampcc_all = 1;\n");
    s->plain_loop = true;   /* GCC vectorises the & reduction better than omp simd's */
    open_lockstep_stretch(s, n);
    s->plain_loop = false;
    emit_lockstep_test(s, n, "ampcc_live[ampcc_wi] = ");
    indent(sc);
    buf_puts(sc->out, "ampcc_all &= ampcc_live[ampcc_wi];\n");
    close_stretch(s);
    indent(sc);
    buf_puts(sc->out, "if (!ampcc_all)\n");
    indent(sc);
    buf_puts(sc->out, "    break;\n");
    open_lockstep_stretch(s, n);
    emit_stretch_item(s, n->body);
    close_stretch(s);
    close_block(s);
}

/* The trips after that, until no work-item of the block is left: a work-item
 * whose condition has failed once is masked off for good (ampcc_live). */
static void emit_lockstep_masked_trips(Split *s, Node *n)
{
    Scope *sc = s->sc;
    indent(sc);
    buf_puts(sc->out, "for (int ampcc_more = 1; ampcc_more; ampcc_trip++) {   /* some have left */\n");
    sc->indent++;
    indent(sc);
    buf_puts(sc->out, "ampcc_more = 0;\n");
    s->simd_clause = " reduction(|:ampcc_more)";
    open_lockstep_stretch(s, n);
    s->simd_clause = NULL;
    emit_lockstep_test(s, n, "const int ampcc_on = ampcc_live[ampcc_wi] & ");
    indent(sc);
    buf_puts(sc->out, "ampcc_live[ampcc_wi] = ampcc_on;\n");
    indent(sc);
    buf_puts(sc->out, "ampcc_more |= ampcc_on;\n");
    indent(sc);
    buf_puts(sc->out, "if (ampcc_on) {\n");
    sc->indent++;
    emit_stretch_item(s, n->body);
    close_block(s);
    close_stretch(s);
    close_block(s);
}

/* A lockstep loop (above), strip-mined: the tile's work-items in blocks of
 * lockstep_block(), each block running all its trips before the next. */
static void emit_lockstep(Split *s, Node *n)
{
    s->block = lockstep_block(&s->grid);
    name_promoted(s, "[ampcc_wi]");
    open_lockstep_blocks(s);
    emit_lockstep_full_trips(s, n);
    emit_lockstep_masked_trips(s, n);
    for (int d = 0; d < s->grid.rank; d++)
        close_block(s);
    name_promoted(s, "[0]");
    s->block = 0;
}

/* An item that reaches a barrier, on its own line. */
static void emit_tile_item(Split *s, Node *n)
{
    if (n->kind == ND_BLOCK)
        indent(s->sc);
    emit_split_stmt(s, n);
}

void emit_split_items(Split *s, Node *block)
{
    for_each_stretch(s, block, emit_stretch, emit_tile_item);
}

/* The body of a tile-level if or loop, always as a block. */
static void emit_split_sub(Split *s, Node *n)
{
    Scope *sc = s->sc;
    if (n && n->kind == ND_BLOCK && splits(s, n)) {
        buf_puts(sc->out, " ");
        emit_split_stmt(s, n);
        return;
    }
    buf_puts(sc->out, " {\n");
    sc->indent++;
    if (n && splits(s, n))
        emit_split_stmt(s, n);
    else if (n)
        emit_stretch(s, &n, 1);
    sc->indent--;
    indent(sc);
    buf_puts(sc->out, "}\n");
}

static void emit_split_cond(Split *s, const char *head, Node *cond)
{
    buf_puts(s->sc->out, head);
    emit_expr(s->sc, cond, P_COMMA);
    buf_puts(s->sc->out, ")");
}

/* A statement that reaches a barrier, at tile level: its control runs once
 * per tile (it is tile-uniform), its barrier-free parts as stretches. */
static void emit_split_stmt(Split *s, Node *n)
{
    Scope *sc = s->sc;
    switch (n->kind) {
    case ND_BLOCK:
        buf_puts(sc->out, "{\n");
        sc->indent++;
        emit_split_items(s, n);
        sc->indent--;
        indent(sc);
        buf_puts(sc->out, "}\n");
        return;
    case ND_EXPR_STMT:
        indent(sc);
        buf_printf(sc->out, "; /* %s: every work-item has run the stretch above */\n",
                   ampop_info(n->lhs->ampop)->name);
        return;
    case ND_IF:
        indent(sc);
        emit_split_cond(s, "if (", n->cond);
        emit_split_sub(s, n->then);
        if (n->els) {
            indent(sc);
            buf_puts(sc->out, "else");
            emit_split_sub(s, n->els);
        }
        return;
    case ND_WHILE:
        indent(sc);
        emit_split_cond(s, "while (", n->cond);
        emit_split_sub(s, n->body);
        return;
    case ND_DO:
        indent(sc);
        buf_puts(sc->out, "do");
        emit_split_sub(s, n->body);
        sc->out->len--;   /* `} while (...);` on one line */
        emit_split_cond(s, " while (", n->cond);
        buf_puts(sc->out, ";\n");
        return;
    case ND_FOR:
        if (is_lockstep_loop(s, n)) {
            emit_lockstep(s, n);
            return;
        }
        indent(sc);
        buf_puts(sc->out, "for (");
        emit_for_init(sc, n->init);
        buf_puts(sc->out, ";");
        if (n->cond) {
            buf_puts(sc->out, " ");
            emit_expr(sc, n->cond, P_COMMA);
        }
        buf_puts(sc->out, ";");
        if (n->inc) {
            buf_puts(sc->out, " ");
            emit_expr(sc, n->inc, P_COMMA);
        }
        buf_puts(sc->out, ")");
        emit_split_sub(s, n->body);
        return;
    default:
        error_at(n->loc, "ampcc cannot split this %s statement at its barriers",
                 node_kind_name(n->kind));
        return;
    }
}

