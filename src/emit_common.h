/* emit_common.h - what the OpenCL and host emitters share: a growable text
 * buffer, a child walker, OpenCL-safe naming, and above all the ONE function
 * that decides a kernel's parameter list (kernel_info), so that the __kernel
 * signature and the host's ampcc_arg array can never disagree.
 */
#ifndef AMPCC_EMIT_COMMON_H
#define AMPCC_EMIT_COMMON_H

#include <stdbool.h>
#include "ast.h"
#include "hash.h"

/* ------------------------------------------------------------ text buffer */

typedef struct Buf {
    char *s;
    int len, cap;
} Buf;
void buf_put(Buf *b, const char *s, int n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The text so far, NUL-terminated (never NULL). */
const char *buf_str(Buf *b);
/* The text, malloc'ed, handed to the caller (never NULL); b is empty again.
 * The emitters' results are this: large, and freed once written out. */
char *buf_take(Buf *b);
/* A buffer that continues s (malloc'ed; the buffer owns it now). */
Buf buf_adopt(char *s);
/* Puts s in front of b's text, moving that text in place (no second copy of
 * a large text). */
void buf_prepend(Buf *b, const char *s);


/* ------------------------------------------------------------ kernels */

typedef enum KParamKind {
    KP_VALUE,   /* by-value capture: scalar, struct, extent, index */
    KP_VIEW,    /* array_view (by value) or array (by reference): buffer + meta */
} KParamKind;

/* One captured variable, in the order the kernel's parameters list them. */
typedef struct KernelParam {
    KParamKind kind;
    Symbol *sym;          /* the host variable */
    const char *cl_name;  /* its name inside the kernel (OpenCL-safe) */
    int access;           /* KP_VIEW: 1 = read, 2 = write (AMPCC_READ/AMPCC_WRITE) */
    bool is_array;        /* KP_VIEW of an array<T,N> (host type ampcc_array) */
} KernelParam;

typedef struct KernelInfo {
    Node *kernel;         /* ND_KERNEL */
    Node *pfe;            /* its ND_PFE */
    Node *func;           /* enclosing ND_FUNCDEF (NULL: none) */
    const char *name;     /* OpenCL kernel name: FUNC_kN */
    KernelParam *params;
    int nparams;
    PtrVec local_consts;  /* Symbol*: the enclosing function's const ints the body
                             uses as values (not parameters; the host marks them used) */
} KernelInfo;

/* Everything both emitters need about kernel number `id` (Node.id of the
 * ND_KERNEL). Computed once per unit. */
KernelInfo *kernel_info(Unit *u, int id);

/* Kernels take their views' pointers as `restrict`, which lets the OpenCL
 * compiler vectorise loads and stores (PoCL does not otherwise). That holds
 * only while no two views share storage, which the runtime knows and the
 * compiler does not: a kernel with two or more views is emitted a second
 * time without `restrict`, named NAME_aliased (never a generated kernel name,
 * which ends in _kN), and the runtime launches that one when two of the views
 * it is given share a buffer. The variants sit inside #ifdef ALIASED_MACRO:
 * the runtime builds the program without it, and a second time with it (-D)
 * only when a launch first needs a variant, so programs whose views never
 * share storage (nearly all) do not pay to compile each kernel twice. */
bool kernel_has_aliased_variant(const KernelInfo *ki);
/* "add", "sub", ... "eq": a short vector operator's helper suffix. */
const char *vector_op_name(int op);
#define ALIASED_SUFFIX "_aliased"
#define ALIASED_MACRO "AMPCC_ALIASED_VARIANTS"

/* ------------------------------------------------------------ naming */

/* The OpenCL C name of a user identifier: the name itself, unless it is an
 * OpenCL C keyword, type or built-in, or uses the reserved prefix `ampcc_`;
 * then underscores are appended until it collides with nothing the unit uses. */
const char *cl_name(Unit *u, const char *name);

/* Rank of an AMP type (1..3), 0 for anything else. */
int amp_rank(const Type *t);

/* 1-based line of the original file and its name for byte offset `off` of the
 * preprocessed text (follows the line markers). */
int text_line_at(Unit *u, int off, const char **file);

#endif
