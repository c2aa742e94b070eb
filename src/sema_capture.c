/* sema_capture.c - kernel block captures (LANGUAGE.md section 5, seed 003,
 * spec 2.4.3.2 / 3.2.1):
 *   - `[=]` captures by value every enclosing local the body uses, `[=, &a]`
 *     also `a` by reference, `[x, &a]` lists them;
 *   - by value: amp-compatible scalars and structs, extent, index, array_view;
 *     by reference: only array; pointers and structs holding pointers never;
 *   - a local used but not captured is an error;
 *   - by-value captures are read-only in the body (checked in sema_expr.c).
 */
#include <string.h>

#include "sema_internal.h"

/* The defaults a capture list names: [=], [&] or both. */
typedef struct KernelCaptures {
    bool default_by_value;   /* [=] */
    bool default_by_ref;     /* [&] */
} KernelCaptures;

static KernelCaptures defaults_of(Node *k)
{
    KernelCaptures kc = {false, false};
    for (int i = 0; i < k->kblock->captures.len; i++) {
        Capture *cap = k->kblock->captures.items[i];
        if (cap->is_default && cap->by_ref)
            kc.default_by_ref = true;
        else if (cap->is_default)
            kc.default_by_value = true;
    }
    return kc;
}

static bool is_outer_local(Ctx *c, Symbol *s)
{
    return s && s->kind == SYM_VAR && s->scope_depth > 0 && !s->is_global &&
           s->storage != ST_STATIC && s->storage != ST_EXTERN && s->storage != ST_THREAD_LOCAL &&
           !hash_has(&c->kernel_locals, s);
}

static Capture *explicit_capture(Node *k, Symbol *s)
{
    for (int i = 0; i < k->kblock->captures.len; i++) {
        Capture *cap = k->kblock->captures.items[i];
        if (!cap->is_default && (cap->sym == s || (!cap->sym && cap->name && s->name && !strcmp(cap->name, s->name))))
            return cap;
    }
    return NULL;
}

static void note_declared(Symbol *s)
{
    note_at(s->loc, "'%s' declared here", s->name);
}

/* The rules on the type of a captured variable; false (after one error) if broken. */
static bool check_capture_type(Symbol *s, bool by_ref, bool implicit, SrcLoc loc)
{
    Type *t = s->type;
    if (type_is_silent(t))
        return true;
    if (by_ref && t->kind != TY_AMP_ARRAY) {
        if (implicit)
            error_at(loc, "'%s' would be captured by reference by [&]; only an array can be captured by "
                     "reference: use [=] for '%s'", s->name, s->name);
        else
            error_at(loc, "'%s' cannot be captured by reference; only an array can be: capture it by value "
                     "([%s] or [=])", s->name, s->name);
        note_declared(s);
        return false;
    }
    if (!by_ref && t->kind == TY_AMP_ARRAY) {
        error_at(loc, "array '%s' cannot be captured by value; capture it by reference: [&%s]", s->name, s->name);
        note_declared(s);
        return false;
    }
    if (t->kind == TY_ARRAY) {
        /* LANGUAGE.md section 5 lists what is captured by value; a C array
         * would reach the kernel as a pointer to host memory */
        error_at(loc, "C array '%s' cannot be captured by a kernel; wrap it in a struct, or make an "
                 "array_view of it", s->name);
        note_declared(s);
        return false;
    }
    if (t->kind == TY_PTR) {
        error_at(loc, "pointer '%s' cannot be captured by a kernel; capture an array_view of the data instead",
                 s->name);
        note_declared(s);
        return false;
    }
    if ((t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY) && type_holds_pointer(t)) {
        error_at(loc, "'%s' cannot be captured by a kernel: its type '%s' holds a pointer; capture an "
                 "array_view of the data instead", s->name, type_to_string(t));
        note_declared(s);
        return false;
    }
    if ((t->kind == TY_STRUCT || t->kind == TY_UNION) && type_holds_view(t)) {
        /* LANGUAGE.md section 5 captures views and amp-compatible structs;
         * a view inside a struct would reach the kernel as the host's handle */
        error_at(loc, "'%s' cannot be captured by a kernel: its type '%s' holds an array_view or array; "
                 "capture the views themselves (a struct holding views can be made in the kernel)",
                 s->name, type_to_string(t));
        note_declared(s);
        return false;
    }
    if (t->kind == TY_TILED_EXTENT || t->kind == TY_TILED_INDEX || t->kind == TY_TILE_BARRIER) {
        error_at(loc, "'%s' of type '%s' cannot be captured by a kernel", s->name, type_to_string(t));
        return false;
    }
    if (!check_amp_type(t, POS_ELEMENT, loc, s->name)) {
        note_declared(s);
        return false;
    }
    return true;
}

static void check_explicit_capture(Ctx *c, Capture *cap)
{
    Symbol *s = cap->sym;
    if (!s) {
        error_at(cap->loc, "'%s' in the capture list is not a variable of the enclosing function",
                 cap->name ? cap->name : "");
        return;
    }
    if (s->kind != SYM_VAR || s->is_global || s->scope_depth == 0 || s->storage == ST_STATIC ||
        s->storage == ST_EXTERN) {
        error_at(cap->loc, "'%s' cannot be captured: only local variables of the enclosing function can be",
                 s->name);
        note_declared(s);
        return;
    }
    hash_put(&c->reported, s, s); /* judged here once; uses in the body say nothing more */
    check_capture_type(s, cap->by_ref, false, cap->loc);
}

void capture_begin_kernel(Ctx *c, Node *k)
{
    for (int i = 0; i < k->kblock->captures.len; i++) {
        Capture *cap = k->kblock->captures.items[i];
        if (!cap->is_default)
            check_explicit_capture(c, cap);
    }
}

void capture_check_use(Ctx *c, Node *ident)
{
    Symbol *s = ident->sym;
    if (!is_outer_local(c, s) || hash_has(&c->reported, s))
        return;
    hash_put(&c->reported, s, s);
    Node *k = c->kernel;
    if (explicit_capture(k, s))
        return;
    KernelCaptures kc = defaults_of(k);
    if (kc.default_by_value || kc.default_by_ref) {
        bool by_ref = kc.default_by_ref && !kc.default_by_value;
        /* [=] captures arrays by value (an error); [&] everything by reference. */
        if (kc.default_by_value && kc.default_by_ref)
            by_ref = s->type && s->type->kind == TY_AMP_ARRAY;
        check_capture_type(s, by_ref, true, ident->loc);
        return;
    }
    if (s->type && s->type->kind == TY_AMP_ARRAY)
        error_at(ident->loc, "array '%s' is used in the kernel but not captured; capture it by reference: "
                 "[&%s]", s->name, s->name);
    else
        error_at(ident->loc, "variable '%s' is used in the kernel but not captured; add it to the capture "
                 "list ([%s] or [=])", s->name, s->name);
    note_declared(s);
}

bool is_by_value_capture(Ctx *c, Symbol *s)
{
    if (!c->kernel || !is_outer_local(c, s) || !s->type || s->type->kind == TY_AMP_ARRAY)
        return false;
    Capture *cap = explicit_capture(c->kernel, s);
    return cap ? !cap->by_ref : true;
}

/* ------------------------------------------------------------ the record */

/* What the emitters need of a kernel's captures, decided here once
 * (ND_KERNEL.captured, .const_uses): every variable the body names that is
 * neither declared inside it nor a file-scope/static variable, in the order
 * the emitters meet them (AST_WALK_ALL), since that is the order of the
 * kernel's parameters. The operand of a sizeof of fixed size is not evaluated
 * and is emitted as its type, so it captures nothing. */
typedef struct CaptureRecord {
    Ctx *c;
    Node *kernel;
    HashMap seen;
} CaptureRecord;

static bool is_local_of_enclosing(CaptureRecord *r, Symbol *s)
{
    return s->kind == SYM_VAR && !s->is_global && s->storage != ST_STATIC &&
           !hash_has(&r->c->kernel_locals, s);
}

/* A const int with a constant initializer is emitted as its value. */
static bool is_constant_use(Symbol *s)
{
    return s->has_const_value && s->type && s->type->kind != TY_ARRAY_VIEW;
}

static void record_use(Node *n, void *data)
{
    CaptureRecord *r = data;
    if (sizeof_is_constant(n))
        return;   /* not evaluated, and emitted as sizeof(its type): nothing to capture */
    Symbol *s = n->kind == ND_IDENT ? n->sym : NULL;
    if (s && !hash_has(&r->seen, s) && is_local_of_enclosing(r, s)) {
        hash_put(&r->seen, s, s);
        if (is_constant_use(s)) {
            vec_push(&r->kernel->kblock->const_uses, s);
        } else if (s->storage != ST_EXTERN) {
            CapturedVar *cv = NEW(CapturedVar);
            cv->sym = s;
            vec_push(&r->kernel->kblock->captured, cv);
        }
    }
    ast_for_each_child(n, AST_WALK_ALL, record_use, r);
}

void capture_record_kernel(Ctx *c, Node *k)
{
    CaptureRecord r = {c, k, {0}};
    if (k->body)
        record_use(k->body, &r);
    hash_free(&r.seen);
    record_kernel_writes(k);
}
