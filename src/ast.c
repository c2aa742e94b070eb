/* ast.c - node construction and the AST dump used by tests and --dump-ast. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "ast.h"

#include <limits.h>

#include "ampops.h"

_Static_assert(AMP_OP_COUNT <= USHRT_MAX, "Node.ampop is an unsigned short");
_Static_assert((RESTRICT_CPU | RESTRICT_AMP) <= UCHAR_MAX, "Node.restrict_mask is an unsigned char");

#ifdef AMPCC_NODE_CHECK
#include <sanitizer/asan_interface.h>
#endif

enum { NODE_KIND_COUNT = ND_KERNEL + 1 };

#define F(f) (1u << NF_##f)
/* Expressions: sema_const.c may keep a value in any of them. */
#define EXPR F(const_value)

/* Which kind owns which field: the one table that node_size, the child walk,
 * the AST dump and the checked build (AMPCC_NODE_CHECK) read. A kind that
 * another becomes in place owns the fields of both (sema turns v(i) from
 * ND_CALL into ND_INDEX; the lexer an ND_INT_LIT into ND_FLOAT_LIT). */
static const unsigned node_fields[NODE_KIND_COUNT] = {
    [ND_TU] = F(items),
    [ND_FUNCDEF] = F(sym) | F(name) | F(body),
    [ND_DECL] = F(sym) | F(name) | F(init) | F(args) | F(ctor_end),
    [ND_TAG_DECL] = 0,
    [ND_STATIC_ASSERT] = F(lhs) | F(text),
    [ND_ASM] = F(text),
    [ND_EMPTY] = F(cast_type),   /* __builtin_types_compatible_p's second type */
    [ND_BLOCK] = F(items),
    [ND_EXPR_STMT] = F(lhs),
    [ND_IF] = F(cond) | F(then) | F(els),
    [ND_SWITCH] = F(cond) | F(body),
    [ND_CASE] = F(lhs) | F(rhs) | F(body),
    [ND_DEFAULT] = F(body),
    [ND_WHILE] = F(cond) | F(body),
    [ND_DO] = F(body) | F(cond),
    [ND_FOR] = F(init) | F(cond) | F(inc) | F(body),
    [ND_GOTO] = F(name) | F(lhs),
    [ND_LABEL] = F(name) | F(body),
    [ND_CONTINUE] = 0,
    [ND_BREAK] = 0,
    [ND_RETURN] = F(lhs),
    [ND_INT_LIT] = EXPR | F(ival) | F(text),
    [ND_FLOAT_LIT] = EXPR | F(ival) | F(text),
    [ND_CHAR_LIT] = EXPR | F(ival) | F(text),
    [ND_STRING_LIT] = EXPR | F(text),
    [ND_IDENT] = EXPR | F(name) | F(sym) | F(did_you_mean),
    [ND_BINARY] = EXPR | F(lhs) | F(rhs),
    [ND_ASSIGN] = EXPR | F(lhs) | F(rhs),
    [ND_UNARY] = EXPR | F(lhs),
    [ND_COND] = EXPR | F(cond) | F(then) | F(els),
    [ND_COMMA] = EXPR | F(lhs) | F(rhs),
    [ND_CAST] = EXPR | F(cast_type) | F(lhs),
    [ND_COMPOUND_LIT] = EXPR | F(cast_type) | F(init),
    [ND_SIZEOF_EXPR] = EXPR | F(lhs) | F(cast_type),   /* sema reads cast_type of both sizeofs */
    [ND_SIZEOF_TYPE] = EXPR | F(cast_type),
    [ND_ALIGNOF] = EXPR | F(cast_type) | F(lhs),
    [ND_CALL] = EXPR | F(lhs) | F(args) | F(rhs) | F(held_before),
    [ND_INDEX] = EXPR | F(lhs) | F(rhs),
    [ND_MEMBER] = EXPR | F(lhs) | F(name) | F(targs) | F(targs_begin) | F(swizzle),
    [ND_STMT_EXPR] = EXPR | F(body),
    [ND_INIT_LIST] = EXPR | F(items),
    [ND_INIT_ITEM] = EXPR | F(items) | F(lhs),
    [ND_DESIG] = EXPR | F(name) | F(lhs) | F(rhs),   /* rhs: GNU [a ... b] */
    [ND_GENERIC] = EXPR | F(lhs) | F(items),
    [ND_GENERIC_ASSOC] = EXPR | F(cast_type) | F(lhs),
    [ND_BUILTIN] = EXPR | F(name) | F(lhs) | F(cast_type) | F(text) | F(items),
    [ND_LABEL_ADDR] = EXPR | F(name),
    [ND_AMP_VALUE] = EXPR | F(cast_type) | F(args),
    [ND_PFE] = EXPR | F(cond) | F(lhs) | F(rhs),
    [ND_KERNEL] = EXPR | F(kblock) | F(id) | F(body),
};
#undef EXPR
#undef F

/* Where each field lies in Node. */
typedef struct FieldSpan {
    unsigned short offset, size;
} FieldSpan;
static const FieldSpan field_spans[NF_COUNT] = {
#define FIELD_SPAN(f) [NF_##f] = {offsetof(Node, f), sizeof(((Node *)0)->f)},
    NODE_FIELDS(FIELD_SPAN)
#undef FIELD_SPAN
};

/* The header: the fields before the first by-kind one. */
static const size_t node_header_size = offsetof(Node, const_value);

bool node_has(NodeKind kind, NodeField field)
{
    return (unsigned)kind < NODE_KIND_COUNT && (node_fields[kind] >> field & 1);
}

size_t node_size(NodeKind kind)
{
#ifdef AMPCC_NODE_CHECK
    return sizeof(Node);   /* all of it; new_node poisons what the kind does not own */
#endif
    size_t size = node_header_size;
    for (int f = 0; f < NF_COUNT; f++)
        if (node_has(kind, f) && field_spans[f].offset + field_spans[f].size > size)
            size = field_spans[f].offset + field_spans[f].size;
    return size;
}

void node_copy(Node *dst, const Node *src)
{
    memcpy(dst, src, node_header_size);
    for (int f = 0; f < NF_COUNT; f++)
        if (node_has(src->kind, f))
            memcpy((char *)dst + field_spans[f].offset, (const char *)src + field_spans[f].offset,
                   field_spans[f].size);
}

/* AMPCC_NODE_CHECK (under ASan): any access to a field the kind does not own
 * stops with ASan's report, which names the line. */
static void poison_foreign_fields(Node *n)
{
#ifdef AMPCC_NODE_CHECK
    for (int f = 0; f < NF_COUNT; f++)
        if (!node_has(n->kind, f))
            ASAN_POISON_MEMORY_REGION((char *)n + field_spans[f].offset, field_spans[f].size);
#endif
}

Node *new_node(NodeKind kind, SrcLoc loc, int begin, int end)
{
    Node *n = arena_alloc(compiler_arena, node_size(kind));
    n->kind = kind;
    poison_foreign_fields(n);
    if (kind == ND_KERNEL)
        n->kblock = NEW(KernelBlock);
    n->loc = loc;
    n->begin = begin;
    n->end = end;
    return n;
}

const char *node_kind_name(NodeKind k)
{
    static const char *names[] = {
        [ND_TU] = "TU", [ND_FUNCDEF] = "FUNCDEF", [ND_DECL] = "DECL", [ND_TAG_DECL] = "TAG_DECL",
        [ND_STATIC_ASSERT] = "STATIC_ASSERT", [ND_ASM] = "ASM", [ND_EMPTY] = "EMPTY",
        [ND_BLOCK] = "BLOCK", [ND_EXPR_STMT] = "EXPR_STMT", [ND_IF] = "IF", [ND_SWITCH] = "SWITCH",
        [ND_CASE] = "CASE", [ND_DEFAULT] = "DEFAULT", [ND_WHILE] = "WHILE", [ND_DO] = "DO",
        [ND_FOR] = "FOR", [ND_GOTO] = "GOTO", [ND_LABEL] = "LABEL", [ND_CONTINUE] = "CONTINUE",
        [ND_BREAK] = "BREAK", [ND_RETURN] = "RETURN", [ND_INT_LIT] = "INT_LIT",
        [ND_FLOAT_LIT] = "FLOAT_LIT", [ND_CHAR_LIT] = "CHAR_LIT", [ND_STRING_LIT] = "STRING_LIT",
        [ND_IDENT] = "IDENT", [ND_BINARY] = "BINARY", [ND_ASSIGN] = "ASSIGN", [ND_UNARY] = "UNARY",
        [ND_COND] = "COND", [ND_COMMA] = "COMMA", [ND_CAST] = "CAST",
        [ND_COMPOUND_LIT] = "COMPOUND_LIT", [ND_SIZEOF_EXPR] = "SIZEOF_EXPR",
        [ND_SIZEOF_TYPE] = "SIZEOF_TYPE", [ND_ALIGNOF] = "ALIGNOF", [ND_CALL] = "CALL",
        [ND_INDEX] = "INDEX", [ND_MEMBER] = "MEMBER", [ND_STMT_EXPR] = "STMT_EXPR",
        [ND_INIT_LIST] = "INIT_LIST", [ND_INIT_ITEM] = "INIT_ITEM", [ND_DESIG] = "DESIG",
        [ND_GENERIC] = "GENERIC", [ND_GENERIC_ASSOC] = "GENERIC_ASSOC", [ND_BUILTIN] = "BUILTIN",
        [ND_LABEL_ADDR] = "LABEL_ADDR", [ND_AMP_VALUE] = "AMP_VALUE", [ND_PFE] = "PFE",
        [ND_KERNEL] = "KERNEL",
    };
    if ((unsigned)k < sizeof names / sizeof names[0] && names[k])
        return names[k];
    return "?";
}

static const char *binop_name(int op)
{
    static const char *names[] = {"", "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
                                  "<", ">", "<=", ">=", "==", "!=", "&&", "||"};
    return (unsigned)op < sizeof names / sizeof names[0] ? names[op] : "?";
}

static const char *unop_name(int op)
{
    static const char *names[] = {"+", "-", "!", "~", "*", "&", "++pre", "--pre",
                                  "post++", "post--", "__real__", "__imag__", "__extension__"};
    return (unsigned)op < sizeof names / sizeof names[0] ? names[op] : "?";
}

static void dump_rec(Node *n, FILE *f, int depth, const char *role);

Node *node_child(const Node *n, NodeField field)
{
    return node_has(n->kind, field) ? *(Node **)((char *)n + field_spans[field].offset) : NULL;
}

static void dump_vec(PtrVec *v, FILE *f, int depth, const char *role)
{
    for (int i = 0; i < v->len; i++)
        dump_rec(v->items[i], f, depth, role);
}

static void dump_header(Node *n, FILE *f)
{
    fprintf(f, "%s", node_kind_name(n->kind));
    if (n->kind == ND_BINARY || (n->kind == ND_ASSIGN && n->op))
        fprintf(f, " '%s'", binop_name(n->op));
    if (n->kind == ND_UNARY)
        fprintf(f, " '%s'", unop_name(n->op));
    if (node_has(n->kind, NF_name) && n->name)
        fprintf(f, " %s", n->name);
    if (node_has(n->kind, NF_text) && n->text && n->kind != ND_ASM)
        fprintf(f, " %s", n->text);
    if (n->is_arrow)
        fprintf(f, " ->");
    if ((n->kind == ND_DECL || n->kind == ND_FUNCDEF || n->kind == ND_TAG_DECL) && n->type)
        fprintf(f, " : %s", type_to_string(n->type));
    if (node_has(n->kind, NF_cast_type) && n->cast_type)
        fprintf(f, " (%s)", type_to_string(n->cast_type));
    if (n->kind == ND_DECL && n->sym && n->sym->is_tile_static)
        fprintf(f, " tile_static");
    if (n->kind == ND_DECL && n->sym && n->sym->kind == SYM_TYPEDEF)
        fprintf(f, " typedef");
    if (n->has_ctor_args)
        fprintf(f, " ctor");
    if (n->restrict_mask)
        fprintf(f, " restrict(%s%s%s)", n->restrict_mask & RESTRICT_CPU ? "cpu" : "",
                n->restrict_mask == (RESTRICT_CPU | RESTRICT_AMP) ? ", " : "",
                n->restrict_mask & RESTRICT_AMP ? "amp" : "");
    if (n->kind == ND_IDENT && !n->sym)
        fprintf(f, " <undeclared>");
    if (n->kind == ND_KERNEL)
        fprintf(f, " #%d", n->id);
    fprintf(f, " <%d:%d> [%d,%d)\n", n->loc.line, n->loc.col, n->begin, n->end);
}

static void dump_kernel_parts(Node *n, FILE *f, int depth)
{
    for (int i = 0; i < n->kblock->captures.len; i++) {
        Capture *c = n->kblock->captures.items[i];
        fprintf(f, "%*scapture %s%s%s\n", depth * 2, "", c->by_ref ? "&" : "",
                c->is_default ? (c->by_ref ? "" : "=") : c->name, c->sym || c->is_default ? "" : " <undeclared>");
    }
    if (n->kblock->kparam.type)
        fprintf(f, "%*sparam %s : %s\n", depth * 2, "", n->kblock->kparam.name ? n->kblock->kparam.name : "",
                type_to_string(n->kblock->kparam.type));
}

static void dump_rec(Node *n, FILE *f, int depth, const char *role)
{
    if (!n)
        return;
    fprintf(f, "%*s%s%s", depth * 2, "", role, *role ? ": " : "");
    dump_header(n, f);
    depth++;
    if (n->kind == ND_KERNEL)
        dump_kernel_parts(n, f, depth);
    dump_rec(node_child(n, NF_cond), f, depth, "cond");
    dump_rec(node_child(n, NF_lhs), f, depth, "");
    dump_rec(node_child(n, NF_rhs), f, depth, "");
    if (n->kind == ND_MEMBER && n->targs)
        dump_vec(n->targs, f, depth, "targ");
    dump_rec(node_child(n, NF_then), f, depth, "then");
    dump_rec(node_child(n, NF_els), f, depth, "else");
    dump_rec(node_child(n, NF_init), f, depth, "init");
    dump_rec(node_child(n, NF_inc), f, depth, "inc");
    if (node_has(n->kind, NF_args))
        dump_vec(&n->args, f, depth, "arg");
    if (node_has(n->kind, NF_items))
        dump_vec(&n->items, f, depth, "");
    dump_rec(node_child(n, NF_body), f, depth, "body");
}

void dump_ast(Node *n, void *file)
{
    dump_rec(n, file, 0, "");
}

bool node_is_incdec(const Node *n)
{
    return n->kind == ND_UNARY && (n->op == UO_PREINC || n->op == UO_PREDEC ||
                                   n->op == UO_POSTINC || n->op == UO_POSTDEC);
}

bool sizeof_is_constant(const Node *n)
{
    Type *t = n->kind == ND_SIZEOF_EXPR && n->lhs ? n->lhs->type : NULL;
    if (!t || t->size <= 0 || type_is_amp(t))
        return false;
    if (t->kind == TY_ARRAY && n->lhs->kind == ND_IDENT && n->lhs->sym && n->lhs->sym->is_param)
        return false;   /* an array parameter is a pointer: C's sizeof gives the pointer's size */
    for (; t->kind == TY_ARRAY; t = t->base)
        if (t->array_len < 0)
            return false;   /* a VLA's size is computed at run time */
    return t->kind != TY_UNKNOWN;
}

/* ------------------------------------------------------------ child walk */

/* The one walker over a node's children.  It has two modes because its two
 * kinds of caller need different things, and behaviour must not change:
 *
 *  AST_WALK_EVALUATED - the analyses (addrspace.c, uniform.c, tsrace.c)
 *    follow evaluation order and must not see operands that are never
 *    evaluated: sizeof, _Alignof, _Generic, _Static_assert and builtins are
 *    leaves; a call visits its callee and arguments only; a for loop visits
 *    init, cond, body, inc.
 *
 *  AST_WALK_ALL - the emitters (emit_common.c, emit_opencl.c, emit_host.c)
 *    visit every child, in the order their collections (names, locals,
 *    hoisted tile_static declarations) have always been built in
 *    (for: init, cond, inc, body; otherwise cond first, items last).
 *    No test pins either order today (swapping them leaves every suite
 *    green), so the orders are kept apart rather than merged unproven.
 *
 * do (body, cond) and declarations (constructor args, init) are the same in
 * both modes.  Null children are skipped in both. */

enum {
    F_ITEMS = NF_items, F_LHS = NF_lhs, F_RHS = NF_rhs, F_COND = NF_cond, F_THEN = NF_then,
    F_ELS = NF_els, F_INIT = NF_init, F_ARGS = NF_args, F_BODY = NF_body, F_INC = NF_inc,
    F_END = NF_COUNT
};

static const unsigned char eval_order[] = {
    F_ITEMS, F_LHS, F_RHS, F_COND, F_THEN, F_ELS, F_INIT, F_ARGS, F_BODY, F_INC, F_END };
static const unsigned char all_order[] = {
    F_COND, F_LHS, F_ARGS, F_RHS, F_THEN, F_ELS, F_INIT, F_INC, F_BODY, F_ITEMS, F_END };
static const unsigned char for_eval_order[] = { F_INIT, F_COND, F_BODY, F_INC, F_END };
static const unsigned char for_all_order[] = { F_INIT, F_COND, F_INC, F_BODY, F_END };
static const unsigned char do_order[] = { F_BODY, F_COND, F_END };
static const unsigned char decl_order[] = { F_ARGS, F_INIT, F_END };
static const unsigned char call_eval_order[] = { F_LHS, F_ARGS, F_END };
static const unsigned char no_children[] = { F_END };

static void walk_vec(PtrVec *v, void (*fn)(Node *, void *), void *data)
{
    for (int i = 0; i < v->len; i++)
        if (v->items[i])
            fn(v->items[i], data);
}

static const unsigned char *child_order(const Node *n, AstWalk mode)
{
    bool eval = mode == AST_WALK_EVALUATED;
    switch (n->kind) {
    case ND_SIZEOF_EXPR: case ND_SIZEOF_TYPE: case ND_ALIGNOF: case ND_GENERIC:
    case ND_STATIC_ASSERT: case ND_BUILTIN:
        return eval ? no_children : all_order; /* operands are not evaluated */
    case ND_FOR:
        return eval ? for_eval_order : for_all_order;
    case ND_DO:
        return do_order;
    case ND_DECL:
        return decl_order;
    case ND_CALL: case ND_AMP_VALUE:
        return eval ? call_eval_order : all_order;
    default:
        return eval ? eval_order : all_order;
    }
}

void ast_for_each_child(Node *n, AstWalk mode, void (*fn)(Node *child, void *data), void *data)
{
    if (!n)
        return;
    Node *c;
    for (const unsigned char *f = child_order(n, mode); *f != F_END; f++) {
        if (!node_has(n->kind, *f))
            continue;
        if (*f == F_ITEMS || *f == F_ARGS)
            walk_vec(*f == F_ITEMS ? &n->items : &n->args, fn, data);
        else if ((c = node_child(n, *f)))
            fn(c, data);
    }
}
