/* emit_opencl.c - the unit's kernels and the amp code they reach, as readable
 * OpenCL C 1.2 (no generic address space: every pointer says where it points).
 *
 * Output layout, top to bottom:
 *   1. extension pragmas (cl_khr_fp64 when doubles are used)
 *   2. ampcc support: the view meta typedef and, per rank used, the extent /
 *      index structs and small static inline helpers (index math lives there,
 *      so kernels read like the source)
 *   3. user structs and typedefs, in dependency order, each with a layout check
 *   4. amp functions, one copy per address-space specialisation, callees first
 *   5. one __kernel per parallel_for_each, named FUNC_kN
 * Sections 2-4 are collected while 5 (and 4) are emitted, then assembled.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "addrspace.h"
#include "emit.h"
#include "emit_common.h"
#include "emit_opencl.h"
#include "library.h"
#include "sema.h"


/* Support helpers, emitted per rank only when the code calls them. */
enum {
    H_MAKE_EXTENT = 1 << 0, H_MAKE_INDEX = 1 << 1, H_ADD = 1 << 2, H_SUB = 1 << 3,
    H_EQ = 1 << 4, H_SIZE = 1 << 5, H_CONTAINS = 1 << 6, H_META_EXTENT = 1 << 7,
    H_AT = 1 << 8, H_AT_INDEX = 1 << 9, H_INDEX_HERE = 1 << 10, H_TILED_HERE = 1 << 11,
    H_AT_IDS = 1 << 12, H_PAD = 1 << 13, H_TRUNCATE = 1 << 14, H_EXTENT_EQ = 1 << 15,
    H_OF = 1 << 16, H_PROJECT_N = 1 << 17,
};

const char *meta_type(int rank)
{
    return rank <= 3 ? "ampcc_view_meta" : arena_printf(compiler_arena, "ampcc_view_meta_%d", rank);
}

void emit_expr(Scope *sc, Node *n, int min_prec);
void emit_stmt(Scope *sc, Node *n);
void emit_block_items(Scope *sc, Node *block);
static void emit_specialization(CL *cl, const Specialization *spec, const IdSplit *interior,
                                const char *isuffix);
void type_name(CL *cl, Buf *b, Type *t);

static void out(Scope *sc, const char *s) { buf_puts(sc->out, s); }

/* The number of the mark for loc, or -1 where none is made. */
static int native_mark_index(CL *cl, const SrcLoc *loc)
{
    if (!(cl->opts->native || cl->opts->marks) || !loc->file)
        return -1;
    vec_push_heap(&cl->u->native_locs, (void *)loc);
    return cl->u->native_locs.len - 1;
}

const char *native_marked(CL *cl, const SrcLoc *loc, const char *text)
{
    int i = native_mark_index(cl, loc);
    if (i < 0)
        return text;
    return arena_printf(compiler_arena, "%c%d%c%s", NATIVE_MARK, i, NATIVE_MARK_END, text);
}

/* The user's code at loc starts here (native C: for the host compiler's
 * warnings); written straight into the output, the commonest mark. */
static void mark(Scope *sc, const SrcLoc *loc)
{
    int i = native_mark_index(sc->cl, loc);
    if (i >= 0)
        buf_printf(sc->out, "%c%d%c", NATIVE_MARK, i, NATIVE_MARK_END);
}

/* Records that rank-N helper(s) h are called (and what they call in turn). */
static void use_helper(CL *cl, int rank, unsigned h)
{
    if (rank < 1 || rank > AMP_MAX_RANK)
        return;
    if (h & H_PROJECT_N && rank > 4)
        use_helper(cl, rank - 1, 0);   /* the projection's meta type */
    if (h & H_META_EXTENT && rank <= 3)
        h |= H_MAKE_EXTENT;
    if (h & H_AT_INDEX)
        h |= H_AT;
    if (h & H_INDEX_HERE)
        h |= H_MAKE_INDEX;
    cl->rank_used[rank] = true;
    cl->helpers[rank] |= h;
}

/* Past MAX_INDENT levels the code stops moving right: indenting each line
 * by its depth made the text of deeply nested code grow with the square of
 * the depth (8,000 nested loops: 256 MB of spaces). */
enum { MAX_INDENT = 64 };

void indent(Scope *sc)
{
    for (int i = 0; i < sc->indent && i < MAX_INDENT; i++)
        buf_puts(sc->out, "    ");
}


static bool is_kind(Node *n, TypeKind k) { return n && n->type && n->type->kind == k; }

static bool is_view(const Type *t)
{
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY);
}

/* ------------------------------------------------------------ types */

static const char *tag_cl_name(CL *cl, Tag *tag)
{
    if (tag->name)
        return cl_name(cl->u, tag->name);
    return arena_printf(compiler_arena, "ampcc_anon_%d", tag->id);
}

static bool typedef_done(CL *cl, const char *name)
{
    for (int i = 0; i < cl->typedefs_done.len; i++)
        if (!strcmp(cl->typedefs_done.items[i], name))
            return true;
    return false;
}

static void need_type(CL *cl, Type *t);
static const char *view_struct(CL *cl, Type *view_type);

/* Declarator: qualifiers, base type, pointer (with its address space), name, array dims. */
void declarator(CL *cl, Buf *b, Type *t, const char *name, AddrSpace as)
{
    long dims[8];
    int ndims = 0;
    while (t && t->kind == TY_ARRAY && !t->typedef_name && ndims < 8) {
        long long len;
        /* `int a[TL]` with `const int TL = 6`: a VLA in C, a constant size here */
        if (t->array_len < 0 && sema_const_int(t->array_len_expr, &len))
            dims[ndims++] = (long)len;
        else
            dims[ndims++] = t->array_len;
        t = t->base;
    }
    if (t && t->kind == TY_PTR && !t->typedef_name) {
        Type *pointee = t->base;
        if (pointee->quals & Q_CONST)
            buf_puts(b, "const ");
        if (as != AS_UNKNOWN) {
            buf_puts(b, addrspace_qualifier(as));
            buf_puts(b, " ");
        }
        type_name(cl, b, pointee);
        buf_puts(b, " *");
        if (t->quals & Q_CONST)
            buf_puts(b, "const ");
        if (t->quals & Q_RESTRICT)
            buf_puts(b, "restrict ");
        if (name)
            buf_puts(b, name);
    } else {
        if (t->quals & Q_CONST)
            buf_puts(b, "const ");
        type_name(cl, b, t);
        if (name) {
            buf_puts(b, " ");
            buf_puts(b, name);
        }
    }
    for (int i = 0; i < ndims; i++) {
        if (dims[i] >= 0)
            buf_printf(b, "[%ld]", dims[i]);
        else
            buf_puts(b, "[]");
    }
}

/* The name of a type without its declarator parts (no pointers, arrays). */
void type_name(CL *cl, Buf *b, Type *t)
{
    need_type(cl, t);
    if (t->typedef_name && !type_is_amp(t) && cl_name(cl->u, t->typedef_name) == t->typedef_name) {
        buf_puts(b, t->typedef_name);
        return;
    }
    int rank = amp_rank(t);
    switch (t->kind) {
    case TY_VOID: buf_puts(b, "void"); return;
    case TY_BOOL: buf_puts(b, "bool"); return;
    case TY_CHAR: case TY_SCHAR: buf_puts(b, "char"); return;
    case TY_UCHAR: buf_puts(b, "uchar"); return;
    case TY_SHORT: buf_puts(b, "short"); return;
    case TY_USHORT: buf_puts(b, "ushort"); return;
    case TY_INT: buf_puts(b, "int"); return;
    case TY_UINT: buf_puts(b, "uint"); return;
    case TY_LONG: case TY_LLONG: buf_puts(b, "long"); return;
    case TY_ULONG: case TY_ULLONG: buf_puts(b, "ulong"); return;
    case TY_FLOAT: buf_puts(b, "float"); return;
    case TY_DOUBLE: case TY_LDOUBLE: buf_puts(b, "double"); return;
    case TY_ENUM: buf_puts(b, t->is_unsigned ? "uint" : "int"); return;
    case TY_STRUCT: case TY_UNION:
        if (vector_is_cl(t->tag)) {   /* a typedef of float4 ..., not a struct (emit_vectors.c) */
            buf_puts(b, tag_cl_name(cl, t->tag));
            return;
        }
        buf_printf(b, "%s %s", t->kind == TY_STRUCT ? "struct" : "union", tag_cl_name(cl, t->tag));
        return;
    case TY_EXTENT: case TY_TILED_EXTENT:
        cl->rank_used[rank] = true;
        buf_printf(b, "ampcc_extent_%d", rank);
        return;
    case TY_INDEX:
        cl->rank_used[rank] = true;
        buf_printf(b, "ampcc_index_%d", rank);
        return;
    case TY_TILED_INDEX: buf_printf(b, "ampcc_tiled_index_%d", rank); return;
    case TY_TILE_BARRIER: buf_puts(b, "int"); return;
    case TY_ARRAY_VIEW: case TY_AMP_ARRAY: buf_puts(b, view_struct(cl, t)); return;
    case TY_PTR: case TY_ARRAY: declarator(cl, b, t, NULL, AS_UNKNOWN); return;
    default: buf_puts(b, "int"); return;
    }
}

/* Does the struct or union hold a view or array (through arrays and nested
 * structs)? */
static bool tag_holds_view(const Tag *tag)
{
    for (const Member *m = tag->members; m; m = m->next) {
        const Type *t = m->type;
        while (t && t->kind == TY_ARRAY)
            t = t->base;
        if (t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY))
            return true;
        if (t && (t->kind == TY_STRUCT || t->kind == TY_UNION) && t->tag && tag_holds_view(t->tag))
            return true;
    }
    return false;
}

/* OpenCL C 1.2 has no _Static_assert: a negative array size stops the build
 * when the device lays a struct out differently from the host. A struct
 * holding a view is not checked: a view is a data pointer and its meta on
 * the device and the runtime's handle on the host, so the layouts differ by
 * design, and such a struct never crosses between them as bytes (it lives
 * in amp code, made there from the view). */
static void layout_check(CL *cl, Tag *tag, const char *cname)
{
    if (tag->size <= 0 || tag_holds_view(tag))
        return;
    const char *kw = tag->kind == TY_UNION ? "union" : "struct";
    buf_printf(&cl->types, "typedef char ampcc_layout_check_%s[((sizeof(%s %s) == %ld)", cname, kw,
               cname, tag->size);
    for (Member *m = tag->members; m; m = m->next)
        if (m->name && m->bit_width < 0)
            buf_printf(&cl->types, " &\n    (__builtin_offsetof(%s %s, %s) == %ld)", kw, cname,
                       cl_name(cl->u, m->name), m->offset);
    buf_puts(&cl->types, ") ? 1 : -1];\n\n");
}

/* An unnamed struct or union member (C11's anonymous members): its members
 * are the enclosing struct's, so it is written out in place, untagged; a
 * tagged declaration there would declare no member at all. */
static bool is_anonymous_member(const Member *m)
{
    return !m->name && m->bit_width < 0 && m->type && m->type->tag &&
           (m->type->kind == TY_STRUCT || m->type->kind == TY_UNION);
}

/* The member declarations of tag, indented by depth levels. */
static void emit_members(CL *cl, Buf *b, Tag *tag, int depth)
{
    for (Member *m = tag->members; m; m = m->next) {
        buf_printf(b, "%*s", 4 * depth, "");
        if (is_anonymous_member(m)) {
            buf_printf(b, "%s {\n", m->type->kind == TY_UNION ? "union" : "struct");
            emit_members(cl, b, m->type->tag, depth + 1);
            buf_printf(b, "%*s}", 4 * depth, "");
        } else {
            declarator(cl, b, m->type, m->name ? cl_name(cl->u, m->name) : NULL, AS_UNKNOWN);
        }
        if (tag->custom_layout)
            buf_printf(b, " __attribute__((aligned(%d)))", m->align);
        buf_puts(b, ";\n");
    }
}

/* A member that is a view (or an array of views) is written with the view
 * struct's typedef name, which must be defined before the struct's body
 * starts: view_struct() writes the typedef on first use. */
static void need_member_view_struct(CL *cl, Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->base;
    if (t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY))
        view_struct(cl, t);
}

static void emit_tag(CL *cl, Tag *tag)
{
    for (Member *m = tag->members; m; m = m->next) {
        need_type(cl, m->type);
        need_member_view_struct(cl, m->type);
    }
    const char *cname = tag_cl_name(cl, tag);
    Buf *b = &cl->types;
    if (vector_is_cl(tag)) {
        emit_vector_typedef(cl, b, tag, cname);
        return;
    }
    /* #pragma pack or packed/aligned attributes on the host: the device puts
     * every member at the alignment the host gave it (packed makes it 1,
     * aligned(N) raises it again). */
    const char *layout = tag->custom_layout ? arena_printf(compiler_arena, "__attribute__((packed, aligned(%d))) ",
                                                           tag->align) : "";
    buf_printf(b, "/* %s:%d */\n%s %s%s {\n", tag->loc.file ? tag->loc.file : "?", tag->loc.line,
               tag->kind == TY_UNION ? "union" : "struct", layout, cname);
    emit_members(cl, b, tag, 1);
    buf_puts(b, "};\n");
    layout_check(cl, tag, cname);
}

/* Makes sure the definitions t needs (structs, typedefs) precede their use. */
static void need_type(CL *cl, Type *t)
{
    if (!t)
        return;
    if (t->kind == TY_DOUBLE || t->kind == TY_LDOUBLE)
        cl->uses_double = true;
    int rank = amp_rank(t);
    if (rank >= 1 && rank <= 3)
        cl->rank_used[rank] = true;
    if (t->typedef_name && !type_is_amp(t)) {
        const char *name = t->typedef_name;
        if (cl_name(cl->u, name) != name || typedef_done(cl, name))
            return;
        vec_push(&cl->typedefs_done, (void *)name);
        Type *under = type_plain(t);
        need_type(cl, under);
        buf_puts(&cl->types, "typedef ");
        declarator(cl, &cl->types, under, name, AS_UNKNOWN);
        buf_puts(&cl->types, ";\n\n");
        return;
    }
    switch (t->kind) {
    case TY_PTR: case TY_ARRAY:
        need_type(cl, t->base);
        return;
    case TY_STRUCT: case TY_UNION:
        if (!t->tag || hash_has(&cl->tags_done, t->tag))
            return;
        hash_add(&cl->tags_done, t->tag);
        emit_tag(cl, t->tag);
        return;
    case TY_ARRAY_VIEW: case TY_AMP_ARRAY:
        need_type(cl, t->base);
        return;
    default:
        return;
    }
}

/* True the first time `name` is asked for, which it records: the structs
 * and helpers of the OpenCL prelude are each written once. */
static bool first_use(PtrVec *done, const char *name)
{
    for (int i = 0; i < done->len; i++)
        if (!strcmp(done->items[i], name))
            return false;
    vec_push(done, (void *)name);
    return true;
}

/* A view held in a variable, passed to or returned from an amp function:
 * its data pointer and meta in one struct, one struct per element type
 * (captured views stay two kernel parameters, NAME and NAME_meta). */
static const char *view_struct(CL *cl, Type *vt)
{
    Type *elem = vt->base ? vt->base : ty_int;
    bool is_const = (elem->quals & Q_CONST) != 0;
    Buf tn = {0};
    type_name(cl, &tn, elem);
    Buf name = {0};
    buf_printf(&name, "ampcc_view_%s", is_const ? "const_" : "");
    for (const char *p = buf_str(&tn); *p; p++)
        buf_put(&name, *p == ' ' ? "_" : p, 1);
    if (vt->rank > 3)
        buf_printf(&name, "_r%d", vt->rank);   /* its meta holds vt->rank extents */
    const char *mt = meta_type(vt->rank);
    const char *result = arena_strdup(compiler_arena, buf_str(&name));
    if (first_use(&cl->view_structs, result)) {
        Buf *b = &cl->types;
        const char *q = is_const ? "const " : "";
        const char *t = buf_str(&tn);
        if (vt->rank > 3)
            use_helper(cl, vt->rank, 0);
        buf_printf(b, "typedef struct %s {\n    __global %s%s *data;\n    %s meta;\n"
                      "} %s;\n", result, q, t, mt, result);
        buf_printf(b, "static inline %s %s_of(__global %s%s *data, %s meta)\n{\n"
                      "    %s v = {data, meta};\n    return v;\n}\n", result, result, q, t, mt, result);
        buf_puts(b, "\n");
    }
    free(tn.s);
    free(name.s);
    return result;
}

/* NAME_from(v): a view of T as the view of const T that a declaration,
 * assignment, parameter or return value of that type wants (OpenCL C does
 * not convert one struct into the other), emitted on first use. */
static const char *view_const_helper(CL *cl, Type *from, Type *to)
{
    const char *vs = view_struct(cl, to), *src = view_struct(cl, from);
    const char *fn = arena_printf(compiler_arena, "%s_from", vs);
    if (!first_use(&cl->view_structs, fn))
        return fn;
    buf_printf(&cl->types, "static inline %s %s(%s v)\n{\n    return %s_of(v.data, v.meta);\n}\n\n", vs, fn,
               src, vs);
    return fn;
}

/* Does a view of `from` become a view of const elements as `to`? */
static bool view_adds_const(const Type *to, const Type *from)
{
    return to && from && is_view(to) && is_view(from) && to->base && from->base &&
           (to->base->quals & Q_CONST) && !(from->base->quals & Q_CONST);
}

/* VS_NAME(v, PARAMS), a view struct `v` with its meta replaced by
 * ampcc_meta_NAME(v.meta, ARGS), for a view computed by an expression (a
 * projection, a dereferenced array pointer, a captured view); emitted on first use. */
static const char *view_meta_helper(CL *cl, Type *vt, const char *name, const char *params, const char *args)
{
    const char *vs = view_struct(cl, vt);
    const char *fn = arena_printf(compiler_arena, "%s_%s", vs, name);
    if (!first_use(&cl->view_structs, fn))
        return fn;
    buf_printf(&cl->types, "static inline %s %s(%s v, %s)\n{\n    v.meta = ampcc_meta_%s(v.meta, %s);\n"
                           "    return v;\n}\n\n", vs, fn, vs, params, name, args);
    return fn;
}

/* FROM_as_TO(v): a view of T seen as a view of U (reinterpret_as), its meta
 * counted in U; emitted on first use. */
static const char *view_reinterpret_helper(CL *cl, Type *from, Type *to, int rank)
{
    const char *vf = view_struct(cl, from), *vt = view_struct(cl, to);
    const char *fn = arena_printf(compiler_arena, "%s_as_%s_%d", vf, vt + strlen("ampcc_view_"), rank);
    if (!first_use(&cl->view_structs, fn))
        return fn;
    Type *u = to->base ? to->base : ty_int;
    Buf ut = {0}, tt = {0};
    type_name(cl, &ut, u);
    type_name(cl, &tt, from->base ? from->base : ty_int);
    buf_printf(&cl->types, "static inline %s %s(%s v)\n{\n    return %s_of((__global %s%s *)v.data, "
                           "ampcc_meta_reinterpret_%d(v.meta, sizeof(%s), sizeof(%s)));\n}\n\n",
               vt, fn, vf, vt, (u->quals & Q_CONST) ? "const " : "", buf_str(&ut), rank, buf_str(&tt),
               buf_str(&ut));
    free(ut.s);
    free(tt.s);
    return fn;
}

/* NAME_project(v, i) of a view struct of rank > 3: the struct of rank - 1. */
static const char *high_rank_project_helper(CL *cl, Type *vt, const char *vs, const char *fn)
{
    Type *lower = amp_type(vt->kind, vt->base, vt->rank - 1);
    const char *lvs = view_struct(cl, lower);
    use_helper(cl, vt->rank, H_PROJECT_N);
    buf_printf(&cl->types, "static inline %s %s(%s v, int i)\n{\n"
                           "    return %s_of(v.data, ampcc_meta_project_%d(v.meta, i));\n}\n\n",
               lvs, fn, vs, lvs, vt->rank);
    return fn;
}

/* NAME_atN(v, idx) of a view struct of rank N > 3: a pointer to an element. */
static const char *high_rank_at_helper(CL *cl, Type *vt, const char *vs, const char *fn, int rank)
{
    Type *elem = vt->base ? vt->base : ty_int;
    buf_printf(&cl->types, "static inline __global %s", (elem->quals & Q_CONST) ? "const " : "");
    type_name(cl, &cl->types, elem);
    buf_printf(&cl->types, " *%s(%s v, ampcc_index_%d i)\n{\n    return v.data + "
                           "ampcc_at_index_%d(v.meta, i);\n}\n\n", fn, vs, rank, rank);
    use_helper(cl, rank, H_AT_INDEX);
    return fn;
}

/* Helpers of a view struct, emitted on first use: rank 0 asks for
 * NAME_project(v, i), rank 1..3 for NAME_atN(v, i0, ..), a pointer to an element. */
static const char *view_struct_helper(CL *cl, Type *vt, int rank)
{
    const char *vs = view_struct(cl, vt);
    const char *fn = rank ? arena_printf(compiler_arena, "%s_at%d", vs, rank)
                          : arena_printf(compiler_arena, "%s_project", vs);
    if (!first_use(&cl->view_structs, fn))
        return fn;
    Buf *b = &cl->types;
    if (!rank && vt->rank > 3)
        return high_rank_project_helper(cl, vt, vs, fn);
    if (rank > 3)
        return high_rank_at_helper(cl, vt, vs, fn, rank);
    if (!rank) {
        cl->uses_project = true;
        buf_printf(b, "static inline %s %s(%s v, int i)\n{\n"
                      "    v.meta = ampcc_meta_project(v.meta, i);\n    return v;\n}\n\n",
                   vs, fn, vs);
        return fn;
    }
    Type *elem = vt->base ? vt->base : ty_int;
    buf_printf(b, "static inline __global %s", (elem->quals & Q_CONST) ? "const " : "");
    type_name(cl, b, elem);
    buf_printf(b, " *%s(%s v", fn, vs);
    for (int d = 0; d < rank; d++)
        buf_printf(b, ", int i%d", d);
    buf_printf(b, ")\n{\n    return v.data + ampcc_at_%d(v.meta", rank);
    for (int d = 0; d < rank; d++)
        buf_printf(b, ", i%d", d);
    buf_puts(b, ");\n}\n\n");
    use_helper(cl, rank, H_AT);
    return fn;
}

/* ------------------------------------------------------------ names */

const char *sym_name(Scope *sc, Symbol *s)
{
    for (int i = 0; i < sc->renamed_syms.len; i++)
        if (sc->renamed_syms.items[i] == s)
            return sc->renamed_names.items[i];
    if (sc->ki)
        for (int i = 0; i < sc->ki->nparams; i++)
            if (sc->ki->params[i].sym == s)
                return sc->ki->params[i].cl_name;
    return cl_name(sc->cl->u, s->name);
}

/* ------------------------------------------------ tile_static in amp functions
 *
 * OpenCL C 1.2 allows __local variables only at kernel scope. A tile_static
 * variable declared in an amp function is one object per tile (shared by every
 * call of the function in the kernel), so each kernel that reaches the function
 * declares it once at its top, and the function receives a __local pointer to
 * it as an extra parameter after its own: `__local int *count` for a scalar
 * (used as `*count`), `__local float (*buf)[16]` for `float buf[16][16]` (used
 * as `buf[i][j]`). A function that calls such a function takes the callee's
 * pointers as parameters too and passes them on, so the pointers travel down
 * every call chain from the kernel. Outside its own function a variable is
 * named ampcc_ts_FUNC_VAR (the ampcc_ prefix is reserved: no user name can
 * meet it).
 */

typedef struct FuncTS {
    Symbol *func;
    PtrVec decls;   /* ND_DECL of each tile_static variable the function needs as a
                       parameter: its own in source order, then its callees' in
                       call order, each once */
    int nown;       /* the first nown are its own */
} FuncTS;

/* The name of a function's tile_static variable outside that function. */
static const char *ts_global_name(CL *cl, Symbol *var, Symbol *func)
{
    for (int i = 0; i < cl->ts_syms.len; i++)
        if (cl->ts_syms.items[i] == var)
            return cl->ts_names.items[i];
    const char *base = arena_printf(compiler_arena, "ampcc_ts_%s_%s", func->name, var->name);
    const char *name = base;
    bool taken = true;
    for (int k = 2; taken; k++) {
        taken = false;
        for (int i = 0; i < cl->ts_names.len && !taken; i++)
            taken = !strcmp(cl->ts_names.items[i], name);
        if (taken)
            name = arena_printf(compiler_arena, "%s_%d", base, k);
    }
    vec_push(&cl->ts_syms, var);
    vec_push(&cl->ts_names, (void *)name);
    return name;
}

static void add_ts_decl(PtrVec *decls, Node *d)
{
    for (int i = 0; i < decls->len; i++)
        if (((Node *)decls->items[i])->sym == d->sym)
            return;
    vec_push(decls, d);
}

static FuncTS *func_ts(CL *cl, Symbol *f);

typedef struct TSWalk {
    CL *cl;
    Symbol *func;     /* whose own variables to collect; NULL: none (a kernel hoists its own apart) */
    PtrVec *decls;
    bool calls;       /* collect the callees' variables (else only the function's own) */
} TSWalk;

static void collect_ts(Node *n, void *data)
{
    TSWalk *w = data;
    if (!w->calls && n->kind == ND_DECL && n->sym && n->sym->is_tile_static) {
        ts_global_name(w->cl, n->sym, w->func);
        add_ts_decl(w->decls, n);
    }
    if (w->calls && n->kind == ND_CALL) {
        Symbol *g = amp_called_function(n);
        if (g && g != w->func) {
            FuncTS *callee = func_ts(w->cl, g);
            for (int i = 0; i < callee->decls.len; i++)
                add_ts_decl(w->decls, callee->decls.items[i]);
        }
    }
    ast_for_each_child(n, AST_WALK_ALL, collect_ts, w);
}

/* The tile_static variables amp function f and the functions it calls declare.
 * The entry is registered before the walk, so a call cycle (an error sema has
 * reported) ends there. */
static FuncTS *func_ts(CL *cl, Symbol *f)
{
    for (int i = 0; i < cl->func_ts.len; i++) {
        FuncTS *t = cl->func_ts.items[i];
        if (t->func == f)
            return t;
    }
    FuncTS *t = arena_alloc(compiler_arena, sizeof *t);
    memset(t, 0, sizeof *t);
    t->func = f;
    vec_push(&cl->func_ts, t);
    if (f->def && f->def->body) {
        TSWalk own = {cl, f, &t->decls, false};
        collect_ts(f->def->body, &own);
        t->nown = t->decls.len;
        TSWalk callees = {cl, f, &t->decls, true};
        collect_ts(f->def->body, &callees);
    }
    return t;
}

static Type *ts_type(Node *d)
{
    return d->type ? d->type : d->sym->type;
}

/* `__local T *name`, or `__local T (*name)[N]...` for an array of arrays: a
 * pointer to the variable, or to the first element of an array, so that the
 * function body uses the name as the source does (a scalar through `*name`). */
static void ts_param(CL *cl, Buf *b, Node *d, const char *name)
{
    Type *t = ts_type(d);
    buf_puts(b, "__local ");
    if (t->kind == TY_ARRAY) {
        Type *elem = t->base;
        bool nested = elem->kind == TY_ARRAY && !elem->typedef_name;
        declarator(cl, b, elem, arena_printf(compiler_arena, nested ? "(*%s)" : "*%s", name), AS_UNKNOWN);
    } else {
        declarator(cl, b, t, arena_printf(compiler_arena, "*%s", name), AS_UNKNOWN);
    }
}

/* ------------------------------------------------------------ expressions */

/* The kernel parameter of a view captured by the kernel being emitted (two
 * parameters, NAME and NAME_meta), or NULL. */
static const KernelParam *captured_view(Scope *sc, Node *n)
{
    if (!sc->ki || n->kind != ND_IDENT || !n->sym)
        return NULL;
    for (int i = 0; i < sc->ki->nparams; i++)
        if (sc->ki->params[i].sym == n->sym)
            return sc->ki->params[i].kind == KP_VIEW ? &sc->ki->params[i] : NULL;
    return NULL;
}

static bool is_captured_view(Scope *sc, Node *n)
{
    return captured_view(sc, n) != NULL;
}

void emit_expr(Scope *sc, Node *n, int min_prec);

static void emit_view_value(Scope *sc, Node *n);

/* A view-typed expression as the ampcc_view_T value of type `want` (the
 * place it goes: a view of const T takes a view of T). */
static void emit_view_value_as(Scope *sc, Node *n, Type *want)
{
    if (!view_adds_const(want, n->type)) {
        emit_view_value(sc, n);
        return;
    }
    buf_printf(sc->out, "%s(", view_const_helper(sc->cl, n->type, want));
    emit_view_value(sc, n);
    out(sc, ")");
}

/* The data pointer of a captured view. A view the kernel never writes is a
 * const parameter; its value keeps the view's own type (the kernel's writes,
 * none, decided that). */
static void emit_captured_data(Scope *sc, Node *n, const KernelParam *p)
{
    Type *elem = n->type->base;
    if (!(p->access & 2) && elem && !(elem->quals & Q_CONST)) {
        out(sc, "(__global ");
        type_name(sc->cl, sc->out, type_plain(elem));
        out(sc, " *)");
    }
    out(sc, sym_name(sc, n->sym));
}

static void emit_view_value(Scope *sc, Node *n);

static void emit_view_value(Scope *sc, Node *n)
{
    const KernelParam *p = captured_view(sc, n);
    if (p) {
        const char *name = sym_name(sc, n->sym);
        buf_printf(sc->out, "%s_of(", view_struct(sc->cl, n->type));
        emit_captured_data(sc, n, p);
        buf_printf(sc->out, ", %s_meta)", name);
        return;
    }
    emit_expr(sc, n, P_ASSIGN);
}


static int binop_prec(int op)
{
    switch (op) {
    case BO_MUL: case BO_DIV: case BO_MOD: return P_MUL;
    case BO_ADD: case BO_SUB: return P_ADD;
    case BO_SHL: case BO_SHR: return P_SHIFT;
    case BO_LT: case BO_GT: case BO_LE: case BO_GE: return P_REL;
    case BO_EQ: case BO_NE: return P_EQ;
    case BO_BITAND: return P_BITAND;
    case BO_BITXOR: return P_BITXOR;
    case BO_BITOR: return P_BITOR;
    case BO_LOGAND: return P_LOGAND;
    case BO_LOGOR: return P_LOGOR;
    default: return P_PRIMARY;
    }
}

static const char *binop_text(int op)
{
    static const char *const t[] = {
        [BO_NONE] = "", [BO_ADD] = "+", [BO_SUB] = "-", [BO_MUL] = "*", [BO_DIV] = "/",
        [BO_MOD] = "%", [BO_SHL] = "<<", [BO_SHR] = ">>", [BO_BITAND] = "&", [BO_BITOR] = "|",
        [BO_BITXOR] = "^", [BO_LT] = "<", [BO_GT] = ">", [BO_LE] = "<=", [BO_GE] = ">=",
        [BO_EQ] = "==", [BO_NE] = "!=", [BO_LOGAND] = "&&", [BO_LOGOR] = "||",
    };
    return op >= 0 && op <= BO_LOGOR ? t[op] : "?";
}

static AmpOp work_item_index(Scope *sc, Node *n);
static bool is_work_item_coord(Scope *sc, Node *n);

/* Precedence of the C text emit_expr writes for n. */
static int expr_prec(Scope *sc, Node *n)
{
    if (is_work_item_coord(sc, n))
        return P_MUL;   /* (int)get_group_id(0) * 16 */
    switch (n->kind) {
    case ND_COMMA: return P_COMMA;
    case ND_ASSIGN: return P_ASSIGN;
    case ND_COND: return P_COND;
    case ND_BINARY:
        if (is_kind(n->lhs, TY_INDEX))
            return n->op == BO_NE ? P_UNARY : P_POSTFIX;
        return binop_prec(n->op);
    case ND_UNARY:
        return n->op == UO_POSTINC || n->op == UO_POSTDEC ? P_POSTFIX : P_UNARY;
    case ND_CAST: case ND_SIZEOF_EXPR: case ND_SIZEOF_TYPE: case ND_ALIGNOF: return P_UNARY;
    case ND_INDEX: case ND_CALL: case ND_MEMBER: return P_POSTFIX;
    case ND_IDENT:
        /* Constants print as their value, which may be negative. */
        if (n->sym && (n->sym->kind == SYM_ENUM_CONST || n->sym->has_const_value))
            return P_UNARY;
        return P_PRIMARY;
    default: return P_PRIMARY;
    }
}

static void emit_args(Scope *sc, PtrVec *args);

/* ---- the kernel's own index
 *
 * The kernel's index parameter is never stored in a variable: each use of one
 * of its coordinates calls the work-item function it stands for, in the code
 * that uses it, and tile_origin is the tile's id times its constant size. A
 * copy made at the top would be a per-work-item value that lives across the
 * kernel's barriers; PoCL keeps such values in per-work-item arrays, and its
 * vectoriser then no longer sees that neighbouring work-items touch
 * neighbouring elements (a tiled transpose ran twice as slow). Coordinates are
 * cast to int, the type AMP gives them, so expressions keep their meaning. */

static bool is_work_item(Scope *sc, Node *n)
{
    return sc->work_item && n && n->kind == ND_IDENT && n->sym == sc->work_item;
}

/* Which index value n is: AMP_TIDX_GLOBAL for the kernel's index<N> itself
 * or for idx.global of its tiled_index, the member's row for the other
 * members; AMP_NONE when n is not one of them. */
static AmpOp work_item_index(Scope *sc, Node *n)
{
    if (is_work_item(sc, n) && is_kind(n, TY_INDEX))
        return AMP_TIDX_GLOBAL;
    if (n->kind != ND_MEMBER || n->is_arrow || !is_work_item(sc, n->lhs) ||
        ampop_info(n->ampop)->cl != CL_WORK_ITEM)
        return AMP_NONE;
    return n->ampop;
}

/* idx.global[k] and the like, with k an integer constant. */
static bool work_item_coord(Scope *sc, Node *n, AmpOp *which, int *dim)
{
    long long k;
    if (n->kind != ND_INDEX || !(*which = work_item_index(sc, n->lhs)) ||
        !sema_const_int(n->rhs, &k) || k < 0 || k >= amp_rank(n->lhs->type))
        return false;
    *dim = (int)k;
    return true;
}

static bool is_work_item_coord(Scope *sc, Node *n)
{
    AmpOp which;
    int dim;
    return work_item_coord(sc, n, &which, &dim);
}

/* Coordinate d of index `which` (AMP dimension d of rank n is OpenCL
 * dimension n-1-d). Reads as a product, for expr_prec. As an element
 * position's subscript it stays a size_t (as_int false), so that the position
 * is computed in 64 bits from the ids, the way hand-written OpenCL does. */
static void emit_coord(Scope *sc, AmpOp which, int d, bool as_int)
{
    const char *cast = as_int ? "(int)" : "";
    Type *t = sc->ki->kernel->kblock->kparam.type;
    int cd = t->rank - 1 - d;
    if (which == AMP_TIDX_TILE_EXTENT)
        buf_printf(sc->out, "%d", t->tile[d]);
    else if (which == AMP_TIDX_TILE_ORIGIN)
        buf_printf(sc->out, "%sget_group_id(%d) * %d", cast, cd, t->tile[d]);
    else
        buf_printf(sc->out, "%sget_%s_id(%d)", cast,
                   which == AMP_TIDX_GLOBAL ? "global" : which == AMP_TIDX_LOCAL ? "local" : "group", cd);
}

static void emit_work_item_coord(Scope *sc, AmpOp which, int d)
{
    emit_coord(sc, which, d, true);
}

/* A subscript (of a view's element or a C array) is a position, which the
 * hand-written kernel computes from the ids in size_t. ampcc does the same
 * where it cannot change the value: for the coordinates themselves and for
 * sums, differences and products of them with signed int expressions (an int
 * converted to size_t wraps modulo 2^64, and so do +, - and *, so the 64-bit
 * result is the int result wherever the int result is defined). Division,
 * shifts, comparisons and unsigned operands would notice, and keep int. */
typedef struct SubscriptTerms {
    bool coord;      /* a work-item coordinate */
    bool variable;   /* an int term that is not a constant (a local, a call) */
} SubscriptTerms;

static bool subscript_in_size_t(Scope *sc, Node *n, SubscriptTerms *terms)
{
    if (is_work_item_coord(sc, n))
        return terms->coord = true;
    if (!n->type || n->type->kind != TY_INT)
        return false;
    if (n->kind == ND_BINARY && (n->op == BO_ADD || n->op == BO_SUB || n->op == BO_MUL))
        return subscript_in_size_t(sc, n->lhs, terms) && subscript_in_size_t(sc, n->rhs, terms);
    if (n->kind == ND_UNARY && (n->op == UO_NEG || n->op == UO_PLUS))
        return subscript_in_size_t(sc, n->lhs, terms);
    long long k;
    terms->variable |= !sema_const_int(n, &k);
    return true;   /* any other int expression: converted where it meets a size_t */
}

static void emit_subscript_expr(Scope *sc, Node *n, int min_prec)
{
    AmpOp which;
    int dim;
    if (work_item_coord(sc, n, &which, &dim)) {
        if (min_prec > P_MUL && which == AMP_TIDX_TILE_ORIGIN)
            out(sc, "(");
        emit_coord(sc, which, dim, false);
        if (min_prec > P_MUL && which == AMP_TIDX_TILE_ORIGIN)
            out(sc, ")");
    } else if (n->kind == ND_BINARY) {
        int p = binop_prec(n->op);
        if (p < min_prec)
            out(sc, "(");
        emit_subscript_expr(sc, n->lhs, p);
        buf_printf(sc->out, " %s ", binop_text(n->op));
        emit_subscript_expr(sc, n->rhs, p + 1);
        if (p < min_prec)
            out(sc, ")");
    } else if (n->kind == ND_UNARY && is_work_item_coord(sc, n->lhs)) {
        out(sc, n->op == UO_NEG ? "-" : "+");
        emit_subscript_expr(sc, n->lhs, P_UNARY);
    } else {
        emit_expr(sc, n, min_prec);
    }
}

/* Is subscript n computed from the work-item ids and constants alone (in
 * size_t)? One with an int variable too (`tile_origin[1] + r`) is not: its
 * position stays int, the size_t sum converted once where it is passed, as
 * a hand-written kernel's `int row = get_group_id(0) * 16 + ly;`. On PoCL
 * 3.1 (AVX-512) the transpose's store ran 2.5x slower with that position
 * in 64 bits, and as slow with the id converted before the sum
 * (`(int)get_group_id(0) * 16 + ly`). */
static bool subscript_from_ids(Scope *sc, Node *n)
{
    SubscriptTerms terms = {false, false};
    return subscript_in_size_t(sc, n, &terms) && terms.coord && !terms.variable;
}

static bool subscript_mixes_ids_and_variables(Scope *sc, Node *n)
{
    SubscriptTerms terms = {false, false};
    return subscript_in_size_t(sc, n, &terms) && terms.coord && terms.variable;
}

static void emit_subscript(Scope *sc, Node *n, int min_prec)
{
    SubscriptTerms terms = {false, false};
    if (subscript_in_size_t(sc, n, &terms) && terms.coord)
        emit_subscript_expr(sc, n, min_prec);
    else
        emit_expr(sc, n, min_prec);
}

/* A whole index value: ampcc_index_N_make(coordinates...). */
static void emit_work_item_index(Scope *sc, AmpOp which, int rank)
{
    bool extent = ampop_info(which)->check == CK_EXTENT;
    use_helper(sc->cl, rank, extent ? H_MAKE_EXTENT : H_MAKE_INDEX);
    buf_printf(sc->out, "ampcc_%s_%d_make(", extent ? "extent" : "index", rank);
    for (int d = 0; d < rank; d++) {
        if (d)
            out(sc, ", ");
        emit_work_item_coord(sc, which, d);
    }
    out(sc, ")");
}

/* Does the body take the address of the kernel's index (or of a member of it)?
 * Then the parameter has to be stored in a variable after all. */
typedef struct AddressTaken {
    Symbol *param;
    bool found;
} AddressTaken;

static void find_work_item_address(Node *n, void *data)
{
    AddressTaken *at = data;
    if (n->kind == ND_UNARY && n->op == UO_ADDR) {
        Node *o = n->lhs;
        while (o && (o->kind == ND_MEMBER || o->kind == ND_INDEX))
            o = o->lhs;
        if (o && o->kind == ND_IDENT && o->sym == at->param)
            at->found = true;
    }
    ast_for_each_child(n, AST_WALK_ALL, find_work_item_address, at);
}

static bool takes_work_item_address(Node *body, Symbol *param)
{
    AddressTaken at = {param, false};
    find_work_item_address(body, &at);
    return at.found;
}

/* v[i][j], v(i, j), v[idx]: NAME[ampcc_at_N(NAME_meta, ...)] for a captured
 * view, NAME.data[ampcc_at_N(NAME.meta, ...)] for a view variable, and
 * *ampcc_view_T_atN(EXPR, ...) for a view computed by an expression. */
static bool emit_view_elem(Scope *sc, Node *n)
{
    Node *ints[3];
    int nints = 0;
    Node *index_obj = NULL;
    Node *cur = n;
    if (n->ampop == AMP_VIEW_CALL_INDEX || n->ampop == AMP_ARRAY_CALL_INDEX) {
        index_obj = cur->args.items[0];   /* v(idx) */
        cur = cur->lhs;
    } else if (cur->kind == ND_CALL) {
        for (int i = 0; i < cur->args.len && nints < 3; i++)
            ints[nints++] = cur->args.items[i];
        cur = cur->lhs;
    } else {
        /* Projections: peel [i] while the thing indexed is still a view. */
        Node *rev[3];
        int nrev = 0;
        /* (a view of rank > 3 is projected as a view, not peeled) */
        while (cur->kind == ND_INDEX && is_view(cur->lhs->type)) {
            if (is_kind(cur->rhs, TY_INDEX)) {
                index_obj = cur->rhs;
                cur = cur->lhs;
                break;
            }
            if (amp_rank(cur->lhs->type) > 3)
                break;
            if (nrev < 3)
                rev[nrev++] = cur->rhs;
            cur = cur->lhs;
        }
        for (int i = nrev - 1; i >= 0; i--)
            ints[nints++] = rev[i];
    }
    int rank = cur->type ? cur->type->rank : nints;
    if (rank < 1 || rank > AMP_MAX_RANK)
        rank = nints ? nints : 1;
    if (!index_obj && nints != rank) {
        internal_error_at(n->loc, "this element access in amp code");
        return false;
    }
    AmpOp work_item = index_obj ? work_item_index(sc, index_obj) : AMP_NONE;
    if (work_item)
        index_obj = NULL;   /* spelled as coordinates below */
    bool named = cur->kind == ND_IDENT && cur->sym;
    /* A position computed from the work-item ids is ampcc_position wide (64
     * bits on a CPU device); one from int variables stays int, as a
     * hand-written kernel's would (see ampcc_position). */
    bool from_ids = named && work_item;
    for (int i = 0; named && !index_obj && !work_item && i < nints; i++)
        from_ids |= subscript_from_ids(sc, ints[i]);
    for (int i = 0; from_ids && !work_item && i < nints; i++)
        from_ids = !subscript_mixes_ids_and_variables(sc, ints[i]);
    use_helper(sc->cl, rank, index_obj ? H_AT_INDEX : from_ids ? H_AT_IDS : H_AT);
    if (named) {
        const char *name = sym_name(sc, cur->sym);
        bool split = is_captured_view(sc, cur);
        buf_printf(sc->out, "%s%s[", name, split ? "" : ".data");
        if (index_obj)
            buf_printf(sc->out, "ampcc_at_index_%d(%s%s, ", rank, name, split ? "_meta" : ".meta");
        else
            buf_printf(sc->out, "ampcc_at_%s%d(%s%s", from_ids ? "ids_" : "", rank, name,
                       split ? "_meta" : ".meta");
    } else {
        buf_printf(sc->out, "(*%s(", view_struct_helper(sc->cl, cur->type, rank));
        emit_view_value(sc, cur);
        if (index_obj)
            out(sc, ", ");
    }
    if (work_item) {
        for (int d = 0; d < rank; d++) {
            out(sc, ", ");
            emit_coord(sc, work_item, d, false);
        }
    } else if (index_obj) {
        /* the index's coordinates */
        if (named) {
            emit_expr(sc, index_obj, P_ASSIGN);
        } else if (rank > 3) {
            emit_expr(sc, index_obj, P_ASSIGN);   /* ampcc_view_T_atN takes the index */
        } else {
            /* ampcc_view_T_atN takes coordinates: spell the index's components */
            for (int d = 0; d < rank; d++) {
                if (d)
                    out(sc, ", ");
                emit_expr(sc, index_obj, P_POSTFIX);
                buf_printf(sc->out, ".v[%d]", d);
            }
        }
    } else {
        for (int i = 0; i < nints; i++) {
            out(sc, ", ");
            emit_subscript(sc, ints[i], P_ASSIGN);
        }
    }
    out(sc, named ? ")]" : "))");
    return true;
}

/* m[r] of a rank > 1 view, used as a view. */
static void emit_projection(Scope *sc, Node *n)
{
    buf_printf(sc->out, "%s(", view_struct_helper(sc->cl, n->lhs->type, 0));
    emit_view_value(sc, n->lhs);
    out(sc, ", ");
    emit_expr(sc, n->rhs, P_ASSIGN);
    out(sc, ")");
}

/* ---- built-in calls: lowered by their row's CL column (ampops.def) */

static const char *fence_flags(BarrierKind kind)
{
    switch (kind) {
    case BARRIER_ALL: return "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE";
    case BARRIER_GLOBAL: return "CLK_GLOBAL_MEM_FENCE";
    case BARRIER_TILE_STATIC: return "CLK_LOCAL_MEM_FENCE";
    case BARRIER_NONE: break;
    }
    return "0";
}

/* sqrtf -> sqrt (OpenCL's math built-ins are overloaded on float and double);
 * native_sqrt for a float argument under -ffast-math. */
static const char *math_name(Scope *sc, Node *call, const AmpOpInfo *r)
{
    bool float_arg = call->args.len > 0 && is_kind(call->args.items[0], TY_FLOAT);
    if (r->cl == CL_MATH_NATIVE && sc->cl->opts && sc->cl->opts->fast_math && float_arg)
        return arena_printf(compiler_arena, "native_%s", r->cl_name);
    return r->cl_name;
}

/* atomic_compare_exchange(dest, &expected, value) -> ampcc_cas_{g,l}_{int,uint}. */
static void emit_cas(Scope *sc, Node *call)
{
    Node *dest = call->args.items[0];
    AddrSpace as = addrspace_of_expr(sc->cl->u, dest, sc->spec);
    Type *pt = dest->type;
    bool is_uint = pt && pt->base && pt->base->kind == TY_UINT;
    sc->cl->cas_used |= 1u << ((as == AS_LOCAL) * 2 + is_uint);
    buf_printf(sc->out, "ampcc_cas_%s_%s(", as == AS_LOCAL ? "local" : "global",
               is_uint ? "uint" : "int");
    emit_args(sc, &call->args);
    out(sc, ")");
}

/* Arguments; a view passed for a parameter of function type ft (or NULL)
 * takes the parameter's view type. */
static void emit_args_for(Scope *sc, PtrVec *args, const Type *ft)
{
    for (int i = 0; i < args->len; i++) {
        Node *a = args->items[i];
        if (i)
            out(sc, ", ");
        if (is_view(a->type)) {
            emit_view_value_as(sc, a, ft && ft->kind == TY_FUNC && i < ft->nparams ? ft->params[i].type : NULL);
        } else {
            emit_expr(sc, a, P_ASSIGN);
        }
    }
}

static void emit_args(Scope *sc, PtrVec *args)
{
    emit_args_for(sc, args, NULL);
}

/* The section forms, one bit each in CL.uses_section[rank]. */
static int section_form(AmpCheck ck)
{
    switch (ck) {
    case CK_SECTION_ORIGIN: return 1;
    case CK_SECTION_EXTENT: return 2;
    case CK_SECTION_INTS: return 3;
    default: return 0;
    }
}

static const char *const section_suffix[4] = {"", "_origin", "_extent", "_ints"};

/* The parameters of ampcc_meta_section*_N after the meta (`names`: the names alone). */
static const char *section_params(int form, int rank, bool names)
{
    static const char *const ints[4][2] = {
        {"", ""},
        {"int i0, int e0", "i0, e0"},
        {"int i0, int i1, int e0, int e1", "i0, i1, e0, e1"},
        {"int i0, int i1, int i2, int e0, int e1, int e2", "i0, i1, i2, e0, e1, e2"},
    };
    const char *o = names ? "origin" : arena_printf(compiler_arena, "ampcc_index_%d origin", rank);
    const char *e = names ? "ext" : arena_printf(compiler_arena, "ampcc_extent_%d ext", rank);
    switch (form) {
    case 1: return o;
    case 2: return e;
    case 3: return ints[rank][names];
    default: return arena_printf(compiler_arena, "%s, %s", o, e);
    }
}

/* ampcc_meta_section*_N, ampcc_meta_view_as_N and ampcc_meta_reinterpret_N:
 * the metas of views made from views (LANGUAGE.md section 4), where used.
 * Dimensions beyond a meta's rank have extent 1 and stride 0, as the runtime's. */
static void emit_section_meta(Buf *b, int r, int form)
{
    buf_printf(b, "static inline %s ampcc_meta_section%s_%d(%s m, %s)\n{\n", meta_type(r),
               section_suffix[form], r, meta_type(r), section_params(form, r, false));
    for (int d = 0; d < r; d++) {
        const char *o = form == 3 ? arena_printf(compiler_arena, "i%d", d)
                                  : arena_printf(compiler_arena, "origin.v[%d]", d);
        const char *e = form == 3 ? arena_printf(compiler_arena, "e%d", d)
                                  : arena_printf(compiler_arena, "ext.v[%d]", d);
        if (form != 2)
            buf_printf(b, "    m.offset += %s * m.stride[%d];\n", o, d);
        if (form == 1)
            buf_printf(b, "    m.extent[%d] -= %s;\n", d, o);
        else
            buf_printf(b, "    m.extent[%d] = %s;\n", d, e);
    }
    buf_puts(b, "    return m;\n}\n\n");
}

static void emit_view_meta_support(Buf *b, const CL *cl, int r)
{
    static const char *const what[4] = {
        "(origin, ext): the same data, from origin on, ext wide",
        "(origin): the same data, from origin to the end",
        "(ext): the same data, from index 0, ext wide",
        "(i0, .., e0, ..): the same data, from (i0, ..) on, (e0, ..) wide",
    };
    for (int form = 0; form < 4; form++)
        if (cl->uses_section[r] & (1u << form)) {
            buf_printf(b, "/* v.section%s. */\n", what[form]);
            emit_section_meta(b, r, form);
        }
    if (cl->uses_view_as[r]) {
        buf_printf(b, "/* v.view_as(ext): the same data from the view's origin, row-major, rank %d. */\n"
                      "static inline ampcc_view_meta ampcc_meta_view_as_%d(ampcc_view_meta m, ampcc_extent_%d ext)\n{\n"
                      "    int stride = 1;\n", r, r, r);
        buf_printf(b, "    for (int d = %d; d >= 0; d--) {\n        m.extent[d] = ext.v[d];\n"
                      "        m.stride[d] = stride;\n        stride *= ext.v[d];\n    }\n", r - 1);
        buf_printf(b, "    for (int d = %d; d < 3; d++) {\n        m.extent[d] = 1;\n        m.stride[d] = 0;\n"
                      "    }\n    return m;\n}\n\n", r);
    }
    if (cl->uses_reinterpret[r] && r > 3) {   /* from a meta of its own type to the rank-1 one */
        buf_printf(b, "/* a.reinterpret_as<U>() of a contiguous rank-%d array of T: rank 1, counted in U. */\n"
                      "static inline ampcc_view_meta ampcc_meta_reinterpret_%d(ampcc_view_meta_%d m, int from, int to)\n"
                      "{\n    ampcc_view_meta r;\n    long count = 1;\n    for (int d = 0; d < %d; d++)\n"
                      "        count *= m.extent[d];\n", r, r, r, r);
        buf_puts(b, "    r.offset = (int)((long)m.offset * from / to);\n    r.extent[0] = (int)(count * from / to);\n"
                    "    r.stride[0] = 1;\n    for (int d = 1; d < 3; d++) {\n        r.extent[d] = 1;\n"
                    "        r.stride[d] = 0;\n    }\n    return r;\n}\n\n");
    } else if (cl->uses_reinterpret[r]) {
        buf_printf(b, "/* v.reinterpret_as<U>() of a contiguous rank-%d view of T: rank 1, counted in U. */\n"
                      "static inline ampcc_view_meta ampcc_meta_reinterpret_%d(ampcc_view_meta m, int from, int to)\n{\n"
                      "    long count = 1;\n    for (int d = 0; d < %d; d++)\n        count *= m.extent[d];\n",
                   r, r, r);
        buf_puts(b, "    m.offset = (int)((long)m.offset * from / to);\n    m.extent[0] = (int)(count * from / to);\n"
                    "    m.stride[0] = 1;\n    for (int d = 1; d < 3; d++) {\n        m.extent[d] = 1;\n"
                    "        m.stride[d] = 0;\n    }\n    return m;\n}\n\n");
    }
}

/* v.section(...) in each form: the same data, a narrower meta. */
static bool emit_section(Scope *sc, Node *call, Node *obj)
{
    int rank = amp_rank(obj->type), form = section_form(ampop_info(call->ampop)->check);
    sc->cl->uses_section[rank] |= 1u << form;
    use_helper(sc->cl, rank, H_AT);
    const char *meta = arena_printf(compiler_arena, "section%s_%d", section_suffix[form], rank);
    if (obj->kind != ND_IDENT || !obj->sym) {
        buf_printf(sc->out, "%s(", view_meta_helper(sc->cl, obj->type, meta, section_params(form, rank, false),
                                                    section_params(form, rank, true)));
        emit_view_value(sc, obj);
        out(sc, ", ");
        emit_args(sc, &call->args);
        out(sc, ")");
        return true;
    }
    const char *name = sym_name(sc, obj->sym);
    const KernelParam *p = captured_view(sc, obj);
    buf_printf(sc->out, "%s_of(", view_struct(sc->cl, obj->type));
    if (p)
        emit_captured_data(sc, obj, p);
    else
        buf_printf(sc->out, "%s.data", name);
    buf_printf(sc->out, ", ampcc_meta_%s(%s%s, ", meta, name, p ? "_meta" : ".meta");
    emit_args(sc, &call->args);
    out(sc, "))");
    return true;
}

/* FROM_view_as_N(v, ext) where the source or the result has rank > 3: the
 * two metas are different types (ampcc_view_meta_N), so the row-major meta
 * of ext is built in a new one; emitted on first use. */
static const char *high_rank_view_as_helper(CL *cl, Type *from, Type *to)
{
    int n = to->rank;
    const char *vf = view_struct(cl, from), *vt = view_struct(cl, to);
    const char *fn = arena_printf(compiler_arena, "%s_view_as_%s", vf, vt + strlen("ampcc_view_"));
    if (!first_use(&cl->view_structs, fn))
        return fn;
    Buf *b = &cl->types;
    buf_printf(b, "static inline %s %s(%s v, ampcc_extent_%d ext)\n{\n    %s m;\n    int stride = 1;\n"
                  "    m.offset = v.meta.offset;\n", vt, fn, vf, n, meta_type(n));
    buf_printf(b, "    for (int d = %d; d >= 0; d--) {\n        m.extent[d] = ext.v[d];\n"
                  "        m.stride[d] = stride;\n        stride *= ext.v[d];\n    }\n", n - 1);
    if (n < 3)
        buf_printf(b, "    for (int d = %d; d < 3; d++) {\n        m.extent[d] = 1;\n        m.stride[d] = 0;\n"
                      "    }\n", n);
    buf_printf(b, "    return %s_of(v.data, m);\n}\n\n", vt);
    return fn;
}

/* v.view_as(ext): the same data, a row-major meta of ext's rank. */
static void emit_view_as(Scope *sc, Node *call, Node *obj)
{
    int rank = amp_rank(call->type);
    if (rank > 3 || amp_rank(obj->type) > 3) {
        buf_printf(sc->out, "%s(", high_rank_view_as_helper(sc->cl, obj->type, call->type));
        emit_view_value(sc, obj);
        out(sc, ", ");
        emit_args(sc, &call->args);
        out(sc, ")");
        return;
    }
    sc->cl->uses_view_as[rank] = true;
    use_helper(sc->cl, rank, H_AT);
    const char *meta = arena_printf(compiler_arena, "view_as_%d", rank);
    const char *params = arena_printf(compiler_arena, "ampcc_extent_%d ext", rank);
    buf_printf(sc->out, "%s(", view_meta_helper(sc->cl, obj->type, meta, params, "ext"));
    emit_view_value(sc, obj);
    out(sc, ", ");
    emit_args(sc, &call->args);
    out(sc, ")");
}

/* v.reinterpret_as<U>(): the same bytes as U, a rank-1 meta counted in U. */
static void emit_reinterpret(Scope *sc, Node *call, Node *obj)
{
    int rank = amp_rank(obj->type);
    sc->cl->uses_reinterpret[rank] = true;
    buf_printf(sc->out, "%s(", view_reinterpret_helper(sc->cl, obj->type, call->type, rank));
    emit_view_value(sc, obj);
    out(sc, ")");
}

/* A tile_static scalar (not an array) of the function being emitted, which it
 * receives as a __local pointer. */
static bool is_ts_scalar_pointer(Scope *sc, Node *n)
{
    return n && n->kind == ND_IDENT && n->sym && hash_has(&sc->ts_by_pointer, n->sym) &&
           n->sym->type && n->sym->type->kind != TY_ARRAY;
}

/* After the arguments of a call to an amp function: a __local pointer to each
 * tile_static variable it needs (its own and its callees'). A function passes
 * on the pointers it received; a kernel passes its hoisted variables. */
static void emit_ts_args(Scope *sc, Node *call)
{
    Symbol *g = amp_called_function(call);
    if (!g)
        return;
    FuncTS *t = func_ts(sc->cl, g);
    for (int i = 0; i < t->decls.len; i++) {
        Node *d = t->decls.items[i];
        bool pointer = hash_has(&sc->ts_by_pointer, d->sym) || ts_type(d)->kind == TY_ARRAY;
        buf_printf(sc->out, "%s%s%s", call->args.len || i ? ", " : "", pointer ? "" : "&",
                   sym_name(sc, d->sym));
    }
}

/* The OpenCL type of a scalar, for the conversions below ("" if another). */
static const char *scalar_name(const Type *t)
{
    switch (t->kind) {
    case TY_INT: return "int";
    case TY_UINT: return "uint";
    case TY_LONG: return "long";
    case TY_FLOAT: return "float";
    case TY_DOUBLE: return "double";
    default: return "";
    }
}

/* The type an argument of a parameter of letter `letter` (ampops.def's SIG)
 * is converted to, where an overloaded built-in would otherwise pick another
 * form: 'f' the row's floating type fp, 'F' float, 'g' the form sema chose
 * (the call's type). NULL: as written (a helper's prototype converts). */
static const char *param_type(Node *call, char letter, const char *fp)
{
    switch (letter) {
    case 'f': return fp;
    case 'F': return "float";
    case 'g': return call->type ? scalar_name(call->type) : NULL;
    default: return NULL;
    }
}

/* The arguments of built-in `r`: an integer argument of a floating parameter
 * is converted first, as C's prototype would (OpenCL's overloads would find
 * the call ambiguous). */
static void emit_builtin_args(Scope *sc, Node *call, const AmpOpInfo *r)
{
    const char *fp = r->check == CK_MATH_F ? "float" : "double";
    for (int i = 0; i < call->args.len; i++) {
        Node *a = call->args.items[i];
        if (i)
            out(sc, ", ");
        const char *to = r->sig && i < (int)strlen(r->sig) ? param_type(call, r->sig[i], fp) : NULL;
        bool convert = to && a->type && type_is_arith(a->type) && strcmp(to, scalar_name(a->type)) &&
                       (r->sig[i] != 'f' || type_is_integer(a->type));
        if (convert)
            buf_printf(sc->out, "(%s)", to);
        emit_expr(sc, a, convert ? P_UNARY : P_ASSIGN);
    }
}

static void emit_named_call(Scope *sc, const char *fn, Node *call, const AmpOpInfo *r)
{
    buf_printf(sc->out, "%s(", fn);
    emit_builtin_args(sc, call, r);
    out(sc, ")");
}

/* e.size(), e.contains(i): ampcc_extent_N_NAME(e, args). */
static void emit_extent_helper(Scope *sc, Node *call, Node *obj, const AmpOpInfo *r)
{
    int rank = amp_rank(obj->type);
    use_helper(sc->cl, rank, call->ampop == AMP_EXTENT_CONTAINS ? H_CONTAINS : H_SIZE);
    buf_printf(sc->out, "ampcc_extent_%d_%s(", rank, r->cl_name);
    emit_expr(sc, obj, P_ASSIGN);
    if (call->args.len) {
        out(sc, ", ");
        emit_args(sc, &call->args);
    }
    out(sc, ")");
}

/* te.pad(), te.truncate(): the extent rounded to whole tiles. */
static void emit_round_tiles(Scope *sc, Node *call, Node *obj, const AmpOpInfo *r)
{
    Type *t = obj->type;
    use_helper(sc->cl, t->rank, call->ampop == AMP_TEXTENT_PAD ? H_PAD : H_TRUNCATE);
    buf_printf(sc->out, "ampcc_tiled_extent_%d_%s(", t->rank, r->cl_name);
    emit_expr(sc, obj, P_ASSIGN);
    for (int d = 0; d < t->rank; d++)
        buf_printf(sc->out, ", %d", t->tile[d]);
    out(sc, ")");
}

/* v.data(): a pointer to the view's first element (of a captured view, as
 * its element access spells it, keeping the parameter's const). */
static void emit_data(Scope *sc, Node *obj)
{
    int rank = amp_rank(obj->type);
    if (is_captured_view(sc, obj) && rank > 3) {   /* ampcc_at_N is for ranks 1-3: element 0 is at the offset */
        const char *name = sym_name(sc, obj->sym);
        buf_printf(sc->out, "(&%s[%s_meta.offset])", name, name);
        return;
    }
    if (is_captured_view(sc, obj)) {
        const char *name = sym_name(sc, obj->sym);
        use_helper(sc->cl, rank, H_AT);
        buf_printf(sc->out, "(&%s[ampcc_at_%d(%s_meta", name, rank, name);
        for (int d = 0; d < rank; d++)
            out(sc, ", 0");
        out(sc, ")])");
        return;
    }
    buf_printf(sc->out, "%s(", view_struct_helper(sc->cl, obj->type, rank));
    emit_view_value(sc, obj);
    for (int d = 0; d < rank; d++)
        out(sc, ", 0");
    out(sc, ")");
}

/* isinf_sign(x): -1, 0 or 1; fpclassify(x) with or without <math.h>'s FP_* values. */
static void emit_classify(Scope *sc, Node *call, const char *fn)
{
    Node *x = call->args.items[call->args.len - 1];
    bool is_float = is_kind(x, TY_FLOAT);
    sc->cl->classify_used |= 1u << (2 * (fn[0] == 'f') + is_float);
    sc->cl->uses_double |= !is_float;
    buf_printf(sc->out, "ampcc_%s_%s(", fn, is_float ? "float" : "double");
    if (!is_float && !is_kind(x, TY_DOUBLE))
        out(sc, "(double)");
    emit_expr(sc, x, is_float || is_kind(x, TY_DOUBLE) ? P_ASSIGN : P_UNARY);
    for (int i = 0; i < call->args.len - 1; i++) {
        out(sc, ", ");
        emit_expr(sc, call->args.items[i], P_ASSIGN);
    }
    if (fn[0] == 'f' && call->args.len == 1)
        out(sc, ", 0, 1, 4, 3, 2");   /* glibc's FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO */
    out(sc, ")");
}

/* The type whose helper a CL_HELPER row calls: the row's result type, or
 * for a CK_FORM_* row the form sema chose (the call's type). */
static const char *helper_type(Node *call, const AmpOpInfo *r)
{
    switch (r->check) {
    case CK_MATH: return "double";
    case CK_MATH_F: return "float";
    case CK_INT: return "int";
    case CK_UINT: return "uint";
    default: return call->type ? scalar_name(call->type) : "";
    }
}

/* ampcc_NAME_T(args): a math function OpenCL has no built-in for (emit_mathlib.c). */
static void emit_math_helper(Scope *sc, Node *call, const AmpOpInfo *r)
{
    const char *fn = mathlib_use(sc->cl, r->cl_name, helper_type(call, r));
    if (!fn) {
        internal_error_at(call->loc, arena_printf(compiler_arena, "'%s' of type '%s'", r->name,
                                                  helper_type(call, r)));
        out(sc, "0");
        return;
    }
    emit_named_call(sc, fn, call, r);
}

/* sincos(x, s, c) as *s = sincos(x, c): OpenCL's sincos returns the sine. */
static void emit_sincos(Scope *sc, Node *call, const AmpOpInfo *r)
{
    bool single = r->sig[0] == 'F';
    Node *x = call->args.items[0];
    bool convert = !is_kind(x, single ? TY_FLOAT : TY_DOUBLE);
    out(sc, "(void)(*(");
    emit_expr(sc, call->args.items[1], P_ASSIGN);
    buf_printf(sc->out, ") = sincos(%s", convert ? (single ? "(float)" : "(double)") : "");
    emit_expr(sc, x, convert ? P_UNARY : P_ASSIGN);
    out(sc, ", ");
    emit_expr(sc, call->args.items[2], P_ASSIGN);
    out(sc, "))");
}

/* The object a view-making method works on: `p->section(...)` sections *p. */
static Node *view_method_object(Node *call)
{
    Node *member = call->lhs;
    if (!member->is_arrow)
        return member->lhs;
    Node *deref = new_node(ND_UNARY, member->loc, member->lhs->begin, member->lhs->end);
    deref->op = UO_DEREF;
    deref->lhs = member->lhs;
    deref->type = member->lhs->type->base;
    return deref;
}

/* A call of an AMP operation (Node.ampop), by its row's CL column. */
static void emit_amp_call(Scope *sc, Node *n)
{
    const AmpOpInfo *r = ampop_info(n->ampop);
    Node *obj = n->lhs->kind == ND_MEMBER ? n->lhs->lhs : NULL;
    switch (r->cl) {
    case CL_VIEW_ELEM: emit_view_elem(sc, n); return;
    case CL_EXTENT_HELPER: emit_extent_helper(sc, n, obj, r); return;
    case CL_TILE: emit_expr(sc, obj, P_ASSIGN); return;   /* the tile sizes live in the type */
    case CL_ROUND_TILES: emit_round_tiles(sc, n, obj, r); return;
    case CL_DATA: emit_data(sc, obj); return;
    case CL_SECTION: emit_section(sc, n, view_method_object(n)); return;
    case CL_VIEW_AS: emit_view_as(sc, n, view_method_object(n)); return;
    case CL_REINTERPRET: emit_reinterpret(sc, n, view_method_object(n)); return;
    case CL_BARRIER: buf_printf(sc->out, "barrier(%s)", fence_flags(r->fence)); return;
    case CL_MEM_FENCE: buf_printf(sc->out, "mem_fence(%s)", fence_flags(r->fence)); return;
    case CL_ATOMIC: case CL_RELATION: emit_named_call(sc, r->cl_name, n, r); return;
    case CL_CAS: emit_cas(sc, n); return;
    case CL_MATH: case CL_MATH_NATIVE: emit_named_call(sc, math_name(sc, n, r), n, r); return;
    case CL_MATH_LONG:
        out(sc, "(long)");
        emit_named_call(sc, r->cl_name, n, r);
        return;
    case CL_ISINF_SIGN: emit_classify(sc, n, "isinf_sign"); return;
    case CL_FPCLASSIFY: emit_classify(sc, n, "fpclassify"); return;
    case CL_INT_ABS:   /* OpenCL's abs returns the unsigned type; C's returns the signed one. */
        buf_printf(sc->out, "(%s)", r->cl_name);
        emit_named_call(sc, "abs", n, r);
        return;
    case CL_HELPER: emit_math_helper(sc, n, r); return;
    case CL_SINCOS: emit_sincos(sc, n, r); return;
    case CL_NONE: case CL_VIEW_EXTENT: case CL_WORK_ITEM: case CL_BARRIER_VALUE: case CL_PROJECT:
    case CL_COORD: case CL_CTOR_ZERO: case CL_CTOR_INTS: case CL_CTOR_ARRAY: case CL_CTOR_COPY: case CL_COORD_OP: case CL_RANK:
    case CL_VIEW_SHARE:
        break;   /* not calls, or not in amp code */
    }
    internal_error_at(n->loc, arena_printf(compiler_arena, "'%s%s' in amp code", r->name, ampop_parens(n->ampop)));
    out(sc, "0");
}

/* The arguments of a call of a function: a view of T passed for a parameter
 * that views const T is converted (two structs in OpenCL C). */
static void emit_call_args(Scope *sc, Node *call, const Type *fn)
{
    for (int i = 0; i < call->args.len; i++) {
        Node *a = call->args.items[i];
        Type *param = fn && fn->kind == TY_FUNC && i < fn->nparams ? fn->params[i].type : NULL;
        if (i)
            out(sc, ", ");
        if (is_view(a->type) && param)
            emit_view_value_as(sc, a, param);
        else if (is_view(a->type))
            emit_view_value(sc, a);
        else
            emit_expr(sc, a, P_ASSIGN);
    }
}

static void emit_call(Scope *sc, Node *n)
{
    Node *callee = n->lhs;
    if (n->ampop) {
        emit_amp_call(sc, n);
        return;
    }
    if (callee->kind == ND_IDENT && callee->name) {
        const Specialization *sp = specialization_called(sc->cl->u, n, sc->spec);
        if (sp) {
            /* the interior copy calls copies of the functions it reaches (only
             * a function with a body has one) */
            bool copy = sc->interior && sp->func->def && sp->func->def->body;
            emit_specialization(sc->cl, sp, copy ? sc->interior : NULL, sc->interior_suffix);
            buf_printf(sc->out, "%s%s%s", cl_name(sc->cl->u, sp->func->name), sp->suffix,
                       copy ? sc->interior_suffix : "");
        } else {
            out(sc, cl_name(sc->cl->u, callee->name));
        }
    } else {
        emit_expr(sc, callee, P_POSTFIX);
    }
    out(sc, "(");
    bool named = callee->kind == ND_IDENT && callee->sym;   /* only an identifier has a symbol */
    emit_args_for(sc, &n->args, named ? callee->sym->type : callee->type);
    emit_ts_args(sc, n);
    out(sc, ")");
}

/* v.extent of a view or array. */
/* v.extent, a.extent, and p->extent of an array pointer (an amp function's
 * parameter): the extent is read from the view's meta. */
static void emit_view_extent(Scope *sc, Node *member)
{
    Node *obj = member->lhs;
    int rank = amp_rank(member->is_arrow ? obj->type->base : obj->type);
    use_helper(sc->cl, rank, H_META_EXTENT);
    if (!member->is_arrow && is_captured_view(sc, obj)) {
        buf_printf(sc->out, "ampcc_meta_extent_%d(%s_meta)", rank, sym_name(sc, obj->sym));
    } else {
        buf_printf(sc->out, "ampcc_meta_extent_%d(", rank);
        emit_expr(sc, obj, P_POSTFIX);
        out(sc, member->is_arrow ? "->meta)" : ".meta)");
    }
}

/* idx.global and the other members of a tiled_index: of the kernel's own
 * index, the work-item functions; of a copy, the struct's field (global and
 * local are OpenCL keywords: the fields carry a '_'). */
static void emit_work_item_member(Scope *sc, Node *n, const AmpOpInfo *r)
{
    AmpOp which = work_item_index(sc, n);
    if (which) {
        emit_work_item_index(sc, which, amp_rank(n->lhs->type));
        return;
    }
    emit_expr(sc, n->lhs, P_POSTFIX);
    buf_printf(sc->out, ".%s", r->cl_name);
}

/* A data member of an AMP value (Node.ampop), by its row's CL column. */
static void emit_amp_member(Scope *sc, Node *n)
{
    const AmpOpInfo *r = ampop_info(n->ampop);
    switch (r->cl) {
    case CL_VIEW_EXTENT: emit_view_extent(sc, n); return;
    case CL_WORK_ITEM: emit_work_item_member(sc, n, r); return;
    case CL_RANK: {   /* a constant of the type, as C++ AMP's static member */
        Type *ot = n->lhs->type;
        buf_printf(sc->out, "%d", ot->kind == TY_PTR ? ot->base->rank : ot->rank);
        return;
    }
    case CL_BARRIER_VALUE:   /* barriers need no state in OpenCL C */
        if (is_work_item(sc, n->lhs)) {
            out(sc, "0 /* tile_barrier */");
            return;
        }
        out(sc, "((void)");            /* a tiled_index value: evaluated, then dropped */
        emit_expr(sc, n->lhs, P_ASSIGN);
        out(sc, ", 0 /* tile_barrier */)");
        return;
    case CL_NONE: case CL_EXTENT_HELPER: case CL_TILE: case CL_ROUND_TILES: case CL_DATA: case CL_SECTION:
    case CL_VIEW_AS: case CL_REINTERPRET: case CL_VIEW_SHARE:
    case CL_BARRIER: case CL_MEM_FENCE: case CL_ATOMIC: case CL_CAS: case CL_MATH: case CL_MATH_NATIVE:
    case CL_MATH_LONG:
    case CL_RELATION: case CL_ISINF_SIGN: case CL_FPCLASSIFY: case CL_INT_ABS: case CL_VIEW_ELEM:
    case CL_PROJECT: case CL_COORD: case CL_HELPER: case CL_SINCOS: case CL_CTOR_ZERO: case CL_CTOR_INTS:
    case CL_CTOR_ARRAY: case CL_CTOR_COPY: case CL_COORD_OP:
        break;   /* not data members */
    }
    internal_error_at(n->loc, arena_printf(compiler_arena, "member '%s' in amp code", r->name));
    out(sc, "0");
}

static void emit_member(Scope *sc, Node *n)
{
    Node *obj = n->lhs;
    if (n->ampop) {
        emit_amp_member(sc, n);
        return;
    }
    if (!n->is_arrow && is_ts_scalar_pointer(sc, obj) &&
        (obj->sym->type->kind == TY_STRUCT || obj->sym->type->kind == TY_UNION)) {
        /* s.m of a tile_static struct this function received a pointer to */
        buf_printf(sc->out, "%s->%s", sym_name(sc, obj->sym), cl_name(sc->cl->u, n->name));
        return;
    }
    emit_expr(sc, obj, P_POSTFIX);
    buf_printf(sc->out, "%s%s", n->is_arrow ? "->" : ".", cl_name(sc->cl->u, n->name));
}

static void emit_ident(Scope *sc, Node *n)
{
    Symbol *s = n->sym;
    if (!s) {
        out(sc, cl_name(sc->cl->u, n->name));
        return;
    }
    if (s->kind == SYM_ENUM_CONST) {
        buf_printf(sc->out, "%lld /* %s */", s->enum_value, s->name);
        return;
    }
    if (s->kind == SYM_VAR && s->has_const_value && !hash_has(&sc->locals, s)) {
        buf_printf(sc->out, "%lld /* %s */", s->const_value, s->name);
        return;
    }
    if (is_ts_scalar_pointer(sc, n))
        buf_printf(sc->out, "(*%s)", sym_name(sc, s));   /* a tile_static scalar of this function */
    else
        out(sc, sym_name(sc, s));
}

static void emit_init_list(Scope *sc, Node *n)
{
    out(sc, "{");
    for (int i = 0; i < n->items.len; i++) {
        Node *item = n->items.items[i];
        out(sc, i ? ", " : " ");
        if (item->kind == ND_INIT_ITEM) {
            for (int d = 0; d < item->items.len; d++) {
                Node *des = item->items.items[d];
                if (des->name) {
                    buf_printf(sc->out, ".%s", cl_name(sc->cl->u, des->name));
                } else {
                    out(sc, "[");
                    emit_expr(sc, des->lhs, P_COMMA + 1);
                    out(sc, "]");
                }
            }
            if (item->items.len)
                out(sc, " = ");
            item = item->lhs;
        }
        if (item->type && is_view(item->type))
            emit_view_value(sc, item);   /* a captured view is two parameters: make it one value */
        else
            emit_expr(sc, item, P_ASSIGN);
    }
    out(sc, n->items.len ? " }" : "}");
}

/* index<N> + - == != and extent<N> == != -> helpers; extent<N>(..) and
 * index<N>(..) -> make helpers. */
/* ampcc_K_N_CLNAME(a, b) of an operator row other than index ± index and
 * the comparisons (which have H_* helpers), defined once in coord_text:
 * every coordinate of the AMP operand combined with the other operand's (an
 * int: with it, on the side the row has it). */
static const char *coord_op_helper(CL *cl, AmpOp op, Type *t)
{
    const AmpOpInfo *r = ampop_info(op);
    const char *kind = t->kind == TY_INDEX ? "index" : "extent";
    int n = t->rank;
    const char *name = arena_printf(compiler_arena, "ampcc_%s_%d_%s", kind, n, r->cl_name);
    for (int i = 0; i < cl->coord_helpers.len; i++)
        if (!strcmp(cl->coord_helpers.items[i], name))
            return name;
    vec_push(&cl->coord_helpers, (void *)name);
    cl->rank_used[n] = true;
    TypeKind lk = ampop_operator_lhs(op), rk = ampop_operator_rhs(op);
    const char *sym = binop_text(ampop_operator_binop(op));
    const char *rtype = rk == TY_INT ? "int" : arena_printf(compiler_arena, "ampcc_%s_%d",
                                                             rk == TY_INDEX ? "index" : "extent", n);
    Buf *b = &cl->coord_text;
    if (lk == TY_INT)
        buf_printf(b, "static inline ampcc_%s_%d %s(int s, ampcc_%s_%d a)\n{\n", kind, n, name, kind, n);
    else
        buf_printf(b, "static inline ampcc_%s_%d %s(ampcc_%s_%d a, %s b)\n{\n", kind, n, name, kind, n, rtype);
    const char *other = lk == TY_INT ? "s" : rk == TY_INT ? "b" : "b.v[k]";
    buf_printf(b, "    for (int k = 0; k < %d; k++)\n        a.v[k] = %s %s %s;\n    return a;\n}\n", n,
               lk == TY_INT ? other : "a.v[k]", sym, lk == TY_INT ? "a.v[k]" : other);
    return name;
}

/* a OP b and a == b on an index or extent: by the operator row (ampops.def). */
static bool emit_index_binary(Scope *sc, Node *n)
{
    if (!n->ampop || ampop_info(n->ampop)->cl != CL_COORD_OP)
        return false;
    const AmpOpInfo *r = ampop_info(n->ampop);
    Type *t = type_is_amp(n->lhs->type) ? n->lhs->type : n->rhs->type;
    bool extent = t->kind == TY_EXTENT;
    int rank = t->rank;
    const char *fn = r->cl_name;
    bool is_eq = n->op == BO_EQ || n->op == BO_NE;
    if (is_eq || (!extent && ampop_operator_rhs(n->ampop) == TY_INDEX && ampop_operator_lhs(n->ampop) == TY_INDEX)) {
        use_helper(sc->cl, rank, is_eq ? (extent ? H_EXTENT_EQ : H_EQ) : n->op == BO_ADD ? H_ADD : H_SUB);
        buf_printf(sc->out, "%sampcc_%s_%d_%s(", n->op == BO_NE ? "!" : "", extent ? "extent" : "index",
                   rank, fn);
    } else {
        buf_printf(sc->out, "%s(", coord_op_helper(sc->cl, n->ampop, t));
    }
    emit_expr(sc, n->lhs, P_ASSIGN);
    out(sc, ", ");
    emit_expr(sc, n->rhs, P_ASSIGN);
    out(sc, ")");
    return true;
}

/* ------------------------------------------------------------ index/extent updates */

/* The address space of the memory an lvalue lives in (for `&lvalue`). */
AddrSpace lvalue_space(Scope *sc, Node *lv)
{
    for (;;) {
        if (lv->kind == ND_MEMBER && !lv->is_arrow)
            lv = lv->lhs;
        else if (lv->kind == ND_INDEX && lv->lhs->type && lv->lhs->type->kind == TY_ARRAY)
            lv = lv->lhs;
        else if (lv->kind == ND_UNARY && lv->op == UO_EXTENSION)
            lv = lv->lhs;
        else
            break;
    }
    AddrSpace as = AS_UNKNOWN;
    if (lv->ampop && ampop_info(lv->ampop)->cl == CL_VIEW_ELEM)
        return AS_GLOBAL;   /* v[i], v(i, j): an element of a view or array */
    if (lv->kind == ND_IDENT && lv->sym)
        as = lv->sym->is_tile_static ? AS_LOCAL : AS_PRIVATE;
    else if ((lv->kind == ND_MEMBER && lv->is_arrow) || (lv->kind == ND_UNARY && lv->op == UO_DEREF))
        as = addrspace_of_expr(sc->cl->u, lv->lhs, sc->spec);
    else if (lv->kind == ND_INDEX)
        as = addrspace_of_expr(sc->cl->u, is_kind(lv->lhs, TY_PTR) ? lv->lhs : lv->rhs, sc->spec);
    return as == AS_UNKNOWN ? AS_PRIVATE : as;
}

/* The helper for `a OP= b` (b an index/extent, or an int when rhs is NULL),
 * `++a`/`--a` (OP add/sub with 1) and `a++`/`a--` (post: it returns the old
 * value) on an index<N> or extent<N> a in memory of space as; defined once:
 *   ampcc_index_2 ampcc_index_2_add_n_assign_p(__private ampcc_index_2 *a, int b) */
static const char *coord_helper(CL *cl, Type *lhs, Type *rhs, const char *op, bool post, AddrSpace as)
{
    int n = lhs->rank;
    const char *kind = lhs->kind == TY_INDEX ? "index" : "extent";
    const char *rkind = rhs ? (rhs->kind == TY_INDEX ? "index" : "extent") : NULL;
    bool mixed = rhs && strcmp(kind, rkind) != 0;
    const char *space = as == AS_LOCAL ? "l" : as == AS_GLOBAL ? "g" : "p";
    const char *name = arena_printf(compiler_arena, "ampcc_%s_%d_%s%s%s_assign%s_%s", kind, n, op,
                                    !rhs ? "_n" : mixed ? "_" : "", mixed ? rkind : "",
                                    post ? "_post" : "", space);
    for (int i = 0; i < cl->coord_helpers.len; i++)
        if (!strcmp(cl->coord_helpers.items[i], name))
            return name;
    vec_push(&cl->coord_helpers, (void *)name);
    cl->rank_used[n] = true;
    Buf *b = &cl->coord_text;
    const char *sym = !strcmp(op, "add") ? "+=" : !strcmp(op, "sub") ? "-=" : !strcmp(op, "mul") ? "*="
                    : !strcmp(op, "div") ? "/=" : "%=";
    buf_printf(b, "static inline ampcc_%s_%d %s(%s ampcc_%s_%d *a, ", kind, n, name,
               as == AS_LOCAL ? "__local" : as == AS_GLOBAL ? "__global" : "__private", kind, n);
    if (rhs)
        buf_printf(b, "ampcc_%s_%d b)\n{\n", rkind, n);
    else
        buf_puts(b, "int b)\n{\n");
    if (post)
        buf_printf(b, "    ampcc_%s_%d old = *a;\n", kind, n);
    for (int d = 0; d < n; d++)
        buf_printf(b, "    a->v[%d] %s b%s;\n", d, sym, rhs ? arena_printf(compiler_arena, ".v[%d]", d) : "");
    buf_puts(b, post ? "    return old;\n}\n" : "    return *a;\n}\n");
    return name;
}

/* `a += b`, `a *= 2`, `++a`, `a--` on an index or extent: a helper updating
 * it through a pointer, so that each operand is evaluated once. */
static bool emit_coord_update(Scope *sc, Node *n)
{
    bool incdec = node_is_incdec(n);
    if (!(n->kind == ND_ASSIGN && n->op != BO_NONE) && !incdec)
        return false;
    if (!n->ampop || ampop_info(n->ampop)->cl != CL_COORD_OP)
        return false;   /* not an operator row (ampops.def) */
    static const char *const ops[] = {[BO_ADD] = "add", [BO_SUB] = "sub", [BO_MUL] = "mul",
                                      [BO_DIV] = "div", [BO_MOD] = "mod"};
    const char *op = incdec ? (n->op == UO_PREINC || n->op == UO_POSTINC ? "add" : "sub")
                            : n->op <= BO_MOD ? ops[n->op] : "add";
    Type *rhs = !incdec && (is_kind(n->rhs, TY_INDEX) || is_kind(n->rhs, TY_EXTENT)) ? n->rhs->type : NULL;
    bool post = incdec && (n->op == UO_POSTINC || n->op == UO_POSTDEC);
    out(sc, coord_helper(sc->cl, n->lhs->type, rhs, op, post, lvalue_space(sc, n->lhs)));
    out(sc, "(&");
    emit_expr(sc, n->lhs, P_UNARY);
    out(sc, ", ");
    if (incdec)
        out(sc, "1");
    else
        emit_expr(sc, n->rhs, P_ASSIGN);
    out(sc, ")");
    return true;
}

/* `array_view<T, N> w(v);` and `w(a)` in amp code, by the constructor row's CL
 * column: a view of the argument's data (sema allows no other form here). */
static void emit_view_ctor(Scope *sc, Node *d, Type *t)
{
    const AmpOpInfo *r = ampop_info(d->ampop);
    switch (r->cl) {
    case CL_VIEW_SHARE: emit_view_value_as(sc, d->args.items[0], t); return;
    default:
        internal_error_at(d->loc, arena_printf(compiler_arena, "constructor %s in amp code", r->name));
        out(sc, "0");
        return;
    }
}

/* An extent<N> or index<N> built by its constructor row op (the CL column). */
static bool emit_coord_ctor(Scope *sc, AmpOp op, Type *t, PtrVec *args)
{
    int rank = amp_rank(t);
    const char *kind = t->kind == TY_INDEX ? "index" : "extent";
    switch (ampop_info(op)->cl) {
    case CL_CTOR_ZERO:
        buf_printf(sc->out, "(ampcc_%s_%d){{0}}", kind, rank);
        return true;
    case CL_CTOR_ARRAY:
        use_helper(sc->cl, rank, H_OF);
        buf_printf(sc->out, "ampcc_%s_%d_of(", kind, rank);
        emit_expr(sc, args->items[0], P_ASSIGN);
        out(sc, ")");
        return true;
    case CL_CTOR_COPY:
        emit_expr(sc, args->items[0], P_ASSIGN);
        return true;
    default:   /* CL_CTOR_INTS: below */
        return false;
    }
}

static void emit_amp_value(Scope *sc, AmpOp op, Type *t, PtrVec *args)
{
    int rank = amp_rank(t);
    sc->cl->rank_used[rank] = true;
    Node *a0 = args->len == 1 ? args->items[0] : NULL;
    if (op && ampop_info(op)->cl == CL_VIEW_SHARE) {
        /* `array_view<int, 1>(a)` shares a's data; `(*p)` stays one operand of `.meta` */
        bool parens = a0->kind != ND_IDENT;
        out(sc, parens ? "(" : "");
        emit_view_value_as(sc, a0, t);
        out(sc, parens ? ")" : "");
        return;
    }
    if (op && emit_coord_ctor(sc, op, t, args))
        return;
    if (a0 && type_is_amp(a0->type)) {
        emit_expr(sc, a0, P_ASSIGN);   /* a copy */
        return;
    }
    use_helper(sc->cl, rank, t->kind == TY_INDEX ? H_MAKE_INDEX : H_MAKE_EXTENT);
    buf_printf(sc->out, "ampcc_%s_%d_make(", t->kind == TY_INDEX ? "index" : "extent", rank);
    emit_args(sc, args);
    out(sc, ")");
}

/* The branches of `c ? v : w` of views: each a view value of the
 * conditional's type (a captured view is its data and meta, not a value). */
static void emit_cond_views(Scope *sc, Node *n)
{
    out(sc, "(");
    emit_view_value_as(sc, n->then, n->type);
    out(sc, ") : (");
    emit_view_value_as(sc, n->els, n->type);
    out(sc, ")");
}

static void emit_literal_float(Scope *sc, Node *n)
{
    const char *s = n->text ? n->text : arena_printf(compiler_arena, "%.17g", n->fval);
    size_t len = strlen(s);
    if (!(len && (s[len - 1] == 'f' || s[len - 1] == 'F')))
        sc->cl->uses_double = true;
    out(sc, s);
}

/* Where the code of n starts, for the native C's marks: an operator's own
 * position is its operator's, marked where the operator is written. */
static bool marked_at_start(Node *n)
{
    return n->kind != ND_BINARY && n->kind != ND_ASSIGN && n->kind != ND_COND &&
           n->kind != ND_COMMA && !(n->kind == ND_UNARY && (n->op == UO_POSTINC || n->op == UO_POSTDEC));
}

static void emit_expr_inner(Scope *sc, Node *n)
{
    if (marked_at_start(n))
        mark(sc, &n->loc);
    if (emit_vector_op(sc, n))
        return;
    switch (n->kind) {
    case ND_INT_LIT:
        if (n->text)
            out(sc, n->text);
        else
            buf_printf(sc->out, "%lld", n->ival);
        return;
    case ND_CHAR_LIT:
        buf_printf(sc->out, "%lld", n->ival);
        return;
    case ND_FLOAT_LIT:
        emit_literal_float(sc, n);
        return;
    case ND_STRING_LIT:
        out(sc, n->text);
        return;
    case ND_IDENT:
        if (is_work_item(sc, n)) {
            bool tiled = is_kind(n, TY_TILED_INDEX);
            int rank = amp_rank(n->type);
            use_helper(sc->cl, rank, tiled ? H_TILED_HERE : H_INDEX_HERE);
            buf_printf(sc->out, "ampcc_%sindex_%d_here()", tiled ? "tiled_" : "", rank);
            return;
        }
        emit_ident(sc, n);
        return;
    case ND_BINARY: {
        if (emit_index_binary(sc, n))
            return;
        int p = binop_prec(n->op);
        emit_expr(sc, n->lhs, p);
        out(sc, " ");
        mark(sc, &n->loc);
        buf_printf(sc->out, "%s ", binop_text(n->op));
        emit_expr(sc, n->rhs, p + 1);
        return;
    }
    case ND_ASSIGN:
        if (emit_coord_update(sc, n))
            return;
        emit_expr(sc, n->lhs, P_UNARY);
        out(sc, " ");
        mark(sc, &n->loc);
        buf_printf(sc->out, "%s= ", binop_text(n->op));
        if (is_view(n->rhs->type))
            emit_view_value_as(sc, n->rhs, n->lhs->type);
        else
            emit_expr(sc, n->rhs, P_ASSIGN);
        return;
    case ND_UNARY: {
        static const char *const pre[] = {
            [UO_PLUS] = "+", [UO_NEG] = "-", [UO_NOT] = "!", [UO_BITNOT] = "~",
            [UO_DEREF] = "*", [UO_ADDR] = "&", [UO_PREINC] = "++", [UO_PREDEC] = "--",
            [UO_REAL] = "__real__ ", [UO_IMAG] = "__imag__ ", [UO_EXTENSION] = "",
        };
        if (emit_coord_update(sc, n))
            return;
        if (n->op == UO_POSTINC || n->op == UO_POSTDEC) {
            emit_expr(sc, n->lhs, P_POSTFIX);
            mark(sc, &n->loc);
            out(sc, n->op == UO_POSTINC ? "++" : "--");
            return;
        }
        if (n->op == UO_ADDR && is_ts_scalar_pointer(sc, n->lhs)) {
            out(sc, sym_name(sc, n->lhs->sym));   /* &count: the pointer the function received */
            return;
        }
        if (n->op == UO_ADDR && is_captured_view(sc, n->lhs)) {
            /* &a of a captured array (two parameters): the struct the kernel keeps */
            bool known = false;
            for (int i = 0; i < sc->addressed_views.len; i++)
                known |= sc->addressed_views.items[i] == n->lhs->sym;
            if (!known)
                vec_push(&sc->addressed_views, n->lhs->sym);
            buf_printf(sc->out, "&%s_view", sym_name(sc, n->lhs->sym));
            return;
        }
        out(sc, pre[n->op]);
        /* Keep "- -x" and "+ +x" from fusing into "--x". */
        Node *o = n->lhs;
        if ((n->op == UO_NEG || n->op == UO_PLUS) && o->kind == ND_UNARY &&
            (o->op == UO_NEG || o->op == UO_PLUS || o->op == UO_PREINC || o->op == UO_PREDEC))
            out(sc, " ");
        emit_expr(sc, n->lhs, P_UNARY);
        return;
    }
    case ND_COND:
        emit_expr(sc, n->cond, P_LOGOR);
        out(sc, " ");
        mark(sc, &n->loc);
        out(sc, "? ");
        if (n->then && is_kind(n, TY_ARRAY_VIEW)) {
            emit_cond_views(sc, n);
            return;
        }
        if (n->then)
            emit_expr(sc, n->then, P_COMMA);
        else
            emit_expr(sc, n->cond, P_LOGOR);
        out(sc, " : ");
        emit_expr(sc, n->els, P_COND);
        return;
    case ND_COMMA:
        emit_expr(sc, n->lhs, P_COMMA);
        mark(sc, &n->loc);
        out(sc, ", ");
        emit_expr(sc, n->rhs, P_ASSIGN);
        return;
    case ND_CAST: {
        out(sc, "(");
        AddrSpace as = n->cast_type && n->cast_type->kind == TY_PTR
                           ? addrspace_of_expr(sc->cl->u, n, sc->spec) : AS_UNKNOWN;
        declarator(sc->cl, sc->out, n->cast_type, NULL, as);
        out(sc, ")");
        emit_expr(sc, n->lhs, P_UNARY);
        return;
    }
    case ND_SIZEOF_EXPR:
        if (sizeof_is_constant(n)) {
            /* sizeof x of a variable the kernel does not capture (its operand
             * is not evaluated), or of a tile_static array the function
             * received as a pointer: the type's size */
            out(sc, "sizeof(");
            declarator(sc->cl, sc->out, n->lhs->type, NULL, AS_UNKNOWN);
            out(sc, ")");
            return;
        }
        out(sc, "sizeof ");
        emit_expr(sc, n->lhs, P_POSTFIX);   /* "sizeof (int)x" would read as sizeof(int) */
        return;
    case ND_SIZEOF_TYPE: case ND_ALIGNOF:
        out(sc, n->kind == ND_ALIGNOF ? "__alignof__(" : "sizeof(");
        if (n->cast_type)
            declarator(sc->cl, sc->out, n->cast_type, NULL, AS_UNKNOWN);
        else
            emit_expr(sc, n->lhs, P_COMMA);
        out(sc, ")");
        return;
    case ND_CALL:
        emit_call(sc, n);
        return;
    case ND_INDEX:
        if (is_view(n->lhs->type) && is_view(n->type)) {
            emit_projection(sc, n);
            return;
        }
        if (is_view(n->lhs->type)) {
            emit_view_elem(sc, n);
            return;
        }
        AmpOp which;
        int dim;
        if (work_item_coord(sc, n, &which, &dim)) {
            emit_work_item_coord(sc, which, dim);
            return;
        }
        emit_expr(sc, n->lhs, P_POSTFIX);
        if (type_is_amp(n->lhs->type))
            out(sc, ".v");    /* extent/index: the struct's int array */
        out(sc, "[");
        emit_subscript(sc, n->rhs, P_COMMA);
        out(sc, "]");
        return;
    case ND_MEMBER:
        emit_member(sc, n);
        return;
    case ND_AMP_VALUE:
        emit_amp_value(sc, n->ampop, n->cast_type, &n->args);
        return;
    case ND_COMPOUND_LIT:
        out(sc, "(");
        declarator(sc->cl, sc->out, n->cast_type, NULL, AS_UNKNOWN);
        out(sc, ")");
        emit_init_list(sc, n->init);
        return;
    case ND_INIT_LIST:
        emit_init_list(sc, n);
        return;
    default:
        internal_error_at(n->loc, arena_printf(compiler_arena, "this %s expression in amp code",
                                                node_kind_name(n->kind)));
        out(sc, "0");
        return;
    }
}

/* A comparison of the ids that is a known constant in the interior of a
 * split kernel: `(0 && j == 0)`, `(1 || j != 0)`; the host compiler folds
 * it, and the variables stay used as the user wrote them. */
static bool emit_known_comparison(Scope *sc, Node *n)
{
    int value;
    if (!sc->interior || n->kind != ND_BINARY || !id_split_known(sc->interior, n, &value))
        return false;
    buf_printf(sc->out, "(%d %s ", value, value ? "||" : "&&");
    emit_expr_inner(sc, n);
    out(sc, ")");
    return true;
}

void emit_expr(Scope *sc, Node *n, int min_prec)
{
    if (emit_known_comparison(sc, n))
        return;
    if (min_prec <= P_UNARY && is_ts_scalar_pointer(sc, n)) {
        buf_printf(sc->out, "*%s", sym_name(sc, n->sym));   /* no parentheses needed here */
        return;
    }
    /* the user's own parentheses around an operation stay: without them the
     * same text draws gcc's and clang's "suggest parentheses" (a > b) == c */
    int prec = expr_prec(sc, n);
    bool paren = prec < min_prec || (n->parenthesized && prec <= P_UNARY);
    if (paren)
        out(sc, "(");
    emit_expr_inner(sc, n);
    if (paren)
        out(sc, ")");
}

/* ------------------------------------------------------------ statements */

static AddrSpace decl_space(Scope *sc, Symbol *s)
{
    if (!s || !s->type || s->type->kind != TY_PTR)
        return AS_UNKNOWN;
    return addrspace_of_symbol(sc->cl->u, s, sc->spec);
}

/* `T name = init` without the ';' (also used for `for` initialisers). */
void emit_decl_text(Scope *sc, Node *d)
{
    Symbol *s = d->sym;
    Type *t = d->type ? d->type : s->type;
    hash_add(&sc->locals, s);
    declarator(sc->cl, sc->out, t, native_marked(sc->cl, &s->loc, sym_name(sc, s)), decl_space(sc, s));
    if (d->ampop && ampop_info(d->ampop)->form == AF_CTOR && is_view(t)) {
        out(sc, " = ");
        emit_view_ctor(sc, d, t);
    } else if (type_is_amp(t) && d->has_ctor_args) {
        out(sc, " = ");
        emit_amp_value(sc, d->ampop, t, &d->args);
    } else if (library_constructible(t) && d->has_ctor_args) {
        out(sc, " = ");
        emit_vector_make(sc, t, &d->args);
    } else if (d->init && is_view(t)) {
        out(sc, " = ");
        emit_view_value_as(sc, d->init, t);
    } else if (d->init) {
        out(sc, " = ");
        emit_expr(sc, d->init, P_ASSIGN);
    } else if (t->kind == TY_EXTENT || t->kind == TY_INDEX) {
        out(sc, " = {{0}}");   /* `index<2> z;` is all zeros, as C++ AMP's default constructor */
    }
}

static void emit_decl_stmt(Scope *sc, Node *d)
{
    if (!d->sym || d->sym->kind != SYM_VAR) {
        return;   /* typedefs and function declarations live at file scope */
    }
    if (d->sym->is_tile_static)
        return;   /* hoisted to kernel scope (an amp function receives a pointer to it) */
    indent(sc);
    emit_decl_text(sc, d);
    out(sc, ";\n");
}

static void emit_substmt(Scope *sc, Node *body)
{
    if (body && body->kind == ND_BLOCK) {
        out(sc, " ");
        emit_stmt(sc, body);
    } else {
        out(sc, "\n");
        sc->indent++;
        emit_stmt(sc, body);
        sc->indent--;
    }
}

/* The statement after `case X:` / `default:`: a block stays on the label's line. */
static void emit_label_body(Scope *sc, Node *body)
{
    if (body && body->kind == ND_BLOCK) {
        out(sc, " ");
        emit_stmt(sc, body);   /* at the label's indent: its items one deeper */
        sc->indent++;
        return;
    }
    out(sc, "\n");
    sc->indent++;
    if (body)
        emit_stmt(sc, body);
}

void emit_for_init(Scope *sc, Node *init)
{
    if (!init)
        return;
    if (init->kind == ND_EXPR_STMT) {
        emit_expr(sc, init->lhs, P_COMMA);
        return;
    }
    Node *first = init->kind == ND_DECL ? init : init->items.len ? init->items.items[0] : NULL;
    if (first && first->sym && first->sym->is_tile_static)
        return;   /* `for (tile_static int i; ...)`: hoisted like any tile_static */
    if (init->kind == ND_DECL) {
        emit_decl_text(sc, init);
        return;
    }
    for (int i = 0; i < init->items.len; i++) {
        Node *d = init->items.items[i];
        if (i == 0) {
            emit_decl_text(sc, d);
            continue;
        }
        hash_add(&sc->locals, d->sym);
        buf_printf(sc->out, ", %s", native_marked(sc->cl, &d->sym->loc, sym_name(sc, d->sym)));
        if (d->init) {
            out(sc, " = ");
            emit_expr(sc, d->init, P_ASSIGN);
        }
    }
}

/* ---- one store for both arms (the native back end)
 *
 * `if (c) e = a; else e = b;` with the same element e in both arms is written
 * `e = c ? a : b;` in the native C: GCC vectorises the loop over the
 * work-items either way, but with the store in both arms it stores every
 * vector twice under two masks (and, where the ISA has no masked stores,
 * AVX2, it does not vectorise at all), where one store of a select is what
 * the hand-written loop does (docs/performance.md, the stencil). Only where
 * nothing in the statement has a side effect, so the order in which e and
 * the condition are evaluated cannot matter, and the arms have e's own type. */

/* Whether evaluating n changes nothing: no assignment, ++/-- or call, but an
 * element access or a math function without pointer parameters. */
static bool expr_is_pure(const Node *n);

static bool call_is_pure(const Node *n)
{
    const AmpOpInfo *row = n->ampop ? ampop_info((AmpOp)n->ampop) : NULL;
    bool math = row && (row->cl == CL_MATH || row->cl == CL_MATH_NATIVE) && row->sig &&
                !strpbrk(row->sig, "pn");
    if (!row || (row->cl != CL_VIEW_ELEM && !math) || !expr_is_pure(n->lhs))
        return false;
    for (int i = 0; i < n->args.len; i++)
        if (!expr_is_pure(n->args.items[i]))
            return false;
    return true;
}

static bool expr_is_pure(const Node *n)
{
    if (!n)
        return true;
    switch (n->kind) {
    case ND_INT_LIT: case ND_FLOAT_LIT: case ND_CHAR_LIT: case ND_IDENT:
        return true;
    case ND_UNARY:
        return n->op != UO_PREINC && n->op != UO_PREDEC && n->op != UO_POSTINC &&
               n->op != UO_POSTDEC && expr_is_pure(n->lhs);
    case ND_BINARY: case ND_INDEX:
        return expr_is_pure(n->lhs) && expr_is_pure(n->rhs);
    case ND_MEMBER: case ND_CAST:
        return expr_is_pure(n->lhs);
    case ND_COND:
        return expr_is_pure(n->cond) && expr_is_pure(n->then) && expr_is_pure(n->els);
    case ND_CALL:
        return call_is_pure(n);
    default:
        return false;
    }
}

/* Whether a and b are the same expression, written alike. */
static bool expr_same(const Node *a, const Node *b)
{
    if (!a || !b)
        return a == b;
    if (a->kind != b->kind || a->op != b->op || a->ampop != b->ampop || !type_equal(a->type, b->type))
        return false;
    switch (a->kind) {
    case ND_IDENT:
        return a->sym && a->sym == b->sym;
    case ND_INT_LIT: case ND_CHAR_LIT:
        return a->ival == b->ival;
    case ND_MEMBER:
        return a->is_arrow == b->is_arrow && a->swizzle == b->swizzle && !a->targs &&
               !b->targs && !strcmp(a->name, b->name) && expr_same(a->lhs, b->lhs);
    case ND_INDEX: case ND_BINARY:
        return expr_same(a->lhs, b->lhs) && expr_same(a->rhs, b->rhs);
    case ND_UNARY:
        return expr_same(a->lhs, b->lhs);
    case ND_CALL:
        if (!expr_same(a->lhs, b->lhs) || a->args.len != b->args.len)
            return false;
        for (int i = 0; i < a->args.len; i++)
            if (!expr_same(a->args.items[i], b->args.items[i]))
                return false;
        return true;
    default:
        return false;
    }
}

/* The plain assignment `e = x;` that an arm consists of, or NULL. */
static Node *arm_assignment(Node *arm)
{
    if (arm && arm->kind == ND_BLOCK && arm->items.len == 1)
        arm = arm->items.items[0];
    if (!arm || arm->kind != ND_EXPR_STMT || arm->lhs->kind != ND_ASSIGN || arm->lhs->op != BO_NONE)
        return NULL;
    Node *as = arm->lhs;
    Type *t = as->lhs->type;
    return t && type_is_arith(t) && type_equal(t, as->rhs->type) && expr_is_pure(as->lhs) &&
           expr_is_pure(as->rhs) ? as : NULL;
}

/* `if (c) e = a; else e = b;` as the one store `e = c ? a : b;` (native C only). */
static bool emit_if_as_select(Scope *sc, Node *n)
{
    Node *then = arm_assignment(n->then), *els = arm_assignment(n->els);
    if (!sc->cl->opts || !sc->cl->opts->native || !then || !els || !expr_is_pure(n->cond) ||
        !expr_same(then->lhs, els->lhs))
        return false;
    Node *select = new_node(ND_COND, n->loc, n->begin, n->end);
    select->cond = n->cond;
    select->then = then->rhs;
    select->els = els->rhs;
    select->type = then->lhs->type;
    Node *store = new_node(ND_ASSIGN, then->loc, then->begin, then->end);
    node_copy(store, then);
    store->rhs = select;
    indent(sc);
    emit_expr(sc, store, P_COMMA);
    out(sc, ";\n");
    return true;
}

void emit_stmt(Scope *sc, Node *n)
{
    if (!n) {
        indent(sc);
        out(sc, ";\n");
        return;
    }
    mark(sc, &n->loc);
    switch (n->kind) {
    case ND_BLOCK:
        out(sc, "{\n");
        sc->indent++;
        emit_block_items(sc, n);
        sc->indent--;
        indent(sc);
        mark(sc, &n->loc);   /* gcc decides whether to warn of unused variables here */
        out(sc, "}\n");
        return;
    case ND_DECL:
        emit_decl_stmt(sc, n);
        return;
    case ND_TAG_DECL: case ND_STATIC_ASSERT:
        return;
    case ND_EMPTY:
        indent(sc);
        out(sc, ";\n");
        return;
    case ND_EXPR_STMT:
        indent(sc);
        if (n->lhs->kind == ND_ASSIGN && n->lhs->op != BO_NONE && library_vector_length(n->lhs->lhs->type))
            out(sc, "(void)");   /* `v += w;`: (*ampcc_T_N_add_assign_S(&v, w)), its value unused */
        emit_expr(sc, n->lhs, P_COMMA);
        out(sc, ";\n");
        return;
    case ND_IF:
        if (emit_if_as_select(sc, n))
            return;
        indent(sc);
        for (;;) {
            out(sc, "if (");
            emit_expr(sc, n->cond, P_COMMA);
            out(sc, ")");
            emit_substmt(sc, n->then);
            if (!n->els)
                return;
            indent(sc);
            out(sc, "else");
            if (n->els->kind != ND_IF) {
                emit_substmt(sc, n->els);
                return;
            }
            out(sc, " ");
            n = n->els;
        }
    case ND_WHILE:
        indent(sc);
        out(sc, "while (");
        emit_expr(sc, n->cond, P_COMMA);
        out(sc, ")");
        emit_substmt(sc, n->body);
        return;
    case ND_DO:
        indent(sc);
        out(sc, "do");
        emit_substmt(sc, n->body);
        if (n->body && n->body->kind == ND_BLOCK) {
            sc->out->len--;   /* `} while (...);` on one line */
            out(sc, " ");
        } else {
            indent(sc);
        }
        out(sc, "while (");
        emit_expr(sc, n->cond, P_COMMA);
        out(sc, ");\n");
        return;
    case ND_FOR:
        indent(sc);
        out(sc, "for (");
        emit_for_init(sc, n->init);
        out(sc, ";");
        if (n->cond) {
            out(sc, " ");
            emit_expr(sc, n->cond, P_COMMA);
        }
        out(sc, ";");
        if (n->inc) {
            out(sc, " ");
            emit_expr(sc, n->inc, P_COMMA);
        }
        out(sc, ")");
        emit_substmt(sc, n->body);
        return;
    case ND_SWITCH:
        indent(sc);
        out(sc, "switch (");
        emit_expr(sc, n->cond, P_COMMA);
        out(sc, ")");
        emit_substmt(sc, n->body);
        return;
    case ND_CASE:
        sc->indent--;
        indent(sc);
        out(sc, "case ");
        emit_expr(sc, n->lhs, P_COND);
        if (n->rhs) {
            out(sc, " ... ");
            emit_expr(sc, n->rhs, P_COND);
        }
        out(sc, ":");
        emit_label_body(sc, n->body);
        return;
    case ND_DEFAULT:
        sc->indent--;
        indent(sc);
        out(sc, "default:");
        emit_label_body(sc, n->body);
        return;
    case ND_BREAK:
        indent(sc);
        out(sc, "break;\n");
        return;
    case ND_CONTINUE:
        indent(sc);
        out(sc, "continue;\n");
        return;
    case ND_RETURN:
        indent(sc);
        out(sc, "return");
        if (n->lhs && is_view(n->lhs->type)) {
            out(sc, " ");
            emit_view_value_as(sc, n->lhs, sc->spec && sc->spec->func->type ? sc->spec->func->type->base : NULL);
        } else if (n->lhs) {
            out(sc, " ");
            emit_expr(sc, n->lhs, P_COMMA);
        }
        out(sc, ";\n");
        return;
    default:
        internal_error_at(n->loc, arena_printf(compiler_arena, "this %s statement in amp code",
                                                node_kind_name(n->kind)));
        return;
    }
}

void emit_block_items(Scope *sc, Node *block)
{
    for (int i = 0; i < block->items.len; i++) {
        Node *item = block->items.items[i];
        if (item && item->kind == ND_BLOCK)
            indent(sc);   /* a nested { ... } on its own line */
        emit_stmt(sc, item);
    }
}

/* ------------------------------------------------------------ functions */

static void emit_params(CL *cl, Buf *b, Type *ft, const Specialization *spec, FuncTS *ts,
                        PtrVec *ts_names)
{
    if (ft->nparams == 0 && ts->decls.len == 0) {
        buf_puts(b, "void");
        return;
    }
    for (int i = 0; i < ft->nparams; i++) {
        Param *p = &ft->params[i];
        const char *name = cl_name(cl->u, p->name ? p->name : arena_printf(compiler_arena,
                                                                             "ampcc_p%d", i));
        if (i)
            buf_puts(b, ", ");
        AddrSpace as = spec && i < spec->nparams ? spec->param_spaces[i] : AS_UNKNOWN;
        declarator(cl, b, p->type, native_marked(cl, &p->loc, name), as);
    }
    /* then a pointer to each tile_static variable it and its callees declare */
    for (int i = 0; i < ts->decls.len; i++) {
        if (ft->nparams || i)
            buf_puts(b, ", ");
        ts_param(cl, b, ts->decls.items[i], ts_names->items[i]);
    }
}

static void ts_pointer_params(Scope *sc, FuncTS *ts, Type *ft, PtrVec *names);
static bool uses_symbol(Node *body, Symbol *sym);

/* An amp function's body. In native C, a `(void)p;` (generated code, which
 * draws no warning) first for each parameter the user's body names: the
 * lowering may fold a use away (`e.rank` is a constant), and the host
 * compiler's -Wunused-parameter must see what the user wrote. */
static void emit_body_using_params(CL *cl, Node *def, Type *ft, const char *body)
{
    const char *open = strstr(body, "{\n");
    if (!cl->opts->native || !open) {
        buf_puts(&cl->funcs, body);
        return;
    }
    buf_printf(&cl->funcs, "%.*s", (int)(open + 2 - body), body);
    for (int i = 0; i < ft->nparams; i++) {
        Symbol *p = ft->params[i].sym;
        if (p && ft->params[i].name && uses_symbol(def->body, p))
            buf_printf(&cl->funcs, "    (void)%s;\n", cl_name(cl->u, ft->params[i].name));
    }
    buf_puts(&cl->funcs, open + 2);
}

/* A copy of an amp function for the interior of a split kernel
 * (emit_native.c): its comparisons of the ids are known constants there,
 * named NAME<suffix><isuffix>. True the first time it is asked for. */
static bool first_specialization(CL *cl, const Specialization *spec, const IdSplit *interior,
                                 const char *isuffix)
{
    if (interior)
        return first_use(&cl->interior_done, arena_printf(compiler_arena, "%s%s%s",
                                                          spec->func->name, spec->suffix, isuffix));
    if (hash_has(&cl->specs_done, spec))
        return false;
    hash_add(&cl->specs_done, spec);
    return true;
}

static void emit_specialization(CL *cl, const Specialization *spec, const IdSplit *interior,
                                const char *isuffix)
{
    if (!first_specialization(cl, spec, interior, isuffix))
        return;
    Node *def = spec->func->def;
    if (!def || !def->body)
        return;
    Type *ft = def->type ? def->type : spec->func->type;
    Scope sc = {0};
    Buf body = {0};
    sc.cl = cl;
    sc.out = &body;
    sc.spec = spec;
    sc.interior = interior;
    sc.interior_suffix = isuffix;
    for (int i = 0; i < ft->nparams; i++)
        if (ft->params[i].sym)
            hash_add(&sc.locals, ft->params[i].sym);
    FuncTS *ts = func_ts(cl, spec->func);
    PtrVec ts_names = {0};
    ts_pointer_params(&sc, ts, ft, &ts_names);
    /* The body first: the copies it calls land in cl->funcs before this one. */
    emit_stmt(&sc, def->body);

    Buf head = {0};
    buf_printf(&head, "/* %s, from %s:%d */\n", spec->func->name,
               def->loc.file ? def->loc.file : "?", def->loc.line);
    if (cl->opts && cl->opts->native)
        buf_puts(&head, "static inline ");   /* the unit's own, and inlined into the loops */
    declarator(cl, &head, ft->base, NULL, spec->return_space);
    buf_printf(&head, " %s%s%s(", cl_name(cl->u, spec->func->name), spec->suffix,
               interior ? isuffix : "");
    emit_params(cl, &head, ft, spec, ts, &ts_names);
    buf_puts(&head, ")\n");
    buf_puts(&cl->funcs, buf_str(&head));
    emit_body_using_params(cl, def, ft, buf_str(&body));
    buf_puts(&cl->funcs, "\n");
    free(head.s);
    free(body.s);
    scope_free(&sc);
}

/* ------------------------------------------------------------ kernels */

void scope_free(Scope *sc)
{
    hash_free(&sc->locals);
    hash_free(&sc->ts_by_pointer);
}

typedef struct Hoist {
    Scope *sc;
    Buf *out;
    PtrVec taken;   /* names a hoisted variable must not take (const char*; malloc'ed,
                       freed when the hoisting is done: every identifier of the body) */
} Hoist;

static bool name_taken(PtrVec *names, const char *name)
{
    for (int i = 0; i < names->len; i++)
        if (!strcmp(names->items[i], name))
            return true;
    return false;
}

/* The kernel's other names: its parameter, captures and ordinary locals. */
static void collect_kernel_names(Node *n, void *data)
{
    Hoist *h = data;
    if (n->kind == ND_DECL && n->sym && !n->sym->is_tile_static)
        vec_push_heap(&h->taken, (void *)cl_name(h->sc->cl->u, n->sym->name));
    ast_for_each_child(n, AST_WALK_ALL, collect_kernel_names, h);
}

/* tile_static variables: OpenCL wants __local variables at kernel scope. */
static void hoist_tile_static(Node *n, void *data)
{
    Hoist *h = data;
    if (n->kind == ND_DECL && n->sym && n->sym->is_tile_static) {
        Scope *sc = h->sc;
        const char *name = cl_name(sc->cl->u, n->sym->name);
        /* At kernel scope it may meet another tile_static of the same name
         * (from another block) or a local: it then gets a number. */
        const char *unique = name;
        for (int k = 2; name_taken(&sc->renamed_names, unique) || name_taken(&h->taken, unique); k++)
            unique = arena_printf(compiler_arena, "%s_%d", name, k);
        vec_push(&sc->renamed_syms, n->sym);
        vec_push(&sc->renamed_names, (void *)unique);
        hash_add(&sc->locals, n->sym);
        buf_printf(h->out, "    %s", sc->ts_storage);
        declarator(sc->cl, h->out, n->type ? n->type : n->sym->type, unique, AS_UNKNOWN);
        buf_puts(h->out, ";\n");
    }
    ast_for_each_child(n, AST_WALK_ALL, hoist_tile_static, h);
}

/* Names the body of a function refers to that are not its own tile_static
 * variables (functions it calls, say): a parameter must not hide them. */
static void collect_other_idents(Node *n, void *data)
{
    Hoist *h = data;
    if (n->kind == ND_IDENT && n->name && !(n->sym && n->sym->is_tile_static))
        vec_push_heap(&h->taken, (void *)cl_name(h->sc->cl->u, n->name));
    ast_for_each_child(n, AST_WALK_ALL, collect_other_idents, h);
}

/* The names under which an amp function receives its tile_static pointers:
 * its own variables keep their source name (numbered like a kernel's hoisted
 * ones where a parameter, a local, another of them or a function it calls has
 * it), its callees' are ampcc_ts_FUNC_VAR. */
static void ts_pointer_params(Scope *sc, FuncTS *ts, Type *ft, PtrVec *names)
{
    CL *cl = sc->cl;
    Hoist h = {sc, NULL, {0}};
    for (int i = 0; i < ft->nparams; i++)
        if (ft->params[i].name)
            vec_push_heap(&h.taken, (void *)cl_name(cl->u, ft->params[i].name));
    collect_kernel_names(ts->func->def->body, &h);
    collect_other_idents(ts->func->def->body, &h);
    for (int i = 0; i < ts->decls.len; i++) {
        Symbol *var = ((Node *)ts->decls.items[i])->sym;
        const char *name = ts_global_name(cl, var, ts->func);
        if (i < ts->nown) {
            const char *base = cl_name(cl->u, var->name);
            name = base;
            for (int k = 2; name_taken(&h.taken, name); k++)
                name = arena_printf(compiler_arena, "%s_%d", base, k);
            vec_push_heap(&h.taken, (void *)name);
        }
        vec_push(names, (void *)name);
        vec_push(&sc->renamed_syms, var);
        vec_push(&sc->renamed_names, (void *)name);
        hash_add(&sc->ts_by_pointer, var);
        hash_add(&sc->locals, var);
    }
    free(h.taken.items);
}

/* The tile_static variables of the amp functions a kernel calls: one copy per
 * kernel, declared at its top after the kernel's own. */
static void hoist_callee_tile_static(Scope *sc, Buf *out)
{
    PtrVec decls = {0};
    TSWalk w = {sc->cl, NULL, &decls, true};
    collect_ts(sc->ki->kernel->body, &w);
    for (int i = 0; i < decls.len; i++) {
        Node *d = decls.items[i];
        const char *name = ts_global_name(sc->cl, d->sym, NULL);   /* named when collected */
        vec_push(&sc->renamed_syms, d->sym);
        vec_push(&sc->renamed_names, (void *)name);
        buf_printf(out, "    %s", sc->ts_storage);
        declarator(sc->cl, out, ts_type(d), name, AS_UNKNOWN);
        buf_puts(out, ";\n");
    }
}

bool kernel_takes_domain(KernelInfo *ki)
{
    Type *pt = ki->kernel->kblock->kparam.type;
    return pt && pt->kind == TY_INDEX && pt->rank > 3;
}

void emit_kernel_params(CL *cl, Buf *b, KernelInfo *ki, bool restricted)
{
    if (ki->nparams == 0 && !kernel_takes_domain(ki)) {
        buf_puts(b, "void");
        return;
    }
    for (int i = 0; i < ki->nparams; i++) {
        KernelParam *p = &ki->params[i];
        Type *t = p->sym->type;
        buf_puts(b, i ? ",\n        " : "");
        if (p->kind == KP_VIEW) {
            bool read_only = !(p->access & 2);
            buf_printf(b, "__global %s", read_only ? "const " : "");
            Type *elem = type_plain(t->base);
            type_name(cl, b, elem);
            buf_printf(b, " *%s%s, %s %s_meta", restricted ? "restrict " : "",
                       p->cl_name, meta_type(t->rank), p->cl_name);
        } else if (t->kind == TY_BOOL) {
            /* OpenCL kernels cannot take bool: the host's 1-byte _Bool arrives as uchar */
            buf_printf(b, "uchar %s", p->cl_name);
        } else {
            declarator(cl, b, t, p->cl_name, AS_UNKNOWN);
        }
    }
    if (kernel_takes_domain(ki)) {   /* the runtime passes it last */
        cl->rank_used[ki->kernel->kblock->kparam.type->rank] = true;
        buf_printf(b, "%sampcc_extent_%d ampcc_dom", ki->nparams ? ",\n        " : "",
                   ki->kernel->kblock->kparam.type->rank);
    }
}

typedef struct SymUse {
    Symbol *sym;
    bool used;
} SymUse;

static void find_symbol(Node *n, void *data)
{
    SymUse *su = data;
    if (n->kind == ND_IDENT && n->sym == su->sym)
        su->used = true;
    ast_for_each_child(n, AST_WALK_ALL, find_symbol, su);
}

static bool uses_symbol(Node *body, Symbol *sym)
{
    SymUse su = {sym, false};
    if (!sym)
        return true;   /* unresolved: keep the declaration */
    find_symbol(body, &su);
    return su.used;
}

/* Each captured view's pointer is moved to the view's first element once, at
 * the top, and its offset set to 0, so every position below folds to
 * `i * stride + j`. PoCL vectorises a work-group's accesses only when it can
 * see that neighbouring work-items touch neighbouring addresses, and
 * `in[offset + k]` hid that: the reduction benchmark ran 1.3x slower than the
 * hand-written kernel with it, 0.96x without (PoCL 3.1). The pair NAME,
 * NAME_meta stays consistent, so passing the view on to amp functions works. */
static void emit_view_rebase(Buf *code, KernelInfo *ki)
{
    bool any = false;
    for (int i = 0; i < ki->nparams; i++) {
        KernelParam *p = &ki->params[i];
        /* (not above rank 3: their positions loop over the dimensions, and
         * PoCL then ran every work-item's `+=` on one shared pointer) */
        if (p->kind != KP_VIEW || p->sym->type->rank > 3)
            continue;
        if (!any)
            buf_puts(code, "    /* views from their first element on: positions start at 0 */\n");
        buf_printf(code, "    %s += %s_meta.offset;\n    %s_meta.offset = 0;\n", p->cl_name,
                   p->cl_name, p->cl_name);
        any = true;
    }
    if (any)
        buf_puts(code, "\n");
}

/* A captured view or array whose address the body takes, as one struct. */
static void emit_addressed_views(Scope *sc, Buf *code)
{
    for (int i = 0; i < sc->addressed_views.len; i++) {
        Symbol *s = sc->addressed_views.items[i];
        const char *vs = view_struct(sc->cl, s->type), *name = sym_name(sc, s);
        buf_printf(code, "    %s %s_view = %s_of(%s, %s_meta);\n", vs, name, vs, name, name);
    }
    if (sc->addressed_views.len)
        buf_puts(code, "\n");
}

/* The kernel's rank (1-3, or above 3 untiled) and whether it is tiled. */
static int kernel_rank(KernelInfo *ki, bool *tiled)
{
    Type *pt = ki->kernel->kblock->kparam.type;
    int rank = pt ? pt->rank : 1;
    *tiled = pt && pt->kind == TY_TILED_INDEX;
    return rank < 1 || rank > (*tiled ? 3 : AMP_MAX_RANK) ? 1 : rank;
}

/* A rank above 3 is decoded from the ids once, into a variable (each
 * coordinate read at its use would decode them all). */
bool kernel_stores_index(KernelInfo *ki)
{
    Node *k = ki->kernel;
    if (kernel_takes_domain(ki))
        return uses_symbol(k->body, k->kblock->kparam.sym);
    bool used = uses_symbol(k->body, k->kblock->kparam.sym);
    bool writes = k->kblock->kparam_written;   /* idx += 1 (sema_writes.c) */
    return used && (!k->kblock->kparam.sym || writes || takes_work_item_address(k->body, k->kblock->kparam.sym));
}

void kernel_scope_init(CL *cl, KernelInfo *ki, Scope *sc, Buf *locals, const char *ts_storage,
                       bool *stored)
{
    Node *k = ki->kernel;
    bool tiled;
    int rank = kernel_rank(ki, &tiled);
    *stored = kernel_stores_index(ki);
    if (*stored)
        use_helper(cl, rank, tiled ? H_TILED_HERE : H_INDEX_HERE);
    else
        sc->work_item = k->kblock->kparam.sym;
    sc->cl = cl;
    sc->ki = ki;
    sc->indent = 1;
    sc->ts_storage = ts_storage;
    if (k->kblock->kparam.sym)
        hash_add(&sc->locals, k->kblock->kparam.sym);
    Hoist h = {sc, locals, {0}};
    if (k->kblock->kparam.name)
        vec_push_heap(&h.taken, (void *)cl_name(cl->u, k->kblock->kparam.name));
    for (int i = 0; i < ki->nparams; i++)
        vec_push_heap(&h.taken, (void *)ki->params[i].cl_name);
    collect_kernel_names(k->body, &h);
    hoist_tile_static(k->body, &h);
    free(h.taken.items);
    hoist_callee_tile_static(sc, locals);
}

void kernel_code(CL *cl, KernelInfo *ki, Scope *sc, Buf *locals, Buf *body, bool stored,
                 Buf *code)
{
    Node *k = ki->kernel;
    bool tiled;
    int rank = kernel_rank(ki, &tiled);
    bool used = uses_symbol(k->body, k->kblock->kparam.sym);
    bool writes = k->kblock->kparam_written;   /* idx += 1 (sema_writes.c) */
    buf_puts(code, "{\n");
    buf_puts(code, buf_str(locals));
    if (locals->len)
        buf_puts(code, "\n");
    emit_view_rebase(code, ki);
    emit_addressed_views(sc, code);
    const char *pname = k->kblock->kparam.sym ? sym_name(sc, k->kblock->kparam.sym)
                                      : k->kblock->kparam.name ? cl_name(cl->u, k->kblock->kparam.name) : NULL;
    if (pname && !stored)
        pname = NULL;   /* read at each use, or never */
    if (pname)
        buf_printf(code, "    %sampcc_%sindex_%d %s = ampcc_%sindex_%d_here(%s);\n",
                   tiled || !writes ? "const " : "", tiled ? "tiled_" : "", rank, pname,
                   tiled ? "tiled_" : "", rank, kernel_takes_domain(ki) ? "ampcc_dom" : "");
    else if (used && sc->work_item)
        buf_printf(code, "    /* %s %s: get_*_id(%d - d) at each use (AMP dimension d) */\n",
                   type_to_string(k->kblock->kparam.type), k->kblock->kparam.name, rank - 1);
    if (pname || (used && sc->work_item))
        buf_puts(code, "\n");
    buf_puts(code, buf_str(body));
    buf_puts(code, native_marked(cl, &k->body->loc, ""));   /* as a block's closing brace */
    buf_puts(code, "}\n\n");
}

/* Native C: a kernel's named index parameter that its body never reads is
 * what gcc and clang call an unused parameter of a C++ AMP lambda. A function
 * with that parameter, at its place in the user's code, lets the host
 * compiler's warnings pass say so under its own rules (-Wunused-parameter,
 * -Wextra, -Wno-..., -Werror=...); an unnamed index<N> silences it. */
void emit_unused_index_witness(CL *cl, Buf *b, KernelInfo *ki)
{
    Param *p = &ki->kernel->kblock->kparam;
    if (!cl->opts->native || !p->name || !p->sym || uses_symbol(ki->kernel->body, p->sym))
        return;
    buf_printf(b, "/* %s %s is never read: for the host compiler's -Wunused-parameter */\n"
                  "static void __attribute__((unused)) %s_index(%sint %s) {}\n\n",
               type_to_string(p->type), p->name, ki->name, native_marked(cl, &p->loc, ""), cl_name(cl->u, p->name));
}

static void emit_kernel(CL *cl, KernelInfo *ki)
{
    Node *k = ki->kernel;
    bool tiled;
    int rank = kernel_rank(ki, &tiled);
    Scope sc = {0};
    Buf body = {0}, locals = {0}, code = {0};
    bool stored;
    kernel_scope_init(cl, ki, &sc, &locals, "__local ", &stored);
    sc.out = &body;
    emit_block_items(&sc, k->body);
    kernel_code(cl, ki, &sc, &locals, &body, stored, &code);

    char attr[96] = "";
    if (tiled) {
        int t[3] = {1, 1, 1};
        for (int d = 0; d < rank; d++)
            t[rank - 1 - d] = k->kblock->kparam.type->tile[d];   /* AMP dimension d is OpenCL dimension rank-1-d */
        snprintf(attr, sizeof attr, "__attribute__((reqd_work_group_size(%d, %d, %d)))\n", t[0],
                 t[1], t[2]);
    }
    Buf *b = &cl->kernels;
    const char *fname = ki->func && ki->func->sym ? ki->func->sym->name : "file scope";
    buf_printf(b, "/* parallel_for_each in %s(), %s:%d */\n__kernel %svoid %s(", fname,
               ki->pfe->loc.file ? ki->pfe->loc.file : "?", ki->pfe->loc.line, attr, ki->name);
    emit_kernel_params(cl, b, ki, true);
    buf_printf(b, ")\n%s", buf_str(&code));
    if (kernel_has_aliased_variant(ki)) {
        buf_printf(b, "/* %s when two of its views share storage: the same code, no restrict;\n"
                      " * the runtime builds it only for a launch that needs it */\n"
                      "#ifdef " ALIASED_MACRO "\n"
                      "__kernel %svoid %s" ALIASED_SUFFIX "(", ki->name, attr, ki->name);
        emit_kernel_params(cl, b, ki, false);
        buf_printf(b, ")\n%.*s", (int)code.len - 1, buf_str(&code));   /* without its blank line */
        buf_puts(b, "#endif\n\n");
    }
    free(code.s);
    free(body.s);
    free(locals.s);
    scope_free(&sc);
}

/* ------------------------------------------------------------ support code */

/* e = ampcc_KIND_N_of(c): from an array of N ints (every rank). */
static void emit_of_helpers(Buf *b, int n, unsigned h)
{
    const char *kinds[] = {"extent", "index"};
    for (int k = 0; h & H_OF && k < 2; k++)
        buf_printf(b, "static inline ampcc_%s_%d ampcc_%s_%d_of(const int *c)\n{\n"
                      "    ampcc_%s_%d r;\n    for (int k = 0; k < %d; k++)\n        r.v[k] = c[k];\n"
                      "    return r;\n}\n", kinds[k], n, kinds[k], n, kinds[k], n, n);
}

/* The extent/index helpers of a rank n > 3: loops where ranks 1-3 spell each
 * dimension; no constructor from n ints. */
static void emit_high_rank_coord_helpers(Buf *b, int n, unsigned h)
{
    emit_of_helpers(b, n, h);
    const char *ops[] = {"add", "+", "sub", "-"};
    for (int k = 0; k < 4; k += 2)
        if (h & (k ? H_SUB : H_ADD))
            buf_printf(b, "static inline ampcc_index_%d ampcc_index_%d_%s(ampcc_index_%d a, ampcc_index_%d b)"
                          "\n{\n    for (int k = 0; k < %d; k++)\n        a.v[k] %s= b.v[k];\n"
                          "    return a;\n}\n", n, n, ops[k], n, n, n, ops[k + 1]);
    const char *kinds[] = {"extent", "index"};
    for (int k = 0; k < 2; k++)
        if (h & (k ? H_EQ : H_EXTENT_EQ))
            buf_printf(b, "static inline int ampcc_%s_%d_eq(ampcc_%s_%d a, ampcc_%s_%d b)\n{\n"
                          "    for (int k = 0; k < %d; k++)\n        if (a.v[k] != b.v[k])\n"
                          "            return 0;\n    return 1;\n}\n", kinds[k], n, kinds[k], n,
                       kinds[k], n, n);
    if (h & H_SIZE)
        buf_printf(b, "static inline long ampcc_extent_%d_size(ampcc_extent_%d e)\n{\n    long s = 1;\n"
                      "    for (int k = 0; k < %d; k++)\n        s *= e.v[k];\n    return s;\n}\n",
                   n, n, n);
    if (h & H_CONTAINS)
        buf_printf(b, "static inline int ampcc_extent_%d_contains(ampcc_extent_%d e, ampcc_index_%d i)"
                      "\n{\n    for (int k = 0; k < %d; k++)\n        if (i.v[k] < 0 || i.v[k] >= e.v[k])\n"
                      "            return 0;\n    return 1;\n}\n", n, n, n, n);
}

/* A view's meta of rank n > 3: its extent, element positions, projection. */
static void emit_high_rank_view_helpers(Buf *b, int n, unsigned h)
{
    if (h & H_META_EXTENT)
        buf_printf(b, "static inline ampcc_extent_%d ampcc_meta_extent_%d(ampcc_view_meta_%d m)\n{\n"
                      "    ampcc_extent_%d e;\n    for (int k = 0; k < %d; k++)\n        e.v[k] = m.extent[k];\n"
                      "    return e;\n}\n", n, n, n, n, n);
    if (h & H_AT_INDEX)
        buf_printf(b, "static inline int ampcc_at_index_%d(ampcc_view_meta_%d m, ampcc_index_%d i)\n{\n"
                      "    int at = m.offset;\n    for (int k = 0; k < %d; k++)\n"
                      "        at += i.v[k] * m.stride[k];\n    return at;\n}\n", n, n, n, n);
    if (h & H_PROJECT_N)
        buf_printf(b, "/* m[i]: the view of rank %d at row i. */\n"
                      "static inline %s ampcc_meta_project_%d(ampcc_view_meta_%d m, int i)\n{\n"
                      "    %s r = {m.offset + i * m.stride[0]};\n    for (int k = 0; k < %d; k++) {\n"
                      "        r.extent[k] = m.extent[k + 1];\n        r.stride[k] = m.stride[k + 1];\n"
                      "    }\n    return r;\n}\n", n - 1, meta_type(n - 1), n, n, meta_type(n - 1), n - 1);
}

/* The index of a work-item of a rank-n domain, decoded from the three ids. */
static void emit_high_rank_here(Buf *b, int n, unsigned h)
{
    if (h & H_INDEX_HERE) {
        buf_printf(b, "static inline ampcc_index_%d ampcc_index_%d_decode(ampcc_extent_%d dom, "
                      "ampcc_position x, ampcc_position y, ampcc_position z)\n{\n    ampcc_index_%d i;\n"
                      "    i.v[%d] = (int)x;\n    i.v[%d] = (int)y;\n    for (int k = %d; k >= 0; k--) {\n"
                      "        i.v[k] = (int)(z %% dom.v[k]);\n        z /= dom.v[k];\n    }\n"
                      "    return i;\n}\n", n, n, n, n, n - 1, n - 2, n - 3);
        buf_printf(b, "#define ampcc_index_%d_here(dom) ampcc_index_%d_decode(dom, get_global_id(0), "
                      "get_global_id(1), get_global_id(2))\n", n, n);
    }
}

/* The support code of a rank N > 3 (AMPCC_MAX_RANK); no tiled types. The
 * index is decoded from the ids: the last two dimensions are OpenCL's 0 and
 * 1, the others are flattened into dimension 2. */
static void emit_high_rank_support(Buf *b, int n, unsigned h)
{
    buf_printf(b, "/* ---- rank %d */\n", n);
    buf_printf(b, "typedef struct ampcc_extent_%d { int v[%d]; } ampcc_extent_%d;\n", n, n, n);
    buf_printf(b, "typedef struct ampcc_index_%d { int v[%d]; } ampcc_index_%d;\n", n, n, n);
    buf_printf(b, "typedef struct ampcc_view_meta_%d {\n    int offset;\n    int extent[%d];\n"
                  "    int stride[%d];\n} ampcc_view_meta_%d;\n", n, n, n, n);
    emit_high_rank_coord_helpers(b, n, h);
    emit_high_rank_view_helpers(b, n, h);
    emit_high_rank_here(b, n, h);
    buf_puts(b, "\n");
}

static void emit_rank_support(Buf *b, int n, unsigned h, bool native)
{
    static const char *const iv[] = {"i0", "i1", "i2"};
    if (n > 3) {
        emit_high_rank_support(b, n, h);
        return;
    }
    buf_printf(b, "/* ---- rank %d */\n", n);
    buf_printf(b, "typedef struct ampcc_extent_%d { int v[%d]; } ampcc_extent_%d;\n", n, n, n);
    buf_printf(b, "typedef struct ampcc_index_%d { int v[%d]; } ampcc_index_%d;\n", n, n, n);
    buf_printf(b, "typedef struct ampcc_tiled_index_%d {\n"
                  "    ampcc_index_%d global_, local_, tile, tile_origin;\n"
                  "    ampcc_extent_%d tile_extent;\n"
                  "} ampcc_tiled_index_%d;\n", n, n, n, n);
    const char *kinds[] = {"extent", "index"};
    for (int k = 0; k < 2; k++) {
        if (!(h & (k ? H_MAKE_INDEX : H_MAKE_EXTENT)))
            continue;
        buf_printf(b, "static inline ampcc_%s_%d ampcc_%s_%d_make(", kinds[k], n, kinds[k], n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%sint %s", d ? ", " : "", iv[d]);
        buf_printf(b, ")\n{\n    ampcc_%s_%d r = {{", kinds[k], n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%s%s", d ? ", " : "", iv[d]);
        buf_puts(b, "}};\n    return r;\n}\n");
    }
    emit_of_helpers(b, n, h);
    const char *ops[] = {"add", "+", "sub", "-"};
    for (int k = 0; k < 4; k += 2) {
        if (!(h & (k ? H_SUB : H_ADD)))
            continue;
        buf_printf(b, "static inline ampcc_index_%d ampcc_index_%d_%s(ampcc_index_%d a, "
                      "ampcc_index_%d b)\n{\n", n, n, ops[k], n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "    a.v[%d] %s= b.v[%d];\n", d, ops[k + 1], d);
        buf_puts(b, "    return a;\n}\n");
    }
    for (int k = 0; k < 2; k++) {   /* == and != compare rank-wise */
        if (!(h & (k ? H_EQ : H_EXTENT_EQ)))
            continue;
        buf_printf(b, "static inline int ampcc_%s_%d_eq(ampcc_%s_%d a, ampcc_%s_%d b)\n"
                      "{\n    return ", kinds[k], n, kinds[k], n, kinds[k], n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%sa.v[%d] == b.v[%d]", d ? " && " : "", d, d);
        buf_puts(b, ";\n}\n");
    }
    if (h & H_SIZE) {
    /* 64-bit: the product of int extents may pass INT_MAX (sema types it long) */
    buf_printf(b, "static inline long ampcc_extent_%d_size(ampcc_extent_%d e)\n{\n    return ", n,
                   n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%se.v[%d]", d ? " * " : "(long)", d);
        buf_puts(b, ";\n}\n");
    }
    if (h & H_CONTAINS) {
    buf_printf(b, "static inline int ampcc_extent_%d_contains(ampcc_extent_%d e, ampcc_index_%d "
                      "i)\n{\n    return ", n, n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%s0 <= i.v[%d] && i.v[%d] < e.v[%d]", d ? "\n        && " : "", d, d, d);
        buf_puts(b, ";\n}\n");
    }
    for (int m = 0; m < 2; m++) {
        if (!(h & (m ? H_TRUNCATE : H_PAD)))
            continue;
        buf_printf(b, "static inline ampcc_extent_%d ampcc_tiled_extent_%d_%s(ampcc_extent_%d e", n, n,
                   m ? "truncate" : "pad", n);
        for (int d = 0; d < n; d++)
            buf_printf(b, ", int t%d", d);
        buf_puts(b, ")\n{\n");
        for (int d = 0; d < n; d++)
            buf_printf(b, m ? "    e.v[%d] = e.v[%d] / t%d * t%d;\n"
                            : "    e.v[%d] = (e.v[%d] + t%d - 1) / t%d * t%d;\n", d, d, d, d, d);
        buf_puts(b, "    return e;\n}\n");
    }
    if (h & H_META_EXTENT) {
    buf_printf(b, "static inline ampcc_extent_%d ampcc_meta_extent_%d(ampcc_view_meta m)\n{\n"
                      "    return ampcc_extent_%d_make(", n, n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%sm.extent[%d]", d ? ", " : "", d);
        buf_puts(b, ");\n}\n");
    }
    for (int ids = 0; ids < 2; ids++) {
        if (!(h & (ids ? H_AT_IDS : H_AT)))
            continue;
        /* Native C: 64-bit positions from int variables too; GCC turned the
         * stencil's branchy loads into gathers over 32-bit ones. */
        const char *type = ids || native ? "ampcc_position" : "int";
        if (ids)
            buf_puts(b, "/* The same, for coordinates computed from the work-item ids. */\n");
        else
            buf_puts(b, "/* Element position: one multiply per leading dimension (the last "
                        "stride is 1). */\n");
        buf_printf(b, "static inline %s ampcc_at_%s%d(ampcc_view_meta m", type, ids ? "ids_" : "", n);
        for (int d = 0; d < n; d++)
            buf_printf(b, ", %s %s", type, iv[d]);
        buf_puts(b, ")\n{\n    return m.offset");
        for (int d = 0; d < n; d++) {
            if (d < n - 1)
                buf_printf(b, " + %s * m.stride[%d]", iv[d], d);
            else
                buf_printf(b, " + %s", iv[d]);
        }
        buf_puts(b, ";\n}\n");
    }
    if (h & H_AT_INDEX) {
    buf_printf(b, "static inline %s ampcc_at_index_%d(ampcc_view_meta m, ampcc_index_%d i)\n{\n",
                   native ? "ampcc_position" : "int", n, n);
    buf_printf(b, "    return ampcc_at_%d(m", n);
        for (int d = 0; d < n; d++)
            buf_printf(b, ", i.v[%d]", d);
        buf_puts(b, ");\n}\n");
    }
    /* AMP dimension d of rank n is OpenCL dimension n-1-d. */
    static const char *const ids[] = {"global", "local", "group"};
    const char *fields[] = {"global_", "local_", "tile"};
    if (native && (h & (H_INDEX_HERE | H_TILED_HERE))) {
        emit_native_here(b, n, h & H_TILED_HERE);
        h &= ~(unsigned)(H_INDEX_HERE | H_TILED_HERE);
    }
    if (h & H_INDEX_HERE) {
    buf_printf(b, "static inline ampcc_index_%d ampcc_index_%d_here(void)\n{\n"
                      "    return ampcc_index_%d_make(", n, n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%sget_global_id(%d)", d ? ", " : "", n - 1 - d);
        buf_puts(b, ");\n}\n");
    }
    if (h & H_TILED_HERE) {
    buf_printf(b, "static inline ampcc_tiled_index_%d ampcc_tiled_index_%d_here(void)\n{\n"
                      "    ampcc_tiled_index_%d t;\n", n, n, n);
        for (int f = 0; f < 3; f++)
            for (int d = 0; d < n; d++)
                buf_printf(b, "    t.%s.v[%d] = get_%s_id(%d);\n", fields[f], d, ids[f], n - 1 - d);
        for (int d = 0; d < n; d++) {
            buf_printf(b, "    t.tile_extent.v[%d] = get_local_size(%d);\n", d, n - 1 - d);
            buf_printf(b, "    t.tile_origin.v[%d] = get_group_id(%d) * get_local_size(%d);\n", d,
                       n - 1 - d, n - 1 - d);
        }
        buf_puts(b, "    return t;\n}\n");
    }
    buf_puts(b, "\n");
}

static void emit_cas_helpers(Buf *b, unsigned used)
{
    static const char *const spaces[] = {"global", "local"};
    static const char *const types[] = {"int", "uint"};
    buf_puts(b, "/* atomic_compare_exchange: true if *p held *expected (now value), "
                "else false with *expected updated. */\n");
    for (int s = 0; s < 2; s++)
        for (int t = 0; t < 2; t++)
            if (used & (1u << (s * 2 + t)))
                buf_printf(b,
                       "static inline int ampcc_cas_%s_%s(volatile __%s %s *p, %s *expected, %s value)\n"
                       "{\n    %s old = atomic_cmpxchg(p, *expected, value);\n"
                       "    if (old == *expected)\n        return 1;\n"
                       "    *expected = old;\n    return 0;\n}\n",
                       spaces[s], types[t], spaces[s], types[t], types[t], types[t], types[t]);
    buf_puts(b, "\n");
}

/* isinf_sign and fpclassify (what glibc's isinf and fpclassify expand to). */
static void emit_classify_helpers(Buf *b, unsigned used)
{
    static const char *const types[] = {"double", "float"};
    for (int t = 0; t < 2; t++) {
        if (used & (1u << t))
            buf_printf(b, "static inline int ampcc_isinf_sign_%s(%s x)\n"
                          "{\n    return isinf(x) ? (signbit(x) ? -1 : 1) : 0;\n}\n", types[t], types[t]);
        if (used & (1u << (2 + t)))
            buf_printf(b, "static inline int ampcc_fpclassify_%s(%s x, int nan, int inf, int normal, "
                          "int subnormal, int zero)\n{\n    return isnan(x) ? nan : isinf(x) ? inf : "
                          "isnormal(x) ? normal : x == 0 ? zero : subnormal;\n}\n", types[t], types[t]);
    }
    buf_puts(b, "\n");
}

/* head + funcs + kernels, freeing all three: the result grows from the
 * larger of funcs and kernels (a large unit's text is nearly all one of
 * them), so that one is never copied. */
static char *joined(Buf *head, Buf *funcs, Buf *kernels)
{
    Buf *base = kernels->len > funcs->len ? kernels : funcs;
    if (base == kernels) {
        buf_puts(head, buf_str(funcs));
        free(funcs->s);
    }
    buf_prepend(base, buf_str(head));
    free(head->s);
    if (base == funcs) {
        buf_puts(funcs, buf_str(kernels));
        free(kernels->s);
    }
    return buf_take(base);
}

char *emit_opencl(Unit *u, const EmitOptions *opts)
{
    CL cl = {0};
    cl.u = u;
    cl.opts = opts;
    for (int i = 0; i < u->kernels.len; i++) {
        KernelInfo *ki = kernel_info(u, i);
        if (ki)
            (opts && opts->native ? emit_native_kernel : emit_kernel)(&cl, ki);
    }
    Buf all = {0};
    if (opts && opts->native)
        emit_native_prelude(&cl, &all);
    else
        buf_printf(&all, "/* OpenCL C 1.2 generated by ampcc from %s. */\n", u->main_file);
    if (cl.uses_double && !(opts && opts->native))
        buf_puts(&all, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n");
    buf_puts(&all, "\n/* What a kernel sees of a view (include/ampcc_runtime.h). */\n"
                   "typedef struct ampcc_view_meta {\n    int offset;\n    int extent[3];\n"
                   "    int stride[3];\n} ampcc_view_meta;\n\n");
    bool positions = false;
    for (int r = 1; r <= AMP_MAX_RANK; r++)
        positions |= cl.rank_used[r] && (cl.helpers[r] & (H_AT_IDS | (opts && opts->native ? H_AT : 0) |
                                                          (r > 3 ? H_INDEX_HERE : 0)));
    if (positions)
        buf_puts(&all, "/* Element positions computed from the work-item ids: 64 bits on a CPU\n"
                       " * device, where PoCL vectorises a work-group's loads and stores only\n"
                       " * over 64-bit id arithmetic, 32 bits on a GPU, where they are cheaper;\n"
                       " * the runtime defines AMPCC_WIDE_POSITIONS when it builds for a CPU.\n"
                       " * Positions with an int variable in them stay int (ampcc_at_N). */\n"
                       "#ifdef AMPCC_WIDE_POSITIONS\ntypedef long ampcc_position;\n"
                       "#else\ntypedef int ampcc_position;\n#endif\n\n");
    if (cl.uses_project)
        buf_puts(&all,
                   "/* m[i] of a view of rank > 1: the view of rank - 1 at row i. */\n"
                   "static inline ampcc_view_meta ampcc_meta_project(ampcc_view_meta m, int i)\n{\n"
                   "    m.offset += i * m.stride[0];\n"
                   "    m.extent[0] = m.extent[1];\n    m.extent[1] = m.extent[2];\n    m.extent[2] = 0;\n"
                   "    m.stride[0] = m.stride[1];\n    m.stride[1] = m.stride[2];\n    m.stride[2] = 0;\n"
                   "    return m;\n}\n\n");
    for (int r = 1; r <= AMP_MAX_RANK; r++)
        if (cl.rank_used[r])
            emit_rank_support(&all, r, cl.helpers[r], opts && opts->native);
    for (int r = 1; r <= AMP_MAX_RANK; r++)
        emit_view_meta_support(&all, &cl, r);
    if (cl.coord_text.len) {
        buf_puts(&all, "/* index/extent updates: a OP= b, ++a, a++ (a's space in the name). */\n");
        buf_puts(&all, buf_str(&cl.coord_text));
        buf_puts(&all, "\n");
    }
    if (cl.cas_used)
        emit_cas_helpers(&all, cl.cas_used);
    if (cl.classify_used)
        emit_classify_helpers(&all, cl.classify_used);
    if (cl.math_text.len) {
        buf_puts(&all, "/* C++ AMP's math functions that OpenCL C has no built-in for. */\n");
        buf_puts(&all, buf_str(&cl.math_text));
    }
    buf_puts(&all, buf_str(&cl.types));
    emit_vector_helpers(&cl, &all);
    free(cl.types.s);
    free(cl.coord_text.s);
    free(cl.math_text.s);
    hash_free(&cl.tags_done);
    hash_free(&cl.specs_done);
    return joined(&all, &cl.funcs, &cl.kernels);
}
