/* emit_common.c - helpers shared by emit_opencl.c and emit_host.c (see emit_common.h). */
#include "emit_common.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ampops.h"

/* ------------------------------------------------------------ text buffer */

void buf_put(Buf *b, const char *s, int n)
{
    if (b->len + n + 1 > b->cap) {
        int cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        b->s = realloc(b->s, cap);
        if (!b->s) {
            fprintf(stderr, "ampcc: out of memory\n");
            exit(1);
        }
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void buf_puts(Buf *b, const char *s) { buf_put(b, s, (int)strlen(s)); }

void buf_printf(Buf *b, const char *fmt, ...)
{
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < (int)sizeof small) {
        buf_put(b, small, n);
        return;
    }
    char *big = malloc(n + 1);
    va_start(ap, fmt);
    vsnprintf(big, n + 1, fmt, ap);
    va_end(ap);
    buf_put(b, big, n);
    free(big);
}

const char *buf_str(Buf *b) { return b->s ? b->s : ""; }

/* ------------------------------------------------------------ pointer set */

static unsigned ptr_hash(const void *p) { return (unsigned)(((uintptr_t)p >> 4) * 2654435761u); }

void pset_add(PtrSet *s, const void *p)
{
    if (pset_has(s, p))
        return;
    if ((s->len + 1) * 2 > s->cap) {
        PtrSet bigger = {0};
        bigger.cap = s->cap ? s->cap * 2 : 64;
        bigger.keys = arena_alloc(compiler_arena, bigger.cap * sizeof(void *));
        for (int i = 0; i < s->cap; i++)
            if (s->keys[i])
                pset_add(&bigger, s->keys[i]);
        *s = bigger;
    }
    unsigned i = ptr_hash(p) & (s->cap - 1);
    while (s->keys[i])
        i = (i + 1) & (s->cap - 1);
    s->keys[i] = p;
    s->len++;
}

bool pset_has(const PtrSet *s, const void *p)
{
    if (!s->cap)
        return false;
    for (unsigned i = ptr_hash(p) & (s->cap - 1); s->keys[i]; i = (i + 1) & (s->cap - 1))
        if (s->keys[i] == p)
            return true;
    return false;
}

/* ------------------------------------------------------------ types */

int amp_rank(const Type *t)
{
    if (!t)
        return 0;
    switch (t->kind) {
    case TY_EXTENT: case TY_INDEX: case TY_ARRAY_VIEW: case TY_AMP_ARRAY:
    case TY_TILED_EXTENT: case TY_TILED_INDEX:
        return t->rank;
    default:
        return 0;
    }
}

/* ------------------------------------------------------------ kernels */

typedef struct KernelScan {
    Unit *u;
    Node *func;
} KernelScan;

static KernelInfo **kinfos;
static int nkinfos;
static Unit *kinfo_unit;

static void find_pfes(Node *n, void *data)
{
    KernelScan *ks = data;
    Node *saved = ks->func;
    if (n->kind == ND_FUNCDEF)
        ks->func = n;
    if (n->kind == ND_PFE && n->rhs && n->rhs->kind == ND_KERNEL) {
        int id = n->rhs->id;
        if (id >= 0 && id < nkinfos && !kinfos[id]) {
            KernelInfo *ki = NEW(KernelInfo);
            ki->kernel = n->rhs;
            ki->pfe = n;
            ki->func = ks->func;
            kinfos[id] = ki;
        }
    }
    ast_for_each_child(n, AST_WALK_ALL, find_pfes, ks);
    ks->func = saved;
}

bool sizeof_is_constant(const Node *n)
{
    Type *t = n->kind == ND_SIZEOF_EXPR && n->lhs ? n->lhs->type : NULL;
    if (!t || t->size <= 0 || type_is_amp(t))
        return false;
    for (; t->kind == TY_ARRAY; t = t->base)
        if (t->array_len < 0)
            return false;   /* a VLA's size is computed at run time */
    return t->kind != TY_UNKNOWN;
}

/* Collecting the kernel's captures: every variable the body names that is
 * neither declared inside it nor a constant nor a file-scope/static variable. */
typedef struct CaptureScan {
    Unit *u;
    PtrSet locals;       /* Symbol* declared inside the kernel */
    PtrSet seen;
    PtrVec found;        /* Symbol*, in order of first use */
    PtrVec consts;       /* local const ints used as values */
} CaptureScan;

static void collect_locals(Node *n, void *data)
{
    CaptureScan *cs = data;
    if (n->kind == ND_DECL && n->sym)
        pset_add(&cs->locals, n->sym);
    ast_for_each_child(n, AST_WALK_ALL, collect_locals, cs);
}

static bool is_captured_var(CaptureScan *cs, Symbol *s)
{
    if (!s || s->kind != SYM_VAR || s->is_global)
        return false;
    if (s->storage == ST_STATIC || s->storage == ST_EXTERN)
        return false;
    if (s->has_const_value && s->type && s->type->kind != TY_ARRAY_VIEW)
        return false;     /* a constant, emitted as its value */
    return !pset_has(&cs->locals, s);
}

static void collect_uses(Node *n, void *data)
{
    CaptureScan *cs = data;
    if (sizeof_is_constant(n))
        return;   /* not evaluated, and emitted as sizeof(its type): nothing to capture */
    Symbol *s = n->kind == ND_IDENT ? n->sym : NULL;
    if (s && !pset_has(&cs->seen, s)) {
        if (is_captured_var(cs, s)) {
            pset_add(&cs->seen, s);
            vec_push(&cs->found, s);
        } else if (s->kind == SYM_VAR && s->has_const_value && !s->is_global &&
                   s->storage != ST_STATIC && !pset_has(&cs->locals, s)) {
            pset_add(&cs->seen, s);
            vec_push(&cs->consts, s);
        }
    }
    ast_for_each_child(n, AST_WALK_ALL, collect_uses, cs);
}

/* The variable at the root of an element access or member chain: v in
 * v[i][j].x, v(i, j), v[idx]. */
static Symbol *access_root(Node *n)
{
    while (n) {
        switch (n->kind) {
        case ND_IDENT:
            return n->sym;
        case ND_INDEX:
        case ND_CALL:
            n = n->lhs;
            break;
        case ND_MEMBER:
            if (n->is_arrow)
                return NULL;
            n = n->lhs;
            break;
        case ND_UNARY:
            if (n->op != UO_EXTENSION && n->op != UO_PLUS)
                return NULL;
            n = n->lhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

typedef struct WriteScan {
    Symbol *sym;
    bool writes;
} WriteScan;

static bool names_sym(Node *n, Symbol *s) { return n && n->kind == ND_IDENT && n->sym == s; }

/* A method call whose result reaches its object's data: a section of it, or
 * a pointer into it. */
static bool shares_object_data(const Node *call)
{
    const AmpOpInfo *r = ampop_info(call->ampop);
    return r->form == AF_METHOD && (r->check == CK_SECTION || r->space == SP_GLOBAL);
}

static void scan_writes(Node *n, void *data)
{
    WriteScan *ws = data;
    switch (n->kind) {
    case ND_ASSIGN:
        if (access_root(n->lhs) == ws->sym)
            ws->writes = true;
        break;
    case ND_UNARY:
        if ((node_is_incdec(n) || n->op == UO_ADDR) && access_root(n->lhs) == ws->sym)
            ws->writes = true;
        break;
    case ND_IDENT:
        /* The view itself escapes (into a variable, a call, a return): it may be
         * written through there. Element reads and .extent do not get here. */
        if (n->sym == ws->sym)
            ws->writes = true;
        return;
    case ND_INDEX:
    case ND_CALL:
    case ND_MEMBER:
        if (n->kind == ND_CALL && shares_object_data(n) && names_sym(n->lhs->lhs, ws->sym)) {
            ws->writes = true;   /* v.section(...), v.data(): the same data, writable there */
            break;
        }
        if (names_sym(n->lhs, ws->sym)) {
            /* v[i], v(i, j), v.extent: look at the operands, not at v */
            if (n->rhs)
                scan_writes(n->rhs, ws);
            for (int i = 0; i < n->args.len; i++)
                scan_writes(n->args.items[i], ws);
            return;
        }
        break;
    default:
        break;
    }
    ast_for_each_child(n, AST_WALK_ALL, scan_writes, ws);
}

bool kernel_writes_view(Node *kernel, Symbol *sym)
{
    WriteScan ws = {sym, false};
    scan_writes(kernel->body, &ws);
    return ws.writes;
}

static bool is_view_type(const Type *t)
{
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY);
}

static void build_params(Unit *u, KernelInfo *ki)
{
    CaptureScan cs = {0};
    cs.u = u;
    if (ki->kernel->kparam.sym)
        pset_add(&cs.locals, ki->kernel->kparam.sym);
    collect_locals(ki->kernel->body, &cs);
    collect_uses(ki->kernel->body, &cs);

    ki->local_consts = cs.consts;
    ki->nparams = cs.found.len;
    ki->params = arena_alloc(compiler_arena, (cs.found.len + 1) * sizeof(KernelParam));
    for (int i = 0; i < cs.found.len; i++) {
        Symbol *s = cs.found.items[i];
        KernelParam *p = &ki->params[i];
        p->sym = s;
        p->cl_name = cl_name(u, s->name);
        if (is_view_type(s->type)) {
            p->kind = KP_VIEW;
            p->is_array = s->type->kind == TY_AMP_ARRAY;
            p->access = 1;
            bool const_elem = s->type->base && (s->type->base->quals & Q_CONST);
            if (!const_elem && kernel_writes_view(ki->kernel, s))
                p->access |= 2;
        } else {
            p->kind = KP_VALUE;
        }
    }
}

KernelInfo *kernel_info(Unit *u, int id)
{
    if (kinfo_unit != u) {
        kinfo_unit = u;
        nkinfos = u->kernels.len;
        kinfos = arena_alloc(compiler_arena, (nkinfos + 1) * sizeof(KernelInfo *));
        KernelScan ks = {u, NULL};
        find_pfes(u->tu, &ks);
        for (int i = 0; i < nkinfos; i++) {
            KernelInfo *ki = kinfos[i];
            if (!ki)
                continue;
            const char *fname = ki->func && ki->func->sym ? ki->func->sym->name : "file";
            ki->name = arena_printf(compiler_arena, "%s_k%d", fname, i);
            build_params(u, ki);
        }
    }
    return id >= 0 && id < nkinfos ? kinfos[id] : NULL;
}

/* ------------------------------------------------------------ naming */

/* OpenCL C 1.2 keywords, types and built-in functions a user's C identifier
 * might collide with. Vector types (float4, int16, ...) are matched by pattern. */
static const char *const cl_reserved[] = {
    "kernel", "global", "local", "constant", "private", "read_only", "write_only",
    "read_write", "uniform", "pipe", "half", "bool", "uchar", "ushort", "uint", "ulong",
    "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "image1d_t", "image1d_array_t",
    "image1d_buffer_t", "image2d_t", "image2d_array_t", "image3d_t", "sampler_t", "event_t",
    "quad", "complex", "imaginary", "vec_step", "printf",
    "get_work_dim", "get_global_size", "get_global_id", "get_local_size", "get_local_id",
    "get_num_groups", "get_group_id", "get_global_offset", "barrier", "mem_fence",
    "read_mem_fence", "write_mem_fence", "async_work_group_copy",
    "async_work_group_strided_copy", "wait_group_events", "prefetch",
    "dot", "cross", "length", "distance", "normalize", "fast_length", "fast_distance",
    "fast_normalize", "clamp", "mix", "step", "smoothstep", "sign", "degrees", "radians",
    "min", "max", "mad", "mad24", "mul24", "mad_hi", "mad_sat", "mul_hi", "rotate",
    "upsample", "popcount", "clz", "abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd",
    "select", "bitselect", "any", "all", "isequal", "isnotequal", "isgreater",
    "isgreaterequal", "isless", "islessequal", "islessgreater", "isfinite", "isinf",
    "isnan", "isnormal", "isordered", "isunordered", "signbit", "shuffle", "shuffle2",
    "rsqrt", "powr", "pown", "rootn", "sincos", "fract", "maxmag", "minmag", "nan",
    "atomic_add", "atomic_sub", "atomic_xchg", "atomic_inc", "atomic_dec", "atomic_cmpxchg",
    "atomic_min", "atomic_max", "atomic_and", "atomic_or", "atomic_xor",
    "read_imagef", "read_imagei", "read_imageui", "write_imagef", "write_imagei",
    "write_imageui", "get_image_width", "get_image_height", "get_image_depth",
    "CLK_LOCAL_MEM_FENCE", "CLK_GLOBAL_MEM_FENCE",
    NULL,
};

static bool is_cl_type_name(const char *name)
{
    static const char *const scalars[] = {"char", "uchar", "short", "ushort", "int", "uint",
                                          "long", "ulong", "float", "double", "half", NULL};
    for (int i = 0; scalars[i]; i++) {
        size_t n = strlen(scalars[i]);
        if (strncmp(name, scalars[i], n) == 0) {
            const char *w = name + n;
            if (!*w || !strcmp(w, "2") || !strcmp(w, "3") || !strcmp(w, "4") || !strcmp(w, "8") ||
                !strcmp(w, "16"))
                return true;
        }
    }
    return false;
}

/* Families of built-ins: vector types, convert_T / as_T, vloadN / vstoreN,
 * half_F / native_F of the math functions, atom_*, and our own ampcc_ prefix. */
static bool is_vector_or_prefixed(const char *name)
{
    static const char *const prefixes[] = {"convert_", "vload", "vstore", "atom_", "ampcc_", NULL};
    static const char *const relaxed[] = {"cos", "divide", "exp", "exp2", "exp10", "log",
                                          "log2", "log10", "powr", "recip", "rsqrt", "sin",
                                          "sqrt", "tan", NULL};
    for (int i = 0; prefixes[i]; i++)
        if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0)
            return true;
    if (strncmp(name, "as_", 3) == 0 && is_cl_type_name(name + 3))
        return true;
    const char *fn = !strncmp(name, "half_", 5) ? name + 5 : !strncmp(name, "native_", 7) ? name + 7
                                                                                         : NULL;
    for (int i = 0; fn && relaxed[i]; i++)
        if (!strcmp(fn, relaxed[i]))
            return true;
    return strcmp(name, "char") && strcmp(name, "short") && strcmp(name, "int") &&
           strcmp(name, "long") && strcmp(name, "float") && strcmp(name, "double") &&
           is_cl_type_name(name);
}

static bool in_reserved_list(const char *name)
{
    for (int i = 0; cl_reserved[i]; i++)
        if (!strcmp(cl_reserved[i], name))
            return true;
    return false;
}

/* NAME_meta is how a captured view's meta parameter is named. */
static bool ends_with_meta(const char *name)
{
    size_t n = strlen(name);
    return n > 5 && !strcmp(name + n - 5, "_meta");
}

static bool cl_is_reserved(const char *name)
{
    return in_reserved_list(name) || is_vector_or_prefixed(name) || ends_with_meta(name);
}

/* Every identifier spelled in the unit, so a renamed name cannot collide. */
typedef struct NameSet {
    const char **names;
    int cap, len;
} NameSet;

static unsigned str_hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static bool nameset_has(NameSet *ns, const char *name)
{
    if (!ns->cap)
        return false;
    for (unsigned i = str_hash(name) & (ns->cap - 1); ns->names[i]; i = (i + 1) & (ns->cap - 1))
        if (!strcmp(ns->names[i], name))
            return true;
    return false;
}

static void nameset_add(NameSet *ns, const char *name)
{
    if (!name || nameset_has(ns, name))
        return;
    if ((ns->len + 1) * 2 > ns->cap) {
        NameSet bigger = {0};
        bigger.cap = ns->cap ? ns->cap * 2 : 256;
        bigger.names = arena_alloc(compiler_arena, bigger.cap * sizeof(char *));
        for (int i = 0; i < ns->cap; i++)
            if (ns->names[i])
                nameset_add(&bigger, ns->names[i]);
        *ns = bigger;
    }
    unsigned i = str_hash(name) & (ns->cap - 1);
    while (ns->names[i])
        i = (i + 1) & (ns->cap - 1);
    ns->names[i] = name;
    ns->len++;
}

static NameSet unit_names;
static Unit *names_unit;

static void collect_names(Node *n, void *data)
{
    NameSet *ns = data;
    if (n->kind == ND_IDENT || n->kind == ND_MEMBER)
        nameset_add(ns, n->name);
    if ((n->kind == ND_DECL || n->kind == ND_FUNCDEF) && n->sym)
        nameset_add(ns, n->sym->name);
    if (n->kind == ND_FUNCDEF && n->type && n->type->kind == TY_FUNC)
        for (int i = 0; i < n->type->nparams; i++)
            nameset_add(ns, n->type->params[i].name);
    if (n->kind == ND_KERNEL)
        nameset_add(ns, n->kparam.name);
    ast_for_each_child(n, AST_WALK_ALL, collect_names, ns);
}

const char *cl_name(Unit *u, const char *name)
{
    if (!name)
        return name;
    if (names_unit != u) {
        names_unit = u;
        memset(&unit_names, 0, sizeof unit_names);
        collect_names(u->tu, &unit_names);
    }
    if (!cl_is_reserved(name))
        return name;
    /* A user's own ampcc_ name moves out of the generated names' prefix. */
    const char *candidate = !strncmp(name, "ampcc_", 6) ? arena_printf(compiler_arena, "u%s", name)
                                                        : name;
    /* Append '_' until the name is free. Only the exact-name list is checked
     * again: no built-in family member ends in '_'. */
    do
        candidate = arena_printf(compiler_arena, "%s_", candidate);
    while (nameset_has(&unit_names, candidate) || in_reserved_list(candidate));
    return candidate;
}

/* ------------------------------------------------------------ line mapping */

/* For each physical line of the preprocessed text: its start offset and the
 * original file/line it stands for. */
typedef struct LineMap {
    Unit *u;
    int n;
    int *start;
    int *line;
    const char **file;
} LineMap;
static LineMap lmap;

/* Parses `# 12 "file.c" flags` / `#line 12 "file.c"`; returns false if not a marker. */
static bool parse_marker(const char *p, const char *end, int *line, const char **file)
{
    if (p >= end || *p != '#')
        return false;
    p++;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (end - p >= 4 && !strncmp(p, "line", 4))
        p += 4;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (p >= end || *p < '0' || *p > '9')
        return false;
    *line = (int)strtol(p, NULL, 10);
    while (p < end && *p >= '0' && *p <= '9')
        p++;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (p < end && *p == '"') {
        const char *q = ++p;
        while (q < end && *q != '"' && *q != '\n') {
            if (*q == '\\')
                q++;
            q++;
        }
        *file = arena_strndup(compiler_arena, p, q - p);
    }
    return true;
}

static void build_line_map(Unit *u)
{
    lmap.u = u;
    int cap = 1024;
    lmap.n = 0;
    lmap.start = malloc(cap * sizeof(int));
    lmap.line = malloc(cap * sizeof(int));
    lmap.file = malloc(cap * sizeof(char *));
    const char *text = u->text, *end = u->text + u->text_len;
    int line = 1;
    const char *file = u->main_file;
    for (const char *p = text; p < end;) {
        const char *nl = memchr(p, '\n', end - p);
        const char *eol = nl ? nl : end;
        if (lmap.n == cap) {
            cap *= 2;
            lmap.start = realloc(lmap.start, cap * sizeof(int));
            lmap.line = realloc(lmap.line, cap * sizeof(int));
            lmap.file = realloc(lmap.file, cap * sizeof(char *));
        }
        lmap.start[lmap.n] = (int)(p - text);
        lmap.line[lmap.n] = line;
        lmap.file[lmap.n] = file;
        lmap.n++;
        int mline;
        const char *mfile = file;
        if (parse_marker(p, eol, &mline, &mfile)) {
            line = mline;
            file = mfile;
        } else {
            line++;
        }
        p = nl ? nl + 1 : end;
    }
}

int text_line_at(Unit *u, int off, const char **file)
{
    if (lmap.u != u)
        build_line_map(u);
    int lo = 0, hi = lmap.n - 1;
    if (hi < 0) {
        *file = u->main_file;
        return 1;
    }
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (lmap.start[mid] <= off)
            lo = mid;
        else
            hi = mid - 1;
    }
    *file = lmap.file[lo];
    return lmap.line[lo];
}

/* ------------------------------------------------------------ constants */

bool emit_fold_int(Node *n, long long *out)
{
    long long a, b;
    if (!n)
        return false;
    switch (n->kind) {
    case ND_INT_LIT: case ND_CHAR_LIT:
        *out = n->ival;
        return true;
    case ND_IDENT:
        if (n->sym && n->sym->kind == SYM_ENUM_CONST) {
            *out = n->sym->enum_value;
            return true;
        }
        if (n->sym && n->sym->has_const_value) {
            *out = n->sym->const_value;
            return true;
        }
        return false;
    case ND_CAST:
        return emit_fold_int(n->lhs, out);
    case ND_UNARY:
        if (!emit_fold_int(n->lhs, &a))
            return false;
        switch (n->op) {
        case UO_PLUS: *out = a; return true;
        case UO_NEG: *out = -a; return true;
        case UO_BITNOT: *out = ~a; return true;
        case UO_NOT: *out = !a; return true;
        default: return false;
        }
    case ND_BINARY:
        if (!emit_fold_int(n->lhs, &a) || !emit_fold_int(n->rhs, &b))
            return false;
        switch (n->op) {
        case BO_ADD: *out = a + b; return true;
        case BO_SUB: *out = a - b; return true;
        case BO_MUL: *out = a * b; return true;
        case BO_DIV: if (!b) return false; *out = a / b; return true;
        case BO_MOD: if (!b) return false; *out = a % b; return true;
        case BO_SHL: *out = a << b; return true;
        case BO_SHR: *out = a >> b; return true;
        case BO_BITAND: *out = a & b; return true;
        case BO_BITOR: *out = a | b; return true;
        case BO_BITXOR: *out = a ^ b; return true;
        default: return false;
        }
    default:
        return false;
    }
}

bool kernel_has_aliased_variant(const KernelInfo *ki)
{
    int views = 0;
    for (int i = 0; ki && i < ki->nparams; i++)
        views += ki->params[i].kind == KP_VIEW;
    return views >= 2;
}
