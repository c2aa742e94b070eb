/* sema_tile.c - parallel_for_each: the kernel block's restriction and the
 * match between the domain and the kernel parameter (LANGUAGE.md section 5).
 * Tile sizes themselves are folded and checked in sema_amptypes.c.
 */
#include <stdio.h>
#include <string.h>

#include "sema_internal.h"

static const char *tile_list(const Type *t)
{
    char buf[64] = "";
    int n = 0;
    for (int i = 0; i < t->rank && i < 3; i++)
        n += snprintf(buf + n, sizeof buf - n, "%s%d", i ? ", " : "", t->tile[i]);
    return arena_strdup(compiler_arena, buf);
}

static bool tiles_known(const Type *t)
{
    for (int i = 0; i < t->rank && i < 3; i++)
        if (t->tile[i] <= 0)
            return false;
    return t->rank >= 1 && t->rank <= 3;
}

static void mismatch(Node *pfe, Param *p, const char *fmt_tail, const Type *dom)
{
    error_at(p->loc, "kernel parameter '%s' has type '%s' but the domain is '%s'; %s",
             p->name ? p->name : "", type_to_string(p->type), type_to_string(dom), fmt_tail);
    note_at(pfe->lhs ? pfe->lhs->loc : pfe->loc, "domain of this parallel_for_each");
}

static void check_domain_param(Node *pfe, Type *dom, Param *p)
{
    Type *pt = p->type;
    char want[96];
    if (type_is_silent(pt))
        return;
    if (dom->kind == TY_EXTENT) {
        if (pt->kind == TY_TILED_INDEX) {
            snprintf(want, sizeof want, "the domain is not tiled: use index<%d>, or tile it with .tile<...>()",
                     dom->rank);
            mismatch(pfe, p, want, dom);
        } else if (pt->kind != TY_INDEX) {
            snprintf(want, sizeof want, "the parameter must be index<%d>", dom->rank);
            mismatch(pfe, p, want, dom);
        } else if (pt->rank != dom->rank && pt->rank >= 1 && pt->rank <= 3) {
            snprintf(want, sizeof want, "the ranks must match: use index<%d>", dom->rank);
            mismatch(pfe, p, want, dom);
        }
        return;
    }
    /* tiled extent */
    if (pt->kind != TY_TILED_INDEX) {
        snprintf(want, sizeof want, "a tiled domain needs a tiled_index<%s> parameter", tile_list(dom));
        mismatch(pfe, p, want, dom);
        return;
    }
    if (!tiles_known(pt) || !tiles_known(dom))
        return;
    bool same = pt->rank == dom->rank;
    for (int i = 0; same && i < pt->rank; i++)
        same = pt->tile[i] == dom->tile[i];
    if (!same) {
        snprintf(want, sizeof want, "the tile sizes must match: use tiled_index<%s>", tile_list(dom));
        mismatch(pfe, p, want, dom);
    }
}

void check_pfe(Ctx *c, Node *pfe)
{
    Node *k = pfe->rhs;
    if (!(k->restrict_mask & RESTRICT_AMP))
        error_at(k->kblock->restrict_loc.file ? k->kblock->restrict_loc : k->loc,
                 "a kernel block must be declared restrict(amp): write [=](...) restrict(amp) { ... }");
    Type *dom = pfe->lhs ? pfe->lhs->type : NULL;
    if (type_is_silent(dom))
        return;
    if (dom->kind != TY_EXTENT && dom->kind != TY_TILED_EXTENT) {
        error_at(pfe->lhs->loc, "the domain of parallel_for_each must be an extent<N> or a tiled extent "
                 "(.tile<...>()), not '%s'", type_to_string(dom));
        return;
    }
    if (!k->kblock->kparam.type) {
        error_at(k->loc, "a kernel block takes one parameter: index<%d> or tiled_index<...>", dom->rank);
        return;
    }
    check_domain_param(pfe, dom, &k->kblock->kparam);
}
