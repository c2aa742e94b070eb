/* ast.h - the plain AST that flows through every phase:
 *
 *   text --lex--> tokens --parse--> AST --sema--> checked AST
 *        --emit_opencl--> OpenCL C      --emit_host--> host C
 *
 * Nodes are small tagged structs allocated in the compiler arena (arena.h).
 * Every node records where it came from twice: `loc` (original file, line and
 * column, for diagnostics) and `begin`/`end` (byte offsets into the
 * preprocessed text the parser read, for the host rewriter, which copies that
 * text and replaces only the ranges of AMP constructs).
 *
 * Ownership of fields by phase:
 *   parse  - kind, loc, begin/end, children, names, literals, declared types,
 *            Symbols for every declaration, and name resolution: ND_IDENT.sym,
 *            Capture.sym, Param.sym (the parser keeps C's scopes anyway, for
 *            typedef names; NULL where a name is undeclared - sema reports it)
 *   sema   - Node.type of every expression, Node.ampop of AMP operations,
 *            constant values, Symbol flags, what each kernel captures and
 *            writes (ND_KERNEL.kblock->captured)
 *   emit_* - read only
 */
#ifndef AMPCC_AST_H
#define AMPCC_AST_H

#include <stdbool.h>
#include <stdint.h>

#include "arena.h"
#include "diag.h"

typedef struct Type Type;
typedef struct Node Node;
typedef struct Symbol Symbol;
typedef struct Member Member;
typedef struct Tag Tag;

/* ---------------------------------------------------------------- types */

/* The highest rank of extent, index, array_view and array (LANGUAGE.md
 * section 4); the runtime's AMPCC_MAX_RANK. */
#define AMP_MAX_RANK 128

typedef enum TypeKind {
    TY_VOID,
    TY_BOOL,
    TY_CHAR, TY_SCHAR, TY_UCHAR,
    TY_SHORT, TY_USHORT,
    TY_INT, TY_UINT,
    TY_LONG, TY_ULONG,
    TY_LLONG, TY_ULLONG,
    TY_INT128, TY_UINT128,
    TY_FLOAT, TY_DOUBLE, TY_LDOUBLE,
    TY_FLOAT16, TY_FLOAT128, /* _Float16, _Float32x.., __float128, _Float128 */
    TY_COMPLEX,              /* _Complex base; base = element type */
    TY_ENUM,
    TY_PTR,                  /* base = pointee */
    TY_ARRAY,                /* base = element, array_len (-1 = unknown/VLA) */
    TY_FUNC,                 /* base = return type, params */
    TY_STRUCT, TY_UNION,     /* tag */
    TY_VA_LIST,              /* __builtin_va_list */
    /* AMP types; rank is 1..AMP_MAX_RANK, tiled ones 1..3 (the parser
     * accepts any rank, sema checks). */
    TY_EXTENT,               /* extent<rank> */
    TY_INDEX,                /* index<rank> */
    TY_ARRAY_VIEW,           /* array_view<base, rank>; base may be const-qualified */
    TY_AMP_ARRAY,            /* array<base, rank> */
    TY_TILED_EXTENT,         /* tiled_extent<tile[0..rank-1]> */
    TY_TILED_INDEX,          /* tiled_index<tile[0..rank-1]> */
    TY_TILE_BARRIER,         /* type of idx.barrier */
    TY_UNKNOWN,              /* sema could not tell (GNU builtins etc.): never an error on host code */
} TypeKind;

enum {
    Q_CONST = 1 << 0,
    Q_VOLATILE = 1 << 1,
    Q_RESTRICT = 1 << 2,
    Q_ATOMIC = 1 << 3,
};

/* Restriction specifiers: a bit set. No specifier = RESTRICT_CPU. */
enum { RESTRICT_CPU = 1 << 0, RESTRICT_AMP = 1 << 1 };

typedef struct Param {
    const char *name; /* may be NULL */
    Type *type;
    SrcLoc loc;
    Symbol *sym;      /* filled for function definitions */
} Param;

struct Type {
    /* Fields are ordered without padding (128 bytes; sema and the emitters
     * make tens of thousands). */
    TypeKind kind;
    unsigned quals;           /* Q_* */
    long size;                /* bytes, -1 when incomplete/unknown */
    int align;
    bool is_unsigned;         /* integer kinds, enums */
    bool star_len;            /* TY_ARRAY written `[*]` (prototype scope only), or the parameter
                                 pointer adjusted from one */
    bool written_checked;     /* sema: ranks, tiles and element type folded and checked */
    /* The library's norm (1: a float kept in [-1, 1]) or unorm (2: in [0, 1]),
     * TY_FLOAT otherwise; each operation that makes one clamps (library.h). */
    unsigned char norm;
    Type *base;               /* pointee, element, return type, view/array element */
    long array_len;           /* TY_ARRAY: -1 if unknown or VLA */
    union {                   /* kinds that never meet share the storage; readers check the kind */
        Node *array_len_expr; /* TY_ARRAY: the written size, if any */
        Node *rank_expr;      /* AMP types: the written rank expression, if not a plain literal */
    };
    /* TY_FUNC */
    Param *params;
    int nparams;
    unsigned restrict_mask;   /* RESTRICT_* of the declarator */
    bool variadic;
    bool no_prototype;        /* `int f()` */
    /* AMP types */
    int rank;
    /* TY_STRUCT / TY_UNION / TY_ENUM */
    Tag *tag;
    int tile[3];              /* TY_TILED_EXTENT / TY_TILED_INDEX */
    Node *tile_exprs[3];      /* the written tile-size expressions (sema folds them) */
    /* Where a typedef name was used, for messages ("'Vec' (aka 'struct v')"). */
    const char *typedef_name;
};

struct Member {
    Member *next;
    const char *name;         /* NULL for anonymous struct/union members */
    Type *type;
    int bit_width;            /* -1 when not a bit-field */
    long offset;              /* byte offset (filled by layout) */
    int attr_align;           /* aligned(N) or _Alignas(N) on the member (0 = none) */
    bool attr_packed;         /* __attribute__((packed)) on the member */
    int align;                /* the alignment the layout gave it (filled by layout) */
    SrcLoc loc;
};

struct Tag {
    TypeKind kind;            /* TY_STRUCT, TY_UNION or TY_ENUM */
    const char *name;         /* NULL for anonymous */
    Member *members;
    bool complete;
    bool packed;
    int max_field_align;      /* #pragma pack(N) in force where it was defined (0 = none) */
    bool custom_layout;       /* packing or alignment attributes moved a member or the size (layout) */
    long size;
    int align;
    SrcLoc loc;               /* where it is defined (or first declared) */
    Node *def;                /* ND_TAG_DECL that defines it */
    bool amp_judged;          /* sema: judged by the amp-type rules, so reported at most once */
    bool amp_rejected;        /* ... and failed them (reported again per array/array_view type) */
    int id;                   /* unique, for naming anonymous tags in output */
    int vector_length;        /* a short vector type of the library (float_4: 4), else 0 */
};

/* Type constructors and queries (types.c). */
extern Type *ty_void, *ty_bool, *ty_char, *ty_schar, *ty_uchar, *ty_short, *ty_ushort,
    *ty_int, *ty_uint, *ty_long, *ty_ulong, *ty_llong, *ty_ullong, *ty_float, *ty_double,
    *ty_ldouble, *ty_unknown;
Type *type_copy(Type *t);
Type *type_qualified(Type *t, unsigned quals);
/* t without its typedef name and top-level qualifiers: t itself when it has
 * neither, else a copy (the emitters spell element types this way). */
Type *type_plain(Type *t);
Type *pointer_to(Type *base);
Type *array_of(Type *elem, long len);
long array_bytes(long elem_size, long len);
Type *func_type(Type *ret);
Type *amp_type(TypeKind kind, Type *elem, int rank);
bool type_is_integer(const Type *t);
bool type_is_arith(const Type *t);
bool type_is_scalar(const Type *t);
bool type_is_amp(const Type *t);   /* one of the TY_EXTENT..TY_TILE_BARRIER kinds */
bool type_equal(const Type *a, const Type *b); /* ignoring top-level qualifiers */
void layout_tag(Tag *tag);         /* member offsets, size, align (host ABI) */
/* "int", "array_view<const float, 2>", "struct s *": for diagnostics. */
const char *type_to_string(const Type *t);

/* -------------------------------------------------------------- symbols */

typedef enum SymKind {
    SYM_VAR,
    SYM_FUNC,
    SYM_TYPEDEF,
    SYM_ENUM_CONST,
} SymKind;

typedef enum Storage {
    ST_NONE,
    ST_EXTERN,
    ST_STATIC,
    ST_AUTO,
    ST_REGISTER,
    ST_TYPEDEF,
    ST_THREAD_LOCAL,
} Storage;

struct Symbol {
    /* Fields are ordered without padding (112 bytes: one per declaration and
     * parameter). */
    SymKind kind;
    int scope_depth;          /* 0 = file scope */
    const char *name;
    Type *type;
    Storage storage;
    unsigned restrict_mask;   /* SYM_FUNC: RESTRICT_* */
    SrcLoc loc;               /* of the declarator's name */
    Node *decl;               /* ND_DECL / ND_FUNCDEF that declared it (latest) */
    Node *def;                /* function: ND_FUNCDEF with the body, if any */
    Symbol *prev_in_scope;    /* parse: an earlier declaration of the name in the same block scope */
    union {                   /* one storage: an enum constant's constant value is its value */
        long long enum_value; /* SYM_ENUM_CONST */
        long long const_value; /* sema: a variable's, where has_const_value */
    };
    int id;                   /* unique number, for generated names */
    bool is_tile_static;
    bool is_inline;
    bool is_global;           /* declared at file scope */
    bool is_param;
    /* sema */
    bool has_const_value;     /* const integer with a constant initializer */
    bool address_taken;
    bool is_staging;          /* array<T,N> a(ext, [src,] cpu_av, av): a staging array */
    bool used_in_amp;
    bool tile_uniform;        /* uniform.c: a tiled kernel's local that holds the same value in
                                 every work-item of a tile (LANGUAGE.md section 6) */
};

/* ---------------------------------------------------------------- nodes */

typedef enum NodeKind {
    /* top level */
    ND_TU,             /* items: ND_FUNCDEF, ND_DECL, ND_TAG_DECL, ND_STATIC_ASSERT, ND_ASM */
    ND_FUNCDEF,        /* sym, type (TY_FUNC), body (ND_BLOCK) */
    ND_DECL,           /* one declarator: sym, type; init or ctor_args */
    ND_TAG_DECL,       /* `struct s {...};` or a bare `struct s;` : type */
    ND_STATIC_ASSERT,  /* lhs = condition, str = message (may be NULL) */
    ND_ASM,            /* top-level or statement asm: str = raw text */
    ND_EMPTY,

    /* statements */
    ND_BLOCK,          /* items */
    ND_EXPR_STMT,      /* lhs */
    ND_IF,             /* cond, then, els */
    ND_SWITCH,         /* cond, body */
    ND_CASE,           /* lhs = value, rhs = range end (GNU `case 1 ... 3`) or NULL, body */
    ND_DEFAULT,        /* body */
    ND_WHILE,          /* cond, body */
    ND_DO,             /* body, cond */
    ND_FOR,            /* init (ND_DECL list in a ND_BLOCK, or ND_EXPR_STMT, or NULL), cond, inc, body */
    ND_GOTO,           /* name (or lhs for computed goto) */
    ND_LABEL,          /* name, body */
    ND_CONTINUE,
    ND_BREAK,
    ND_RETURN,         /* lhs or NULL */

    /* expressions */
    ND_INT_LIT,        /* ival, text = spelling (suffixes kept), type set by parser */
    ND_FLOAT_LIT,      /* fval, text */
    ND_CHAR_LIT,       /* ival, text */
    ND_STRING_LIT,     /* text = spelling including quotes (adjacent ones joined) */
    ND_IDENT,          /* name, sym (resolved by the parser; NULL = undeclared) */
    ND_BINARY,         /* op (BinOp), lhs, rhs */
    ND_ASSIGN,         /* op (BinOp: BO_NONE for plain '=' or the compound op), lhs, rhs */
    ND_UNARY,          /* op (UnOp), lhs */
    ND_COND,           /* cond ? then : els   (then may be NULL: GNU `a ?: b`) */
    ND_COMMA,          /* lhs, rhs */
    ND_CAST,           /* cast_type, lhs */
    ND_COMPOUND_LIT,   /* cast_type, init (ND_INIT_LIST) */
    ND_SIZEOF_EXPR,    /* lhs */
    ND_SIZEOF_TYPE,    /* cast_type */
    ND_ALIGNOF,        /* cast_type or lhs */
    ND_CALL,           /* lhs = callee, args */
    ND_INDEX,          /* lhs[rhs] */
    ND_MEMBER,         /* lhs.name; is_arrow for lhs->name; targs: `e.tile<2,2>` */
    ND_STMT_EXPR,      /* ({ ... }): body (ND_BLOCK) */
    ND_INIT_LIST,      /* items: ND_INIT_ITEM */
    ND_INIT_ITEM,      /* designators (items: ND_DESIG), lhs = value */
    ND_DESIG,          /* name (.field) or lhs ([index]) */
    ND_GENERIC,        /* _Generic: lhs = controlling expr, items: ND_GENERIC_ASSOC */
    ND_GENERIC_ASSOC,  /* cast_type (NULL = default), lhs */
    ND_BUILTIN,        /* __builtin_va_arg(lhs, cast_type), __builtin_offsetof(cast_type, text), __builtin_types_compatible_p: name says which */
    ND_LABEL_ADDR,     /* &&label: name */

    /* AMP C */
    ND_AMP_VALUE,      /* value form `extent<2>(8, 9)`: cast_type, args */
    ND_PFE,            /* parallel_for_each([cond = accelerator_view,] lhs = domain, rhs = ND_KERNEL) */
    ND_KERNEL,         /* kernel block: captures, kparam, restrict_mask, body */
} NodeKind;

typedef enum BinOp {
    BO_NONE,
    BO_ADD, BO_SUB, BO_MUL, BO_DIV, BO_MOD,
    BO_SHL, BO_SHR, BO_BITAND, BO_BITOR, BO_BITXOR,
    BO_LT, BO_GT, BO_LE, BO_GE, BO_EQ, BO_NE,
    BO_LOGAND, BO_LOGOR,
} BinOp;

typedef enum UnOp {
    UO_PLUS, UO_NEG, UO_NOT, UO_BITNOT,
    UO_DEREF, UO_ADDR,
    UO_PREINC, UO_PREDEC, UO_POSTINC, UO_POSTDEC,
    UO_REAL, UO_IMAG,          /* __real__, __imag__ */
    UO_EXTENSION,              /* __extension__ expr */
} UnOp;

/* Node.const_state: what the constant folder (sema_const.c) knows of a node. */
enum {
    CONST_UNKNOWN, CONST_KNOWN, CONST_FOLDING,
    CONST_UNDEFINED,   /* C leaves the result undefined; const_value is a ConstProblem */
};

/* One entry of a kernel block's capture list. */
typedef struct Capture {
    const char *name;          /* NULL for the defaults `=` and `&` */
    bool by_ref;               /* `&x` or default `&` */
    bool is_default;           /* `=` or `&` */
    SrcLoc loc;
    Symbol *sym;               /* sema: the captured variable */
} Capture;

/* sema: one variable a kernel block captures (ND_KERNEL.kblock->captured). Decided
 * once by sema_capture.c and sema_writes.c; the emitters read it. */
typedef struct CapturedVar {
    Symbol *sym;
    bool written;              /* a view or array whose elements the body may write: directly,
                                  through a projection, section or pointer made from it, or by
                                  handing it to code that may (an amp function, an atomic) */
} CapturedVar;

/* ND_KERNEL's own parts (Node.kblock): apart, so that the other nodes of a
 * large unit do not each carry them. */
typedef struct KernelBlock {
    PtrVec captures;           /* Capture* */
    Param kparam;              /* `tiled_index<2,2> idx` */
    SrcLoc restrict_loc;       /* where the restriction specifier was written */
    PtrVec captured;           /* sema: CapturedVar*, in the order of first use (emission order) */
    PtrVec const_uses;         /* sema: Symbol*, the enclosing function's const ints used as values */
    bool kparam_written;       /* sema: the body assigns kparam (or a coordinate) or takes its address */
} KernelBlock;

/* A node is made for every identifier, literal and operator of the input, so
 * its size sets the compiler's memory use. A node is a common header (what any
 * phase may read of any node) followed by the fields of its kind, laid out so
 * that fields of kinds that never meet share storage, and new_node allocates
 * only as much as its kind's last field needs (node_size): an identifier or a
 * literal 96 bytes, a binary operator 96, a statement 80 to 160 (the whole
 * struct is 176). Which kind owns which field is one table (ast.c,
 * node_fields): read or write a field only on a kind that owns it (n->kind
 * checked first); `make check-asan` builds with AMPCC_NODE_CHECK, where the
 * shared storage is laid out apart and every field a node's kind does not own
 * is poisoned, so that any such access stops with ASan's report, and the unit
 * test test_ast checks that no kind's fields overlap and all fit its size.
 * Every field keeps its plain name (C11 anonymous unions and structs). */
#ifdef AMPCC_NODE_CHECK
#define NODE_SHARED struct              /* every field apart, for the poisoning */
#define NODE_CHECK_ALIGN _Alignas(8)    /* ASan poisons 8-byte granules */
#else
#define NODE_SHARED union
#define NODE_CHECK_ALIGN
#endif
struct Node {
    /* The header: every kind. */
    NodeKind kind;
    short op;                  /* BinOp / UnOp */
    unsigned short ampop;      /* sema: the AmpOp (ampops.h) of an AMP member, method call,
                                  element access or built-in call; 0 = none */
    SrcLoc loc;                /* the construct's own position (operator, name, keyword) */
    int begin, end;            /* byte range [begin, end) in the preprocessed text */
    Type *type;                /* expressions: sema; ND_DECL/ND_FUNCDEF: declared type */
    unsigned char restrict_mask; /* ND_KERNEL and ND_FUNCDEF: RESTRICT_* */
    unsigned char const_state; /* CONST_*: sema_const.c keeps an integer constant's value here */
    bool is_arrow;             /* ND_MEMBER: lhs->name */
    bool has_ctor_args;        /* ND_DECL: `array_view<int,2> v(4, 6, data);` */
    bool tile_static_spec;     /* ND_DECL, ND_FUNCDEF: this declaration says tile_static */
    bool parenthesized;        /* expressions: the user wrote it in parentheses, which the
                                  emitters keep (the host compiler's -Wparentheses reads them) */

    /* By kind: node_fields in ast.c says which kind owns which. */
    long long const_value;     /* expressions: see const_state */
    NODE_SHARED {
        Node *lhs;
        Symbol *sym;           /* ND_DECL, ND_FUNCDEF: declared; ND_IDENT: resolved by the parser */
        union {
            long long ival;    /* ND_INT_LIT, ND_CHAR_LIT */
            double fval;       /* ND_FLOAT_LIT (the lexer turns an INT_LIT into one) */
        };
    };
    const char *name;          /* identifier, member, label, builtin name, declarator name */
    NODE_SHARED {
        Node *rhs;
        const char *did_you_mean; /* ND_IDENT that names nothing: the parser's closest
                                     visible name, or NULL */
        const char *text;      /* literal spelling, asm text */
        PtrVec *targs;         /* ND_MEMBER: explicit template args (Node* constant exprs), or NULL */
        KernelBlock *kblock;   /* ND_KERNEL (made by new_node) */
        Node *init;            /* ND_DECL's initializer, ND_FOR's first clause, ND_COMPOUND_LIT */
    };
    NODE_SHARED {
        PtrVec items;          /* ND_TU, ND_BLOCK, ND_INIT_LIST, ... : Node* */
        PtrVec args;           /* ND_CALL, ND_AMP_VALUE: Node*; ND_DECL: constructor args */
        struct {
            NODE_CHECK_ALIGN int targs_begin; /* ND_MEMBER: offset of the '<' of targs */
            NODE_CHECK_ALIGN int swizzle;     /* sema, ND_MEMBER of a short vector: v.r, v.zyx
                                                 (vector_swizzle_*) */
        };
    };
    NODE_SHARED {
        Type *cast_type;       /* casts, sizeof(type), compound literals, AMP value forms */
        NODE_CHECK_ALIGN int ctor_end; /* ND_DECL: just after the ')' that closes the constructor
                                          arguments */
        NODE_CHECK_ALIGN int held_before; /* ND_CALL: the diagnostics the parser had held
                                             when it read the ')' (diag_held_count) */
        NODE_CHECK_ALIGN int id; /* ND_KERNEL: kernels are numbered (unique per TU) for
                                    generated names */
    };
    Node *body;
    Node *cond, *then, *els;
    Node *inc;
};

/* The fields a kind may own (node_fields in ast.c); the header's are every kind's. */
#define NODE_FIELDS(X) \
    X(const_value) X(lhs) X(sym) X(ival) X(rhs) X(name) X(did_you_mean) X(text) X(targs) \
    X(kblock) X(init) X(items) X(args) X(targs_begin) X(swizzle) X(cast_type) X(ctor_end) X(held_before) \
    X(id) X(body) X(cond) X(then) X(els) X(inc)
typedef enum NodeField {
#define NODE_FIELD_ENUM(f) NF_##f,
    NODE_FIELDS(NODE_FIELD_ENUM)
#undef NODE_FIELD_ENUM
    NF_COUNT
} NodeField;

/* Where an AMP type was written (`array_view<int, 2>`), so the host rewriter can
 * replace exactly that text with the runtime's C type. */
typedef struct AmpTypeUse {
    int begin, end;
    Type *type;
    bool in_amp_code;          /* inside a kernel block or restrict(amp)-only function */
} AmpTypeUse;

typedef struct EmitCache EmitCache;
typedef struct SemaState SemaState;
typedef struct AddrFacts AddrFacts;

/* A parsed translation unit and what later phases need of it. */
typedef struct Unit {
    const char *main_file;     /* the file named on the command line */
    const char *text;          /* preprocessed text the parser read */
    int text_len;
    Node *tu;                  /* ND_TU */
    PtrVec amp_type_uses;      /* AmpTypeUse*, in source order */
    PtrVec kernels;            /* ND_KERNEL*, in source order; Node.id = index */
    bool uses_amp;             /* any AMP construct at all: else the driver hands the file to cc unchanged */
    bool whole_tree;           /* parse.y: no error, or only syntax errors recovered from as gcc's
                                  parser does: sema may check it (driver.c) */
    SemaState *sema;           /* what sema learns of the unit as a whole (sema_internal.h) */
    AddrFacts *addr_facts;     /* the address spaces sema inferred (addrspace.c's queries read it) */
    EmitCache *emit_cache;     /* what the emitters work out once per unit (emit_common.c) */
    unsigned library_uses;     /* LibGroup bits (library.h): runtime library names the unit uses */
    PtrVec id_splits;          /* sema (idsplit.c): IdSplit* of kernel i (NULL: no split) */
    /* emit_native (vec_push_heap: one item per mark, tens per function): */
    PtrVec native_locs;        /* const SrcLoc*, the user's position of each in-band mark: the
                                  node's or symbol's own loc, never a copy (emptied once the
                                  marks are stripped into native_marks) */
    struct NativeMark *native_marks; /* where in the native C each position's code starts, in text
                                        order (malloc'ed, 16 bytes a mark: a function has hundreds) */
    int native_marks_len, native_marks_cap;
} Unit;

/* parse.y: parse preprocessed text. Reports syntax errors through diag and
 * recovers; returns the unit even when there were errors. */
Unit *parse_unit(const char *text, int len, const char *main_file);

/* parse.y: would parse_unit set uses_amp? The lexer's decisions alone (an AMP
 * type name with template arguments, restrict(...), tile_static,
 * parallel_for_each), without parsing: a file that says no is plain C. */
bool text_uses_amp(const char *text, int len);

/* Node constructors (ast.c). */
Node *new_node(NodeKind kind, SrcLoc loc, int begin, int end);
/* Does a node of this kind have the field (node_fields)? */
bool node_has(NodeKind kind, NodeField field);
/* A child of n (field one of lhs, rhs, cond, then, els, init, inc, body), or
 * NULL where n's kind has no such field: for walks over any kind of node. */
Node *node_child(const Node *n, NodeField field);
/* The bytes new_node allocates for a kind: the end of its last field. */
size_t node_size(NodeKind kind);
/* *dst = *src for nodes: copies the header and src's kind's fields only (dst
 * must have been made for a kind with the same fields). */
void node_copy(Node *dst, const Node *src);
const char *node_kind_name(NodeKind k);
/* Prints the tree, one node a line (used by tests and `ampcc --dump-ast`). */
void dump_ast(Node *n, void *file /* FILE* */);

/* `sizeof x` whose operand has a complete, fixed-size C type: the emitters
 * spell it sizeof(type), so the operand's variables are not captured. */
bool sizeof_is_constant(const Node *n);

/* Is n `++x`, `x++`, `--x` or `x--`? */
bool node_is_incdec(const Node *n);

/* Calls fn on each non-null direct child of n (operands, sub-statements, block
 * items, call and constructor arguments, initializers; kernel blocks nested in n
 * are children too) (ast.c).  AST_WALK_EVALUATED: only the
 * children that are evaluated, in evaluation order (for the analyses);
 * AST_WALK_ALL: every child, in emission order (for the emitters, whose
 * collections are built in it).  ast.c says where the two orders differ. */
typedef enum AstWalk { AST_WALK_EVALUATED, AST_WALK_ALL } AstWalk;
void ast_for_each_child(Node *n, AstWalk mode, void (*fn)(Node *child, void *data), void *data);

#endif
