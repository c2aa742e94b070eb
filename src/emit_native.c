/* emit_native.c - the native host back end (LANGUAGE.md section 11): each
 * kernel becomes C that the host compiler builds with OpenMP, so AMP C runs
 * on the host's cores without OpenCL.
 *
 * The body of a kernel is its OpenCL C (emit_opencl.c writes it; the native
 * prelude, include/ampcc_native.h, spells the OpenCL names in C), and this
 * file writes what runs it:
 *   - a non-tiled kernel: the body as an inline function of the work-item's
 *     ids, called from `omp parallel for` loops over the outer dimensions
 *     and an `omp simd` loop over the innermost one;
 *   - a tiled kernel without barriers: `omp parallel for` over the tiles, and
 *     in each tile the same loops over its work-items;
 *   - a tiled kernel with barriers ("split"): one function per tile, in which
 *     each barrier-free stretch of the body is a loop over the tile's
 *     work-items and the control flow around the barriers (tile-uniform, by
 *     the rule uniform.c enforces) runs once per tile. A work-item's local
 *     that lives from one stretch into another becomes a per-tile array
 *     indexed by the work-item; tile_static variables are the tile function's
 *     locals;
 *   - a tiled kernel whose barriers the split does not handle (a barrier in
 *     an amp function, under a switch, in a stretch left by return, break or
 *     continue): each work-item of a tile is a fiber (runtime/native.c) that
 *     runs until its next barrier.
 * docs/codegen.md ("The native host back end") shows the generated code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit_opencl.h"

typedef enum Shape {
    SHAPE_UNTILED,   /* loops over the domain */
    SHAPE_FLAT,      /* tiles, no barrier: loops over each tile's work-items */
    SHAPE_SPLIT,     /* tiles split at their barriers */
    SHAPE_FIBERS,    /* tiles run as fibers that switch at barriers */
} Shape;

/* What the kernel is launched over: rank and tile sizes in OpenCL order
 * (index 0 is the last AMP dimension). */
typedef struct Grid {
    int rank;
    bool tiled;
    int tile[3];
    int items;       /* work-items per tile */
} Grid;

static Grid kernel_grid(KernelInfo *ki)
{
    Type *pt = ki->kernel->kparam.type;
    Grid g = {pt ? pt->rank : 1, pt && pt->kind == TY_TILED_INDEX, {1, 1, 1}, 1};
    if (g.rank < 1 || g.rank > 3)
        g.rank = 1;
    for (int d = 0; g.tiled && d < g.rank; d++) {
        g.tile[g.rank - 1 - d] = pt->tile[d];
        g.items *= pt->tile[d];
    }
    return g;
}

/* ------------------------------------------------------------ barriers */

/* idx.barrier.wait() and its three fenced forms: the one operation the split
 * treats as a statement of its own. */
static bool is_barrier_call(const Node *n)
{
    static const char *const waits[] = {
        "wait", "wait_with_all_memory_fence", "wait_with_global_memory_fence",
        "wait_with_tile_static_memory_fence", NULL,
    };
    if (!n || n->kind != ND_CALL || !n->lhs || n->lhs->kind != ND_MEMBER)
        return false;
    Node *obj = n->lhs->lhs;
    bool on_barrier = (obj->type && obj->type->kind == TY_TILE_BARRIER) ||
                      (obj->kind == ND_MEMBER && obj->name && !strcmp(obj->name, "barrier"));
    for (int i = 0; on_barrier && waits[i]; i++)
        if (!strcmp(n->lhs->name, waits[i]))
            return true;
    return false;
}

typedef struct BarrierWalk {
    bool found;
    bool in_call;      /* found through a call of an amp function */
    PtrSet seen;       /* functions walked (a call cycle is an error sema reported) */
} BarrierWalk;

static void find_barrier(Node *n, void *data)
{
    BarrierWalk *w = data;
    if (w->found)
        return;
    if (is_barrier_call(n)) {
        w->found = true;
        return;
    }
    if (n->kind == ND_CALL) {
        Symbol *f = amp_called_function(n);
        if (f && f->def && f->def->body && !pset_has(&w->seen, f)) {
            pset_add(&w->seen, f);
            find_barrier(f->def->body, w);
            if (w->found)
                w->in_call = true;
        }
    }
    ast_for_each_child(n, AST_WALK_ALL, find_barrier, w);
}

/* Does n reach a barrier, directly or through the functions it calls? */
static bool reaches_barrier(Node *n, bool *through_call)
{
    BarrierWalk w = {0};
    if (n)
        find_barrier(n, &w);
    if (through_call)
        *through_call = w.in_call;
    return w.found;
}

static bool has_barrier(Node *n) { return reaches_barrier(n, NULL); }

/* ------------------------------------------------------------ the split */

/* A tile-level block's items, cut into stretches at the items that reach a
 * barrier. */
typedef struct Split {
    Scope *sc;
    Grid grid;
    Node *body;          /* the kernel body */
    KernelInfo *ki;
    PtrVec promoted;     /* Symbol*: locals that live from one stretch into another */
    PtrVec remat;        /* ND_DECL: such locals that each stretch recomputes instead */
    PtrVec tile_vars;    /* Symbol*: locals of the tile-level control flow (for-init) */
    bool ok;             /* the body can be split (else fibers) */
} Split;

typedef struct Escape {
    int loops, switches;
    bool found;
} Escape;

/* return, or a break/continue that leaves the statement it is in: inside a
 * stretch these would leave the loop over the work-items instead. */
static void find_escape(Node *n, void *data)
{
    Escape *e = data;
    if (n->kind == ND_RETURN || n->kind == ND_GOTO ||
        (n->kind == ND_BREAK && e->loops + e->switches == 0) ||
        (n->kind == ND_CONTINUE && e->loops == 0))
        e->found = true;
    bool loop = n->kind == ND_FOR || n->kind == ND_WHILE || n->kind == ND_DO;
    e->loops += loop;
    e->switches += n->kind == ND_SWITCH;
    if (n->kind != ND_STMT_EXPR)
        ast_for_each_child(n, AST_WALK_ALL, find_escape, e);
    e->loops -= loop;
    e->switches -= n->kind == ND_SWITCH;
}

static bool escapes(Node *n)
{
    Escape e = {0};
    if (n)
        find_escape(n, &e);
    return e.found;
}

typedef struct Uses {
    Symbol *sym;
    Node *skip_from;     /* items of one stretch: uses there do not count */
    Node **skip;
    int nskip;
    bool used, written;
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
    bool writes = n->kind == ND_ASSIGN || node_is_incdec(n) ||
                  (n->kind == ND_UNARY && n->op == UO_ADDR);
    Node *lv = writes ? n->lhs : NULL;
    while (lv && (lv->kind == ND_MEMBER || lv->kind == ND_INDEX))
        lv = lv->lhs;
    if (lv && lv->kind == ND_IDENT && lv->sym == u->sym)
        u->written = true;
    ast_for_each_child(n, AST_WALK_ALL, find_uses, u);
}

/* Is sym used in the kernel body outside the stretch items[0..n)? */
static bool used_outside(Node *body, Symbol *sym, Node **items, int n)
{
    Uses u = {sym, NULL, items, n, false, false};
    find_uses(body, &u);
    return u.used;
}

static bool written_in(Node *n, Symbol *sym)
{
    Uses u = {sym, NULL, NULL, 0, false, false};
    find_uses(n, &u);
    return u.written;
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

/* An expression of ids, by-value captures, constants and other such locals. */
static bool recomputable(Split *s, Node *n)
{
    if (!n)
        return true;
    switch (n->kind) {
    case ND_INT_LIT: case ND_FLOAT_LIT: case ND_SIZEOF_TYPE:
        return true;
    case ND_IDENT:
        return n->sym && (n->sym == s->ki->kernel->kparam.sym || is_value_capture(s, n->sym) ||
                          n->sym->kind == SYM_ENUM_CONST ||
                          (n->sym->kind == SYM_VAR && n->sym->has_const_value) ||
                          remat_decl(s, n->sym));
    case ND_BINARY: case ND_COND:
        return recomputable(s, n->lhs) && recomputable(s, n->rhs) && recomputable(s, n->cond) &&
               recomputable(s, n->then) && recomputable(s, n->els);
    case ND_UNARY:
        return n->op != UO_DEREF && n->op != UO_ADDR && !node_is_incdec(n) &&
               recomputable(s, n->lhs);
    case ND_CAST:
        return recomputable(s, n->lhs);
    case ND_MEMBER:
        return !n->is_arrow && recomputable(s, n->lhs);
    case ND_INDEX:   /* idx.local[0], e[1]: coordinates, not memory */
        return n->lhs && n->lhs->type && amp_rank(n->lhs->type) > 0 &&
               recomputable(s, n->lhs) && recomputable(s, n->rhs);
    default:
        return false;
    }
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
        t->kind == TY_ARRAY || t->kind == TY_PTR || written_in(s->body, d->sym) ||
        !recomputable(s, d->init))
        return false;
    find_name_clash(s->body, &c);
    return !c.found;
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
        if (escapes(it))
            s->ok = false;
        for (int v = 0; v < s->tile_vars.len; v++)
            if (written_in(it, s->tile_vars.items[v]))
                s->ok = false;   /* each work-item would step the tile's one counter */
        if (!it || it->kind != ND_DECL || !it->sym || it->sym->kind != SYM_VAR ||
            it->sym->is_tile_static || !used_outside(s->body, it->sym, items, n))
            continue;
        Type *t = it->type ? it->type : it->sym->type;
        if (rematerialisable(s, it)) {
            vec_push(&s->remat, it);
            continue;
        }
        if (type_is_amp(t) || t->kind == TY_ARRAY || it->has_ctor_args ||
            (it->init && it->init->kind == ND_INIT_LIST))
            s->ok = false;   /* kept simple: such a value stays with the fibers */
        vec_push(&s->promoted, it->sym);
    }
}

static void check_split_block(Split *s, Node *block)
{
    int start = 0;
    Node **items = (Node **)block->items.items;
    for (int i = 0; i <= block->items.len; i++) {
        if (i < block->items.len && !has_barrier(items[i]))
            continue;
        check_stretch(s, items + start, i - start);
        if (i < block->items.len)
            check_split_stmt(s, items[i]);
        start = i + 1;
    }
}

/* A body of a tile-level statement: split further, or one stretch. */
static void check_split_sub(Split *s, Node *n)
{
    if (n && has_barrier(n))
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
    bool through_call = false;
    switch (n->kind) {
    case ND_BLOCK:
        check_split_block(s, n);
        return;
    case ND_EXPR_STMT:
        if (!is_barrier_call(n->lhs))
            s->ok = false;
        return;
    case ND_IF:
        if (reaches_barrier(n->cond, &through_call))
            s->ok = false;
        used_by_tile_code(s, n->cond);
        check_split_sub(s, n->then);
        check_split_sub(s, n->els);
        return;
    case ND_FOR:
        note_for_init(s, n->init);
        /* fall through */
    case ND_WHILE:
    case ND_DO:
        used_by_tile_code(s, n->cond);
        used_by_tile_code(s, n->inc);
        used_by_tile_code(s, n->init);
        if (has_barrier(n->cond) || has_barrier(n->inc) ||
            (n->init && n->init->kind == ND_EXPR_STMT && has_barrier(n->init)))
            s->ok = false;
        for (int v = 0; v < s->promoted.len; v++)
            if ((n->init && written_in(n->init, s->promoted.items[v])) ||
                (n->inc && written_in(n->inc, s->promoted.items[v])) ||
                (n->cond && written_in(n->cond, s->promoted.items[v])))
                s->ok = false;   /* the tile would update only work-item 0's copy */
        check_split_sub(s, n->body);
        return;
    default:
        s->ok = false;
    }
}

/* Can the body be split? A local of the tile-level control flow (a loop
 * counter) is one scalar per tile, so no stretch may change it. */
static bool plan_split(Split *s)
{
    s->ok = true;
    check_split_block(s, s->body);
    return s->ok;
}

/* How the kernel runs: split only where every barrier sits where the split
 * handles it and the index is read at each use (a stored index is a value of
 * the work-item, which only a fiber keeps). */
static Shape kernel_shape(KernelInfo *ki, Grid g, Split *split)
{
    if (!g.tiled)
        return SHAPE_UNTILED;
    if (!has_barrier(ki->kernel->body))
        return SHAPE_FLAT;
    if (kernel_stores_index(ki))
        return SHAPE_FIBERS;
    return plan_split(split) ? SHAPE_SPLIT : SHAPE_FIBERS;
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

static bool is_promoted(Split *s, Symbol *sym)
{
    for (int i = 0; i < s->promoted.len; i++)
        if (s->promoted.items[i] == sym)
            return true;
    return false;
}

/* Declares each promoted local at the top of the tile function, one element
 * per work-item, under a name no other local of the kernel has. */
static void declare_promoted(Split *s, Buf *locals)
{
    Scope *sc = s->sc;
    PtrVec taken = {0};
    for (int i = 0; i < s->promoted.len; i++) {
        Symbol *sym = s->promoted.items[i];
        const char *base = sym_name(sc, sym), *name = base;
        for (int k = 2;; k++) {
            bool clash = false;
            for (int j = 0; j < taken.len && !clash; j++)
                clash = !strcmp(taken.items[j], name);
            if (!clash)
                break;
            name = arena_printf(compiler_arena, "%s_%d", base, k);
        }
        vec_push(&taken, (void *)name);
        vec_push(&sc->renamed_syms, sym);
        vec_push(&sc->renamed_names, (void *)arena_printf(compiler_arena, "%s[0]", name));
        pset_add(&sc->locals, sym);
        AddrSpace as = sym->type && sym->type->kind == TY_PTR ? addrspace_of_symbol(sym, NULL)
                                                               : AS_UNKNOWN;
        buf_puts(locals, "    ");
        declarator(sc->cl, locals, sym->type, arena_printf(compiler_arena, "%s[%d]", name,
                                                            s->grid.items), as);
        buf_puts(locals, ";   /* one per work-item: it lives across a barrier */\n");
    }
}

static const char *const dim_letters = "012";

/* The loops over a tile's work-items that run one stretch. */
static void open_stretch(Split *s)
{
    Scope *sc = s->sc;
    Grid g = s->grid;
    for (int d = g.rank - 1; d >= 0; d--) {
        if (d == 0) {
            indent(sc);
            buf_puts(sc->out, "#pragma omp simd\n");
        }
        indent(sc);
        buf_printf(sc->out, "for (size_t ampcc_lid%c = 0; ampcc_lid%c < %d; ampcc_lid%c++) {\n",
                   dim_letters[d], dim_letters[d], g.tile[d], dim_letters[d]);
        sc->indent++;
    }
    indent(sc);
    buf_puts(sc->out, "const size_t ampcc_wi = ");
    for (int d = g.rank - 1; d >= 0; d--) {
        if (d < g.rank - 1)
            buf_printf(sc->out, " * %d + ", g.tile[d]);
        buf_printf(sc->out, "ampcc_lid%c", dim_letters[d]);
    }
    buf_puts(sc->out, ";\n");
    for (int d = 0; d < g.rank; d++) {
        indent(sc);
        buf_printf(sc->out, "const size_t ampcc_gid%c = ampcc_grp%c * %d + ampcc_lid%c;\n",
                   dim_letters[d], dim_letters[d], g.tile[d], dim_letters[d]);
    }
}

static void close_stretch(Split *s)
{
    for (int d = 0; d < s->grid.rank; d++) {
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
    if (it && it->kind == ND_DECL && it->sym && is_promoted(s, it->sym)) {
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
    name_promoted(s, "[ampcc_wi]");
    open_stretch(s);
    emit_remat(s, items, n);
    for (int i = 0; i < n; i++)
        emit_stretch_item(s, items[i]);
    close_stretch(s);
    name_promoted(s, "[0]");
}

static void emit_split_stmt(Split *s, Node *n);

static void emit_split_items(Split *s, Node *block)
{
    int start = 0;
    Node **items = (Node **)block->items.items;
    for (int i = 0; i <= block->items.len; i++) {
        if (i < block->items.len && !has_barrier(items[i]))
            continue;
        emit_stretch(s, items + start, i - start);
        if (i < block->items.len) {
            if (items[i]->kind == ND_BLOCK)
                indent(s->sc);
            emit_split_stmt(s, items[i]);
        }
        start = i + 1;
    }
}

/* The body of a tile-level if or loop, always as a block. */
static void emit_split_sub(Split *s, Node *n)
{
    Scope *sc = s->sc;
    if (n && n->kind == ND_BLOCK && has_barrier(n)) {
        buf_puts(sc->out, " ");
        emit_split_stmt(s, n);
        return;
    }
    buf_puts(sc->out, " {\n");
    sc->indent++;
    if (n && has_barrier(n))
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
                   n->lhs->lhs->name);
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

/* ------------------------------------------------------------ wrappers */

/* The kernel's captures as locals of a launch function, read from the
 * runtime's argument array L->args (the order of kernel_info's list). */
static void unpack_args(CL *cl, Buf *b, KernelInfo *ki, bool restricted)
{
    for (int i = 0; i < ki->nparams; i++) {
        KernelParam *p = &ki->params[i];
        Type *t = p->sym->type;
        const char *n = p->cl_name;
        if (p->kind == KP_VIEW) {
            buf_printf(b, "    %s", p->access & 2 ? "" : "const ");
            Type *elem = type_copy(t->base);   /* as the kernel's parameter spells it */
            elem->typedef_name = NULL;
            elem->quals = 0;
            type_name(cl, b, elem);
            buf_printf(b, " *%s%s = L->args[%d].data;\n", restricted ? "restrict " : "", n, i);
            buf_printf(b, "    ampcc_view_meta %s_meta;\n"
                          "    __builtin_memcpy(&%s_meta, &L->args[%d].meta, sizeof %s_meta);\n",
                       n, n, i, n);
        } else if (t->kind == TY_BOOL) {
            buf_printf(b, "    uchar %s = *(const uchar *)L->args[%d].value;\n", n, i);
        } else {
            buf_puts(b, "    ");
            declarator(cl, b, t, n, AS_UNKNOWN);
            buf_printf(b, " = *(const __typeof__(%s) *)L->args[%d].value;\n", n, i);
        }
    }
}

/* The captures as arguments of the item or tile function. */
static void pass_args(Buf *b, KernelInfo *ki)
{
    for (int i = 0; i < ki->nparams; i++) {
        KernelParam *p = &ki->params[i];
        buf_printf(b, "%s%s", i ? ", " : "", p->cl_name);
        if (p->kind == KP_VIEW)
            buf_printf(b, ", %s_meta", p->cl_name);
    }
    if (ki->nparams)
        buf_puts(b, ", ");
}

static void id_params(Buf *b, const char *kind)
{
    buf_printf(b, "size_t ampcc_%s0, size_t ampcc_%s1, size_t ampcc_%s2", kind, kind, kind);
}

/* The function that runs one work-item (untiled, flat and fiber kernels) or
 * one tile (split kernels): the kernel's OpenCL C body under the native
 * prelude, the work-item functions naming its parameters. */
static void emit_body_function(CL *cl, KernelInfo *ki, Grid g, Shape shape, const char *name,
                               bool restricted, const char *code)
{
    Buf *b = &cl->kernels;
    bool item = shape != SHAPE_SPLIT;
    buf_printf(b, "static %svoid %s_%s(", item ? "inline __attribute__((always_inline)) " : "",
               name, item ? "item" : "tile");
    if (ki->nparams) {
        emit_kernel_params(cl, b, ki, restricted);
        buf_puts(b, ",\n        ");
    }
    id_params(b, g.tiled ? "grp" : "gid");
    if (item && g.tiled) {
        buf_puts(b, ", ");
        id_params(b, "lid");
    }
    buf_puts(b, ")\n{\n");
    if (g.tiled) {
        buf_printf(b, "    const size_t ampcc_lsz0 = %d, ampcc_lsz1 = %d, ampcc_lsz2 = %d;\n",
                   g.tile[0], g.tile[1], g.tile[2]);
        if (item)
            buf_puts(b, "    const size_t ampcc_gid0 = ampcc_grp0 * ampcc_lsz0 + ampcc_lid0,\n"
                        "        ampcc_gid1 = ampcc_grp1 * ampcc_lsz1 + ampcc_lid1,\n"
                        "        ampcc_gid2 = ampcc_grp2 * ampcc_lsz2 + ampcc_lid2;\n");
    }
    buf_printf(b, "    %.*s", (int)strlen(code) - 1, code);   /* the body, a block */
    buf_puts(b, "}\n\n");
}

/* `for (size_t ampcc_gidD = 0; ampcc_gidD < LIMIT; ampcc_gidD++)` */
static void loop_head(Buf *b, int depth, const char *var, int d, const char *limit)
{
    buf_printf(b, "%*sfor (size_t ampcc_%s%d = 0; ampcc_%s%d < %s; ampcc_%s%d++)\n", 4 * depth,
               "", var, d, var, d, limit, var, d);
}

/* Calls NAME_item for every work-item of the tile ampcc_grp0..2. */
static void item_loops_in_tile(Buf *b, Grid g, const char *name, const char *args, int depth)
{
    for (int d = g.rank - 1; d >= 0; d--) {
        char limit[16];
        snprintf(limit, sizeof limit, "%d", g.tile[d]);
        if (d == 0)
            buf_printf(b, "%*s#pragma omp simd\n", 4 * depth, "");
        loop_head(b, depth++, "lid", d, limit);
    }
    buf_printf(b, "%*s%s_item(%sampcc_grp0, ampcc_grp1, ampcc_grp2, %s, %s, %s);\n", 4 * depth,
               "", name, args, "ampcc_lid0", g.rank > 1 ? "ampcc_lid1" : "0",
               g.rank > 2 ? "ampcc_lid2" : "0");
}

/* The fiber entry: work-item i of the tile in the frame. */
static void emit_fiber_function(CL *cl, KernelInfo *ki, Grid g, const char *name,
                                bool restricted)
{
    Buf *b = &cl->kernels;
    Buf args = {0};
    pass_args(&args, ki);
    buf_printf(b, "static void %s_fiber(void *frame, int ampcc_wi)\n{\n"
                  "    const ampcc_native_launch *L = ((ampcc_native_frame *)frame)->launch;\n"
                  "    const size_t *ampcc_grp = ((ampcc_native_frame *)frame)->group;\n", name);
    unpack_args(cl, b, ki, restricted);
    buf_printf(b, "    %s_item(%sampcc_grp[0], ampcc_grp[1], ampcc_grp[2],\n"
                  "        ampcc_wi %% %d, ampcc_wi / %d %% %d, ampcc_wi / %d);\n}\n\n",
               name, buf_str(&args), g.tile[0], g.tile[0], g.tile[1], g.tile[0] * g.tile[1]);
    free(args.s);
}

/* The launch function the runtime calls: the captures, then the loops. */
static void emit_run_function(CL *cl, KernelInfo *ki, Grid g, Shape shape, const char *name,
                              bool restricted)
{
    Buf *b = &cl->kernels;
    Buf args = {0};
    pass_args(&args, ki);
    buf_printf(b, "static void %s_run(const ampcc_native_launch *L)\n{\n", name);
    if (shape != SHAPE_FIBERS)
        unpack_args(cl, b, ki, restricted);
    buf_puts(b, "    const size_t ampcc_n0 = L->global[0], ampcc_n1 = L->global[1], "
                "ampcc_n2 = L->global[2];\n");
    int outer = g.tiled ? g.rank : g.rank > 1 ? g.rank - 1 : 1;
    buf_printf(b, "    #pragma omp parallel for%s%s num_threads(ampcc_native_threads(L)) "
                  "schedule(static)\n", !g.tiled && g.rank == 1 ? " simd" : "",
               outer > 1 ? outer == 2 ? " collapse(2)" : " collapse(3)" : "");
    int depth = 1;
    const char *var = g.tiled ? "grp" : "gid";
    for (int d = g.rank - 1; d >= (g.tiled || g.rank == 1 ? 0 : 1); d--) {
        char limit[32];
        if (g.tiled)
            snprintf(limit, sizeof limit, "ampcc_n%d / %d", d, g.tile[d]);
        else
            snprintf(limit, sizeof limit, "ampcc_n%d", d);
        loop_head(b, depth++, var, d, limit);
    }
    buf_printf(b, "%*s{\n", 4 * (depth - 1), "");
    if (g.tiled)
        for (int d = g.rank; d < 3; d++)
            buf_printf(b, "%*sconst size_t ampcc_grp%d = 0;\n", 4 * depth, "", d);
    if (!g.tiled) {
        if (g.rank > 1) {
            buf_printf(b, "%*s#pragma omp simd\n", 4 * depth, "");
            loop_head(b, depth, "gid", 0, "ampcc_n0");
        }
        buf_printf(b, "%*s%s_item(%s%s, %s, %s);\n", 4 * (depth + (g.rank > 1)), "", name,
                   buf_str(&args), "ampcc_gid0", g.rank > 1 ? "ampcc_gid1" : "0",
                   g.rank > 2 ? "ampcc_gid2" : "0");
    } else if (shape == SHAPE_FLAT) {
        item_loops_in_tile(b, g, name, buf_str(&args), depth);
    } else if (shape == SHAPE_SPLIT) {
        buf_printf(b, "%*s%s_tile(%sampcc_grp0, ampcc_grp1, ampcc_grp2);\n", 4 * depth, "", name,
                   buf_str(&args));
    } else {
        buf_printf(b, "%*sampcc_native_frame frame = {L, {ampcc_grp0, ampcc_grp1, ampcc_grp2}};\n"
                      "%*sampcc_native_run_tile(%d, %s_fiber, &frame);\n", 4 * depth, "",
                   4 * depth, "", g.items, name);
    }
    buf_printf(b, "%*s}\n}\n\n", 4 * (depth - 1), "");
    free(args.s);
}

static void emit_variant(CL *cl, KernelInfo *ki, Grid g, Shape shape, const char *name,
                         bool restricted, const char *code)
{
    emit_body_function(cl, ki, g, shape, name, restricted, code);
    if (shape == SHAPE_FIBERS)
        emit_fiber_function(cl, ki, g, name, restricted);
    emit_run_function(cl, ki, g, shape, name, restricted);
}

static const char *const shape_names[] = {
    "every work-item in parallel loops",
    "tiles in parallel, each tile a loop over its work-items",
    "tiles in parallel, each tile split at its barriers into loops over its work-items",
    "tiles in parallel, each work-item of a tile a fiber that switches at barriers",
};

void emit_native_kernel(CL *cl, KernelInfo *ki)
{
    Grid g = kernel_grid(ki);
    Scope sc = {0};
    Buf locals = {0}, body = {0}, code = {0};
    bool stored;
    Split split = {&sc, g, ki->kernel->body, ki, {0}, {0}, {0}, false};
    Shape shape = kernel_shape(ki, g, &split);
    /* tile_static storage: a split tile's locals, else per-thread storage,
     * which the tile's work-items share: they run one after the other on one
     * thread. */
    kernel_scope_init(cl, ki, &sc, &locals, shape == SHAPE_SPLIT ? "" : "static __thread ",
                      &stored);
    if (shape == SHAPE_SPLIT)
        declare_promoted(&split, &locals);
    sc.out = &body;
    if (shape == SHAPE_SPLIT)
        emit_split_items(&split, ki->kernel->body);
    else
        emit_block_items(&sc, ki->kernel->body);
    kernel_code(cl, ki, &sc, &locals, &body, stored, &code);

    const char *fname = ki->func && ki->func->sym ? ki->func->sym->name : "file scope";
    buf_printf(&cl->kernels, "/* parallel_for_each in %s(), %s:%d: %s */\n", fname,
               ki->pfe->loc.file ? ki->pfe->loc.file : "?", ki->pfe->loc.line,
               shape_names[shape]);
    emit_variant(cl, ki, g, shape, ki->name, true, buf_str(&code));
    if (kernel_has_aliased_variant(ki)) {
        buf_printf(&cl->kernels, "/* %s when two of its views share storage: no restrict */\n",
                   ki->name);
        emit_variant(cl, ki, g, shape, arena_printf(compiler_arena, "%s" ALIASED_SUFFIX, ki->name),
                     false, buf_str(&code));
    }
    free(code.s);
    free(body.s);
    free(locals.s);
}

/* ------------------------------------------------------------ the unit */

void emit_native_prelude(CL *cl, Buf *b)
{
    buf_printf(b, "/* Native host C generated by ampcc from %s: the kernels run on the host's\n"
                  " * cores with OpenMP (LANGUAGE.md section 11). */\n"
                  "#include \"ampcc_native.h\"\n\n", cl->u->main_file);
}

/* The kernel's index as a value, from the loop variables (ampcc_native.h maps
 * the work-item functions to them). */
void emit_native_here(Buf *b, int n, bool tiled)
{
    static const char *const fields[] = {"global_", "local_", "tile", "tile_origin"};
    static const char *const ids[] = {"gid", "lid", "grp", "grp"};
    if (!tiled) {
        buf_printf(b, "#define ampcc_index_%d_here() ampcc_index_%d_make(", n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%s(int)ampcc_gid%d", d ? ", " : "", n - 1 - d);
        buf_puts(b, ")\n");
        return;
    }
    buf_printf(b, "#define ampcc_tiled_index_%d_here() ({ ampcc_tiled_index_%d ampcc_t_; \\\n", n, n);
    for (int f = 0; f < 4; f++)
        for (int d = 0; d < n; d++)
            buf_printf(b, "    ampcc_t_.%s.v[%d] = (int)ampcc_%s%d%s; \\\n", fields[f], d, ids[f],
                       n - 1 - d, f == 3 ? arena_printf(compiler_arena, " * (int)ampcc_lsz%d",
                                                        n - 1 - d) : "");
    for (int d = 0; d < n; d++)
        buf_printf(b, "    ampcc_t_.tile_extent.v[%d] = (int)ampcc_lsz%d; \\\n", d, n - 1 - d);
    buf_puts(b, "    ampcc_t_; })\n");
}

const char *native_table_name(Unit *u)
{
    unsigned long long h = 1469598103934665603ULL;
    for (int i = 0; i < u->text_len; i++)
        h = (h ^ (unsigned char)u->text[i]) * 1099511628211ULL;
    for (const char *p = u->main_file; p && *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ULL;
    return arena_printf(compiler_arena, "ampcc_native_%016llx", h);
}

char *emit_native(Unit *u, const EmitOptions *opts)
{
    EmitOptions native = *opts;
    native.native = true;
    Buf b = {0};
    buf_puts(&b, emit_opencl(u, &native));
    buf_printf(&b, "/* The kernels in launch order, for the runtime (include/ampcc_native.h). */\n"
                   "const ampcc_native_kernel %s[] __attribute__((weak)) = {\n",
               native_table_name(u));
    for (int i = 0; i < u->kernels.len; i++) {
        KernelInfo *ki = kernel_info(u, i);
        if (!ki) {
            buf_puts(&b, "    {0, 0, 0},\n");
            continue;
        }
        buf_printf(&b, "    {\"%s\", %s_run, ", ki->name, ki->name);
        if (kernel_has_aliased_variant(ki))
            buf_printf(&b, "%s" ALIASED_SUFFIX "_run},\n", ki->name);
        else
            buf_puts(&b, "0},\n");
    }
    buf_puts(&b, "};\n");
    char *result = arena_strdup(compiler_arena, buf_str(&b));
    free(b.s);
    return result;
}
