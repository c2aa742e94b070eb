/* addrspace.c - address-space inference for pointers in amp code (see
 * addrspace.h), and the small AST helpers the amp analyses share.
 *
 * The analysis runs from each kernel in source order. Within one body (a kernel,
 * or one copy of an amp function) it is flow-insensitive: a pointer variable
 * collects the set of spaces of every value stored in it, iterating the body
 * until nothing changes (a later `p = q` may feed an earlier use in a loop),
 * then walking it once more to report. A call to an amp function with pointer
 * parameters picks (or creates and analyses) the copy for its argument spaces,
 * so specialisation follows the call graph; amp code cannot recurse, and a
 * guard stops the walk should sema have let a cycle through.
 */
#include <stdlib.h>
#include <string.h>

#include "addrspace.h"
#include "hash.h"
#include "sema.h"

/* ---------------------------------------------------------- shared helpers */

static Type *type_of(const Node *n)
{
    if (!n)
        return NULL;
    if (n->type)
        return n->type;
    if (n->kind == ND_IDENT && n->sym)
        return n->sym->type;
    return NULL;
}

static bool has_kind(const Node *n, TypeKind k)
{
    Type *t = type_of(n);
    return t && t->kind == k;
}

static bool is_view_or_array(const Type *t)
{
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY);
}

BarrierKind amp_barrier_kind(const Node *call)
{
    const AmpOpInfo *r = ampop_info(call ? call->ampop : AMP_NONE);
    return r->uni == U_BARRIER ? r->fence : BARRIER_NONE;
}

Symbol *amp_called_function(const Node *call)
{
    if (!call || call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_IDENT)
        return NULL;
    Symbol *f = call->lhs->sym;
    if (!f || f->kind != SYM_FUNC || !(f->restrict_mask & RESTRICT_AMP))
        return NULL;
    Node *def = f->def;
    if (!def || def->kind != ND_FUNCDEF || !def->body)
        return NULL;
    return f;
}

Symbol *amp_lvalue_root(Node *n)
{
    while (n) {
        switch (n->kind) {
        case ND_IDENT:
            return n->sym && n->sym->kind == SYM_VAR ? n->sym : NULL;
        case ND_INDEX:
            if (!has_kind(n->lhs, TY_ARRAY))
                return NULL; /* through a pointer, a view or an array<T,N> */
            n = n->lhs;
            break;
        case ND_MEMBER:
            if (n->is_arrow)
                return NULL;
            n = n->lhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

/* ------------------------------------------------------------ the tables */

#define SPACE_BIT(as) (1u << (as))
#define ALL_SPACES 4

/* A set of spaces, with where each one came from (for the notes). */
typedef struct Spaces {
    unsigned mask;
    SrcLoc where[ALL_SPACES];
} Spaces;

/* What one pointer variable holds within one body. */
typedef struct VarSpaces {
    Spaces s;
} VarSpaces;

/* A Specialization plus what the analysis needs about it. */
typedef struct SpecInfo {
    Specialization pub;
    SrcLoc first_call;          /* the call that created this copy */
    Spaces return_spaces;
    bool analysed, in_progress;
    AddrFacts *facts;           /* the unit's */
} SpecInfo;

/* What the analysis found for the unit (Unit.addr_facts): the queries read it. */
struct AddrFacts {
    HashMap var_table;     /* (ctx, Symbol*) -> VarSpaces* */
    HashMap call_table;    /* (ctx, call Node*) -> SpecInfo* */
    HashMap spec_lists;    /* Symbol* func -> PtrVec* of SpecInfo* */
    HashMap reported;      /* thing -> (void*)1: said once */
    PtrVec none;           /* the copies of a function amp code never calls */
};

static bool once(AddrFacts *f, const void *thing)
{
    if (hash_get(&f->reported, thing))
        return false;
    hash_put(&f->reported, thing, (void *)1);
    return true;
}

/* The walk's state for one body. */
typedef struct Walk {
    AddrFacts *facts;
    SpecInfo *ctx;              /* NULL: a kernel body */
    Symbol *func;               /* the function whose copy this is, or NULL */
    bool changed;               /* some variable's set grew in this pass */
    bool report;                /* the last pass: diagnose */
    Spaces returns_seen;        /* spaces of the returns walked so far in this pass */
} Walk;

static void add_space(Spaces *s, AddrSpace as, SrcLoc where)
{
    if (as == AS_UNKNOWN || (s->mask & SPACE_BIT(as)))
        return;
    s->mask |= SPACE_BIT(as);
    s->where[as] = where;
}

static void add_spaces(Spaces *into, const Spaces *from)
{
    for (int as = AS_PRIVATE; as < ALL_SPACES; as++)
        if (from->mask & SPACE_BIT(as))
            add_space(into, (AddrSpace)as, from->where[as]);
}

static int space_count(unsigned mask)
{
    return __builtin_popcount(mask);
}

static AddrSpace first_space(unsigned mask)
{
    for (int as = AS_PRIVATE; as < ALL_SPACES; as++)
        if (mask & SPACE_BIT(as))
            return (AddrSpace)as;
    return AS_UNKNOWN;
}

static bool is_pointer_type(const Type *t)
{
    return t && t->kind == TY_PTR;
}

static char space_letter(AddrSpace as)
{
    return as == AS_GLOBAL ? 'g' : as == AS_LOCAL ? 'l' : 'p';
}

const char *addrspace_qualifier(AddrSpace as)
{
    switch (as) {
    case AS_PRIVATE: return "__private";
    case AS_GLOBAL: return "__global";
    case AS_LOCAL: return "__local";
    default: return "";
    }
}

const char *addrspace_description(AddrSpace as)
{
    switch (as) {
    case AS_PRIVATE: return "private memory";
    case AS_GLOBAL: return "global (array_view) memory";
    case AS_LOCAL: return "tile_static memory";
    default: return "no particular memory";
    }
}

/* "tile_static memory and global (array_view) memory" */
static const char *describe_mask(unsigned mask)
{
    const char *out = NULL;
    for (int as = AS_PRIVATE; as < ALL_SPACES; as++) {
        if (!(mask & SPACE_BIT(as)))
            continue;
        const char *d = addrspace_description((AddrSpace)as);
        out = out ? arena_printf(compiler_arena, "%s and %s", out, d) : d;
    }
    return out ? out : "";
}

static void note_sources(const Spaces *s, const char *what)
{
    for (int as = AS_PRIVATE; as < ALL_SPACES; as++)
        if (s->mask & SPACE_BIT(as))
            note_at(s->where[as], "%s points into %s here", what, addrspace_description((AddrSpace)as));
}

static void note_copy(const Walk *w)
{
    if (w->ctx && w->ctx->first_call.file)
        note_at(w->ctx->first_call, "in the copy of '%s' made for this call", w->func->name);
}

/* ------------------------------------------------------- specialisations */

static PtrVec *copies_of(AddrFacts *f, Symbol *func)
{
    PtrVec *v = hash_get(&f->spec_lists, func);
    return v ? v : &f->none;
}

PtrVec *specializations_of(Unit *u, Symbol *func)
{
    return copies_of(u->addr_facts, func);
}

static Param *params_of(Symbol *func, int *n)
{
    Type *t = func->def && func->def->type ? func->def->type : func->type;
    *n = t && t->kind == TY_FUNC ? t->nparams : 0;
    return t && t->kind == TY_FUNC ? t->params : NULL;
}

static bool has_pointer_params(Symbol *func)
{
    int n;
    Param *p = params_of(func, &n);
    for (int i = 0; i < n; i++)
        if (is_pointer_type(p[i].type))
            return true;
    return false;
}

static const char *suffix_for(Symbol *func, const AddrSpace *spaces)
{
    int n;
    Param *p = params_of(func, &n);
    char buf[80] = "__as_";
    int len = 5;
    for (int i = 0; i < n && len < (int)sizeof buf - 1; i++)
        if (is_pointer_type(p[i].type))
            buf[len++] = space_letter(spaces[i]);
    buf[len] = 0;
    return len == 5 ? "" : arena_strdup(compiler_arena, buf);
}

static SpecInfo *new_spec(AddrFacts *f, Symbol *func, const AddrSpace *spaces, SrcLoc call_loc)
{
    int n;
    params_of(func, &n);
    SpecInfo *si = NEW(SpecInfo);
    si->facts = f;
    si->pub.func = func;
    si->pub.nparams = n;
    si->pub.param_spaces = arena_alloc(compiler_arena, (n ? n : 1) * sizeof(AddrSpace));
    if (spaces)
        memcpy(si->pub.param_spaces, spaces, n * sizeof(AddrSpace));
    /* else: all AS_UNKNOWN (the arena zeroes) */
    si->pub.suffix = suffix_for(func, si->pub.param_spaces);
    si->first_call = call_loc;
    return si;
}

/* The registered copy of func for these parameter spaces, made if new. */
static SpecInfo *spec_for(AddrFacts *f, Symbol *func, const AddrSpace *spaces, SrcLoc call_loc)
{
    static const AddrSpace no_pointers[64];
    if (!spaces)
        spaces = no_pointers;
    PtrVec *list = hash_vec(&f->spec_lists, func);
    for (int i = 0; i < list->len; i++) {
        SpecInfo *si = list->items[i];
        if (!si->pub.nparams || si->pub.nparams > 64 || !memcmp(si->pub.param_spaces, spaces, si->pub.nparams * sizeof(AddrSpace)))
            return si;
    }
    SpecInfo *si = new_spec(f, func, spaces, call_loc);
    si->pub.id = list->len;
    vec_push(list, si);
    return si;
}

static void analyse_body(AddrFacts *f, SpecInfo *ctx, Symbol *func, Node *body);

static void analyse_spec(SpecInfo *si)
{
    if (si->analysed || si->in_progress)
        return;
    si->in_progress = true;
    /* a function defined twice (an error already reported) may keep a
     * definition without a body: nothing to analyse there */
    Node *def = si->pub.func->def;
    if (def && def->body)
        analyse_body(si->facts, si, si->pub.func, def->body);
    si->in_progress = false;
    si->analysed = true;
    si->pub.return_space = first_space(si->return_spaces.mask);
}

/* --------------------------------------------------------- expressions */

static VarSpaces *var_spaces(const Walk *w, Symbol *s, bool make)
{
    VarSpaces *v = hash_get_pair(&w->facts->var_table, w->ctx, s);
    if (!v && make) {
        v = NEW(VarSpaces);
        hash_put_pair(&w->facts->var_table, w->ctx, s, v);
    }
    return v;
}

/* The space a parameter of the current copy points into. */
static AddrSpace param_space(const Walk *w, Symbol *s)
{
    if (!w->ctx)
        return AS_UNKNOWN;
    int n;
    Param *p = params_of(w->func, &n);
    for (int i = 0; i < n; i++)
        if (p[i].sym == s)
            return w->ctx->pub.param_spaces[i];
    return AS_UNKNOWN;
}

/* Where a variable itself lives. */
static AddrSpace storage_of(Symbol *s)
{
    return s->is_tile_static ? AS_LOCAL : AS_PRIVATE;
}

static Spaces expr_spaces(Walk *w, Node *e);

/* A mixed set has been (or will be) reported where it arises; what flows on
 * from there carries one space only, so that one mistake makes one error. */
static Spaces first_of(const Spaces *s)
{
    Spaces r = {0};
    AddrSpace as = first_space(s->mask);
    add_space(&r, as, s->where[as]);
    return r;
}

static Spaces one_space(AddrSpace as, SrcLoc where)
{
    Spaces s = {0};
    add_space(&s, as, where);
    return s;
}

/* Where the object an lvalue designates lives. */
static Spaces lvalue_spaces(Walk *w, Node *e)
{
    Spaces none = {0};
    if (!e)
        return none;
    switch (e->kind) {
    case ND_IDENT:
        if (!e->sym || e->sym->kind != SYM_VAR)
            return none;
        return one_space(storage_of(e->sym), e->loc);
    case ND_INDEX:
        if (is_view_or_array(type_of(e->lhs)))
            return one_space(AS_GLOBAL, e->loc);
        if (is_pointer_type(type_of(e->lhs)))
            return expr_spaces(w, e->lhs);
        if (is_pointer_type(type_of(e->rhs)))  /* i[p] */
            return expr_spaces(w, e->rhs);
        return lvalue_spaces(w, e->lhs);
    case ND_CALL:
        /* v(i, j): an element of a view */
        if (is_view_or_array(type_of(e->lhs)))
            return one_space(AS_GLOBAL, e->loc);
        return none;
    case ND_MEMBER:
        return e->is_arrow ? expr_spaces(w, e->lhs) : lvalue_spaces(w, e->lhs);
    case ND_UNARY:
        if (e->op == UO_DEREF)
            return expr_spaces(w, e->lhs);
        return none;
    case ND_COMPOUND_LIT:
        return one_space(AS_PRIVATE, e->loc);
    default:
        return none;
    }
}

static bool is_pointerish(const Node *e)
{
    Type *t = type_of(e);
    return t && (t->kind == TY_PTR || t->kind == TY_ARRAY);
}

/* A ?: whose arms point into different spaces cannot be typed in OpenCL C. */
static void check_mixed_cond(Walk *w, Node *e, const Spaces *s)
{
    if (w->report && space_count(s->mask) > 1 && once(w->facts, e)) {
        error_at(e->loc, "conditional expression mixes pointers into %s; in amp code a pointer must "
                 "always point into the same address space", describe_mask(s->mask));
        note_sources(s, "this operand");
        note_copy(w);
    }
}

static Spaces call_spaces(Walk *w, Node *e);

static Spaces expr_spaces(Walk *w, Node *e)
{
    Spaces none = {0};
    if (!e)
        return none;
    switch (e->kind) {
    case ND_IDENT: {
        Symbol *s = e->sym;
        if (!s || s->kind != SYM_VAR)
            return none;
        Type *t = s->type;
        if (t && t->kind == TY_ARRAY)
            return one_space(storage_of(s), e->loc);     /* decays to its address */
        if (!is_pointer_type(t))
            return none;
        AddrSpace ps = param_space(w, s);
        if (ps != AS_UNKNOWN)
            return one_space(ps, e->loc);
        VarSpaces *v = var_spaces(w, s, false);
        return v ? first_of(&v->s) : none;
    }
    case ND_UNARY:
        if (e->op == UO_ADDR)
            return lvalue_spaces(w, e->lhs);
        if (e->op == UO_DEREF)
            return is_pointerish(e) ? lvalue_spaces(w, e) : none;
        if (e->op == UO_PREINC || e->op == UO_PREDEC || e->op == UO_POSTINC ||
            e->op == UO_POSTDEC || e->op == UO_PLUS || e->op == UO_EXTENSION)
            return expr_spaces(w, e->lhs);
        return none;
    case ND_INDEX:
    case ND_MEMBER:
        /* an array-typed element or member decays to where it lives */
        return has_kind(e, TY_ARRAY) ? lvalue_spaces(w, e) : none;
    case ND_BINARY:
        if (!is_pointer_type(type_of(e)))
            return none;
        return is_pointerish(e->lhs) ? expr_spaces(w, e->lhs) : expr_spaces(w, e->rhs);
    case ND_CAST:
        return is_pointer_type(e->cast_type) || is_pointer_type(type_of(e)) ? expr_spaces(w, e->lhs) : none;
    case ND_COND: {
        Spaces s = e->then ? expr_spaces(w, e->then) : expr_spaces(w, e->cond);
        Spaces t = expr_spaces(w, e->els);
        add_spaces(&s, &t);
        check_mixed_cond(w, e, &s);
        return first_of(&s);
    }
    case ND_COMMA:
        return expr_spaces(w, e->rhs);
    case ND_ASSIGN:
        return e->op == BO_NONE ? expr_spaces(w, e->rhs) : expr_spaces(w, e->lhs);
    case ND_CALL:
        return call_spaces(w, e);
    default:
        return none;
    }
}

/* What a call returns: a copy's return space, or a view's data(). */
static Spaces call_spaces(Walk *w, Node *e)
{
    Spaces none = {0};
    switch (ampop_info(e->ampop)->space) {
    case SP_GLOBAL:
        return one_space(AS_GLOBAL, e->loc);
    case SP_NONE:
        break;
    }
    SpecInfo *si = hash_get_pair(&w->facts->call_table, w->ctx, e);
    if (!si || si->return_spaces.mask == 0)
        return none;
    return one_space(first_space(si->return_spaces.mask), e->loc);
}

/* ------------------------------------------------------------ statements */

static void store_into(Walk *w, Symbol *s, const Spaces *value)
{
    if (!s || s->kind != SYM_VAR || !is_pointer_type(s->type) || param_space(w, s) != AS_UNKNOWN)
        return;
    VarSpaces *v = var_spaces(w, s, true);
    unsigned before = v->s.mask;
    add_spaces(&v->s, value);
    if (v->s.mask != before)
        w->changed = true;
}

static void report_variable(Walk *w, Symbol *s)
{
    VarSpaces *v = var_spaces(w, s, false);
    if (!v || space_count(v->s.mask) < 2 || !once(w->facts, s))
        return;
    error_at(s->loc, "pointer '%s' may point into %s; in amp code a pointer must always point into "
             "the same address space", s->name, describe_mask(v->s.mask));
    note_sources(&v->s, arena_printf(compiler_arena, "'%s'", s->name));
    note_copy(w);
}

/* The call of an amp function: choose its copy from the argument spaces. */
static void walk_call(Walk *w, Node *call, Symbol *callee)
{
    int n;
    Param *p = params_of(callee, &n);
    AddrSpace *spaces = arena_alloc(compiler_arena, (n ? n : 1) * sizeof(AddrSpace));
    for (int i = 0; i < n && i < call->args.len; i++) {
        if (!is_pointer_type(p[i].type))
            continue;
        Spaces a = expr_spaces(w, call->args.items[i]);
        /* Before the body's sets are complete an empty one may still grow:
         * wait rather than make a copy nobody needs. An argument that stays
         * empty is a null pointer, which fits any copy; private is the plain C
         * meaning. */
        if (!a.mask && !w->report)
            return;
        spaces[i] = a.mask ? first_space(a.mask) : AS_PRIVATE;
    }
    SpecInfo *si = spec_for(w->facts, callee, spaces, call->loc);
    hash_put_pair(&w->facts->call_table, w->ctx, call, si);
    analyse_spec(si);
}

static void walk_node(Node *n, void *data);

static void walk_return(Walk *w, Node *ret)
{
    if (!w->ctx || !ret->lhs || !w->func)
        return;
    Type *ft = w->func->type;
    if (!ft || ft->kind != TY_FUNC || !is_pointer_type(ft->base))
        return;
    Spaces s = expr_spaces(w, ret->lhs);
    unsigned before = w->ctx->return_spaces.mask;
    add_spaces(&w->ctx->return_spaces, &s);
    if (w->ctx->return_spaces.mask != before)
        w->changed = true;
    /* Blame the first return (in source order) that adds a second space. */
    unsigned seen_before = w->returns_seen.mask;
    add_spaces(&w->returns_seen, &s);
    if (w->report && space_count(w->returns_seen.mask) > 1 && w->returns_seen.mask != seen_before &&
        once(w->facts, w->func->def)) {
        error_at(ret->loc, "function '%s' returns pointers into %s; in amp code a pointer must always "
                 "point into the same address space", w->func->name, describe_mask(w->returns_seen.mask));
        note_sources(&w->returns_seen, "the returned pointer");
        note_copy(w);
    }
}

static void walk_node(Node *n, void *data)
{
    Walk *w = data;
    ast_for_each_child(n, AST_WALK_EVALUATED, walk_node, w);   /* operands first: calls are analysed before use */
    switch (n->kind) {
    case ND_DECL:
        if (n->sym && n->init) {
            Spaces s = expr_spaces(w, n->init);
            store_into(w, n->sym, &s);
        }
        if (w->report && n->sym)
            report_variable(w, n->sym);
        break;
    case ND_ASSIGN:
        if (n->op == BO_NONE && n->lhs && n->lhs->kind == ND_IDENT) {
            Spaces s = expr_spaces(w, n->rhs);
            store_into(w, n->lhs->sym, &s);
        }
        break;
    case ND_CALL: {
        Symbol *callee = amp_called_function(n);
        if (callee)
            walk_call(w, n, callee);
        break;
    }
    case ND_COND:
        expr_spaces(w, n);      /* checks the arms (reported in the last pass) */
        break;
    case ND_RETURN:
        walk_return(w, n);
        break;
    default:
        break;
    }
}

static void analyse_body(AddrFacts *f, SpecInfo *ctx, Symbol *func, Node *body)
{
    Walk w = { .facts = f, .ctx = ctx, .func = func };
    int passes = 0;
    do {
        w.changed = false;
        walk_node(body, &w);
    } while (w.changed && ++passes < 64);
    w.report = true;
    memset(&w.returns_seen, 0, sizeof w.returns_seen);
    walk_node(body, &w);
}

/* ----------------------------------------------------------------- entry */

/* Amp functions no kernel reached still get checked: one copy for a function
 * without pointer parameters (the emitter may still emit it), and an
 * unregistered copy with unknown parameter spaces for the others. */
static void analyse_unreached(AddrFacts *facts, Node *tu)
{
    for (int i = 0; i < tu->items.len; i++) {
        Node *def = tu->items.items[i];
        if (!def || def->kind != ND_FUNCDEF || !def->sym || !def->body)
            continue;
        Symbol *f = def->sym;
        if (!(f->restrict_mask & RESTRICT_AMP) || copies_of(facts, f)->len)
            continue;
        SrcLoc none = {0};
        if (has_pointer_params(f)) {
            SpecInfo *si = new_spec(facts, f, NULL, none);
            analyse_spec(si);
        } else {
            analyse_spec(spec_for(facts, f, NULL, none));
        }
    }
}

void infer_address_spaces(Unit *u)
{
    if (!u)
        return;
    u->addr_facts = NEW(AddrFacts);
    if (!u->tu)
        return;
    for (int i = 0; i < u->kernels.len; i++) {
        Node *k = u->kernels.items[i];
        if (k && k->body)
            analyse_body(u->addr_facts, NULL, NULL, k->body);
    }
    analyse_unreached(u->addr_facts, u->tu);
}

/* ------------------------------------------------------------ queries */

AddrSpace addrspace_of_symbol(Unit *u, Symbol *var, const Specialization *ctx)
{
    if (!var || var->kind != SYM_VAR)
        return AS_UNKNOWN;
    if (var->type && var->type->kind == TY_ARRAY)
        return storage_of(var);
    Walk w = { .facts = u->addr_facts, .ctx = (SpecInfo *)ctx, .func = ctx ? ctx->func : NULL };
    AddrSpace ps = param_space(&w, var);
    if (ps != AS_UNKNOWN)
        return ps;
    VarSpaces *v = var_spaces(&w, var, false);
    return v ? first_space(v->s.mask) : AS_UNKNOWN;
}

AddrSpace addrspace_of_expr(Unit *u, Node *expr, const Specialization *ctx)
{
    Walk w = { .facts = u->addr_facts, .ctx = (SpecInfo *)ctx, .func = ctx ? ctx->func : NULL };
    return first_space(expr_spaces(&w, expr).mask);
}

const Specialization *specialization_called(Unit *u, Node *call, const Specialization *ctx)
{
    SpecInfo *si = hash_get_pair(&u->addr_facts->call_table, ctx, call);
    return si ? &si->pub : NULL;
}
