/* sema_copy.c - copy(src, dst) and copy(begin, end, dst) (LANGUAGE.md section
 * 10): between any two of array, array_view and host memory. A rank or
 * element-type mismatch, or a const destination, is an error here; an extent
 * mismatch is the runtime's (ampcc_copy*). */
#include <stdio.h>

#include "sema_internal.h"

/* One side of a copy: an array or array_view (rank, element type), or host
 * memory through a pointer (rank 0, the pointee). */
typedef struct CopySide {
    Node *node;
    Type *type;
    Type *elem;
    int rank;
    bool const_array;   /* a const array<T, N>: its elements cannot change (C++ AMP's C2338) */
    bool ok;
} CopySide;

static CopySide copy_side(Node *n, const char *fn)
{
    CopySide s = {n, n && n->type ? decay(n->type) : NULL, NULL, 0, false, false};
    Type *t = s.type;
    if (t && t->kind == TY_PTR && t->base && t->base->kind == TY_AMP_ARRAY)
        t = t->base;   /* an array passed by pointer */
    if (t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY)) {
        s.elem = t->base;
        s.rank = t->rank;
        s.const_array = t->kind == TY_AMP_ARRAY && (t->quals & Q_CONST);
        s.ok = s.elem != NULL;
    } else if (t && t->kind == TY_PTR && t->base) {
        s.elem = t->base;
        s.ok = true;
    }
    if (!s.ok && n && !type_is_silent(n->type))
        error_at(n->loc, "%s takes arrays, array_views and pointers to host memory, not '%s'", fn,
                 type_to_string(n->type));
    return s;
}

static bool is_host_memory(const CopySide *s) { return s->rank == 0; }

static bool compatible_sides(const CopySide *from, const CopySide *to, const char *fn)
{
    if (is_host_memory(from) && is_host_memory(to)) {
        error_at(to->node->loc, "%s between two pointers: one side must be an array or an array_view "
                 "(use memcpy for host memory)", fn);
        return false;
    }
    if (!is_host_memory(from) && !is_host_memory(to) && from->rank != to->rank) {
        error_at(to->node->loc, "%s from '%s' to '%s': the ranks must match", fn, type_to_string(from->type),
                 type_to_string(to->type));
        return false;
    }
    if (!type_equal(from->elem, to->elem)) {
        error_at(to->node->loc, "%s from '%s' to '%s': the element types must match ('%s' and '%s')",
                 fn, type_to_string(from->type), type_to_string(to->type), type_to_string(from->elem),
                 type_to_string(to->elem));
        return false;
    }
    if ((to->elem->quals & Q_CONST) || to->const_array) {
        error_at(to->node->loc, "%s to '%s': the destination's elements are const", fn, type_to_string(to->type));
        return false;
    }
    return true;
}

/* copy(begin, end, dst): two pointers of one type into host memory. */
static bool host_range(const CopySide *begin, const CopySide *end, const char *fn)
{
    if (!is_host_memory(begin) || !is_host_memory(end) || !type_equal(begin->type, end->type)) {
        error_at(end->node->loc, "%s(begin, end, dst) takes two pointers of the same type into host memory, "
                 "not '%s' and '%s'", fn, type_to_string(begin->type), type_to_string(end->type));
        return false;
    }
    return true;
}

Type *checked_copy(Node *call)
{
    const char *fn = ampop_info(call->ampop)->name;   /* copy or copy_async */
    int n = call->args.len;
    if (n != 2 && n != 3) {
        error_at(call->loc, "%s takes 2 arguments (source, destination) or 3 (begin, end, destination), "
                 "but %d %s given", fn, n, n == 1 ? "was" : "were");
        return ty_void;
    }
    CopySide src = copy_side(call->args.items[0], fn);
    CopySide end = n == 3 ? copy_side(call->args.items[1], fn) : src;
    CopySide dst = copy_side(call->args.items[n - 1], fn);
    if (!src.ok || !end.ok || !dst.ok)
        return ty_void;
    if (n == 3 && (!host_range(&src, &end, fn) || !compatible_sides(&src, &dst, fn)))
        return ty_void;
    if (n == 3 && is_host_memory(&dst))
        error_at(dst.node->loc, "%s(begin, end, dst) copies host memory into an array or an array_view, "
                 "not into '%s'", fn, type_to_string(dst.type));
    else if (n == 2)
        compatible_sides(&src, &dst, fn);
    return ty_void;
}
