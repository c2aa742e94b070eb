/* emit_common.c - helpers shared by emit_opencl.c and emit_host.c (see emit_common.h). */
#include <limits.h>
#include "emit_common.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

char *buf_take(Buf *b)
{
    if (!b->s)
        buf_put(b, "", 0);
    char *s = b->s;
    *b = (Buf){0};
    return s;
}

void buf_prepend(Buf *b, const char *s)
{
    int n = (int)strlen(s), len = b->len;
    buf_put(b, s, n);   /* grows b by n */
    memmove(b->s + n, b->s, (size_t)len);
    memcpy(b->s, s, (size_t)n);
}

Buf buf_adopt(char *s)
{
    int len = (int)strlen(s);
    return (Buf){ .s = s, .len = len, .cap = len + 1 };
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

/* What the emitters work out once per unit, kept on it (Unit.emit_cache). */
typedef struct LineMap {
    int n;
    int *start;
    int *line;
    const char **file;
} LineMap;

struct EmitCache {
    KernelInfo **kinfos;      /* by kernel id; NULL until kernel_info first runs */
    int nkinfos;
    HashMap names;            /* every identifier spelled in the unit (cl_name) */
    bool names_collected;
    LineMap lines;            /* text_line_at */
    bool lines_built;
};

static EmitCache *cache_of(Unit *u)
{
    if (!u->emit_cache)
        u->emit_cache = NEW(EmitCache);
    return u->emit_cache;
}

static void find_pfes(Node *n, void *data)
{
    KernelScan *ks = data;
    Node *saved = ks->func;
    if (n->kind == ND_FUNCDEF)
        ks->func = n;
    if (n->kind == ND_PFE && n->rhs && n->rhs->kind == ND_KERNEL) {
        int id = n->rhs->id;
        EmitCache *ec = ks->u->emit_cache;
        if (id >= 0 && id < ec->nkinfos && !ec->kinfos[id]) {
            KernelInfo *ki = NEW(KernelInfo);
            ki->kernel = n->rhs;
            ki->pfe = n;
            ki->func = ks->func;
            ec->kinfos[id] = ki;
        }
    }
    ast_for_each_child(n, AST_WALK_ALL, find_pfes, ks);
    ks->func = saved;
}

static bool is_view_type(const Type *t)
{
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY);
}

/* The parameters are the captures sema recorded, in its order; their access
 * is what sema decided the body writes (sema_writes.c). */
static void build_params(Unit *u, KernelInfo *ki)
{
    PtrVec *captured = &ki->kernel->kblock->captured;
    ki->local_consts = ki->kernel->kblock->const_uses;
    ki->nparams = captured->len;
    ki->params = arena_alloc(compiler_arena, (captured->len + 1) * sizeof(KernelParam));
    for (int i = 0; i < captured->len; i++) {
        CapturedVar *cv = captured->items[i];
        KernelParam *p = &ki->params[i];
        p->sym = cv->sym;
        p->cl_name = cl_name(u, cv->sym->name);
        if (is_view_type(cv->sym->type)) {
            p->kind = KP_VIEW;
            p->is_array = cv->sym->type->kind == TY_AMP_ARRAY;
            p->access = cv->written ? 3 : 1;
        } else {
            p->kind = KP_VALUE;
        }
    }
}

KernelInfo *kernel_info(Unit *u, int id)
{
    EmitCache *ec = cache_of(u);
    if (!ec->kinfos) {
        ec->nkinfos = u->kernels.len;
        ec->kinfos = arena_alloc(compiler_arena, (ec->nkinfos + 1) * sizeof(KernelInfo *));
        KernelScan ks = {u, NULL};
        find_pfes(u->tu, &ks);
        for (int i = 0; i < ec->nkinfos; i++) {
            KernelInfo *ki = ec->kinfos[i];
            if (!ki)
                continue;
            const char *fname = ki->func && ki->func->sym ? ki->func->sym->name : "file";
            ki->name = arena_printf(compiler_arena, "%s_k%d", fname, i);
            build_params(u, ki);
        }
    }
    return id >= 0 && id < ec->nkinfos ? ec->kinfos[id] : NULL;
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
static void name_add(HashMap *names, const char *name)
{
    if (name)
        hash_put_str(names, name, (int)strlen(name), (void *)name);
}

static bool name_taken(HashMap *names, const char *name)
{
    return hash_has_str(names, name, (int)strlen(name));
}

static void collect_names(Node *n, void *data)
{
    HashMap *ns = data;
    if (n->kind == ND_IDENT || n->kind == ND_MEMBER)
        name_add(ns, n->name);
    if ((n->kind == ND_DECL || n->kind == ND_FUNCDEF) && n->sym)
        name_add(ns, n->sym->name);
    if (n->kind == ND_FUNCDEF && n->type && n->type->kind == TY_FUNC)
        for (int i = 0; i < n->type->nparams; i++)
            name_add(ns, n->type->params[i].name);
    if (n->kind == ND_KERNEL)
        name_add(ns, n->kblock->kparam.name);
    ast_for_each_child(n, AST_WALK_ALL, collect_names, ns);
}

const char *cl_name(Unit *u, const char *name)
{
    if (!name)
        return name;
    EmitCache *ec = cache_of(u);
    if (!ec->names_collected) {
        ec->names_collected = true;
        collect_names(u->tu, &ec->names);
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
    while (name_taken(&ec->names, candidate) || in_reserved_list(candidate));
    return candidate;
}

/* ------------------------------------------------------------ line mapping */

/* For each physical line of the preprocessed text: its start offset and the
 * original file/line it stands for. */

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

static void build_line_map(Unit *u, LineMap *lm)
{
    int cap = 1024;
    lm->n = 0;
    lm->start = malloc(cap * sizeof(int));
    lm->line = malloc(cap * sizeof(int));
    lm->file = malloc(cap * sizeof(char *));
    const char *text = u->text, *end = u->text + u->text_len;
    int line = 1;
    const char *file = u->main_file;
    for (const char *p = text; p < end;) {
        const char *nl = memchr(p, '\n', end - p);
        const char *eol = nl ? nl : end;
        if (lm->n == cap) {
            cap *= 2;
            lm->start = realloc(lm->start, cap * sizeof(int));
            lm->line = realloc(lm->line, cap * sizeof(int));
            lm->file = realloc(lm->file, cap * sizeof(char *));
        }
        lm->start[lm->n] = (int)(p - text);
        lm->line[lm->n] = line;
        lm->file[lm->n] = file;
        lm->n++;
        int mline;
        const char *mfile = file;
        if (parse_marker(p, eol, &mline, &mfile)) {
            line = mline;
            file = mfile;
        } else if (line < INT_MAX) {   /* saturates after #line 2147483647, as the lexer does */
            line++;
        }
        p = nl ? nl + 1 : end;
    }
}

int text_line_at(Unit *u, int off, const char **file)
{
    EmitCache *ec = cache_of(u);
    LineMap *lm = &ec->lines;
    if (!ec->lines_built) {
        ec->lines_built = true;
        build_line_map(u, lm);
    }
    int lo = 0, hi = lm->n - 1;
    if (hi < 0) {
        *file = u->main_file;
        return 1;
    }
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (lm->start[mid] <= off)
            lo = mid;
        else
            hi = mid - 1;
    }
    *file = lm->file[lo];
    return lm->line[lo];
}

bool kernel_has_aliased_variant(const KernelInfo *ki)
{
    int views = 0;
    for (int i = 0; ki && i < ki->nparams; i++)
        views += ki->params[i].kind == KP_VIEW;
    return views >= 2;
}

/* The suffix of a short vector operator helper (ampcc_float_4_add, ...), in
 * the host C and in OpenCL C alike; == and != share "eq". */
const char *vector_op_name(int op)
{
    switch (op) {
    case BO_ADD: return "add";
    case BO_SUB: return "sub";
    case BO_MUL: return "mul";
    case BO_DIV: return "div";
    case BO_MOD: return "mod";
    case BO_BITAND: return "and";
    case BO_BITOR: return "or";
    case BO_BITXOR: return "xor";
    case BO_SHL: return "shl";
    case BO_SHR: return "shr";
    default: return "eq";
    }
}
