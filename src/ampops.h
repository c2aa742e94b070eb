/* ampops.h - the AMP operations of ampops.def as an enum and a table of their
 * properties. Sema resolves a member, method, element access or built-in call
 * to its AmpOp once and stores it in Node.ampop; later phases read the row
 * (ampop_info) and switch on its columns, never on a name.
 */
#ifndef AMPCC_AMPOPS_H
#define AMPCC_AMPOPS_H

#include <stdbool.h>

#include "ast.h"

typedef enum AmpOp {
    AMP_NONE,      /* not an AMP operation (a C member, call or subscript) */
#define AMPOP(ID, ...) AMP_##ID,
#include "ampops.def"
#undef AMPOP
    AMP_OP_COUNT
} AmpOp;

typedef enum AmpForm {
    AF_MEMBER,     /* o.NAME */
    AF_METHOD,     /* o.NAME(...) */
    AF_FUNC,       /* NAME(...) */
    AF_ACCESS,     /* o[...] or o(...) */
    AF_CTOR,       /* T<N> x(...) or T<N>(...) as a value */
    AF_OPERATOR,   /* a OP b, a OP= b, ++a, a == b on index/extent (AMPOPER rows) */
} AmpForm;

/* How sema checks the operands and types the result (sema_members.c). */
typedef enum AmpCheck {
    CK_EXTENT,     /* extent<rank of the object> */
    CK_INDEX,      /* index<rank of the object> */
    CK_BARRIER,    /* the tile barrier */
    CK_RANK,       /* int: the rank N of the object's type, a constant */
    CK_SIZE,       /* () -> int */
    CK_CONTAINS,   /* (index<N>) -> int */
    CK_TILE,       /* <T0, ...>() -> tiled_extent */
    CK_SAME,       /* () -> the object's type */
    CK_VOID,       /* () -> void; a function: (SIG) -> void */
    CK_DATA,       /* () -> pointer to the element type */
    CK_SECTION,    /* (index<N>, extent<N>) -> a view of the same element type */
    CK_SECTION_ORIGIN, /* (index<N>): from the origin to the end */
    CK_SECTION_EXTENT, /* (extent<N>): from index 0 */
    CK_SECTION_INTS,   /* (i0, .., e0, ..): N origin coordinates, then N sizes (ranks 1-3) */
    CK_REINTERPRET,    /* <U>() -> array_view<U, 1> of the same bytes */
    CK_VIEW_AS,        /* (extent<M>) -> array_view<T, M> of the same elements */
    CK_CTOR_SIZES,     /* T v(e0, ..): N integer sizes */
    CK_CTOR_SIZES_DATA, /* T v(e0, .., data): N sizes and a pointer to the elements */
    CK_CTOR_EXTENT,    /* T v(ext) */
    CK_CTOR_EXTENT_DATA, /* T v(ext, data) */
    CK_CTOR_SIZES_RANGE, /* array<T, N> a(e0, .., first, last): the elements [first, last) */
    CK_CTOR_EXTENT_RANGE, /* array<T, N> a(ext, first, last) */
    CK_CTOR_ARRAY,     /* T v(a): an array of the same rank */
    CK_CTOR_VIEW,      /* T v(w): a view of the same rank */
    CK_COPY_TO,    /* (a destination) -> void */
    CK_COPY,       /* copy(src, dst), copy(begin, end, dst): array, array_view or host memory */
    CK_COPY_ASYNC, /* as CK_COPY -> completion_future */
    CK_FUTURE,     /* () -> completion_future */
    CK_PREDICATE,  /* () -> int, 0 or 1 */
    CK_THEN,       /* (void (*)(void *), void *) -> void */
    CK_ACCESS,     /* element access: amp_subscript / amp_call_access */
    CK_CTOR,       /* a constructor: sema_coord_ctor */
    CK_OPERATOR,   /* an operator: ampop_operator */
    CK_ACC_VIEW,   /* (SIG's optional arguments) -> accelerator_view */
    CK_ATOMIC,     /* (int or unsigned *, ...) -> the pointee */
    CK_XCHG,       /* as CK_ATOMIC, float allowed */
    CK_CAS,        /* (dest, &expected, value) -> int */
    CK_FENCE,      /* (idx.barrier) -> void */
    CK_MATH,       /* double, or the declared return type */
    CK_MATH_F,     /* float, or the declared return type */
    CK_INT,        /* int */
    CK_LONG,       /* long */
    CK_UINT,       /* unsigned int */
    CK_FORM_INT_FLOAT, /* int or float, by the argument types (C++ AMP's overloads) */
    CK_FORM_ARITH, /* int, unsigned int, float or double, by the argument types */
} AmpCheck;

/* Tile uniformity of the result (uniform.c). */
typedef enum AmpUni {
    U_OPERANDS,    /* uniform where the object and the arguments are */
    U_THREAD,      /* differs between the threads of a tile */
    U_BARRIER,     /* a tile barrier: FENCE says which memory it orders */
} AmpUni;

/* Memory a barrier or fence orders. */
typedef enum BarrierKind {
    BARRIER_NONE,
    BARRIER_ALL,          /* wait(), wait_with_all_memory_fence(), all_memory_fence */
    BARRIER_GLOBAL,       /* wait_with_global_memory_fence(), global_memory_fence */
    BARRIER_TILE_STATIC,  /* wait_with_tile_static_memory_fence(), tile_static_memory_fence */
} BarrierKind;

/* Address space of a pointer the operation returns (addrspace.c). */
typedef enum AmpSpace {
    SP_NONE,       /* no pointer, or the arguments' */
    SP_GLOBAL,     /* into view or array data */
} AmpSpace;

/* How emit_opencl.c lowers the operation in amp code. */
typedef enum AmpClLower {
    CL_NONE,          /* cpu code only: sema rejects it in amp code */
    CL_VIEW_EXTENT,   /* ampcc_meta_extent_N(meta) */
    CL_WORK_ITEM,     /* get_*_id of the kernel's own index, else field CL_NAME */
    CL_BARRIER_VALUE, /* barriers hold no state in OpenCL C */
    CL_RANK,          /* the rank, a literal */
    CL_EXTENT_HELPER, /* ampcc_extent_N_CLNAME(e, args) */
    CL_TILE,          /* a tiled_extent value of the extent */
    CL_ROUND_TILES,   /* ampcc_tiled_extent_N_CLNAME(e, tiles) */
    CL_DATA,          /* the view's data pointer at its origin */
    CL_SECTION,       /* the same data with a narrower meta: ampcc_meta_section_CLNAME_N */
    CL_REINTERPRET,   /* the data as U *, the meta counted in U */
    CL_VIEW_AS,       /* the same data, a row-major meta of another rank */
    CL_VIEW_SHARE,    /* a view of the argument's data (a view of T may become one of const T) */
    CL_BARRIER,       /* barrier(FENCE) */
    CL_MEM_FENCE,     /* mem_fence(FENCE) */
    CL_ATOMIC,        /* OpenCL's CL_NAME */
    CL_CAS,           /* ampcc_cas_{global,local}_{int,uint} */
    CL_MATH,          /* OpenCL's overloaded CL_NAME */
    CL_MATH_NATIVE,   /* CL_MATH, native_CL_NAME for float under -ffast-math */
    CL_MATH_LONG,     /* (long)CL_NAME(x): lrint, lround */
    CL_RELATION,      /* OpenCL's CL_NAME, as an int 0 or 1 */
    CL_ISINF_SIGN,    /* -1, 0 or 1 */
    CL_FPCLASSIFY,    /* the FP_* value given as an argument */
    CL_INT_ABS,       /* (CL_NAME)abs(x): OpenCL's abs returns the unsigned type */
    CL_HELPER,        /* ampcc_CL_NAME_T(args), T the result type; emit_mathlib.c defines it */
    CL_SINCOS,        /* *s = sincos(x, c): OpenCL's sincos returns the sine */
    CL_VIEW_ELEM,     /* an element of a view or array */
    CL_PROJECT,       /* a rank N-1 view */
    CL_COORD,         /* a coordinate of an extent or index */
    CL_CTOR_ZERO,     /* all coordinates 0 */
    CL_CTOR_INTS,     /* ampcc_KIND_N_make(i0, ...) */
    CL_CTOR_ARRAY,    /* ampcc_KIND_N_of(array) */
    CL_CTOR_COPY,     /* the value */
    CL_COORD_OP,      /* ampcc_KIND_N_CLNAME(a, b), or a helper updating a in place */
} AmpClLower;

/* How emit_host.c lowers the operation in cpu code. */
typedef enum AmpHostLower {
    H_NONE,           /* amp code only: sema rejects it in cpu code */
    H_AS_WRITTEN,     /* C: the text stays */
    H_VIEW_EXTENT,
    H_RANK,           /* the rank, a literal */
    H_EXTENT_HELPER,  /* ampcc_{extent,tiled_extent}_N_NAME */
    H_TILE,
    H_ROUND_TILES,
    H_VIEW_CALL,      /* ampcc_view_NAME(&v, where) */
    H_DATA,
    H_SECTION,        /* ampcc_view_section, by the row's CHECK */
    H_REINTERPRET,    /* ampcc_view_reinterpret */
    H_VIEW_AS,        /* ampcc_view_view_as */
    H_VIEW_NEW,       /* ampcc_view_new: the sizes or the extent, and the data, by the row's CHECK */
    H_VIEW_OF_ARRAY,  /* ampcc_view_of_array */
    H_VIEW_SHARE,     /* ampcc_view_share: `array_view<T, N> w(v);` is `w = v` */
    H_ARRAY_NEW,      /* ampcc_array_make, as H_VIEW_NEW */
    H_ARRAY_COPY,     /* ampcc_array_copy_of */
    H_VIEW_COPY_TO,
    H_ARRAY_COPY_TO,
    H_COPY,           /* ampcc_copy*: by the kinds of source and destination */
    H_COPY_ASYNC,     /* ampcc_copy_async*: as H_COPY */
    H_LIB_CALL,       /* ampcc_TYPE_MEMBER(object, args, where): a library struct's member */
    H_VIEW_ELEM,
    H_PROJECT,
    H_COORD,
    H_CTOR_ZERO,      /* {{0}} */
    H_CTOR_INTS,      /* {{i0, ...}} */
    H_CTOR_ARRAY,     /* ampcc_KIND_N_of(array) */
    H_CTOR_COPY,      /* the value */
    H_COORD_OP,       /* ampcc_KIND_N_CLNAME(a, b), or every coordinate updated in place */
} AmpHostLower;

/* The groups of runtime library names: each is declared by ampcc_runtime.h
 * under its own macro (library_group_macro), defined only for a unit that
 * uses one of its names (Unit.library_uses). */
typedef enum LibGroup {
    LIB_ERRORS = 1 << 0,       /* AMPCC_LIBRARY_ERRORS */
    LIB_ACCELERATOR = 1 << 1,  /* AMPCC_LIBRARY_ACCELERATOR */
    LIB_FUTURE = 1 << 2,       /* AMPCC_LIBRARY_FUTURE */
    LIB_SHORT_VECTORS = 1 << 3, /* AMPCC_LIBRARY_SHORT_VECTORS: int_2 ... double_4 */
    LIB_NORM = 1 << 4,         /* AMPCC_LIBRARY_NORM: norm, unorm, norm_N, unorm_N (a group of
                                  their own: a program may well have a `norm` of its own) */
} LibGroup;

/* The runtime library's declarations: the AMPLIB rows of ampops.def. */
typedef enum LibName {
    LN_NONE,
#define AMPOP(...)
#define AMPLIB(ID, ...) LN_##ID,
#include "ampops.def"
#undef AMPLIB
#undef AMPOP
    LN_COUNT
} LibName;

typedef struct LibNameInfo {
    LibGroup group;
    SymKind kind;         /* SYM_TYPEDEF, SYM_FUNC or SYM_ENUM_CONST */
    const char *name;
    int value;            /* an enum constant's value */
} LibNameInfo;

extern const LibNameInfo libname_table[LN_COUNT];

/* The library row named `name`, or LN_NONE. */
LibName libname_lookup(const char *name);

typedef struct AmpOpInfo {
    AmpForm form;
    TypeKind on;          /* the object's kind; TY_VOID for functions */
    const char *name;
    unsigned where;       /* RESTRICT_CPU | RESTRICT_AMP */
    AmpCheck check;
    const char *sig;      /* functions: parameters, one letter each (ampops.def) */
    AmpUni uni;
    BarrierKind fence;
    AmpSpace space;
    AmpClLower cl;
    const char *cl_name;
    AmpHostLower host;
} AmpOpInfo;

extern const AmpOpInfo ampop_table[AMP_OP_COUNT];

static inline const AmpOpInfo *ampop_info(AmpOp op) { return &ampop_table[op]; }

/* The form of an AMPOPER row's expression. */
typedef enum OpKind {
    OPK_BINARY,     /* a OP b */
    OPK_COMPOUND,   /* a OP= b */
    OPK_INCDEC,     /* ++a, a++, --a, a-- */
    OPK_COMPARE,    /* a == b, a != b */
} OpKind;

/* The operator row for kind k, BinOp op and operand kinds lhs and rhs
 * (TY_INT for an integer, TY_VOID for none), or AMP_NONE. */
AmpOp ampop_operator(OpKind k, int op, TypeKind lhs, TypeKind rhs);
/* The operand kinds of an operator row (TY_INT: an integer). */
TypeKind ampop_operator_lhs(AmpOp op);
TypeKind ampop_operator_rhs(AmpOp op);
int ampop_operator_binop(AmpOp op);
OpKind ampop_operator_kind(AmpOp op);

/* "()" after the name of a method or function in messages, else "". */
static inline const char *ampop_parens(AmpOp op)
{
    AmpForm f = ampop_table[op].form;
    return f == AF_METHOD || f == AF_FUNC ? "()" : "";
}

/* The row for `o.name` / `o.name(...)` on an object of kind `on`, or
 * `name(...)`; AMP_NONE when there is none. */
AmpOp ampop_member(TypeKind on, const char *name);
AmpOp ampop_method(TypeKind on, const char *name);
AmpOp ampop_function(const char *name);
/* A method of the runtime library's struct `type_name` (rows on TY_STRUCT). */
/* Is `name` a method of any AMP type (for "call it: .name(...)")? */
bool ampop_is_method_name(const char *name);
/* Is `name` a data member of tiled_index? */
bool ampop_is_tiled_index_member(const char *name);

#endif
