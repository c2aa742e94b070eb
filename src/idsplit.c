/* idsplit.c - the comparisons of a non-tiled kernel's work-item ids against
 * values every work-item sees alike (idsplit.h). A small evaluator follows
 * what each expression is - the kernel's index, one of its ids, a value of
 * constants and captures, or anything else - through locals that are never
 * written and through the parameters of the amp functions the kernel calls,
 * so that `int j = idx[1]; ... j == n - 1` inside a function called as
 * f(a, idx, n) is found to be "id 0 == capture n - 1".
 *
 * A comparison node is evaluated once per call path that reaches it; it is
 * known in the interior only if every evaluation is such a comparison with
 * the same interior value (a function called once with the kernel's index and
 * once with another index keeps its comparison as written).
 */
#include "idsplit.h"

#include "diag.h"
#include "sema.h"

typedef enum ValKind { VAL_OTHER, VAL_INDEX, VAL_ID, VAL_TERM } ValKind;

/* What an expression is, for the split. */
typedef struct Val {
    ValKind kind;
    int dim;                  /* VAL_ID: the OpenCL dimension */
    IdTerm *term;             /* VAL_TERM */
} Val;

/* One function body (or the kernel's) being walked. */
typedef struct Walk {
    IdSplit *split;
    HashMap env;              /* Symbol* -> Val*: parameters and unwritten locals */
    Node *body;               /* for the "never written" test of its locals */
    int depth;                /* amp function calls deep */
} Walk;

static const Val other = {VAL_OTHER, 0, NULL};

static Val *val_new(Val v)
{
    Val *p = NEW(Val);
    *p = v;
    return p;
}

static IdTerm *term_new(IdTermKind kind, IdTerm *a, IdTerm *b)
{
    IdTerm *t = NEW(IdTerm);
    *t = (IdTerm){kind, 0, NULL, a, b};
    return t;
}

static IdTerm *term_const(long long v)
{
    IdTerm *t = term_new(TERM_CONST, NULL, NULL);
    t->value = v;
    return t;
}

static bool is_int(const Node *n)
{
    return n && n->type && n->type->kind == TY_INT;
}

/* ---- is a variable ever written? */

typedef struct WriteScan {
    Symbol *sym;
    bool written;
} WriteScan;

/* Is n sym, or a part of it (`p[1]`, `s.x`: writing one writes sym)? */
static bool names(Node *n, Symbol *sym)
{
    while (n && (n->kind == ND_INDEX || (n->kind == ND_MEMBER && !n->is_arrow)))
        n = n->lhs;
    return n && n->kind == ND_IDENT && n->sym == sym;
}

static void scan_writes(Node *n, void *data)
{
    WriteScan *w = data;
    if ((n->kind == ND_ASSIGN && names(n->lhs, w->sym)) ||
        (node_is_incdec(n) && names(n->lhs, w->sym)) ||
        (n->kind == ND_UNARY && n->op == UO_ADDR && names(n->lhs, w->sym)))
        w->written = true;
    if (!w->written)
        ast_for_each_child(n, AST_WALK_ALL, scan_writes, w);
}

static bool never_written(Node *body, Symbol *sym)
{
    if (!sym || sym->address_taken || !body)
        return false;
    WriteScan w = {sym, false};
    scan_writes(body, &w);
    return !w.written;
}

/* ---- evaluation */

static Val eval(Walk *w, Node *n);

static Val eval_binary(Walk *w, Node *n)
{
    static const IdTermKind kinds[] = {[BO_ADD] = TERM_ADD, [BO_SUB] = TERM_SUB,
                                       [BO_MUL] = TERM_MUL};
    if (!is_int(n) || (n->op != BO_ADD && n->op != BO_SUB && n->op != BO_MUL))
        return other;
    Val a = eval(w, n->lhs), b = eval(w, n->rhs);
    if (a.kind != VAL_TERM || b.kind != VAL_TERM || !is_int(n->lhs) || !is_int(n->rhs))
        return other;
    return (Val){VAL_TERM, 0, term_new(kinds[n->op], a.term, b.term)};
}

/* idx[k] of an index that is the kernel's: id rank-1-k. */
static Val eval_subscript(Walk *w, Node *n)
{
    long long k;
    Val obj = eval(w, n->lhs);
    if (obj.kind != VAL_INDEX || !sema_const_int(n->rhs, &k) || k < 0 || k >= w->split->rank)
        return other;
    return (Val){VAL_ID, w->split->rank - 1 - (int)k, NULL};
}

static Val eval(Walk *w, Node *n)
{
    long long v;
    if (!n)
        return other;
    if (is_int(n) && n->kind != ND_IDENT && sema_const_int(n, &v))
        return (Val){VAL_TERM, 0, term_const(v)};
    switch (n->kind) {
    case ND_IDENT: {
        Val *bound = n->sym ? hash_get(&w->env, n->sym) : NULL;
        if (bound)
            return *bound;
        if (is_int(n) && n->sym && n->sym->has_const_value)
            return (Val){VAL_TERM, 0, term_const(n->sym->const_value)};
        return other;
    }
    case ND_BINARY: return eval_binary(w, n);
    case ND_INDEX: return eval_subscript(w, n);
    case ND_CAST: return is_int(n) && is_int(n->lhs) ? eval(w, n->lhs) : other;
    default: return other;
    }
}

/* ---- comparisons */

static bool is_comparison(int op)
{
    return op == BO_EQ || op == BO_NE || op == BO_LT || op == BO_GT || op == BO_LE ||
           op == BO_GE;
}

/* `at OP id` read as `id OP' at`. */
static int mirrored(int op)
{
    switch (op) {
    case BO_LT: return BO_GT;
    case BO_GT: return BO_LT;
    case BO_LE: return BO_GE;
    case BO_GE: return BO_LE;
    default: return op;
    }
}

static bool term_has_capture(const IdTerm *t)
{
    return t && (t->kind == TERM_CAPTURE || term_has_capture(t->a) || term_has_capture(t->b));
}

/* `id OP at`: where the interior ends and the comparison's value in it. An
 * ordering against a constant bounds the interior from below (`j > 0`,
 * `j < 1`), one against the captures from above (`j < n - 1`, `j >= n - 1`). */
static IdBound bound_of(int op, IdPoint *p, int *value)
{
    bool low = !term_has_capture(p->at);
    p->offset = op == BO_LE || op == BO_GT;   /* the bound is at + 1 */
    if (op == BO_EQ || op == BO_NE) {
        *value = op == BO_NE;
        return IDB_EQ;
    }
    /* below the bound: LT, LE true; at or above it: GT, GE true */
    *value = low ? op == BO_GT || op == BO_GE : op == BO_LT || op == BO_LE;
    return low ? IDB_LOW : IDB_HIGH;
}

static void record(Walk *w, Node *cmp, bool is_fact, int value)
{
    IdKnown *k = hash_get(&w->split->known, cmp);
    if (!k) {
        vec_push(&w->split->compared, cmp);
        k = NEW(IdKnown);
        *k = (IdKnown){value, !is_fact};
        hash_put(&w->split->known, cmp, k);
    } else if (!is_fact || k->value != value) {
        k->mixed = true;
    }
}

static void visit_comparison(Walk *w, Node *n)
{
    Val l = eval(w, n->lhs), r = eval(w, n->rhs);
    int op = n->op;
    if (r.kind == VAL_ID && l.kind == VAL_TERM) {
        Val t = l;
        l = r;
        r = t;
        op = mirrored(op);
    }
    /* an outer id is the same for the whole loop over the innermost one: the
     * host compiler unswitches that loop on such a comparison (-O3) */
    if (l.kind != VAL_ID || l.dim != 0 || r.kind != VAL_TERM || !is_int(n->lhs) ||
        !is_int(n->rhs)) {
        record(w, n, false, 0);
        return;
    }
    IdPoint *p = NEW(IdPoint);
    int value;
    p->at = r.term;
    p->bound = bound_of(op, p, &value);
    vec_push(&w->split->points, p);
    record(w, n, true, value);
}

/* ---- the walk */

static void visit(Node *n, void *data);

/* A call of an amp function: its body, with each parameter it never writes
 * bound to what the argument is. */
static void visit_call(Walk *w, Node *call)
{
    Node *callee = call->lhs;
    Node *def = callee && callee->kind == ND_IDENT && callee->sym ? callee->sym->def : NULL;
    if (call->ampop || !def || !def->body || !def->type || def->type->kind != TY_FUNC)
        return;
    if (w->depth > 16) {   /* its comparisons unvisited, which its copy would share */
        w->split->gave_up = true;
        return;
    }
    Walk inner = {w->split, {0}, def->body, w->depth + 1};
    Type *ft = def->type;
    for (int i = 0; i < ft->nparams && i < call->args.len; i++) {
        Symbol *p = ft->params[i].sym;
        Val v = eval(w, call->args.items[i]);
        if (p && v.kind != VAL_OTHER && never_written(def->body, p))
            hash_put(&inner.env, p, val_new(v));
    }
    visit(def->body, &inner);
    hash_free(&inner.env);
}

static void visit_decl(Walk *w, Node *d)
{
    Symbol *s = d->sym;
    if (!s || !d->init || s->is_global || s->storage == ST_STATIC || !never_written(w->body, s))
        return;
    if (s->type && s->type->kind != TY_INT && s->type->kind != TY_INDEX)
        return;
    Val v = eval(w, d->init);
    if (v.kind != VAL_OTHER)
        hash_put(&w->env, s, val_new(v));
}

static void visit(Node *n, void *data)
{
    Walk *w = data;
    if (n->kind == ND_KERNEL)
        return;   /* a nested kernel block is its own kernel */
    ast_for_each_child(n, AST_WALK_EVALUATED, visit, w);
    if (n->kind == ND_BINARY && is_comparison(n->op))
        visit_comparison(w, n);
    else if (n->kind == ND_CALL)
        visit_call(w, n);
    else if (n->kind == ND_DECL)
        visit_decl(w, n);
}

/* ---- per kernel */

/* The kernel's captured ints as values of the launch. */
static void bind_captures(Walk *w, Node *k)
{
    for (int i = 0; i < k->kblock->captured.len; i++) {
        CapturedVar *cv = k->kblock->captured.items[i];
        Symbol *s = cv->sym;
        if (s && s->type && s->type->kind == TY_INT && never_written(k->body, s)) {
            IdTerm *t = term_new(TERM_CAPTURE, NULL, NULL);
            t->sym = s;
            hash_put(&w->env, s, val_new((Val){VAL_TERM, 0, t}));
        }
    }
}

static bool has_known(IdSplit *s)
{
    for (int i = 0; i < s->compared.len; i++) {
        int value;
        if (id_split_known(s, s->compared.items[i], &value))
            return true;
    }
    return false;
}

/* The equality points fit the runtime's room for them. */
static bool count_points(IdSplit *s)
{
    int eq = 0;
    for (int i = 0; i < s->points.len; i++)
        eq += ((IdPoint *)s->points.items[i])->bound == IDB_EQ;
    return eq <= IDSPLIT_MAX_EQ;
}

static IdSplit *analyse_kernel(Node *k)
{
    Type *pt = k->kblock->kparam.type;
    Symbol *idx = k->kblock->kparam.sym;
    if (!pt || pt->kind != TY_INDEX || pt->rank < 1 || pt->rank > 3 || !idx ||
        k->kblock->kparam_written || !k->body)
        return NULL;
    IdSplit *s = NEW(IdSplit);
    s->rank = pt->rank;
    Walk w = {s, {0}, k->body, 0};
    hash_put(&w.env, idx, val_new((Val){VAL_INDEX, 0, NULL}));
    bind_captures(&w, k);
    visit(k->body, &w);
    hash_free(&w.env);
    return !s->gave_up && count_points(s) && has_known(s) ? s : NULL;
}

void analyse_id_splits(Unit *u)
{
    if (diag_error_count())
        return;
    for (int i = 0; i < u->kernels.len; i++) {
        Node *k = u->kernels.items[i];
        vec_push(&u->id_splits, k && k->kblock ? analyse_kernel(k) : NULL);
    }
}

const IdSplit *id_split_of(Unit *u, Node *kernel)
{
    if (!kernel || kernel->id < 0 || kernel->id >= u->id_splits.len)
        return NULL;
    return u->id_splits.items[kernel->id];
}

bool id_split_known(const IdSplit *s, Node *cmp, int *value)
{
    IdKnown *k = s ? hash_get(&s->known, cmp) : NULL;
    if (!k || k->mixed)
        return false;
    *value = k->value;
    return true;
}
