/* library.c - the runtime library's declarations (see library.h). */
#include "library.h"

#include <string.h>

static Symbol *new_library_symbol(SymKind kind, const char *name, Type *t)
{
    Symbol *s = NEW(Symbol);
    s->kind = kind;
    s->name = name;
    s->type = t;
    s->is_global = true;
    s->storage = kind == SYM_TYPEDEF ? ST_TYPEDEF : ST_EXTERN;
    s->restrict_mask = RESTRICT_CPU;
    return s;
}

static Member *member(const char *name, Type *t, Member *next)
{
    Member *m = NEW(Member);
    m->name = name;
    m->type = t;
    m->bit_width = -1;
    m->next = next;
    return m;
}

static Type *const_string(void)
{
    return pointer_to(type_qualified(ty_char, Q_CONST));
}

/* A complete struct of ampcc_runtime.h (tag `name`), laid out as the host
 * compiler lays it out. */
static Tag *runtime_struct(const char *name, Member *members)
{
    Tag *tag = NEW(Tag);
    tag->kind = TY_STRUCT;
    tag->name = name;
    tag->members = members;
    tag->complete = true;
    tag->id = -1;
    layout_tag(tag);
    return tag;
}

/* The struct's type as the program spells it: `typedef_name`. */
static Type *spelled_type(Tag *tag, const char *typedef_name)
{
    Type *t = NEW(Type);
    t->kind = TY_STRUCT;
    t->tag = tag;
    t->size = tag->size;
    t->align = tag->align;
    t->typedef_name = typedef_name;
    return t;
}

/* struct ampcc_error { int kind; const char *message; const char *file; int line; } */
static Type *error_struct(void)
{
    static Type *t;
    if (!t)
        t = spelled_type(runtime_struct("ampcc_error", member("kind", ty_int, member("message",
                         const_string(), member("file", const_string(), member("line", ty_int, NULL))))),
                         "amp_error");
    return t;
}

static Type *function(Type *ret, int nparams, Type *p0, Type *p1)
{
    Type *f = func_type(ret);
    Type *params[2] = {p0, p1};
    f->nparams = nparams;
    f->params = arena_alloc(compiler_arena, sizeof(Param) * (size_t)(nparams ? nparams : 1));
    for (int i = 0; i < nparams; i++)
        f->params[i].type = params[i];
    f->restrict_mask = RESTRICT_CPU;
    return f;
}

/* void (*)(const amp_error *, void *) */
static Type *handler_type(void)
{
    return pointer_to(function(ty_void, 2, pointer_to(type_qualified(error_struct(), Q_CONST)),
                               pointer_to(ty_void)));
}

/* struct ampcc_accelerator of ampcc_runtime.h; the user's spelling is
 * `accelerator` (LANGUAGE.md section 10). */
static Tag *accelerator_tag(void)
{
    static Tag *tag;
    Type *cstr = const_string();
    if (!tag)
        tag = runtime_struct("ampcc_accelerator",
            member("id", ty_int, member("device_path", cstr, member("description", cstr,
            member("version", ty_uint, member("dedicated_memory", ty_ullong, member("is_emulated", ty_int,
            member("supports_double_precision", ty_int, member("supports_limited_double_precision", ty_int,
            member("supports_cpu_shared_memory", ty_int, NULL))))))))));
    return tag;
}

static Type *accelerator_type(void)
{
    static Type *t;
    if (!t)
        t = spelled_type(accelerator_tag(), "accelerator");
    return t;
}

bool library_is_accelerator(const Type *t)
{
    return t && t->kind == TY_STRUCT && t->tag == accelerator_tag();
}

/* struct ampcc_future { unsigned long long id; }, spelled `completion_future` */
static Tag *future_tag(void)
{
    static Tag *tag;
    if (!tag)
        tag = runtime_struct("ampcc_future", member("id", ty_ullong, NULL));
    return tag;
}

Type *library_future_type(void)
{
    static Type *t;
    if (!t)
        t = spelled_type(future_tag(), "completion_future");
    return t;
}

bool library_is_future(const Type *t)
{
    return t && t->kind == TY_STRUCT && t->tag == future_tag();
}

/* struct ampcc_accelerator_view { int id; int queuing_mode; ampcc_accelerator accelerator; } */
Type *library_view_type(void)
{
    static Type *t;
    if (!t)
        t = spelled_type(runtime_struct("ampcc_accelerator_view", member("id", ty_int,
                         member("queuing_mode", ty_int, member("accelerator", accelerator_type(), NULL)))),
                         "accelerator_view");
    return t;
}

const char *library_type_name(const Type *t)
{
    if (!t || t->kind != TY_STRUCT)
        return NULL;
    if (t->tag == accelerator_tag())
        return "accelerator";
    if (t->tag == library_view_type()->tag)
        return "accelerator_view";
    if (t->tag == library_future_type()->tag)
        return "completion_future";
    return NULL;
}

static bool is_view_of_device(const Node *a)
{
    return a && a->type && a->type->kind == TY_STRUCT && a->type->tag == library_view_type()->tag;
}

int library_trailing_views(const PtrVec *args)
{
    int n = 0;
    while (n < 2 && n < args->len && is_view_of_device(args->items[args->len - 1 - n]))
        n++;
    return n;
}

static Type *vector_type(int kind, int n);

/* The C type of library row n (a typedef's type, a function's prototype). */
static Type *declared_type(LibName n)
{
    switch (n) {
    case LN_ACCELERATOR:
        return accelerator_type();
    case LN_ACCELERATOR_GET_ALL:
        return function(ty_int, 2, pointer_to(accelerator_type()), ty_int);
    case LN_ACCELERATOR_SET_DEFAULT:
        return function(ty_int, 1, const_string(), NULL);
    case LN_ACCELERATOR_VIEW:
        return library_view_type();
    case LN_ACCELERATOR_DEFAULT_ACCELERATOR: case LN_ACCELERATOR_CPU_ACCELERATOR:
        return type_qualified(const_string(), Q_CONST);
    case LN_QUEUING_MODE_IMMEDIATE: case LN_QUEUING_MODE_AUTOMATIC:
        return ty_int;
    case LN_COMPLETION_FUTURE:
        return library_future_type();
    case LN_INT_2: case LN_INT_3: case LN_INT_4: case LN_UINT_2: case LN_UINT_3: case LN_UINT_4: case LN_FLOAT_2: case LN_FLOAT_3: case LN_FLOAT_4: case LN_DOUBLE_2: case LN_DOUBLE_3: case LN_DOUBLE_4:
    case LN_NORM: case LN_NORM_2: case LN_NORM_3: case LN_NORM_4:
    case LN_UNORM: case LN_UNORM_2: case LN_UNORM_3: case LN_UNORM_4:
        return vector_type(libname_table[n].value / 10, libname_table[n].value % 10);
    case LN_AMP_ERROR:
        return error_struct();
    case LN_AMP_SET_ERROR_HANDLER:
        return function(ty_void, 2, handler_type(), pointer_to(ty_void));
    case LN_AMP_LAST_ERROR:
        return function(pointer_to(type_qualified(error_struct(), Q_CONST)), 0, NULL, NULL);
    case LN_AMP_CLEAR_ERROR:
        return function(ty_void, 0, NULL, NULL);
    case LN_AMP_INVALID_COMPUTE_DOMAIN: case LN_AMP_OUT_OF_MEMORY: case LN_AMP_ACCELERATOR_VIEW_REMOVED:
    case LN_AMP_UNSUPPORTED_FEATURE: case LN_AMP_RUNTIME_EXCEPTION:
        return ty_int;
    case LN_NONE: case LN_COUNT:
        break;
    }
    return NULL;
}

/* ---- short vector types (LANGUAGE.md section 10): int_N, uint_N, float_N,
 * double_N for N = 2, 3, 4, structs of N components x, y, z, w laid out as
 * C++ AMP lays them out (int_3 is 12 bytes), ampcc_runtime.h's
 * ampcc_T_N under the program's spelling T_N. */

static const char *const vector_members[4] = {"x", "y", "z", "w"};

typedef struct VectorKind {
    const char *prefix;   /* int_, uint_, float_, double_, norm_, unorm_ */
    Type **scalar;
} VectorKind;

enum { KIND_NORM = 4 };   /* the kinds from here on are norm (4) and unorm (5) */

/* norm and unorm: float with Type.norm saying which range it is kept in. */
static Type *norm_type(int kind)
{
    static Type *types[2];
    int k = kind - KIND_NORM;
    if (!types[k]) {
        types[k] = type_copy(ty_float);
        types[k]->typedef_name = k ? "unorm" : "norm";
        types[k]->norm = (unsigned char)(k + 1);
    }
    return types[k];
}

static Type *vector_type(int kind, int n)
{
    static Type *types[6][5];
    static const VectorKind kinds[4] = {{"int", &ty_int}, {"uint", &ty_uint}, {"float", &ty_float},
                                        {"double", &ty_double}};
    if (n == 1)
        return norm_type(kind);
    if (!types[kind][n]) {
        Type *scalar = kind >= KIND_NORM ? norm_type(kind) : *kinds[kind].scalar;
        Member *m = NULL;
        for (int k = n - 1; k >= 0; k--)
            m = member(vector_members[k], scalar, m);
        const char *prefix = kind >= KIND_NORM ? scalar->typedef_name : kinds[kind].prefix;
        const char *spelled = arena_printf(compiler_arena, "%s_%d", prefix, n);
        types[kind][n] = spelled_type(runtime_struct(arena_printf(compiler_arena, "ampcc_%s", spelled), m),
                                      spelled);
        types[kind][n]->tag->vector_length = n;
    }
    return types[kind][n];
}

/* The vector type with t's components and n of them (n == 1: the component type). */
Type *library_vector_like(const Type *t, int n)
{
    Type *c = t->tag->members->type;
    if (n == 1)
        return c;
    int kind = c->norm ? KIND_NORM - 1 + c->norm : c->kind == TY_INT ? 0 : c->kind == TY_UINT ? 1
             : c->kind == TY_FLOAT ? 2 : 3;
    return vector_type(kind, n);
}

int library_norm(const Type *t)
{
    return t ? t->norm : 0;
}

Type *library_norm_type(int norm)
{
    return norm_type(KIND_NORM - 1 + norm);
}

bool library_constructible(const Type *t)
{
    return library_vector_length(t) > 0 || library_norm(t);
}

int library_vector_length(const Type *t)
{
    return t && t->kind == TY_STRUCT && t->tag ? t->tag->vector_length : 0;
}

/* A word the scans meet is the library's when it names an AMPLIB row (the
 * table's names, no Symbol made). */
bool library_may_name(const char *word, int len)
{
    /* the first letter before the length: amp_scan asks this of most words
     * of every plain C file a build compiles */
    for (int n = LN_NONE + 1; n < LN_COUNT; n++)
        if (len > 0 && libname_table[n].name[0] == word[0] && (int)strlen(libname_table[n].name) == len &&
            !strncmp(word, libname_table[n].name, (size_t)len))
            return true;
    return false;
}

Symbol *library_symbol(const char *name, unsigned *group)
{
    LibName n = libname_lookup(name);
    if (!n)
        return NULL;
    const LibNameInfo *row = &libname_table[n];
    Symbol *s = new_library_symbol(row->kind, row->name, declared_type(n));
    s->enum_value = row->value;
    *group = row->group;
    return s;
}

const char *library_group_macro(LibGroup g)
{
    switch (g) {
    case LIB_ERRORS:
        return "AMPCC_LIBRARY_ERRORS";
    case LIB_ACCELERATOR:
        return "AMPCC_LIBRARY_ACCELERATOR";
    case LIB_FUTURE:
        return "AMPCC_LIBRARY_FUTURE";
    case LIB_SHORT_VECTORS:
        return "AMPCC_LIBRARY_SHORT_VECTORS";
    case LIB_NORM:
        return "AMPCC_LIBRARY_NORM";
    }
    return NULL;
}
