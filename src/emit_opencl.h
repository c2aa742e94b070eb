/* emit_opencl.h - the OpenCL emitter's state and the pieces of it that the
 * native host back end (src/emit_native.c) reuses: the native C of a kernel is
 * the OpenCL C of its body, wrapped in the loops that run its work-items on
 * the host's cores (docs/codegen.md). Only the two emitters include this. */
#ifndef AMPCC_EMIT_OPENCL_H
#define AMPCC_EMIT_OPENCL_H

#include "addrspace.h"
#include "emit.h"
#include "emit_common.h"
#include "idsplit.h"

/* Operator precedence levels, lowest first (emit_expr's min_prec). */
enum {
    P_COMMA = 1, P_ASSIGN, P_COND, P_LOGOR, P_LOGAND, P_BITOR, P_BITXOR, P_BITAND,
    P_EQ, P_REL, P_SHIFT, P_ADD, P_MUL, P_UNARY, P_POSTFIX, P_PRIMARY,
};

typedef struct CL {
    Unit *u;
    const EmitOptions *opts;
    Buf types;              /* section 3 */
    Buf funcs;              /* section 4 */
    Buf kernels;            /* section 5 */
    bool rank_used[AMP_MAX_RANK + 1];     /* the extent/index types of rank N are needed */
    unsigned helpers[AMP_MAX_RANK + 1];   /* H_* bits: which helpers of rank N the code calls */
    bool uses_project;      /* ampcc_meta_project */
    unsigned uses_section[AMP_MAX_RANK + 1]; /* bit per section form (emit_opencl.c, section_form): ampcc_meta_section*_N */
    bool uses_view_as[AMP_MAX_RANK + 1];   /* ampcc_meta_view_as_N: a row-major meta of rank N */
    bool uses_reinterpret[AMP_MAX_RANK + 1]; /* ampcc_meta_reinterpret_N: a rank-N meta counted in other elements */
    bool uses_double;
    unsigned cas_used;      /* bit 2*space+type: space 0 global 1 local, type 0 int 1 uint */
    unsigned classify_used; /* bit 2*fn+type: fn 0 isinf_sign 1 fpclassify, type 0 double 1 float */
    HashMap tags_done;      /* Tag* emitted (or being emitted) */
    PtrVec typedefs_done;   /* const char* typedef names emitted */
    HashMap specs_done;     /* Specialization* emitted */
    PtrVec interior_done;   /* const char*: the interior copies of functions emitted (native) */
    PtrVec view_structs;    /* const char* names of ampcc_view_T structs emitted */
    PtrVec func_ts;         /* FuncTS*: the tile_static variables each amp function needs */
    PtrVec ts_syms;         /* Symbol*: tile_static variables of amp functions ... */
    PtrVec ts_names;        /* ... and their names outside their function (ampcc_ts_F_V) */
    PtrVec coord_helpers;   /* const char* names of the index/extent update helpers used */
    Buf coord_text;         /* ... and their definitions */
    PtrVec math_helpers;    /* const char* names of the math helpers used (emit_mathlib.c) */
    PtrVec vector_tags;     /* Tag*: the short vector types whose helpers the code calls */
    unsigned vector_spaces; /* 1 << AddrSpace: the spaces OP_assign helpers are needed for */
    PtrVec vector_froms;    /* Tag* pairs (to, from): the conversions ampcc_T_N_from_U_N used */
    unsigned norm_clamps;   /* 1 << library_norm(): ampcc_norm_clamp / ampcc_unorm_clamp used */
    unsigned norm_updates;  /* 1 << (4 * library_norm() + AddrSpace): ampcc_[u]norm_update_S used */
    Buf math_text;          /* ... and their definitions */
} CL;

/* What is being emitted: a kernel body or one specialisation of a function. */
typedef struct Scope {
    CL *cl;
    Buf *out;
    const Specialization *spec;   /* NULL in a kernel */
    KernelInfo *ki;               /* the kernel, or NULL */
    HashMap locals;               /* Symbol* declared in this body (and parameters) */
    PtrVec renamed_syms;          /* hoisted tile_static variables that got a new name */
    PtrVec renamed_names;
    Symbol *work_item;            /* the kernel's index parameter, read through the
                                     work-item functions at each use (NULL: stored) */
    const char *ts_storage;       /* in front of a hoisted tile_static declaration */
    HashMap ts_by_pointer;        /* tile_static variables this function receives as __local pointers */
    PtrVec addressed_views;       /* Symbol*: captured views or arrays whose address the body
                                     takes (`f(&a)`): the kernel keeps each in a NAME_view struct */
    int indent;
    const IdSplit *interior;      /* native: emitting the interior copy of a split kernel, in
                                     which its known comparisons are constants (idsplit.h) */
    const char *interior_suffix;  /* ... and the name suffix of the function copies it calls */
} Scope;
/* Gives back a finished scope's tables (one scope per emitted function or
 * kernel: kept, they would add up over a large unit). */
void scope_free(Scope *sc);

/* emit_mathlib.c: the helper ampcc_NAME_TYPE, defined in the prelude once
 * used; NULL if there is none. */
const char *mathlib_use(CL *cl, const char *name, const char *type);

/* emit_vectors.c: the short vector types' operators and constructors, and
 * their helpers for the prelude (after the types). */
bool emit_vector_op(Scope *sc, Node *n);
void emit_vector_make(Scope *sc, Type *t, PtrVec *args);
void emit_vector_helpers(CL *cl, Buf *b);
bool vector_is_cl(const Tag *tag);
void emit_vector_typedef(CL *cl, Buf *b, Tag *tag, const char *cname);

/* Expressions and statements, as OpenCL C (and native C). */
void emit_expr(Scope *sc, Node *n, int min_prec);
/* The address space of the object lvalue lv designates. */
AddrSpace lvalue_space(Scope *sc, Node *lv);
void emit_stmt(Scope *sc, Node *n);
void emit_block_items(Scope *sc, Node *block);
void emit_for_init(Scope *sc, Node *init);
void emit_decl_text(Scope *sc, Node *d);
void indent(Scope *sc);
/* A symbol's name in the code being emitted (renamed, or its kernel parameter name). */
const char *sym_name(Scope *sc, Symbol *s);
/* Types: `T name` with pointer spaces, and a bare type name. */
void declarator(CL *cl, Buf *b, Type *t, const char *name, AddrSpace as);
void type_name(CL *cl, Buf *b, Type *t);
/* A kernel's parameter list; `restricted` gives its view pointers restrict. */
void emit_kernel_params(CL *cl, Buf *b, KernelInfo *ki, bool restricted);

/* The type of a view's meta in a kernel: ampcc_view_meta up to rank 3,
 * ampcc_view_meta_N above (N extents and strides, AMPCC_MAX_RANK). */
const char *meta_type(int rank);
/* A kernel over a domain of rank > 3 takes the domain's extent last
 * (ampcc_extent_N ampcc_dom), to decode its index from the ids. */
bool kernel_takes_domain(KernelInfo *ki);

/* Is the kernel's index kept in a variable (the body updates it or takes its
 * address), rather than read from the work-item functions at each use? */
bool kernel_stores_index(KernelInfo *ki);
/* A kernel's scope, set up for its body: the index parameter read at each use
 * or stored (*stored), its tile_static variables and its callees' hoisted into
 * `locals`, each declared with `ts_storage` in front ("__local " in OpenCL C). */
void kernel_scope_init(CL *cl, KernelInfo *ki, Scope *sc, Buf *locals, const char *ts_storage,
                       bool *stored);
/* The kernel's code from its opening brace on: locals, view rebase, index, body. */
void kernel_code(CL *cl, KernelInfo *ki, Scope *sc, Buf *locals, Buf *body, bool stored,
                 Buf *code);
/* Native C: a function whose parameter is the kernel's index when the body
 * never reads it, for the host compiler's -Wunused-parameter. */
void emit_unused_index_witness(CL *cl, Buf *b, KernelInfo *ki);

/* The native back end's kernel (emit_native.c), in place of the __kernel. */
void emit_native_kernel(CL *cl, KernelInfo *ki);
/* The native C's support code before the unit's own (emit_native.c). */
void emit_native_prelude(CL *cl, Buf *b);
/* ampcc_index_N_here() / ampcc_tiled_index_N_here() as macros over the loop variables. */
void emit_native_here(Buf *b, int rank, bool tiled);

/* `text` after a mark that the user's code at loc starts here (native C
 * only; elsewhere, and for a position outside any file, `text` itself).
 * loc is kept, not copied: a node's or a symbol's own. */
const char *native_marked(CL *cl, const SrcLoc *loc, const char *text);

#endif
