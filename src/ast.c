/* ast.c - node construction and the AST dump used by tests and --dump-ast. */
#include <stdio.h>

#include "ast.h"

Node *new_node(NodeKind kind, SrcLoc loc, int begin, int end)
{
    Node *n = NEW(Node);
    n->kind = kind;
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
    if (n->name)
        fprintf(f, " %s", n->name);
    if (n->text && n->kind != ND_ASM)
        fprintf(f, " %s", n->text);
    if (n->is_arrow)
        fprintf(f, " ->");
    if ((n->kind == ND_DECL || n->kind == ND_FUNCDEF || n->kind == ND_TAG_DECL) && n->type)
        fprintf(f, " : %s", type_to_string(n->type));
    if (n->cast_type)
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
    for (int i = 0; i < n->captures.len; i++) {
        Capture *c = n->captures.items[i];
        fprintf(f, "%*scapture %s%s%s\n", depth * 2, "", c->by_ref ? "&" : "",
                c->is_default ? (c->by_ref ? "" : "=") : c->name, c->sym || c->is_default ? "" : " <undeclared>");
    }
    if (n->kparam.type)
        fprintf(f, "%*sparam %s : %s\n", depth * 2, "", n->kparam.name ? n->kparam.name : "",
                type_to_string(n->kparam.type));
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
    dump_rec(n->cond, f, depth, "cond");
    dump_rec(n->lhs, f, depth, "");
    dump_rec(n->rhs, f, depth, "");
    dump_vec(&n->targs, f, depth, "targ");
    dump_rec(n->then, f, depth, "then");
    dump_rec(n->els, f, depth, "else");
    dump_rec(n->init, f, depth, "init");
    dump_rec(n->inc, f, depth, "inc");
    dump_vec(&n->args, f, depth, "arg");
    dump_vec(&n->items, f, depth, "");
    dump_rec(n->body, f, depth, "body");
}

void dump_ast(Node *n, void *file)
{
    dump_rec(n, file, 0, "");
}
