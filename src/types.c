/* types.c - Type objects: the shared basic types, constructors, queries, the
 * x86-64 System V layout of structs and unions (bit-fields, packed), and the
 * spelling of a type in diagnostics. */
#include <stdio.h>
#include <string.h>

#include "ast.h"

#define BASIC(var, k, sz, al, uns) \
    static Type var##_obj = {.kind = k, .size = sz, .align = al, .is_unsigned = uns}; \
    Type *var = &var##_obj;

BASIC(ty_void, TY_VOID, 1, 1, false)
BASIC(ty_bool, TY_BOOL, 1, 1, true)
BASIC(ty_char, TY_CHAR, 1, 1, false)
BASIC(ty_schar, TY_SCHAR, 1, 1, false)
BASIC(ty_uchar, TY_UCHAR, 1, 1, true)
BASIC(ty_short, TY_SHORT, 2, 2, false)
BASIC(ty_ushort, TY_USHORT, 2, 2, true)
BASIC(ty_int, TY_INT, 4, 4, false)
BASIC(ty_uint, TY_UINT, 4, 4, true)
BASIC(ty_long, TY_LONG, 8, 8, false)
BASIC(ty_ulong, TY_ULONG, 8, 8, true)
BASIC(ty_llong, TY_LLONG, 8, 8, false)
BASIC(ty_ullong, TY_ULLONG, 8, 8, true)
BASIC(ty_float, TY_FLOAT, 4, 4, false)
BASIC(ty_double, TY_DOUBLE, 8, 8, false)
BASIC(ty_ldouble, TY_LDOUBLE, 16, 16, false)
BASIC(ty_unknown, TY_UNKNOWN, -1, 1, false)

Type *type_copy(Type *t)
{
    Type *c = NEW(Type);
    *c = *t;
    c->written_checked = false;   /* a copy is a type of its own, checked where written */
    return c;
}

Type *type_qualified(Type *t, unsigned quals)
{
    if ((t->quals | quals) == t->quals)
        return t;
    Type *c = type_copy(t);
    c->quals |= quals;
    return c;
}

Type *type_plain(Type *t)
{
    if (!t->typedef_name && !t->quals)
        return t;
    Type *c = type_copy(t);
    c->typedef_name = NULL;
    c->quals = 0;
    return c;
}

Type *pointer_to(Type *base)
{
    Type *t = NEW(Type);
    t->kind = TY_PTR;
    t->size = 8;
    t->align = 8;
    t->is_unsigned = true;
    t->base = base;
    return t;
}

/* The size of LEN elements of ELEM_SIZE bytes, or -1 when either is unknown
 * or the product does not fit a long (sema then reports the array as too
 * large, as gcc does). */
long array_bytes(long elem_size, long len)
{
    long size;
    if (len < 0 || elem_size < 0 || __builtin_mul_overflow(elem_size, len, &size))
        return -1;
    return size;
}

Type *array_of(Type *elem, long len)
{
    Type *t = NEW(Type);
    t->kind = TY_ARRAY;
    t->base = elem;
    t->array_len = len;
    t->align = elem->align;
    t->size = array_bytes(elem->size, len);
    return t;
}

Type *func_type(Type *ret)
{
    Type *t = NEW(Type);
    t->kind = TY_FUNC;
    t->base = ret;
    t->size = 1; /* GNU: sizeof a function is 1 */
    t->align = 1;
    return t;
}

/* Host sizes follow include/ampcc_runtime.h: extents and indices are int[rank]
 * wrappers; views and arrays are runtime handles of fixed size. */
Type *amp_type(TypeKind kind, Type *elem, int rank)
{
    Type *t = NEW(Type);
    t->kind = kind;
    t->base = elem;
    t->rank = rank;
    t->align = 8;
    switch (kind) {
    case TY_EXTENT:
    case TY_INDEX:
        t->align = 4;
        t->size = rank >= 1 && rank <= AMP_MAX_RANK ? 4L * rank : -1;
        break;
    case TY_TILED_EXTENT:
    case TY_TILED_INDEX:
        t->align = 4;
        t->size = rank >= 1 && rank <= 3 ? 4L * rank * 5 : -1;
        break;
    default:
        t->size = -1; /* sema and the emitters use the runtime's own types */
        break;
    }
    return t;
}

bool type_is_integer(const Type *t)
{
    switch (t->kind) {
    case TY_BOOL: case TY_CHAR: case TY_SCHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT:
    case TY_INT: case TY_UINT: case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG:
    case TY_INT128: case TY_UINT128: case TY_ENUM:
        return true;
    default:
        return false;
    }
}

static bool type_is_float(const Type *t)
{
    switch (t->kind) {
    case TY_FLOAT: case TY_DOUBLE: case TY_LDOUBLE: case TY_FLOAT16: case TY_FLOAT128:
    case TY_COMPLEX:
        return true;
    default:
        return false;
    }
}

bool type_is_arith(const Type *t)
{
    return type_is_integer(t) || type_is_float(t);
}

bool type_is_scalar(const Type *t)
{
    return type_is_arith(t) || t->kind == TY_PTR;
}

bool type_is_amp(const Type *t)
{
    return t->kind >= TY_EXTENT && t->kind <= TY_TILE_BARRIER;
}

static bool params_equal(const Type *a, const Type *b)
{
    if (a->no_prototype || b->no_prototype)
        return true;
    if (a->nparams != b->nparams || a->variadic != b->variadic)
        return false;
    for (int i = 0; i < a->nparams; i++)
        if (!type_equal(a->params[i].type, b->params[i].type))
            return false;
    return true;
}

bool type_equal(const Type *a, const Type *b)
{
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind)
        return false;
    switch (a->kind) {
    case TY_PTR:
        return a->base->quals == b->base->quals && type_equal(a->base, b->base);
    case TY_ARRAY:
        return (a->array_len < 0 || b->array_len < 0 || a->array_len == b->array_len) &&
               type_equal(a->base, b->base);
    case TY_FUNC:
        return type_equal(a->base, b->base) && params_equal(a, b);
    case TY_STRUCT: case TY_UNION: case TY_ENUM:
        return a->tag == b->tag;
    case TY_COMPLEX:
        return type_equal(a->base, b->base);
    case TY_ARRAY_VIEW: case TY_AMP_ARRAY:
        return a->rank == b->rank && a->base->quals == b->base->quals &&
               type_equal(a->base, b->base);
    case TY_EXTENT: case TY_INDEX:
        return a->rank == b->rank;
    case TY_TILED_EXTENT: case TY_TILED_INDEX:
        return a->rank == b->rank && memcmp(a->tile, b->tile, sizeof a->tile) == 0;
    default:   /* norm and unorm are types of their own (library.h) */
        return a->is_unsigned == b->is_unsigned && a->norm == b->norm;
    }
}

/* ------------------------------------------------------------------ layout */

static long align_to(long n, long a)
{
    return a > 1 ? (n + a - 1) / a * a : n;
}

/* A bit-field goes into the current storage unit of its declared type when it
 * fits (SysV); otherwise it starts at the next unit. Zero width forces that. */
static void place_bit_field(Member *m, long *bit_offset, int *align, bool packed)
{
    long unit = m->type->size * 8;
    int ta = packed ? 1 : m->type->align;
    if (unit <= 0)   /* a bit-field of a type without size (an error reported elsewhere) */
        unit = 8;
    if (m->bit_width == 0) {
        *bit_offset = align_to(*bit_offset, unit);
        return;
    }
    if (!packed && *bit_offset / unit != (*bit_offset + m->bit_width - 1) / unit)
        *bit_offset = align_to(*bit_offset, unit);
    m->offset = *bit_offset / 8;
    *bit_offset += m->bit_width;
    if (m->name && ta > *align)
        *align = ta;
}

/* A member's alignment as gcc lays it out: its type's, 1 when packed (the
 * struct or the member), raised by aligned(N) / _Alignas on the member, and
 * capped by #pragma pack(N) in force at the definition, which caps even an
 * explicit alignment. */
static int member_alignment(const Tag *tag, const Member *m)
{
    int a = m->type->align > 0 ? m->type->align : 1;
    if (tag->packed || m->attr_packed)
        a = 1;
    if (m->attr_align > a)
        a = m->attr_align;
    if (tag->max_field_align > 0 && a > tag->max_field_align)
        a = tag->max_field_align;
    return a;
}

void layout_tag(Tag *tag)
{
    if (tag->kind == TY_ENUM) {
        tag->size = 4;
        tag->align = 4;
        return;
    }
    long bits = 0, size = 0;
    int align = 1;
    bool custom = tag->align > 0;
    for (Member *m = tag->members; m; m = m->next) {
        Type *t = m->type;
        int a = member_alignment(tag, m);
        m->align = a;
        custom |= a != (t->align > 0 ? t->align : 1);
        long sz = t->size >= 0 ? t->size : 0; /* flexible array member: 0 */
        if (m->bit_width >= 0) {
            long *at = tag->kind == TY_UNION ? &(long){0} : &bits;
            place_bit_field(m, at, &align, tag->packed);
            if (tag->kind == TY_UNION)
                size = size > (m->bit_width + 7) / 8 ? size : (m->bit_width + 7) / 8;
            continue;
        }
        if (a > align)
            align = a;
        if (tag->kind == TY_UNION) {
            m->offset = 0;
            if (sz > size)
                size = sz;
        } else {
            bits = align_to((bits + 7) / 8, a) * 8;
            m->offset = bits / 8;
            bits += sz * 8;
        }
    }
    if (tag->kind == TY_STRUCT)
        size = (bits + 7) / 8;
    if (tag->align > align) /* __attribute__((aligned(N))) already recorded */
        align = tag->align;
    tag->align = align;
    tag->size = align_to(size, align);
    tag->complete = true;
    tag->custom_layout = custom;
}

/* --------------------------------------------------------------- spelling */

typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

static void put(Buf *b, const char *s)
{
    size_t n = strlen(s);
    if (b->len + n + 1 > b->cap) {
        size_t cap = (b->len + n + 1) * 2;
        char *p = arena_alloc(compiler_arena, cap);
        if (b->len)
            memcpy(p, b->s, b->len);
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n + 1);
    b->len += n;
}

static const char *basic_name(TypeKind k)
{
    switch (k) {
    case TY_VOID: return "void";
    case TY_BOOL: return "_Bool";
    case TY_CHAR: return "char";
    case TY_SCHAR: return "signed char";
    case TY_UCHAR: return "unsigned char";
    case TY_SHORT: return "short";
    case TY_USHORT: return "unsigned short";
    case TY_INT: return "int";
    case TY_UINT: return "unsigned int";
    case TY_LONG: return "long";
    case TY_ULONG: return "unsigned long";
    case TY_LLONG: return "long long";
    case TY_ULLONG: return "unsigned long long";
    case TY_INT128: return "__int128";
    case TY_UINT128: return "unsigned __int128";
    case TY_FLOAT: return "float";
    case TY_DOUBLE: return "double";
    case TY_LDOUBLE: return "long double";
    case TY_FLOAT16: return "_Float16";
    case TY_FLOAT128: return "_Float128";
    case TY_VA_LIST: return "__builtin_va_list";
    case TY_TILE_BARRIER: return "tile_barrier";
    case TY_UNKNOWN: return "<unknown type>";
    default: return NULL;
    }
}

static void put_quals(Buf *b, unsigned q, bool space_after)
{
    static const struct { unsigned bit; const char *name; } names[] = {
        {Q_CONST, "const"}, {Q_VOLATILE, "volatile"}, {Q_RESTRICT, "restrict"}, {Q_ATOMIC, "_Atomic"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (!(q & names[i].bit))
            continue;
        if (!space_after)
            put(b, " ");
        put(b, names[i].name);
        if (space_after)
            put(b, " ");
    }
}

static void put_int(Buf *b, long v)
{
    char num[32];
    snprintf(num, sizeof num, "%ld", v);
    put(b, num);
}

static void put_amp(Buf *b, const Type *t)
{
    static const char *names[] = {"extent", "index", "array_view", "array", "tiled_extent", "tiled_index"};
    put(b, names[t->kind - TY_EXTENT]);
    put(b, "<");
    if (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY) {
        put(b, type_to_string(t->base));
        put(b, ", ");
    }
    if (t->kind == TY_TILED_EXTENT || t->kind == TY_TILED_INDEX) {
        for (int i = 0; i < t->rank && i < 3; i++) {
            if (i)
                put(b, ", ");
            put_int(b, t->tile[i]);
        }
    } else {
        put_int(b, t->rank);
    }
    put(b, ">");
}

/* The part written before the declarator: "const int", "struct s", ... */
static void put_base(Buf *b, const Type *t)
{
    put_quals(b, t->quals, true);
    if (t->typedef_name) {
        put(b, t->typedef_name);
        return;
    }
    const char *name = basic_name(t->kind);
    if (name) {
        put(b, name);
    } else if (t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ENUM) {
        put(b, t->kind == TY_STRUCT ? "struct " : t->kind == TY_UNION ? "union " : "enum ");
        put(b, t->tag && t->tag->name ? t->tag->name : "<anonymous>");
    } else if (t->kind == TY_COMPLEX) {
        put(b, "_Complex ");
        put(b, type_to_string(t->base));
    } else if (type_is_amp(t)) {
        put_amp(b, t);
    }
}

static bool is_derived(const Type *t)
{
    return !t->typedef_name && (t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_FUNC);
}

/* C's inside-out declarator spelling: `inner` is what is already written
 * around the (absent) name. */
static void put_declarator(Buf *b, const Type *t, const char *inner)
{
    if (!is_derived(t)) {
        put_base(b, t);
        /* gcc's spelling: `int(int)` and `int[4]` close up, `int (*)(int)`
         * and `int *p` do not */
        bool suffix = inner[0] == '[' || (inner[0] == '(' && inner[1] != '*');
        if (*inner && !suffix)
            put(b, " ");
        put(b, inner);
        return;
    }
    Buf d = {0};
    if (t->kind == TY_PTR) {
        bool wrap = !t->base->typedef_name && (t->base->kind == TY_ARRAY || t->base->kind == TY_FUNC);
        put(&d, wrap ? "(*" : "*");
        put_quals(&d, t->quals, false);
        if (t->quals && *inner)
            put(&d, " ");
        put(&d, inner);
        if (wrap)
            put(&d, ")");
    } else if (t->kind == TY_ARRAY) {
        put(&d, inner);
        put(&d, "[");
        if (t->array_len >= 0)
            put_int(&d, t->array_len);
        put(&d, "]");
    } else {
        put(&d, inner);
        put(&d, "(");
        for (int i = 0; i < t->nparams; i++) {
            if (i)
                put(&d, ", ");
            put(&d, type_to_string(t->params[i].type));
        }
        if (t->variadic)
            put(&d, t->nparams ? ", ..." : "...");
        else if (!t->nparams && !t->no_prototype)
            put(&d, "void");
        put(&d, ")");
    }
    put_declarator(b, t->base, d.s ? d.s : "");
}

const char *type_to_string(const Type *t)
{
    if (!t)
        return "<null type>";
    Buf b = {0};
    put_declarator(&b, t, "");
    return b.s ? b.s : "";
}
