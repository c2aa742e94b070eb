/* viewlife.c - host data freed while a view of it is live (issue 13).
 *
 * An array_view made from a host pointer copies pending device writes back
 * into that memory when its scope ends; `free(p)` before then makes that copy
 * (and any element access) write freed memory, which crashes or corrupts the
 * heap with no message. Within one function, `free(p)` while a view
 * constructed from `p` is still in scope draws a warning at the call, with a
 * note at the view. What one function cannot see (a pointer freed elsewhere)
 * is not checked. */
#include <string.h>

#include "ampops.h"
#include "diag.h"
#include "sema.h"

typedef struct LiveViews {
    PtrVec views;   /* ND_DECL of an array_view whose last constructor argument names a pointer */
} LiveViews;

static void visit(Node *n, void *data);

/* The variable a view's data argument names (through casts), or NULL: the
 * last argument of a constructor row that takes data (sema chose the row). */
static Symbol *data_symbol(Node *decl)
{
    AmpCheck form = decl->ampop ? ampop_info(decl->ampop)->check : CK_INT;
    if (form != CK_CTOR_SIZES_DATA && form != CK_CTOR_EXTENT_DATA)
        return NULL;
    Node *arg = decl->args.items[decl->args.len - 1];
    while (arg && arg->kind == ND_CAST)
        arg = arg->lhs;
    return arg && arg->kind == ND_IDENT ? arg->sym : NULL;
}

/* A view of const elements never copies back (LANGUAGE.md section 4), so
 * freeing its data at once is no hazard at the end of its scope. */
static bool is_view_of_pointer(Node *decl)
{
    Type *t = decl->type;
    return t && t->kind == TY_ARRAY_VIEW && !(t->base && (t->base->quals & Q_CONST)) && data_symbol(decl);
}

static void check_free(LiveViews *w, Node *call)
{
    Node *callee = call->lhs;
    if (!callee || callee->kind != ND_IDENT || !callee->name || strcmp(callee->name, "free") ||
        call->args.len != 1)
        return;
    Node *arg = call->args.items[0];
    while (arg && arg->kind == ND_CAST)
        arg = arg->lhs;
    if (!arg || arg->kind != ND_IDENT || !arg->sym)
        return;
    for (int i = 0; i < w->views.len; i++) {
        Node *view = w->views.items[i];
        if (data_symbol(view) != arg->sym)
            continue;
        diag_warn(W_FREED_VIEW_DATA, call->loc, "'%s' is freed while array_view '%s' made from it is still in "
                   "scope; the view copies device writes back into it when its scope ends",
                   arg->sym->name, view->sym ? view->sym->name : "?");
        note_at(view->loc, "the view is declared here; free the data after the view's scope, "
                "or give the view its own storage");
        return;
    }
}

static void visit(Node *n, void *data)
{
    LiveViews *w = data;
    switch (n->kind) {
    case ND_KERNEL:
        return;   /* amp code: no free(), no host views */
    case ND_BLOCK: {
        int live = w->views.len;   /* views declared in the block end with it */
        ast_for_each_child(n, AST_WALK_EVALUATED, visit, w);
        w->views.len = live;
        return;
    }
    case ND_DECL:
        if (is_view_of_pointer(n))
            vec_push(&w->views, n);
        break;
    case ND_CALL:
        check_free(w, n);
        break;
    default:
        break;
    }
    ast_for_each_child(n, AST_WALK_EVALUATED, visit, w);
}

void check_freed_view_data(Unit *u)
{
    if (!u || !u->tu)
        return;
    for (int i = 0; i < u->tu->items.len; i++) {
        Node *def = u->tu->items.items[i];
        bool amp_only = def && (def->restrict_mask & RESTRICT_AMP) &&
                        !(def->restrict_mask & RESTRICT_CPU);
        if (def && def->kind == ND_FUNCDEF && def->body && !amp_only) {
            LiveViews w = { { 0 } };
            visit(def->body, &w);
        }
    }
}
