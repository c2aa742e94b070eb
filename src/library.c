/* library.c - the runtime library's declarations (see library.h). */
#include "library.h"

#include <string.h>

/* The kinds of amp_error: the values of ampcc_runtime.h's AMPCC_* kinds. */
static const char *const error_kinds[] = {
    "amp_invalid_compute_domain", "amp_out_of_memory", "amp_accelerator_view_removed",
    "amp_unsupported_feature", "amp_runtime_exception",
};

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

/* struct ampcc_future { void *event; }: completion_future, as far as
 * accelerator_view's create_marker() needs it. */
Type *library_future_type(void)
{
    static Type *t;
    if (!t)
        t = spelled_type(runtime_struct("ampcc_future", member("event", pointer_to(ty_void), NULL)),
                         "completion_future");
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

/* queuing_mode_immediate, queuing_mode_automatic: ampcc_runtime.h's values. */
static Symbol *queuing_mode_symbol(const char *name)
{
    int value = !strcmp(name, "queuing_mode_immediate") ? 0 : !strcmp(name, "queuing_mode_automatic") ? 1 : -1;
    Symbol *s;
    if (value < 0)
        return NULL;
    s = new_library_symbol(SYM_ENUM_CONST, name, ty_int);
    s->enum_value = value;
    return s;
}

static Symbol *accelerator_symbol(const char *name)
{
    if (!strcmp(name, "accelerator"))
        return new_library_symbol(SYM_TYPEDEF, name, accelerator_type());
    if (!strcmp(name, "accelerator_view"))
        return new_library_symbol(SYM_TYPEDEF, name, library_view_type());
    if (!strcmp(name, "accelerator_default_accelerator") || !strcmp(name, "accelerator_cpu_accelerator"))
        return new_library_symbol(SYM_VAR, name, type_qualified(const_string(), Q_CONST));
    if (!strcmp(name, "accelerator_get_all"))
        return new_library_symbol(SYM_FUNC, name, function(ty_int, 2, pointer_to(accelerator_type()), ty_int));
    if (!strcmp(name, "accelerator_set_default"))
        return new_library_symbol(SYM_FUNC, name, function(ty_int, 1, const_string(), NULL));
    return NULL;
}

static Symbol *error_symbol(const char *name)
{
    if (!strcmp(name, "amp_error"))
        return new_library_symbol(SYM_TYPEDEF, name, error_struct());
    if (!strcmp(name, "amp_set_error_handler"))
        return new_library_symbol(SYM_FUNC, name, function(ty_void, 2, handler_type(),
                                                           pointer_to(ty_void)));
    if (!strcmp(name, "amp_last_error"))
        return new_library_symbol(SYM_FUNC, name, function(pointer_to(type_qualified(
                                  error_struct(), Q_CONST)), 0, NULL, NULL));
    if (!strcmp(name, "amp_clear_error"))
        return new_library_symbol(SYM_FUNC, name, function(ty_void, 0, NULL, NULL));
    for (int k = 0; k < (int)(sizeof error_kinds / sizeof error_kinds[0]); k++)
        if (!strcmp(name, error_kinds[k])) {
            Symbol *s = new_library_symbol(SYM_ENUM_CONST, name, ty_int);
            s->enum_value = k + 1;
            return s;
        }
    return NULL;
}

/* Every name library_symbol knows (the scans test a word against these
 * without making a Symbol). */
static const char *const library_names[] = {
    "amp_error", "amp_set_error_handler", "amp_last_error", "amp_clear_error",
    "amp_invalid_compute_domain", "amp_out_of_memory", "amp_accelerator_view_removed",
    "amp_unsupported_feature", "amp_runtime_exception",
    "accelerator", "accelerator_view", "accelerator_get_all", "accelerator_set_default",
    "accelerator_default_accelerator", "accelerator_cpu_accelerator",
    "completion_future", "queuing_mode_immediate", "queuing_mode_automatic",
};

bool library_may_name(const char *word, int len)
{
    for (int i = 0; i < (int)(sizeof library_names / sizeof library_names[0]); i++)
        if ((int)strlen(library_names[i]) == len && !strncmp(word, library_names[i], (size_t)len))
            return true;
    return false;
}

Symbol *library_symbol(const char *name, unsigned *group)
{
    Symbol *s = NULL;
    if (!strncmp(name, "amp_", 4) && (s = error_symbol(name)) != NULL)
        *group = LIB_ERRORS;
    else if (!strncmp(name, "accelerator", 11) && (s = accelerator_symbol(name)) != NULL)
        *group = LIB_ACCELERATOR;
    else if (!strncmp(name, "queuing_mode_", 13) && (s = queuing_mode_symbol(name)) != NULL)
        *group = LIB_ACCELERATOR;
    else if (!strcmp(name, "completion_future"))
        s = new_library_symbol(SYM_TYPEDEF, name, library_future_type()), *group = LIB_ACCELERATOR;
    return s;
}

const char *library_group_macro(LibGroup g)
{
    switch (g) {
    case LIB_ERRORS:
        return "AMPCC_LIBRARY_ERRORS";
    case LIB_ACCELERATOR:
        return "AMPCC_LIBRARY_ACCELERATOR";
    }
    return NULL;
}
