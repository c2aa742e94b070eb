/* sema_writes.c - which captured views a kernel block may write
 * (CapturedVar.written), decided once here and read by both emitters: the
 * OpenCL C signature (`__global const T *` for a view never written) and the
 * host's AMPCC_READ / AMPCC_WRITE flags (a view never written is not copied
 * back, LANGUAGE.md section 8). Getting it wrong loses the kernel's writes.
 *
 * A view is written when the body stores through storage that may be the
 * view's: an element of it, of a projection (`v[1]`), a section or any other
 * view or pointer made from it, whether used at once or kept in a local first
 * (`array_view<int, 1> row = v[1]; row[2] = 5;`, `int *p = &v[i]; *p = 1;`).
 * Handing such storage to something that may write through it counts as a
 * write too: a mutable view or pointer variable or parameter (an amp function
 * called with it, however deep it passes it on), a built-in taking a pointer
 * (the atomics). That last rule also keeps the emitted OpenCL C well-typed: a
 * view emitted `const` is never passed where a mutable one is expected.
 *
 * Each local view or pointer remembers which variables' storage it may reach
 * (its sources); a write through it marks those, and the marks are followed
 * to the captured variables at the end.
 */
#include "sema_internal.h"

typedef struct Writes {
    Node *kernel;
    HashMap sources_of;   /* Symbol* -> PtrVec* of Symbol*: storage a local may reach */
    PtrVec marked;       /* Symbol*: its storage may be written */
} Writes;

/* A value of this type can lead to a view's storage: it is or holds a view,
 * an array or a pointer (a struct of plain elements is a copy). */
static bool reaches_storage(const Type *t)
{
    if (!t)
        return false;
    switch (t->kind) {
    case TY_ARRAY_VIEW: case TY_AMP_ARRAY: case TY_PTR: case TY_UNKNOWN:
        return true;
    case TY_ARRAY:
        return reaches_storage(t->base);
    case TY_STRUCT: case TY_UNION:
        for (Member *m = t->tag ? t->tag->members : NULL; m; m = m->next)
            if (reaches_storage(m->type))
                return true;
        return false;
    default:
        return false;
    }
}

/* Storage handed to a variable or parameter of this type may be written. */
static bool is_mutable_carrier(const Type *t)
{
    if (!reaches_storage(t))
        return false;
    if (t->kind == TY_ARRAY_VIEW || t->kind == TY_PTR)
        return !t->base || !(t->base->quals & Q_CONST);
    return true;
}

static bool is_view_or_pointer(const Type *t)
{
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY || t->kind == TY_PTR);
}

static void sources(Node *n, PtrVec *out);

/* The variables whose storage (through a view or pointer) lvalue n designates;
 * a variable's own storage is not a view's, so `p = q` designates none. */
static void storage_of_lvalue(Node *n, PtrVec *out)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_INDEX:
        if (n->lhs && is_view_or_pointer(n->lhs->type))
            sources(n->lhs, out);
        else
            storage_of_lvalue(n->lhs, out);
        break;
    case ND_CALL:   /* v(i, j) */
        sources(n->lhs, out);
        break;
    case ND_MEMBER:
        if (n->is_arrow)
            sources(n->lhs, out);
        else
            storage_of_lvalue(n->lhs, out);
        break;
    case ND_UNARY:
        if (n->op == UO_DEREF)
            sources(n->lhs, out);
        else if (n->op == UO_EXTENSION || n->op == UO_PLUS)
            storage_of_lvalue(n->lhs, out);
        break;
    case ND_CAST:
        storage_of_lvalue(n->lhs, out);
        break;
    case ND_COMMA:
        storage_of_lvalue(n->rhs, out);
        break;
    case ND_COND:
        storage_of_lvalue(n->then, out);
        storage_of_lvalue(n->els, out);
        break;
    default:
        break;
    }
}

/* `&x`: the storage x designates, and x itself (a pointer to a view reaches it). */
static void sources_of_address(Node *operand, PtrVec *out)
{
    Node *base = operand;
    while (base && ((base->kind == ND_MEMBER && !base->is_arrow) ||
                    (base->kind == ND_INDEX && base->lhs && base->lhs->type &&
                     base->lhs->type->kind == TY_ARRAY)))
        base = base->lhs;
    if (base && base->kind == ND_IDENT && base->sym)
        vec_push(out, base->sym);
    storage_of_lvalue(operand, out);
}

static void sources_of_call(Node *n, PtrVec *out)
{
    if (n->lhs && n->lhs->kind == ND_MEMBER) {   /* v.section(...), v.view_as(...) */
        sources(n->lhs->lhs, out);
        return;
    }
    for (int i = 0; i < n->args.len; i++)      /* a returned view may be any argument's */
        sources(n->args.items[i], out);
    if (n->lhs && is_view_or_pointer(n->lhs->type))
        sources(n->lhs, out);                    /* v(i) projects a rank-2 view */
}

static void sources_of_last_statement(Node *block, PtrVec *out)
{
    Node *last = block && block->items.len ? block->items.items[block->items.len - 1] : NULL;
    if (last && last->kind == ND_EXPR_STMT)
        sources(last->lhs, out);
}

/* The variables whose storage the value of n may reach. */
static void sources(Node *n, PtrVec *out)
{
    if (!n)
        return;
    if (n->kind == ND_IDENT) {
        if (n->sym && n->sym->kind == SYM_VAR)
            vec_push(out, n->sym);
        return;
    }
    if (!reaches_storage(n->type) && n->kind != ND_INIT_LIST)
        return;
    switch (n->kind) {
    case ND_INDEX: case ND_MEMBER: case ND_CAST:
        sources(n->lhs, out);
        break;
    case ND_CALL:
        sources_of_call(n, out);
        break;
    case ND_UNARY:
        if (n->op == UO_ADDR)
            sources_of_address(n->lhs, out);
        else
            sources(n->lhs, out);
        break;
    case ND_BINARY:
        sources(n->lhs, out);
        sources(n->rhs, out);
        break;
    case ND_ASSIGN: case ND_COMMA:
        sources(n->rhs, out);
        break;
    case ND_COND:
        sources(n->then ? n->then : n->cond, out);
        sources(n->els, out);
        break;
    case ND_INIT_LIST:
        for (int i = 0; i < n->items.len; i++)
            sources(n->items.items[i], out);
        break;
    case ND_INIT_ITEM:
        sources(n->lhs, out);
        break;
    case ND_COMPOUND_LIT:
        sources(n->init, out);
        break;
    case ND_STMT_EXPR:   /* ({ ...; value; }) */
        sources_of_last_statement(n->body, out);
        break;
    default:
        break;
    }
}

static void mark_sources(Writes *w, Node *n)
{
    sources(n, &w->marked);
}

/* Storage of `value` flows into variable `to` (of type `type`). */
static void flow_into(Writes *w, Symbol *to, const Type *type, Node *value)
{
    PtrVec src = {0};
    sources(value, &src);
    if (!src.len)
        return;
    if (is_mutable_carrier(type))
        for (int i = 0; i < src.len; i++)
            vec_push(&w->marked, src.items[i]);
    if (!to)
        return;
    PtrVec *known = hash_vec(&w->sources_of, to);
    for (int i = 0; i < src.len; i++)
        vec_push(known, src.items[i]);
}

/* The variable an assignment to n stores into: x in x, x.f, x[i] of a C array
 * or of an index. */
static Symbol *assigned_variable(Node *n)
{
    while (n && ((n->kind == ND_MEMBER && !n->is_arrow) ||
                 (n->kind == ND_INDEX && n->lhs && !is_view_or_pointer(n->lhs->type))))
        n = n->lhs;
    return n && n->kind == ND_IDENT ? n->sym : NULL;
}

static void scan_assignment(Writes *w, Node *n)
{
    storage_of_lvalue(n->lhs, &w->marked);
    Symbol *var = assigned_variable(n->lhs);
    if (var || reaches_storage(n->lhs->type))
        flow_into(w, var, n->lhs->type, n->rhs);
}

static void scan_call(Writes *w, Node *n)
{
    if (n->lhs && n->lhs->kind == ND_MEMBER)
        return;   /* a member function of an AMP value: reads only */
    Symbol *callee = n->lhs && n->lhs->kind == ND_IDENT ? n->lhs->sym : NULL;
    Type *ft = callee && callee->kind == SYM_FUNC ? callee->type : NULL;
    for (int i = 0; i < n->args.len; i++) {
        Node *arg = n->args.items[i];
        if (ft && ft->kind == TY_FUNC && i < ft->nparams)
            flow_into(w, NULL, ft->params[i].type, arg);
        else if (arg && is_view_or_pointer(arg->type))
            mark_sources(w, arg);   /* a built-in (atomics) or an unprototyped callee */
    }
}

static void scan_decl(Writes *w, Node *n)
{
    if (!n->sym || n->sym->kind != SYM_VAR)
        return;
    if (n->init)
        flow_into(w, n->sym, n->sym->type, n->init);
    for (int i = 0; i < n->args.len; i++)
        flow_into(w, n->sym, n->sym->type, n->args.items[i]);
}

static bool writes_kernel_param(Writes *w, Node *n)
{
    bool writes = n->kind == ND_ASSIGN || node_is_incdec(n) || (n->kind == ND_UNARY && n->op == UO_ADDR);
    return writes && w->kernel->kblock->kparam.sym && assigned_variable(n->lhs) == w->kernel->kblock->kparam.sym;
}

static void scan(Node *n, void *data)
{
    Writes *w = data;
    if (writes_kernel_param(w, n))
        w->kernel->kblock->kparam_written = true;
    switch (n->kind) {
    case ND_ASSIGN:
        scan_assignment(w, n);
        break;
    case ND_UNARY:
        if (node_is_incdec(n))
            storage_of_lvalue(n->lhs, &w->marked);
        break;
    case ND_CALL:
        scan_call(w, n);
        break;
    case ND_DECL:
        scan_decl(w, n);
        break;
    default:
        break;
    }
    ast_for_each_child(n, AST_WALK_ALL, scan, w);
}

/* Every variable whose storage a marked one may reach is written too. */
static HashMap written_closure(Writes *w)
{
    HashMap written = {0};
    PtrVec work = w->marked;
    while (work.len) {
        Symbol *s = work.items[--work.len];
        if (hash_has(&written, s))
            continue;
        hash_put(&written, s, s);
        PtrVec *reach = hash_get(&w->sources_of, s);
        for (int i = 0; reach && i < reach->len; i++)
            vec_push(&work, reach->items[i]);
    }
    return written;
}

static bool is_writable_view(const Type *t)
{
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY) &&
           !(t->base && (t->base->quals & Q_CONST));
}

void record_kernel_writes(Node *k)
{
    Writes w = {k, {0}, {0}};
    if (k->body)
        scan(k->body, &w);
    HashMap written = written_closure(&w);
    for (int i = 0; i < k->kblock->captured.len; i++) {
        CapturedVar *cv = k->kblock->captured.items[i];
        cv->written = is_writable_view(cv->sym->type) && hash_has(&written, cv->sym);
    }
    hash_free(&written);
    hash_free(&w.sources_of);
}
