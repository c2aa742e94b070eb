/* library.c - the runtime library's declarations (see library.h). */
#include "library.h"

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

const char *library_struct_name(const Type *t)
{
    return library_is_future(t) ? library_future_type()->typedef_name : NULL;
}

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
    case LN_COMPLETION_FUTURE:
        return library_future_type();
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
    }
    return NULL;
}
