/* nesting.c - refuses a tree nested deeper than the compiler's passes can
 * follow. Every pass recurses over the tree; main.c gives them a deep stack,
 * and input deeper than NESTING_LIMIT levels (a chain of 100,000 operators,
 * far beyond any real program) is a located error, as gcc's and clang's
 * bracket-depth limits are, instead of a stack overflow. */
#include "nesting.h"

#include "diag.h"

typedef struct DepthWalk {
    int depth;
    bool reported;
} DepthWalk;

static void visit(Node *n, void *data)
{
    DepthWalk *w = data;
    if (w->reported)
        return;
    if (++w->depth > NESTING_LIMIT) {
        diag_report(DIAG_ERROR, n->loc, "expression nested too deeply (more than %d levels); "
                    "split it with temporary variables", NESTING_LIMIT);
        w->reported = true;
    } else {
        ast_for_each_child(n, AST_WALK_ALL, visit, w);
    }
    w->depth--;
}

bool nesting_check(Unit *u)
{
    DepthWalk w = { 0, false };
    if (u->tu)
        visit(u->tu, &w);
    return !w.reported;
}
