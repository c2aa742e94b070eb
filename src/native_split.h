/* native_split.h - the native host back end's split of a kernel body into
 * stretches that each run as a loop over a tile's (or chunk's) work-items:
 * at barriers, for tiled kernels, and at uniform loops (native_split.c). */
#ifndef AMPCC_NATIVE_SPLIT_H
#define AMPCC_NATIVE_SPLIT_H

#include "emit_opencl.h"

/* What the kernel is launched over: rank and tile sizes in OpenCL order
 * (index 0 is the last AMP dimension). */
typedef struct Grid {
    int rank;
    bool tiled;
    int tile[3];
    int items;       /* work-items per tile */
} Grid;

/* What the split asks of each node of the kernel body, recorded by one walk
 * (native_split.c, "facts of the body's nodes"). */
typedef struct SplitFacts {
    HashMap nodes;       /* Node* -> NodeFacts* */
    HashMap writes;      /* Symbol* -> PtrVec of the preorder numbers of its write sites, ascending */
    HashMap functions;   /* Symbol* of an amp function -> FN_*: does its body reach a barrier */
    int next;            /* the next preorder number (0: the body is not walked yet) */
} SplitFacts;

/* A tile-level block's items, cut into stretches at the items that reach a
 * barrier. */
typedef struct Split {
    Scope *sc;
    Grid grid;
    Node *body;          /* the kernel body */
    KernelInfo *ki;
    PtrVec promoted;     /* Symbol*: locals that live from one stretch into another */
    PtrVec remat;        /* ND_DECL: such locals that each stretch recomputes instead */
    PtrVec uniform;      /* Symbol*: such locals that are tile-uniform: one scalar per tile */
    PtrVec tile_vars;    /* Symbol*: locals of the tile-level control flow (for-init) */
    bool ok;             /* the body can be split (else fibers) */
    bool chunked;        /* an untiled kernel, run in chunks of CHUNK work-items */
    bool hoisted_loop;   /* a uniform loop was found among the split points */
    bool lockstep;       /* a lockstep loop was found among the split points */
    const char *simd_clause; /* added to the stretch's `omp simd` (a lockstep loop's) */
    int block;           /* writing a lockstep loop: its stretches loop over one block of
                            this many work-items of dimension 0 (from ampcc_blk); the
                            loops over the other dimensions are around the blocks */
    bool plain_loop;     /* the stretch's loop gets no `omp simd` (a reduction GCC
                            vectorises better on its own) */
    Node *bound;         /* the stretch being written is `if (local id < bound) ...`: its
                            loop stops at the bound (bounded_dim), the if left out */
    int bounded_dim;
    SplitFacts facts;
} Split;

/* Work-items per chunk of an untiled kernel that is split at its uniform loops. */
enum { CHUNK = 64 };

/* Does n (of s->body) reach a barrier, directly or through the amp functions
 * it calls? */
bool native_has_barrier(Split *s, Node *n);
/* Can s->body be split (else it runs as fibers)? Fills s->promoted,
 * s->remat, s->uniform and s->tile_vars, and s->hoisted_loop when a uniform loop is
 * among the split points. */
bool plan_split(Split *s);
/* The per-work-item arrays of the promoted locals and the scalars of the
 * uniform ones, at the top of the tile (or chunk) function; registers their
 * names in s->sc. */
void declare_promoted(Split *s, Buf *locals);
/* The split body of a tile-level block, into s->sc->out. */
void emit_split_items(Split *s, Node *block);
/* Gives back the tables of s->facts. */
void split_free(Split *s);

#endif
