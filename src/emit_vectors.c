/* emit_vectors.c - the short vector types in the OpenCL C (and so the native
 * C): a vector is the struct the types section declares (float_4: x, y, z,
 * w; int_3 12 bytes, as in a buffer), and what C has no operator for is a
 * call of a helper defined once per type after the types (LANGUAGE.md
 * section 10, sema_vectors.c):
 *
 *   a + b, a - s, s * a, a / b   ampcc_T_N_add(a, b) ... (a number s: ampcc_T_N_splat(s))
 *   -a, a == b, a != b           ampcc_T_N_neg(a), ampcc_T_N_eq(a, b), !ampcc_T_N_eq(a, b)
 *   a += b                       (*ampcc_T_N_add_assign_S(&(a), b)), S the space of a (g, l, p)
 *   float_4(x, y, z, w), (s)     ampcc_T_N_make(x, y, z, w), ampcc_T_N_splat(s)
 *
 * The same names as ampcc_runtime.h's host helpers, so the two read alike.
 */
#include <stdlib.h>
#include <string.h>

#include "emit_opencl.h"
#include "library.h"

static void out(Scope *sc, const char *s) { buf_puts(sc->out, s); }

static const char *const components[4] = {"x", "y", "z", "w"};
static const char *const space_names[AS_LOCAL + 1] = {[AS_PRIVATE] = "", [AS_GLOBAL] = "__global ", [AS_LOCAL] = "__local "};
static const char space_letter[] = {[AS_UNKNOWN] = 'p', [AS_PRIVATE] = 'p', [AS_GLOBAL] = 'g', [AS_LOCAL] = 'l'};

static bool is_vector_type(const Type *t) { return library_vector_length(t) > 0; }

static const char *const norm_names[3] = {NULL, "norm", "unorm"};

/* ampcc_norm_clamp or ampcc_unorm_clamp, for a value of type t. */
static const char *use_clamp(CL *cl, const Type *t)
{
    cl->norm_clamps |= 1u << library_norm(t);
    return library_norm(t) == 1 ? "ampcc_norm_clamp" : "ampcc_unorm_clamp";
}

static void use_vector(CL *cl, const Type *t)
{
    for (int i = 0; i < cl->vector_tags.len; i++)
        if (cl->vector_tags.items[i] == t->tag)
            return;
    vec_push(&cl->vector_tags, t->tag);
    if (library_norm(t->tag->members->type))
        use_clamp(cl, t->tag->members->type);
    Buf scratch = {0};   /* the type's definition, in the types section before the helpers */
    declarator(cl, &scratch, (Type *)t, NULL, AS_UNKNOWN);
    free(scratch.s);
    /* a swizzle of it may make a vector of 2 to 4 of its components */
    for (int n = 2; n <= 4; n++)
        use_vector(cl, library_vector_like(t, n));
}

static void use_conversion(CL *cl, Tag *to, Tag *from)
{
    Type from_type = {0};
    from_type.kind = TY_STRUCT;
    from_type.tag = from;
    use_vector(cl, &from_type);
    for (int i = 0; i < cl->vector_froms.len; i += 2)
        if (cl->vector_froms.items[i] == to && cl->vector_froms.items[i + 1] == from)
            return;
    vec_push(&cl->vector_froms, to);
    vec_push(&cl->vector_froms, from);
}

static bool is_norm_arith(int op) { return op == BO_ADD || op == BO_SUB || op == BO_MUL || op == BO_DIV; }

/* An operation that makes a norm or unorm, which the emitters clamp. */
static bool is_norm_node(Node *n)
{
    switch (n->kind) {
    case ND_BINARY:
        return library_norm(n->type) && is_norm_arith(n->op);
    case ND_ASSIGN:
        return n->op != BO_NONE && library_norm(n->lhs->type);
    case ND_UNARY:
        return node_is_incdec(n) && library_norm(n->lhs->type);
    case ND_AMP_VALUE: case ND_CAST:
        return library_norm(n->cast_type);
    default:
        return false;
    }
}

/* &v.y of an OpenCL vector (vector_is_cl), which OpenCL C does not allow. */
static bool is_component_address(Node *n)
{
    if (n->kind != ND_UNARY || n->op != UO_ADDR || n->lhs->kind != ND_MEMBER)
        return false;
    Type *obj = n->lhs->lhs->type;
    if (n->lhs->is_arrow)
        obj = obj && obj->kind == TY_PTR ? obj->base : NULL;
    return obj && obj->kind == TY_STRUCT && vector_is_cl(obj->tag);
}

static bool is_vector_node(Node *n)
{
    if (is_norm_node(n) || is_component_address(n))
        return true;
    switch (n->kind) {
    case ND_BINARY:
        return is_vector_type(n->lhs->type) || is_vector_type(n->rhs->type);
    case ND_ASSIGN:
        return (n->op != BO_NONE && is_vector_type(n->lhs->type)) ||
               (n->lhs->kind == ND_MEMBER && swizzle_count(n->lhs->swizzle) > 1);
    case ND_UNARY:
        return (n->op == UO_NEG || n->op == UO_PLUS || n->op == UO_BITNOT) && is_vector_type(n->lhs->type);
    case ND_AMP_VALUE:
        return n->cast_type && is_vector_type(n->cast_type);
    case ND_MEMBER:
        return n->swizzle != 0;
    default:
        return false;
    }
}

/* v.r: v.x; v.zyx: get3(v, 2, 1, 0); v.zyx = e: set3_S(&v, 2, 1, 0, e). */
static void emit_swizzle(Scope *sc, Node *member, Node *value)
{
    int s = member->swizzle, n = swizzle_count(s);
    const Type *t = member->lhs->type;
    if (n == 1 && !value) {
        emit_expr(sc, member->lhs, P_POSTFIX);
        buf_printf(sc->out, ".%s", components[swizzle_at(s, 0)]);
        return;
    }
    use_vector(sc->cl, t);
    if (value) {
        AddrSpace as = lvalue_space(sc, member->lhs);
        sc->cl->vector_spaces |= 1u << as;
        buf_printf(sc->out, "%s_set%d_%c(&", t->tag->name, n, space_letter[as]);
        emit_expr(sc, member->lhs, P_UNARY);
    } else {
        buf_printf(sc->out, "%s_get%d(", t->tag->name, n);
        emit_expr(sc, member->lhs, P_ASSIGN);
    }
    for (int k = 0; k < n; k++)
        buf_printf(sc->out, ", %d", swizzle_at(s, k));
    if (value) {
        out(sc, ", ");
        emit_expr(sc, value, P_ASSIGN);
    }
    out(sc, ")");
}

static void emit_operand(Scope *sc, Node *x, const Type *t)
{
    bool scalar = !is_vector_type(x->type);
    if (scalar)
        buf_printf(sc->out, "%s_splat(", t->tag->name);
    emit_expr(sc, x, P_ASSIGN);
    if (scalar)
        out(sc, ")");
}

void emit_vector_make(Scope *sc, Type *t, PtrVec *args)
{
    if (library_norm(t)) {   /* norm n(x); */
        buf_printf(sc->out, "%s(", use_clamp(sc->cl, t));
        emit_expr(sc, args->items[0], P_ASSIGN);
        out(sc, ")");
        return;
    }
    use_vector(sc->cl, t);
    Node *first = args->items[0];
    if (args->len == 1 && is_vector_type(first->type)) {   /* float_2(i2): ampcc_float_2_from_int_2(i2) */
        use_conversion(sc->cl, t->tag, first->type->tag);
        buf_printf(sc->out, "%s_from_%s(", t->tag->name, first->type->tag->name + 6);
        emit_expr(sc, first, P_ASSIGN);
        out(sc, ")");
        return;
    }
    buf_printf(sc->out, "%s_%s(", t->tag->name, args->len == 1 ? "splat" : "make");
    for (int i = 0; i < args->len; i++) {
        if (i)
            out(sc, ", ");
        emit_expr(sc, args->items[i], P_ASSIGN);
    }
    out(sc, ")");
}

static const char *const norm_op_text[] = {[BO_ADD] = "+", [BO_SUB] = "-", [BO_MUL] = "*", [BO_DIV] = "/"};

/* a + b of norms: ampcc_norm_clamp(a + b); norm(x), (norm)x: ampcc_norm_clamp(x). */
static void emit_norm_clamped(Scope *sc, Node *n)
{
    const Type *t = n->kind == ND_BINARY ? n->type : n->cast_type;
    buf_printf(sc->out, "%s(", use_clamp(sc->cl, t));
    if (n->kind == ND_BINARY) {
        int prec = n->op == BO_ADD || n->op == BO_SUB ? P_ADD : P_MUL;
        emit_expr(sc, n->lhs, prec);
        buf_printf(sc->out, " %s ", norm_op_text[n->op]);
        emit_expr(sc, n->rhs, prec + 1);
    } else {
        emit_expr(sc, n->kind == ND_CAST ? n->lhs : n->args.items[0], P_ASSIGN);
    }
    out(sc, ")");
}

/* n OP= x: ampcc_norm_update_S(&n, 'OP', x, 0); ++n: (&n, '+', 1.0f, 0); n--: (&n, '-', 1.0f, 1). */
static void emit_norm_update(Scope *sc, Node *n)
{
    const Type *t = n->lhs->type;
    AddrSpace as = lvalue_space(sc, n->lhs);
    use_clamp(sc->cl, t);
    sc->cl->norm_updates |= 1u << (4 * library_norm(t) + (as == AS_UNKNOWN ? AS_PRIVATE : as));
    buf_printf(sc->out, "ampcc_%s_update_%c(&", norm_names[library_norm(t)], space_letter[as]);
    emit_expr(sc, n->lhs, P_UNARY);
    if (n->kind == ND_ASSIGN) {
        buf_printf(sc->out, ", '%s', ", norm_op_text[n->op]);
        emit_expr(sc, n->rhs, P_ASSIGN);
        out(sc, ", 0)");
        return;
    }
    bool inc = n->op == UO_PREINC || n->op == UO_POSTINC;
    bool post = n->op == UO_POSTINC || n->op == UO_POSTDEC;
    buf_printf(sc->out, ", '%s', 1.0f, %d)", inc ? "+" : "-", post);
}

/* &v.y: ((__global float *)&v + 1); &p->y: ((__global float *)p + 1). */
static void emit_component_address(Scope *sc, Node *n)
{
    Node *m = n->lhs;
    const Type *obj = m->is_arrow ? m->lhs->type->base : m->lhs->type;
    int k = 0;
    if (m->swizzle)
        k = swizzle_at(m->swizzle, 0);
    else
        for (const Member *c = obj->tag->members; c && strcmp(c->name, m->name); c = c->next)
            k++;
    AddrSpace as = lvalue_space(sc, m);
    out(sc, "((");
    out(sc, space_names[as == AS_UNKNOWN ? AS_PRIVATE : as]);
    declarator(sc->cl, sc->out, obj->tag->members->type, NULL, AS_UNKNOWN);
    out(sc, m->is_arrow ? " *)" : " *)&");
    emit_expr(sc, m->lhs, P_UNARY);
    buf_printf(sc->out, " + %d)", k);
}

/* The vector operator n, if it is one. */
bool emit_vector_op(Scope *sc, Node *n)
{
    if (!is_vector_node(n))
        return false;
    if (is_component_address(n)) {
        emit_component_address(sc, n);
        return true;
    }
    if (is_norm_node(n)) {
        if (n->kind == ND_ASSIGN || n->kind == ND_UNARY)
            emit_norm_update(sc, n);
        else
            emit_norm_clamped(sc, n);
        return true;
    }
    if (n->kind == ND_AMP_VALUE) {
        emit_vector_make(sc, n->cast_type, &n->args);
        return true;
    }
    if (n->kind == ND_MEMBER || (n->kind == ND_ASSIGN && n->op == BO_NONE)) {
        emit_swizzle(sc, n->kind == ND_MEMBER ? n : n->lhs, n->kind == ND_MEMBER ? NULL : n->rhs);
        return true;
    }
    const Type *t = is_vector_type(n->lhs->type) ? n->lhs->type : n->rhs->type;
    use_vector(sc->cl, t);
    if (n->kind == ND_UNARY) {
        buf_printf(sc->out, n->op == UO_PLUS ? "(" : n->op == UO_NEG ? "%s_neg(" : "%s_bitnot(", t->tag->name);
        emit_expr(sc, n->lhs, P_ASSIGN);
        out(sc, ")");
        return true;
    }
    if (n->kind == ND_ASSIGN) {
        AddrSpace as = lvalue_space(sc, n->lhs);
        sc->cl->vector_spaces |= 1u << as;
        buf_printf(sc->out, "(*%s_%s_assign_%c(&", t->tag->name, vector_op_name(n->op), space_letter[as]);
        emit_expr(sc, n->lhs, P_UNARY);
        out(sc, ", ");
        emit_operand(sc, n->rhs, t);
        out(sc, "))");
        return true;
    }
    buf_printf(sc->out, "%s%s_%s(", n->op == BO_NE ? "!" : "", t->tag->name, vector_op_name(n->op));
    emit_operand(sc, n->lhs, t);
    out(sc, ", ");
    emit_operand(sc, n->rhs, t);
    out(sc, ")");
    return true;
}

/* ------------------------------------------------------------ the helpers */


/* Is an OP_assign or set helper needed for space as? (unknown is private) */
static bool space_used(CL *cl, int as)
{
    return cl->vector_spaces & (1u << as | (as == AS_PRIVATE ? 1u << AS_UNKNOWN : 0));
}

/* r.x = a.x OP b.x; r.y = ... for the n components. */
static void each(Buf *b, int n, const char *fmt)
{
    for (int k = 0; k < n; k++) {
        const char *c = components[k];
        buf_puts(b, " ");
        buf_printf(b, fmt, c, c, c);
    }
}

static const char *const ops[10][2] = {{"add", "+"}, {"sub", "-"}, {"mul", "*"}, {"div", "/"},
                                       {"mod", "%"}, {"and", "&"}, {"or", "|"}, {"xor", "^"},
                                       {"shl", "<<"}, {"shr", ">>"}};

/* The spellings a helper needs: the vector type v, its component type s,
 * the helpers' prefix p (ampcc_float_4), n components. */
typedef struct Spelled {
    Buf vb, sb;
    const char *v, *s, *p;
    int n, nops;
    int norm;            /* library_norm of the components */
    const char *clamp;   /* norm_N, unorm_N: their clamp */
} Spelled;

static void spell(CL *cl, Spelled *w, Tag *tag)
{
    Type t = {0};
    t.kind = TY_STRUCT;
    t.tag = tag;
    memset(w, 0, sizeof *w);
    declarator(cl, &w->vb, &t, NULL, AS_UNKNOWN);
    declarator(cl, &w->sb, tag->members->type, NULL, AS_UNKNOWN);
    w->v = buf_str(&w->vb);
    w->s = buf_str(&w->sb);
    w->p = tag->name;
    w->n = tag->vector_length;
    w->nops = type_is_integer(tag->members->type) ? 10 : 4;
    w->norm = library_norm(tag->members->type);
    w->clamp = w->norm == 1 ? "ampcc_norm_clamp" : "ampcc_unorm_clamp";
}

/* The operators component by component, on a struct (norm_N: clamped). */
static void emit_struct_ops(Buf *b, const Spelled *w)
{
    const char *v = w->v, *p = w->p;
    for (int o = 0; o < w->nops; o++) {
        buf_printf(b, "static inline %s %s_%s(%s a, %s b)\n{\n    %s r;", v, p, ops[o][0], v, v, v);
        for (int k = 0; k < w->n; k++)
            buf_printf(b, w->norm ? " r.%s = %s(a.%s %s b.%s);" : " r.%s = %sa.%s %s b.%s;", components[k],
                       w->norm ? w->clamp : "", components[k], ops[o][1], components[k]);
        buf_puts(b, "\n    return r;\n}\n");
    }
    buf_printf(b, "static inline %s %s_neg(%s a)\n{\n    %s r;", v, p, v, v);
    each(b, w->n, "r.%s = -a.%s;");
    if (w->nops == 10) {
        buf_printf(b, "\n    return r;\n}\nstatic inline %s %s_bitnot(%s a)\n{\n    %s r;", v, p, v, v);
        each(b, w->n, "r.%s = ~a.%s;");
    }
    buf_printf(b, "\n    return r;\n}\nstatic inline int %s_eq(%s a, %s b)\n{\n    return 1", p, v, v);
    for (int k = 0; k < w->n; k++)
        buf_printf(b, " && a.%s == b.%s", components[k], components[k]);
    /* norm_N's constructors clamp what they are given (float, int, ...) */
    const char *given = w->norm ? "float" : w->s;
    buf_printf(b, ";\n}\nstatic inline %s %s_splat(%s s)\n{\n    %s r;", v, p, given, v);
    for (int k = 0; k < w->n; k++)
        buf_printf(b, w->norm ? " r.%s = %s(s);" : " r.%s = %ss;", components[k], w->norm ? w->clamp : "");
    buf_printf(b, "\n    return r;\n}\nstatic inline %s %s_make(", v, p);
    for (int k = 0; k < w->n; k++)
        buf_printf(b, "%s%s %s", k ? ", " : "", given, components[k]);
    buf_printf(b, ")\n{\n    %s r;", v);
    for (int k = 0; k < w->n; k++)
        buf_printf(b, w->norm ? " r.%s = %s(%s);" : " r.%s = %s%s;", components[k], w->norm ? w->clamp : "",
                   components[k]);
    buf_puts(b, "\n    return r;\n}\n");
}

/* The same operators as OpenCL's on its vector types (vector_is_cl). */
static void emit_cl_vector_ops(Buf *b, const Spelled *w)
{
    const char *v = w->v, *p = w->p;
    for (int o = 0; o < w->nops; o++)
        buf_printf(b, "static inline %s %s_%s(%s a, %s b) { return a %s b; }\n", v, p, ops[o][0], v, v, ops[o][1]);
    buf_printf(b, "static inline %s %s_neg(%s a) { return -a; }\n", v, p, v);
    if (w->nops == 10)
        buf_printf(b, "static inline %s %s_bitnot(%s a) { return ~a; }\n", v, p, v);
    buf_printf(b, "static inline int %s_eq(%s a, %s b) { return all(a == b); }\n", p, v, v);
    buf_printf(b, "static inline %s %s_splat(%s s) { return (%s)(s); }\n", v, p, w->s, v);
    buf_printf(b, "static inline %s %s_make(", v, p);
    for (int k = 0; k < w->n; k++)
        buf_printf(b, "%s%s %s", k ? ", " : "", w->s, components[k]);
    buf_printf(b, ") { return (%s)(", v);
    for (int k = 0; k < w->n; k++)
        buf_printf(b, "%s%s", k ? ", " : "", components[k]);
    buf_puts(b, "); }\n");
}

static void emit_type_helpers(CL *cl, Buf *b, Tag *tag)
{
    Spelled w;
    spell(cl, &w, tag);
    if (vector_is_cl(tag)) {   /* vector operations in a kernel, the struct's in the native C */
        buf_puts(b, "#ifdef __OPENCL_VERSION__\n");
        emit_cl_vector_ops(b, &w);
        buf_puts(b, "#else\n");
        emit_struct_ops(b, &w);
        buf_puts(b, "#endif\n");
    } else {
        emit_struct_ops(b, &w);
    }
    for (int o = 0; o < w.nops; o++)
        for (int as = AS_PRIVATE; as <= AS_LOCAL; as++)
            if (space_used(cl, as))
                buf_printf(b, "static inline %s%s *%s_%s_assign_%c(%s%s *a, %s b)\n{\n"
                              "    *a = %s_%s(*a, b);\n    return a;\n}\n", space_names[as], w.v, w.p, ops[o][0],
                           space_letter[as], space_names[as], w.v, w.v, w.p, ops[o][0]);
    buf_puts(b, "\n");
    free(w.vb.s);
    free(w.sb.s);
}

/* int_2, float_4, ...: OpenCL's int2, float4, ... in a kernel. Not the _3
 * types (OpenCL's int3 is 16 bytes, C++ AMP's int_3 12), nor norm_N and
 * unorm_N (every operation clamps each component as C++ AMP's does, NaN
 * kept, which OpenCL's clamp() does not). */
bool vector_is_cl(const Tag *tag)
{
    return tag && (tag->vector_length == 2 || tag->vector_length == 4) && !library_norm(tag->members->type);
}

/* The type: OpenCL's vector, aligned as C++ AMP aligns the type (float_4 at
 * 4 bytes, so that a struct member of it sits where the host puts it); in
 * the native C (no __OPENCL_VERSION__) a struct of the same layout. */
void emit_vector_typedef(CL *cl, Buf *b, Tag *tag, const char *cname)
{
    Spelled w;
    spell(cl, &w, tag);
    buf_printf(b, "/* %s: OpenCL's %s%d in kernels (its operators are vector operations), aligned as C++ AMP\n"
                  " * aligns it; a struct of the same layout in the native C */\n#ifdef __OPENCL_VERSION__\n"
                  "typedef %s%d %s __attribute__((aligned(%d)));\n#else\ntypedef struct {", tag->name + 6,
               w.s, w.n, w.s, w.n, cname, tag->align);
    for (int k = 0; k < w.n; k++)
        buf_printf(b, k ? ", %s" : " %s %s", k ? components[k] : w.s, components[k]);
    buf_printf(b, "; } %s;\n#endif\ntypedef char ampcc_layout_check_%s[(sizeof(%s) == %ld) ? 1 : -1];\n\n", cname,
               cname, cname, tag->size);
    free(w.vb.s);
    free(w.sb.s);
}

/* at(v, i), put_S(&v, i, s), get2..4(v, i, ...), set2..4_S(&v, i, ..., e). */
static void emit_swizzle_helpers(CL *cl, Buf *b, Tag *tag)
{
    Type t = {0};
    t.kind = TY_STRUCT;
    t.tag = tag;
    Buf vb = {0}, sb = {0};
    declarator(cl, &vb, &t, NULL, AS_UNKNOWN);
    declarator(cl, &sb, tag->members->type, NULL, AS_UNKNOWN);
    const char *v = buf_str(&vb), *s = buf_str(&sb), *p = tag->name;
    int n = tag->vector_length;
    buf_printf(b, "static inline %s %s_at(%s v, int i)\n{\n    return", s, p, v);
    for (int k = 0; k < n - 1; k++)
        buf_printf(b, " i == %d ? v.%s :", k, components[k]);
    buf_printf(b, " v.%s;\n}\n", components[n - 1]);
    for (int as = AS_PRIVATE; as <= AS_LOCAL; as++) {
        if (!space_used(cl, as))
            continue;
        buf_printf(b, "static inline void %s_put_%c(%s%s *v, int i, %s s)\n{\n", p, space_letter[as],
                   space_names[as], v, s);
        for (int k = 0; k < n; k++)
            buf_printf(b, "    if (i == %d)\n        v->%s = s;\n", k, components[k]);
        buf_puts(b, "}\n");
    }
    for (int m = 2; m <= 4; m++) {
        Type r = {0};   /* by its tag: the types section is written, a typedef name may be missing */
        r.kind = TY_STRUCT;
        r.tag = library_vector_like(&t, m)->tag;
        const char *rp = r.tag->name;
        Buf rb = {0};
        declarator(cl, &rb, &r, NULL, AS_UNKNOWN);
        buf_printf(b, "static inline %s %s_get%d(%s v", buf_str(&rb), p, m, v);
        for (int k = 0; k < m; k++)
            buf_printf(b, ", int i%d", k);
        buf_printf(b, ")\n{\n    return %s_make(", rp);
        for (int k = 0; k < m; k++)
            buf_printf(b, "%s%s_at(v, i%d)", k ? ", " : "", p, k);
        buf_puts(b, ");\n}\n");
        for (int as = AS_PRIVATE; as <= AS_LOCAL; as++) {
            if (!space_used(cl, as))
                continue;
            buf_printf(b, "static inline %s %s_set%d_%c(%s%s *v", buf_str(&rb), p, m, space_letter[as],
                       space_names[as], v);
            for (int k = 0; k < m; k++)
                buf_printf(b, ", int i%d", k);
            buf_printf(b, ", %s e)\n{\n", buf_str(&rb));
            for (int k = 0; k < m; k++)
                buf_printf(b, "    %s_put_%c(v, i%d, e.%s);\n", p, space_letter[as], k, components[k]);
            buf_puts(b, "    return e;\n}\n");
        }
        free(rb.s);
    }
    buf_puts(b, "\n");
    free(vb.s);
    free(sb.s);
}

/* ampcc_norm_clamp, ampcc_unorm_clamp and the update helpers used. */
static void emit_norm_helpers(CL *cl, Buf *b)
{
    buf_puts(b, "/* norm and unorm: floats kept in [-1, 1] and [0, 1]; every operation that makes one\n"
                " * clamps (a NaN stays NaN, as in C++ AMP). */\n");
    for (int k = 1; k <= 2; k++) {
        if (!(cl->norm_clamps & 1u << k))
            continue;
        const char *lo = k == 1 ? "-1.0f" : "0.0f";
        buf_printf(b, "static inline float ampcc_%s_clamp(float v)\n{\n    v = v < %s ? %s : v;\n"
                      "    return v > 1.0f ? 1.0f : v;\n}\n", norm_names[k], lo, lo);
        for (int as = AS_PRIVATE; as <= AS_LOCAL; as++)
            if (cl->norm_updates & 1u << (4 * k + as))
                buf_printf(b, "static inline float ampcc_%s_update_%c(%sfloat *n, char op, float b, int give_old)\n"
                              "{\n    float old = *n;\n"
                              "    *n = ampcc_%s_clamp(op == '+' ? old + b : op == '-' ? old - b : op == '*' ? old * b : old / b);\n"
                              "    return give_old ? old : *n;\n}\n", norm_names[k], space_letter[as],
                           space_names[as], norm_names[k]);
    }
    buf_puts(b, "\n");
}

/* ampcc_float_2_from_int_2(v): make's parameters convert each component
 * (norm_N's make clamps them). */
static void emit_conversion(CL *cl, Buf *b, Tag *to, Tag *from)
{
    Spelled t, f;
    spell(cl, &t, to);
    spell(cl, &f, from);
    buf_printf(b, "static inline %s %s_from_%s(%s v)\n{\n    return %s_make(", t.v, t.p, f.p + 6, f.v, t.p);
    for (int k = 0; k < t.n; k++)
        buf_printf(b, "%sv.%s", k ? ", " : "", components[k]);
    buf_puts(b, ");\n}\n");
    free(t.vb.s);
    free(t.sb.s);
    free(f.vb.s);
    free(f.sb.s);
}

void emit_vector_helpers(CL *cl, Buf *b)
{
    if (cl->norm_clamps)
        emit_norm_helpers(cl, b);
    if (!cl->vector_tags.len)
        return;
    buf_puts(b, "/* The short vector types' operators, constructors and swizzles (ampcc_runtime.h's,\n"
                " * in OpenCL C). */\n");
    for (int i = 0; i < cl->vector_tags.len; i++)
        emit_type_helpers(cl, b, cl->vector_tags.items[i]);
    for (int i = 0; i < cl->vector_tags.len; i++)
        emit_swizzle_helpers(cl, b, cl->vector_tags.items[i]);
    for (int i = 0; i < cl->vector_froms.len; i += 2)
        emit_conversion(cl, b, cl->vector_froms.items[i], cl->vector_froms.items[i + 1]);
}
