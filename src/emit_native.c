/* emit_native.c - the native host back end (LANGUAGE.md section 11): each
 * kernel becomes C that the host compiler builds with OpenMP, so AMP C runs
 * on the host's cores without OpenCL.
 *
 * The body of a kernel is its OpenCL C (emit_opencl.c writes it; the native
 * prelude, include/ampcc_native.h, spells the OpenCL names in C), and this
 * file writes what runs it:
 *   - a non-tiled kernel: the body as an inline function of the work-item's
 *     ids, called from `omp parallel for` loops over the outer dimensions
 *     and an `omp simd` loop over the innermost one; one with a loop that
 *     every work-item runs alike (a uniform loop) runs in chunks of 64
 *     work-items, split at that loop like a tile at a barrier (below), so
 *     that the loop over the work-items is the innermost and vectorises;
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
#include "native_split.h"

typedef enum Shape {
    SHAPE_UNTILED,   /* loops over the domain */
    SHAPE_FLAT,      /* tiles, no barrier: loops over each tile's work-items */
    SHAPE_SPLIT,     /* tiles split at their barriers */
    SHAPE_FIBERS,    /* tiles run as fibers that switch at barriers */
    SHAPE_CHUNKED,   /* untiled, in chunks of work-items split at uniform loops */
} Shape;

static Grid kernel_grid(KernelInfo *ki)
{
    Type *pt = ki->kernel->kblock->kparam.type;
    Grid g = {pt ? pt->rank : 1, pt && pt->kind == TY_TILED_INDEX, {1, 1, 1}, 1};
    if (kernel_takes_domain(ki))
        g.rank = 3;   /* as on a device: the higher dimensions flattened into 2 */
    else if (g.rank < 1 || g.rank > 3)
        g.rank = 1;
    for (int d = 0; g.tiled && d < g.rank; d++) {
        g.tile[g.rank - 1 - d] = pt->tile[d];
        g.items *= pt->tile[d];
    }
    return g;
}

/* How the kernel runs: split only where every barrier sits where the split
 * handles it and the index is read at each use (a stored index is a value of
 * the work-item, which only a fiber keeps). */
static Shape kernel_shape(KernelInfo *ki, Grid g, Split *split)
{
    if (!g.tiled) {
        split->chunked = true;
        split->grid.items = CHUNK;
        if (kernel_stores_index(ki) || !plan_split(split) || !split->hoisted_loop)
            return SHAPE_UNTILED;
        return SHAPE_CHUNKED;
    }
    if (!native_has_barrier(split, ki->kernel->body))
        return SHAPE_FLAT;
    if (kernel_stores_index(ki))
        return SHAPE_FIBERS;
    return plan_split(split) ? SHAPE_SPLIT : SHAPE_FIBERS;
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
            type_name(cl, b, type_plain(t->base));   /* as the kernel's parameter spells it */
            buf_printf(b, " *%s%s = L->args[%d].data;\n", restricted ? "restrict " : "", n, i);
            buf_printf(b, "    %s %s_meta;\n"
                          "    __builtin_memcpy(&%s_meta, %sL->args[%d].meta%s, sizeof %s_meta);\n",
                       meta_type(t->rank), n, n, t->rank > 3 ? "" : "&", i, t->rank > 3 ? "_n" : "", n);
        } else if (t->kind == TY_BOOL) {
            buf_printf(b, "    uchar %s = *(const uchar *)L->args[%d].value;\n", n, i);
        } else {
            buf_puts(b, "    ");
            declarator(cl, b, t, n, AS_UNKNOWN);
            buf_printf(b, " = *(const __typeof__(%s) *)L->args[%d].value;\n", n, i);
        }
    }
    if (kernel_takes_domain(ki))
        buf_printf(b, "    ampcc_extent_%d ampcc_dom;\n"
                      "    __builtin_memcpy(&ampcc_dom, L->domain, sizeof ampcc_dom);\n",
                   ki->kernel->kblock->kparam.type->rank);
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
    if (kernel_takes_domain(ki))
        buf_printf(b, "%sampcc_dom", ki->nparams ? ", " : "");
    if (ki->nparams || kernel_takes_domain(ki))
        buf_puts(b, ", ");
}

static void id_params(Buf *b, const char *kind)
{
    buf_printf(b, "int ampcc_%s0, int ampcc_%s1, int ampcc_%s2", kind, kind, kind);
}

/* The function that runs one work-item (untiled, flat and fiber kernels) or
 * one tile (split kernels): the kernel's OpenCL C body under the native
 * prelude, the work-item functions naming its parameters. */
static void emit_body_function(CL *cl, KernelInfo *ki, Grid g, Shape shape, const char *name,
                               bool restricted, const char *code)
{
    Buf *b = &cl->kernels;
    bool item = shape != SHAPE_SPLIT && shape != SHAPE_CHUNKED;
    buf_printf(b, "static %svoid %s_%s(", item ? "inline __attribute__((always_inline)) " : "",
               name, item ? "item" : shape == SHAPE_SPLIT ? "tile" : "chunk");
    if (ki->nparams || kernel_takes_domain(ki)) {
        emit_kernel_params(cl, b, ki, restricted);
        buf_puts(b, ",\n        ");
    }
    if (shape == SHAPE_CHUNKED)
        buf_puts(b, "int ampcc_base, int ampcc_count, int ampcc_gid1, int ampcc_gid2");
    else
        id_params(b, g.tiled ? "grp" : "gid");
    if (item && g.tiled) {
        buf_puts(b, ", ");
        id_params(b, "lid");
    }
    buf_puts(b, ")\n{\n");
    if (g.tiled) {
        /* the tile size, for ampcc_tiled_index_N_here() (the index passed whole) */
        buf_printf(b, "    const int ampcc_lsz0 = %d, ampcc_lsz1 = %d, ampcc_lsz2 = %d;\n",
                   g.tile[0], g.tile[1], g.tile[2]);
        if (item)
            buf_printf(b, "    const int ampcc_gid0 = ampcc_grp0 * %d + ampcc_lid0,\n"
                          "        ampcc_gid1 = ampcc_grp1 * %d + ampcc_lid1,\n"
                          "        ampcc_gid2 = ampcc_grp2 * %d + ampcc_lid2;\n",
                       g.tile[0], g.tile[1], g.tile[2]);
    }
    buf_printf(b, "%.*s\n", (int)strlen(code) - 3, code + 2);   /* the body, inside its braces */
}

/* `for (int ampcc_gidD = 0; ampcc_gidD < LIMIT; ampcc_gidD++)` */
static void loop_head(Buf *b, int depth, const char *var, int d, const char *limit)
{
    buf_printf(b, "%*sfor (int ampcc_%s%d = 0; ampcc_%s%d < %s; ampcc_%s%d++)\n", 4 * depth,
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

/* An untiled kernel in chunks: the outer dimensions in parallel (a rank-1
 * domain: the chunks), each row of dimension 0 in chunks of CHUNK. */
static void emit_chunk_loops(Buf *b, Grid g, const char *name, const char *args)
{
    buf_printf(b, "    #pragma omp parallel for%s num_threads(ampcc_native_threads(L)) "
                  "schedule(static)\n", g.rank == 3 ? " collapse(2)" : "");
    int depth = 1;
    for (int d = g.rank - 1; d >= 1; d--) {
        char limit[32];
        snprintf(limit, sizeof limit, "ampcc_n%d", d);
        loop_head(b, depth++, "gid", d, limit);
    }
    buf_printf(b, "%*sfor (int ampcc_base = 0; ampcc_base < ampcc_n0; ampcc_base += %d)\n"
                  "%*s%s_chunk(%sampcc_base, ampcc_n0 - ampcc_base < %d ? ampcc_n0 - ampcc_base "
                  ": %d,\n%*s%s, %s);\n}\n\n",
               4 * depth, "", CHUNK, 4 * (depth + 1), "", name, args, CHUNK, CHUNK,
               4 * (depth + 2), "", g.rank > 1 ? "ampcc_gid1" : "0",
               g.rank > 2 ? "ampcc_gid2" : "0");
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
    buf_puts(b, "    const int ampcc_n0 = (int)L->global[0], ampcc_n1 = (int)L->global[1], "
                "ampcc_n2 = (int)L->global[2];\n");
    if (shape == SHAPE_CHUNKED) {
        emit_chunk_loops(b, g, name, buf_str(&args));
        free(args.s);
        return;
    }
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
            buf_printf(b, "%*sconst int ampcc_grp%d = 0;\n", 4 * depth, "", d);
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

/* ------------------------------------------------ index-set splitting */

/* A value of the launch (idsplit.h) in the launch function's terms. */
static void emit_term(Buf *b, KernelInfo *ki, const IdTerm *t)
{
    static const char *const ops[] = {[TERM_ADD] = "+", [TERM_SUB] = "-", [TERM_MUL] = "*"};
    if (t->kind == TERM_CONST) {
        buf_printf(b, t->value < 0 ? "(%lld)" : "%lld", t->value);
        return;
    }
    if (t->kind == TERM_CAPTURE) {
        for (int i = 0; i < ki->nparams; i++)
            if (ki->params[i].sym == t->sym)
                buf_puts(b, ki->params[i].cl_name);
        return;
    }
    buf_puts(b, "(");
    emit_term(b, ki, t->a);
    buf_printf(b, " %s ", ops[t->kind]);
    emit_term(b, ki, t->b);
    buf_puts(b, ")");
}

/* ampcc_in0: the interior of the innermost dimension, narrowed by every
 * bound the kernel's comparisons of its id set. */
static void emit_interior(Buf *b, KernelInfo *ki, const IdSplit *is)
{
    static const char *const fns[] = {"eq", "low", "high"};
    buf_puts(b, "    /* the interior: the ids for which each comparison of the innermost id in the\n"
                "     * kernel is a known constant (docs/codegen.md, \"Index-set splitting\") */\n"
                "    ampcc_interior ampcc_in0 = ampcc_interior_all(ampcc_n0);\n");
    for (int i = 0; i < is->points.len; i++) {
        IdPoint *p = is->points.items[i];
        buf_printf(b, "    ampcc_interior_%s(&ampcc_in0, (long long)", fns[p->bound]);
        emit_term(b, ki, p->at);
        buf_printf(b, "%s);\n", p->offset ? " + 1" : "");
    }
    buf_puts(b, "    ampcc_interior_done(&ampcc_in0, ampcc_n0);\n");
}

/* `#pragma omp simd` and a loop of ampcc_gid0 over [FROM, TO) calling ITEM;
 * `shared`: a rank-1 kernel's, whose loops share the work of one parallel
 * region (`omp for simd ... nowait`). */
static void item_loop(Buf *b, int depth, const char *from, const char *to, const char *item,
                      const char *args, Grid g, bool shared)
{
    buf_printf(b, "%*s#pragma omp %s\n"
                  "%*sfor (int ampcc_gid0 = %s; ampcc_gid0 < %s; ampcc_gid0++)\n"
                  "%*s%s(%sampcc_gid0, %s, %s);\n",
               4 * depth, "", shared ? "for simd schedule(static) nowait" : "simd", 4 * depth,
               "", from, to, 4 * (depth + 1), "", item, args, g.rank > 1 ? "ampcc_gid1" : "0",
               g.rank > 2 ? "ampcc_gid2" : "0");
}

/* One row of a split kernel: the kernel as written below ampcc_in0.lo, at
 * each id of ampcc_in0.eq and from ampcc_in0.hi on, the interior copy
 * (NAME_interior_item) in between. The comparisons of the outer ids stay in
 * the interior copy: the row's ids are constants of the loop, and the host
 * compiler unswitches it on them (-O3; a border row then loads nothing
 * outside the view). A rank-1 kernel's one row is shared by the threads of a
 * parallel region: every thread meets the same loops, an id of eq runs on one. */
static void emit_split_row(Buf *b, const char *name, const char *args, Grid g, int depth)
{
    const char *item = arena_printf(compiler_arena, "%s_item", name);
    const char *inner = arena_printf(compiler_arena, "%s_interior_item", name);
    bool shared = g.rank == 1;
    item_loop(b, depth, "0", "(int)ampcc_in0.lo", item, args, g, shared);
    buf_printf(b, "%*sfor (int ampcc_e = 0, ampcc_from = (int)ampcc_in0.lo; ampcc_e <= ampcc_in0.neq; "
                  "ampcc_e++) {\n"
                  "%*sconst int ampcc_to = (int)(ampcc_e < ampcc_in0.neq ? ampcc_in0.eq[ampcc_e] "
                  ": ampcc_in0.hi);\n", 4 * depth, "", 4 * (depth + 1), "");
    item_loop(b, depth + 1, "ampcc_from", "ampcc_to", inner, args, g, shared);
    buf_printf(b, "%*sif (ampcc_e < ampcc_in0.neq)%s\n", 4 * (depth + 1), "", shared ? " {" : "");
    if (shared)
        buf_printf(b, "%*s#pragma omp single nowait\n", 4 * (depth + 2), "");
    buf_printf(b, "%*s%s(%sampcc_to, %s, %s);\n", 4 * (depth + 2), "", item, args,
               g.rank > 1 ? "ampcc_gid1" : "0", g.rank > 2 ? "ampcc_gid2" : "0");
    if (shared)
        buf_printf(b, "%*s}\n", 4 * (depth + 1), "");
    buf_printf(b, "%*sampcc_from = ampcc_to + 1;\n%*s}\n", 4 * (depth + 1), "", 4 * depth, "");
    item_loop(b, depth, "(int)ampcc_in0.hi", "ampcc_n0", item, args, g, shared);
}

/* The launch function of a split kernel: the interior, then the rows (rank
 * 1: one parallel region whose threads share the row's loops). */
static void emit_split_run(CL *cl, KernelInfo *ki, Grid g, const IdSplit *is, const char *name,
                           bool restricted)
{
    Buf *b = &cl->kernels;
    Buf args = {0};
    pass_args(&args, ki);
    buf_printf(b, "static void %s_run(const ampcc_native_launch *L)\n{\n", name);
    unpack_args(cl, b, ki, restricted);
    buf_puts(b, "    const int ampcc_n0 = (int)L->global[0], ampcc_n1 = (int)L->global[1], "
                "ampcc_n2 = (int)L->global[2];\n");
    emit_interior(b, ki, is);
    if (g.rank == 1)
        buf_puts(b, "    #pragma omp parallel num_threads(ampcc_native_threads(L))\n");
    else
        buf_printf(b, "    #pragma omp parallel for%s num_threads(ampcc_native_threads(L)) "
                      "schedule(static)\n", g.rank == 3 ? " collapse(2)" : "");
    int depth = 1;
    for (int d = g.rank - 1; d >= 1; d--) {
        char limit[32];
        snprintf(limit, sizeof limit, "ampcc_n%d", d);
        loop_head(b, depth++, "gid", d, limit);
    }
    if (g.rank == 1)
        depth = 2;   /* the parallel region's block, indented as a loop's */
    buf_printf(b, "%*s{\n", 4 * (depth - 1), "");
    emit_split_row(b, name, buf_str(&args), g, depth);
    buf_printf(b, "%*s}\n}\n\n", 4 * (depth - 1), "");
    free(args.s);
}

/* The kernel's functions under one name: the body, and the interior copy of
 * a split kernel (`interior`: its code, else NULL). */
static void emit_variant(CL *cl, KernelInfo *ki, Grid g, Shape shape, const char *name,
                         bool restricted, const char *code, const char *interior)
{
    emit_body_function(cl, ki, g, shape, name, restricted, code);
    if (shape == SHAPE_FIBERS)
        emit_fiber_function(cl, ki, g, name, restricted);
    if (interior) {
        buf_printf(&cl->kernels, "/* %s in the interior, where its comparisons of the ids are "
                                 "known */\n", name);
        emit_body_function(cl, ki, g, shape,
                           arena_printf(compiler_arena, "%s_interior", name), restricted, interior);
        emit_split_run(cl, ki, g, id_split_of(cl->u, ki->kernel), name, restricted);
        return;
    }
    emit_run_function(cl, ki, g, shape, name, restricted);
}

/* The interior copy of an untiled kernel's code, in which each comparison of
 * the ids that idsplit.c knows is a constant; NULL when there is none. */
static char *interior_code(CL *cl, KernelInfo *ki, Grid g, Shape shape)
{
    const IdSplit *is = id_split_of(cl->u, ki->kernel);
    if (shape != SHAPE_UNTILED || !is || is->rank != g.rank || kernel_takes_domain(ki))
        return NULL;
    Scope sc = {0};
    Buf locals = {0}, body = {0}, code = {0};
    bool stored;
    kernel_scope_init(cl, ki, &sc, &locals, "static __thread ", &stored);
    sc.interior = is;
    sc.interior_suffix = arena_printf(compiler_arena, "_in_%s", ki->name);
    sc.out = &body;
    emit_block_items(&sc, ki->kernel->body);
    kernel_code(cl, ki, &sc, &locals, &body, stored, &code);
    char *result = arena_strdup(compiler_arena, buf_str(&code));
    free(code.s);
    free(body.s);
    free(locals.s);
    return result;
}

static const char *const shape_names[] = {
    "every work-item in parallel loops",
    "tiles in parallel, each tile a loop over its work-items",
    "tiles in parallel, each tile split at its barriers into loops over its work-items",
    "tiles in parallel, each work-item of a tile a fiber that switches at barriers",
    ("chunks of work-items in parallel, each chunk split at its uniform loops into loops over "
     "its work-items"),
};

void emit_native_kernel(CL *cl, KernelInfo *ki)
{
    Grid g = kernel_grid(ki);
    Scope sc = {0};
    Buf locals = {0}, body = {0}, code = {0};
    bool stored;
    Split split = {.sc = &sc, .grid = g, .body = ki->kernel->body, .ki = ki};
    Shape shape = kernel_shape(ki, g, &split);
    /* tile_static storage: a split tile's locals, else per-thread storage,
     * which the tile's work-items share: they run one after the other on one
     * thread. */
    bool split_body = shape == SHAPE_SPLIT || shape == SHAPE_CHUNKED;
    kernel_scope_init(cl, ki, &sc, &locals, split_body ? "" : "static __thread ", &stored);
    if (split_body)
        declare_promoted(&split, &locals);
    sc.out = &body;
    if (split_body)
        emit_split_items(&split, ki->kernel->body);
    else
        emit_block_items(&sc, ki->kernel->body);
    kernel_code(cl, ki, &sc, &locals, &body, stored, &code);
    const char *interior = interior_code(cl, ki, g, shape);

    emit_unused_index_witness(cl, &cl->kernels, ki);
    const char *fname = ki->func && ki->func->sym ? ki->func->sym->name : "file scope";
    buf_printf(&cl->kernels, "/* parallel_for_each in %s(), %s:%d: %s */\n", fname,
               ki->pfe->loc.file ? ki->pfe->loc.file : "?", ki->pfe->loc.line,
               shape_names[shape]);
    emit_variant(cl, ki, g, shape, ki->name, true, buf_str(&code), interior);
    if (kernel_has_aliased_variant(ki)) {
        buf_printf(&cl->kernels, "/* %s when two of its views share storage: no restrict */\n",
                   ki->name);
        emit_variant(cl, ki, g, shape, arena_printf(compiler_arena, "%s" ALIASED_SUFFIX, ki->name),
                     false, buf_str(&code), interior);
    }
    free(code.s);
    free(body.s);
    free(locals.s);
    scope_free(&sc);
    split_free(&split);
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

static void strip_marks(Unit *u, char *text);

/* The result is malloc'ed (the caller frees it): it is as large as the
 * OpenCL C, and lives only until the driver has written it. */
char *emit_native(Unit *u, const EmitOptions *opts)
{
    EmitOptions native = *opts;
    native.native = true;
    Buf b = buf_adopt(emit_opencl(u, &native));
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
    char *result = buf_take(&b);
    strip_marks(u, result);
    return result;
}

/* ------------------------------------------------ the user's code in it */

static void push_mark(Unit *u, NativeMark m)
{
    if (u->native_marks_len == u->native_marks_cap)
        u->native_marks = heap_grow(u->native_marks, &u->native_marks_cap, sizeof *u->native_marks, 256);
    u->native_marks[u->native_marks_len++] = m;
}

/* Removes the text's in-band marks (native_marked), each kept in
 * u->native_marks at the line and column where it stood; the numbered
 * positions the marks stood for (native_locs) are then no longer needed. */
static void strip_marks(Unit *u, char *text)
{
    char *to = text;   /* in place: the text only gets shorter */
    int line = 1, col = 1;
    for (const char *p = text; *p; p++) {
        if (*p == NATIVE_MARK) {
            push_mark(u, (NativeMark){line, col, u->native_locs.items[strtol(p + 1, NULL, 10)]});
            p = strchr(p, NATIVE_MARK_END);
            continue;
        }
        *to++ = *p;
        col++;
        if (*p == '\n') {
            line++;
            col = 1;
        }
    }
    *to = '\0';
    free(u->native_locs.items);
    u->native_locs = (PtrVec){0};
}

SrcLoc native_source_loc(Unit *u, int line, int col)
{
    SrcLoc found = {0};
    for (int i = 0; i < u->native_marks_len; i++) {   /* in text order */
        const NativeMark *m = &u->native_marks[i];
        if (m->line > line || (m->line == line && m->col > col))
            break;
        if (m->line == line)
            found = *m->loc;
    }
    return found;
}

void write_native_with_line_markers(FILE *f, Unit *u, const char *native, const char *name)
{
    int line = 1, next_mark = 0, was_user = -1;   /* -1: line 1 gets its marker */
    for (const char *p = native; *p; line++) {
        bool user = false;
        for (; next_mark < u->native_marks_len; next_mark++) {
            const NativeMark *m = &u->native_marks[next_mark];
            if (m->line > line)
                break;
            user = true;
        }
        if ((int)user != was_user)
            fprintf(f, "# %d \"%s\"%s\n", line, name, user ? "" : " 3");
        was_user = user;
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) + 1 : strlen(p);
        fwrite(p, 1, len, f);
        p += len;
    }
}
