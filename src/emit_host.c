/* emit_host.c - the unit's host C: the preprocessed text copied verbatim except
 * the byte ranges of AMP constructs, which become calls into the runtime
 * (include/ampcc_runtime.h).
 *
 * How: every construct to replace is an "edit" (a byte range plus the node or
 * type use it stands for), sorted by position. render_range() copies text and
 * replaces the outermost edits inside it; a replacement renders its operands
 * with render_range() again, so edits nest (`v(i, e[0])`, `v.extent` inside a
 * parallel_for_each domain). Where a replacement changes the number of lines,
 * a line marker (`# N "file"`) follows it, so the host compiler's messages
 * keep pointing at the user's file and line.
 *
 * Strict builds: the driver compiles this C as preprocessed C (-x cpp-output),
 * so line markers draw no -pedantic warning; the helpers before the user's
 * text sit under a system-header marker (no warnings, clang's unused-function
 * included) and say __inline__ (a keyword in every -std); the GNU and C99
 * forms written into the user's code (statement expressions, compound
 * literals, initializers that are not constant) carry __extension__, so
 * -pedantic and -std=c89 have nothing to say about what ampcc wrote.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "ampops.h"
#include "emit_common.h"
#include "library.h"

typedef struct Edit {
    int begin, end;
    Node *node;            /* the construct, or NULL for a type use */
    AmpTypeUse *use;
    int kind;              /* EDIT_* */
} Edit;

enum {
    EDIT_TYPE,             /* `array_view<int, 2>` -> `ampcc_view` */
    EDIT_NODE,             /* an expression or statement, rewritten whole */
    EDIT_DECL_INIT,        /* a declaration's `(ctor args)` or `= init` part */
    EDIT_REMOVE_AMP_FUNC,  /* a restrict(amp)-only function definition */
    EDIT_RESTRICT_SPEC,    /* `restrict(cpu, amp)` text of a function declarator */
    EDIT_SHARE,            /* `return v;` of a view the function does not own: the caller gets its own reference */
};

typedef struct Host {
    Unit *u;
    PtrVec edits;          /* Edit*, sorted by begin (outer first on ties) */
    HashMap writes;         /* element accesses written (plain assignment target) */
    HashMap read_writes;    /* element accesses read and written (+=, ++, &) */
    PtrVec layout_tags;    /* Tag* whose layout the kernels rely on */
    PtrVec layout_names;   /* how the host C spells each: "struct s" or a typedef name */
    Node *exclude;         /* render_node's fallback: do not rewrite this node again */
    void *exclude_edit;    /* EDIT_SHARE's: do not apply this Edit again */
    PtrVec bound_nodes;    /* temporary views being rendered: Node* ... */
    PtrVec bound_names;    /* ... and the variable (char*) that holds each */
    HashMap discarded;     /* temporary views computed only to be thrown away */
    HashMap unused_updates; /* index/extent updates that are statements: no value */
    PtrVec kept_functions; /* static restrict(amp, cpu) functions (Symbol*) */
    int ntemps;            /* ampcc_tmp_N names given so far */
} Host;

static void render_range(Host *h, Buf *b, int begin, int end);
static void render(Host *h, Buf *b, Node *n) { render_range(h, b, n->begin, n->end); }

static bool is_vector_type(const Type *t) { return library_vector_length(t) > 0; }
static void render_vector_make(Host *h, Buf *b, const Type *t, PtrVec *args);
static void render_static_vector_init(Host *h, Buf *b, const Type *t, PtrVec *args);

static bool has_type(Node *n, TypeKind k) { return n && n->type && n->type->kind == k; }

static bool is_view(const Type *t)
{
    return t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY);
}

/* A C string literal holding s (a file name). */
static void put_c_string(Buf *b, const char *s)
{
    buf_puts(b, "\"");
    for (const char *p = s ? s : "?"; *p; p++) {
        if (*p == '"' || *p == '\\')
            buf_put(b, "\\", 1);
        buf_put(b, p, 1);
    }
    buf_puts(b, "\"");
}

/* , "file.c", 12 for runtime messages: the construct's own source position. */
static void put_where(Buf *b, SrcLoc loc)
{
    buf_puts(b, ", ");
    put_c_string(b, loc.file);
    buf_printf(b, ", %d", loc.line);
}

/* ------------------------------------------------------------ host types */

static void host_type(Buf *b, Type *t)
{
    if (t->quals & Q_CONST)
        buf_puts(b, "const ");
    if (t->typedef_name) {
        buf_puts(b, t->typedef_name);
        return;
    }
    switch (t->kind) {
    case TY_BOOL: buf_puts(b, "_Bool"); return;
    case TY_CHAR: buf_puts(b, "char"); return;
    case TY_SCHAR: buf_puts(b, "signed char"); return;
    case TY_UCHAR: buf_puts(b, "unsigned char"); return;
    case TY_SHORT: buf_puts(b, "short"); return;
    case TY_USHORT: buf_puts(b, "unsigned short"); return;
    case TY_INT: buf_puts(b, "int"); return;
    case TY_UINT: buf_puts(b, "unsigned int"); return;
    case TY_LONG: buf_puts(b, "long"); return;
    case TY_ULONG: buf_puts(b, "unsigned long"); return;
    case TY_LLONG: buf_puts(b, "long long"); return;
    case TY_ULLONG: buf_puts(b, "unsigned long long"); return;
    case TY_FLOAT: buf_puts(b, "float"); return;
    case TY_DOUBLE: buf_puts(b, "double"); return;
    case TY_LDOUBLE: buf_puts(b, "long double"); return;
    case TY_ENUM:
        if (t->tag && t->tag->name)
            buf_printf(b, "enum %s", t->tag->name);
        else
            buf_puts(b, "int");
        return;
    case TY_STRUCT: case TY_UNION:
        if (t->tag && t->tag->name)
            buf_printf(b, "%s %s", t->kind == TY_STRUCT ? "struct" : "union", t->tag->name);
        else
            buf_puts(b, "int /* anonymous struct without a typedef name */");
        return;
    case TY_PTR:
        host_type(b, t->base);
        buf_puts(b, " *");
        return;
    case TY_EXTENT: case TY_INDEX: case TY_TILED_EXTENT: case TY_ARRAY_VIEW: case TY_AMP_ARRAY:
        break;
    default:
        buf_puts(b, "int");
        return;
    }
    int r = t->rank;
    switch (t->kind) {
    case TY_EXTENT: buf_printf(b, "ampcc_extent_%d", r); return;
    case TY_INDEX: buf_printf(b, "ampcc_index_%d", r); return;
    case TY_TILED_EXTENT: buf_printf(b, "ampcc_tiled_extent_%d", r); return;
    case TY_ARRAY_VIEW: buf_puts(b, "ampcc_view"); return;
    default: buf_puts(b, "ampcc_array"); return;
    }
}

/* ------------------------------------------------------------ temporary views */

/* A host expression that yields a view holding its own reference to the
 * buffer: a call of a function returning a view (its `return` shared one), a
 * member call such as `.section()`, or a projection `v[i]`. Used where only a
 * borrowed view is needed (`.extent`, an element, a member call, an argument,
 * the right side of `w = ...`), it is bound to a variable with cleanup in a
 * statement expression around the construct that uses it, so its reference is
 * dropped when that construct is done, as C++ AMP destroys a temporary. */
static bool is_temp_view(Node *n)
{
    if (!has_type(n, TY_ARRAY_VIEW))
        return false;
    if (n->kind == ND_INDEX)
        return n->lhs && is_view(n->lhs->type);
    if (n->kind == ND_COND)   /* `c ? v : f()`: a reference of its own either way (render_cond_view) */
        return n->then && (is_temp_view(n->then) || is_temp_view(n->els));
    return n->kind == ND_CALL || n->kind == ND_AMP_VALUE;   /* f(), v.section(), array_view<T, N>(a) */
}

/* The variable a temporary view is bound to while the construct using it is rendered. */
static const char *bound_name(Host *h, Node *n)
{
    for (int i = h->bound_nodes.len - 1; i >= 0; i--)
        if (h->bound_nodes.items[i] == n)
            return h->bound_names.items[i];
    return NULL;
}

/* ------------------------------------------------------------ element access */

/* Renders `&(v)` for a view, `&(a).view` for an array, `&(p)->view` for a pointer. */
static void view_address(Host *h, Buf *b, Node *obj)
{
    const char *bound = bound_name(h, obj);
    if (bound) {
        buf_printf(b, "&%s", bound);
        return;
    }
    if (has_type(obj, TY_PTR)) {
        buf_puts(b, "&(");
        render(h, b, obj);
        buf_puts(b, ")->view");
        return;
    }
    bool lvalue = obj->kind == ND_IDENT || obj->kind == ND_MEMBER ||
                  (obj->kind == ND_UNARY && obj->op == UO_DEREF) ||
                  (obj->kind == ND_INDEX && !is_view(obj->lhs->type));
    if (!lvalue && has_type(obj, TY_ARRAY_VIEW)) {
        /* a view computed by a call or a projection: give it an address */
        buf_puts(b, "__extension__ (ampcc_view[]){");
        render(h, b, obj);
        buf_puts(b, "}");
        return;
    }
    buf_puts(b, "&(");
    render(h, b, obj);
    buf_puts(b, has_type(obj, TY_AMP_ARRAY) ? ").view" : ")");
}

/* One branch of a conditional temporary view: a temporary's own reference,
 * or a named view's, shared. */
static void render_owned_view(Host *h, Buf *b, Node *n)
{
    if (is_temp_view(n)) {
        render(h, b, n);
        return;
    }
    buf_puts(b, "ampcc_view_share(");
    view_address(h, b, n);
    buf_puts(b, ")");
}

/* `c ? v : f()` holds a reference of its own whichever branch runs. */
static void render_cond_view(Host *h, Buf *b, Node *n)
{
    buf_puts(b, "((");
    render(h, b, n->cond);
    buf_puts(b, ") ? ");
    render_owned_view(h, b, n->then);
    buf_puts(b, " : ");
    render_owned_view(h, b, n->els);
    buf_puts(b, ")");
}

/* The view (or array) expression an element access reads through, and its
 * subscripts: integers in ints[], or one index<N> value. */
static Node *elem_parts(Node *n, Node **ints, int *nints_out, Node **index_out)
{
    Node *index_obj = NULL, *root = n;
    int nints = 0;
    if (n->ampop == AMP_VIEW_CALL_INDEX || n->ampop == AMP_ARRAY_CALL_INDEX) {
        index_obj = n->args.items[0];   /* v(idx), a(idx) of a staging array */
        root = n->lhs;
    } else if (n->kind == ND_CALL) {
        for (int i = 0; i < n->args.len && nints < 3; i++)
            ints[nints++] = n->args.items[i];
        root = n->lhs;
    } else {
        Node *rev[3];
        int nrev = 0;
        /* (a view of rank > 3 is projected as a view, not peeled) */
        while (root->kind == ND_INDEX && is_view(root->lhs->type)) {
            if (has_type(root->rhs, TY_INDEX)) {
                index_obj = root->rhs;
                root = root->lhs;
                break;
            }
            if (root->lhs->type->rank > 3)
                break;
            if (nrev < 3)
                rev[nrev++] = root->rhs;
            root = root->lhs;
        }
        for (int i = nrev - 1; i >= 0; i--)
            ints[nints++] = rev[i];
    }
    *nints_out = nints;
    *index_out = index_obj;
    return root;
}

static Node *elem_root(Node *n)
{
    Node *ints[3], *index_obj;
    int nints;
    return elem_parts(n, ints, &nints, &index_obj);
}

/* v(i, j), v[i][j], v[idx] on the host -> *(T *)ampcc_view_at(...), the
 * runtime's inline fast path of ampcc_view_elem. */
static void render_view_elem(Host *h, Buf *b, Node *n)
{
    Node *ints[3], *index_obj;
    int nints;
    Node *root = elem_parts(n, ints, &nints, &index_obj);
    const char *mode = hash_has(&h->read_writes, n) ? "AMPCC_READ | AMPCC_WRITE"
                       : hash_has(&h->writes, n)    ? "AMPCC_WRITE"
                                                    : "AMPCC_READ";
    Type *elem = root->type && root->type->base ? root->type->base : ty_int;
    Buf tb = {0};
    host_type(&tb, elem);
    /* an array's elements: only a staging array's, which the runtime checks;
     * a[i][j] reads through the projection a[i], a view of the array, as in C++ AMP */
    bool through_projection = n->kind == ND_INDEX && nints > 1;
    bool array = !through_projection &&
                 (has_type(root, TY_AMP_ARRAY) ||
                  (has_type(root, TY_PTR) && root->type->base && root->type->base->kind == TY_AMP_ARRAY));
    buf_printf(b, "(*(%s *)%s(", buf_str(&tb), array ? "ampcc_array_elem" : "ampcc_view_at");
    view_address(h, b, root);
    buf_printf(b, ", %s, ", mode);
    if (index_obj) {
        buf_puts(b, "(");
        render(h, b, index_obj);
        buf_puts(b, ").v");
    } else {
        buf_puts(b, "__extension__ (const int[]){");
        for (int i = 0; i < nints; i++) {
            if (i)
                buf_puts(b, ", ");
            render(h, b, ints[i]);
        }
        buf_puts(b, "}");
    }
    buf_printf(b, ", sizeof(%s)", buf_str(&tb));
    put_where(b, n->loc);
    buf_puts(b, "))");
    free(tb.s);
}

/* v[i] of a rank > 1 view used as a view: the lower-rank projection. */
static void render_projection(Host *h, Buf *b, Node *n)
{
    buf_puts(b, "ampcc_view_project_at(");
    view_address(h, b, n->lhs);
    buf_puts(b, ", ");
    render(h, b, n->rhs);
    put_where(b, n->loc);
    buf_puts(b, ")");
}

/* ------------------------------------------------------------ members */

static void render_args(Host *h, Buf *b, PtrVec *args, int from)
{
    for (int i = from; i < args->len; i++) {
        if (i > from)
            buf_puts(b, ", ");
        render(h, b, args->items[i]);
    }
}

/* a.copy_to(dst) of an array: to another array, a view, or host memory. */
static void render_array_copy_to(Host *h, Buf *b, Node *call, Node *obj)
{
    Node *dst = call->args.items[0];
    bool to_array = has_type(dst, TY_AMP_ARRAY) || (has_type(dst, TY_PTR) && dst->type->base->kind == TY_AMP_ARRAY);
    const char *fn = to_array ? "ampcc_array_copy_to_array"
                   : has_type(dst, TY_ARRAY_VIEW) ? "ampcc_array_copy_to_view" : "ampcc_array_copy_to_host";
    buf_printf(b, "%s(", fn);
    if (has_type(obj, TY_PTR)) {
        render(h, b, obj);
    } else {
        buf_puts(b, "&(");
        render(h, b, obj);
        buf_puts(b, ")");
    }
    buf_puts(b, ", ");
    bool by_address = has_type(dst, TY_AMP_ARRAY) || has_type(dst, TY_ARRAY_VIEW);
    if (by_address)
        buf_puts(b, "&(");
    render(h, b, dst);
    if (by_address)
        buf_puts(b, ")");
    put_where(b, call->loc);
    buf_puts(b, ")");
}

/* Is this side of a copy an array or an array_view (else host memory)? */
static bool is_copy_container(Node *n)
{
    return has_type(n, TY_ARRAY_VIEW) || has_type(n, TY_AMP_ARRAY) ||
           (has_type(n, TY_PTR) && n->type->base && n->type->base->kind == TY_AMP_ARRAY);
}

static void render_host_pointer(Host *h, Buf *b, Node *n)
{
    buf_puts(b, "(void *)(");
    render(h, b, n);
    buf_puts(b, ")");
}

/* The end of a copy call: `, DST, file, line)` with DST a view's address or a
 * host pointer. */
static void render_copy_end(Host *h, Buf *b, Node *call, Node *dst)
{
    buf_puts(b, ", ");
    if (is_copy_container(dst))
        view_address(h, b, dst);
    else
        render_host_pointer(h, b, dst);
    put_where(b, call->loc);
    buf_puts(b, ")");
}

/* v.copy_to(dst) of a view: to another view or an array, or to host memory
 * (what copy(v, p) does). */
static void render_view_copy_to(Host *h, Buf *b, Node *call, Node *obj)
{
    Node *dst = call->args.items[0];
    buf_puts(b, is_copy_container(dst) ? "ampcc_view_copy_to(" : "ampcc_copy_to_host(");
    view_address(h, b, obj);
    render_copy_end(h, b, call, dst);
}

/* v.synchronize(), v.refresh(), v.discard_data(), v.data(): ampcc_view_NAME(&v). */
static void render_view_fn(Host *h, Buf *b, Node *call, Node *obj, const AmpOpInfo *r)
{
    bool data = r->host == H_DATA;
    bool with_where = data || call->ampop == AMP_VIEW_SYNCHRONIZE || r->check == CK_FUTURE;
    /* (ampcc_array_data: a staging array's host memory, checked at run time) */
    if (data) {
        Type *vt = has_type(obj, TY_PTR) ? obj->type->base : obj->type;
        buf_puts(b, "((");
        host_type(b, vt && vt->base ? vt->base : ty_int);
        buf_puts(b, " *)");
    }
    buf_printf(b, "ampcc_%s_%s(", call->ampop == AMP_ARRAY_DATA ? "array" : "view", r->name);
    view_address(h, b, obj);
    if (with_where)
        put_where(b, call->loc);
    buf_puts(b, data ? "))" : ")");
}

/* `(ARG).v`: the ints of an index or extent argument. */
static void render_coords(Host *h, Buf *b, Node *arg)
{
    buf_puts(b, "(");
    render(h, b, arg);
    buf_puts(b, ").v");
}

/* `(int[]){a, b}`: `count` integer arguments from args[from]. */
static void render_int_list(Host *h, Buf *b, Node *call, int from, int count)
{
    buf_puts(b, "(int[]){");
    for (int i = 0; i < count; i++) {
        buf_puts(b, i ? ", " : "");
        render(h, b, call->args.items[from + i]);
    }
    buf_puts(b, "}");
}

/* v.section(...) in each form: ampcc_view_section(&v, origin, ext), where a
 * NULL origin is index 0 and a NULL extent reaches to the end of the view. */
static void render_section(Host *h, Buf *b, Node *call, Node *obj)
{
    int rank = call->type ? call->type->rank : 1;
    buf_puts(b, "ampcc_view_section(");
    view_address(h, b, obj);
    buf_puts(b, ", ");
    switch (ampop_info(call->ampop)->check) {
    case CK_SECTION_ORIGIN: render_coords(h, b, call->args.items[0]); buf_puts(b, ", 0"); break;
    case CK_SECTION_EXTENT: buf_puts(b, "0, "); render_coords(h, b, call->args.items[0]); break;
    case CK_SECTION_INTS:
        render_int_list(h, b, call, 0, rank);
        buf_puts(b, ", ");
        render_int_list(h, b, call, rank, rank);
        break;
    default:
        render_coords(h, b, call->args.items[0]);
        buf_puts(b, ", ");
        render_coords(h, b, call->args.items[1]);
        break;
    }
    put_where(b, call->loc);
    buf_puts(b, ")");
}

/* v.view_as(ext): ampcc_view_view_as(&v, rank, ext). */
static void render_view_as(Host *h, Buf *b, Node *call, Node *obj)
{
    buf_puts(b, "ampcc_view_view_as(");
    view_address(h, b, obj);
    buf_printf(b, ", %d, ", call->type ? call->type->rank : 1);
    render_coords(h, b, call->args.items[0]);
    put_where(b, call->loc);
    buf_puts(b, ")");
}

/* v.reinterpret_as<U>(): ampcc_view_reinterpret(&v, sizeof(T), sizeof(U)). */
static void render_reinterpret(Host *h, Buf *b, Node *call, Node *obj)
{
    Type *from = has_type(obj, TY_PTR) ? obj->type->base : obj->type;
    buf_puts(b, "ampcc_view_reinterpret(");
    view_address(h, b, obj);
    buf_puts(b, ", sizeof(");
    host_type(b, from && from->base ? from->base : ty_int);
    buf_puts(b, "), sizeof(");
    host_type(b, call->type && call->type->base ? call->type->base : ty_int);
    buf_puts(b, ")");
    put_where(b, call->loc);
    buf_puts(b, ")");
}

/* e.size(), e.contains(i), te.pad(), te.truncate(): ampcc_KIND_N_NAME(e, ...). */
static void render_extent_helper(Host *h, Buf *b, Node *call, Node *obj, const AmpOpInfo *r)
{
    int rank = obj->type->rank;
    buf_printf(b, "ampcc_%s_%d_%s(", has_type(obj, TY_TILED_EXTENT) ? "tiled_extent" : "extent", rank,
               r->name);
    render(h, b, obj);
    for (int d = 0; r->host == H_ROUND_TILES && d < rank; d++)
        buf_printf(b, ", %d", obj->type->tile[d]);
    if (call->args.len) {
        buf_puts(b, ", ");
        render_args(h, b, &call->args, 0);
    }
    if (r->check == CK_SIZE)
        put_where(b, call->loc);   /* the size may overflow: the runtime names the line */
    buf_puts(b, ")");
}

/* e.tile<T..>(): the tile sizes come from the call's type. */
static void render_tile(Host *h, Buf *b, Node *call, Node *obj)
{
    int rank = obj->type->rank;
    Type *te = call->type;
    buf_printf(b, "ampcc_extent_%d_tile(", rank);
    render(h, b, obj);
    for (int d = 0; d < rank; d++)
        buf_printf(b, ", %d", te && te->kind == TY_TILED_EXTENT ? te->tile[d] : 1);
    buf_puts(b, ")");
}

/* ------------------------------------------------------------ library calls */

/* copy(src, dst) and copy(begin, end, dst): ampcc_copy between views (an
 * array's own view included), ampcc_copy_to_host, ampcc_copy_from_host. */
static void render_copy(Host *h, Buf *b, Node *call, bool async)
{
    Node *src = call->args.items[0], *dst = call->args.items[call->args.len - 1];
    bool from_host = !is_copy_container(src), to_host = !is_copy_container(dst);
    buf_printf(b, "ampcc_copy%s%s(", async ? "_async" : "",
               from_host ? "_from_host" : to_host ? "_to_host" : "");
    if (from_host) {
        render_host_pointer(h, b, src);
        buf_puts(b, ", ");
        if (call->args.len == 3)
            render_host_pointer(h, b, call->args.items[1]);
        else
            buf_puts(b, "0");
    } else {
        view_address(h, b, src);
    }
    render_copy_end(h, b, call, dst);
}

/* f.wait(), f.then(fn, arg), ...: ampcc_future_NAME(f, args[, where]); f is
 * a value (copy_async(...).wait() works on the returned one). */
/* acc.default_view, acc.create_view(mode), av.wait(), a.accelerator_view:
 * the runtime's ampcc_TYPE_MEMBER with the object (a library struct by
 * value, an array by its view's address), the arguments (-1 for an
 * optional one left out) and the user's line. */
static void render_library_member(Host *h, Buf *b, Node *member, PtrVec *args, const AmpOpInfo *r)
{
    Node *obj = member->lhs;
    int nsig = r->sig ? (int)strlen(r->sig) : 0;
    if (r->on == TY_AMP_ARRAY) {
        buf_printf(b, "ampcc_array_%s(", r->name);
        view_address(h, b, obj);
        buf_puts(b, ")");
        return;
    }
    buf_puts(b, "ampcc_");
    for (const char *p = r->name; *p; p++)
        buf_put(b, *p == '.' ? "_" : p, 1);
    buf_puts(b, member->is_arrow ? "(*(" : "((");
    render(h, b, obj);
    buf_puts(b, ")");
    for (int i = 0; i < nsig; i++) {
        buf_puts(b, ", ");
        if (args && i < args->len)
            render(h, b, args->items[i]);
        else
            buf_puts(b, "-1");
    }
    put_where(b, member->loc);
    buf_puts(b, ")");
}

/* A call of a runtime library function (Node.ampop of an AF_FUNC row). */
static bool render_library_call(Host *h, Buf *b, Node *call)
{
    if (!call->ampop || ampop_info(call->ampop)->form != AF_FUNC)
        return false;
    switch (ampop_info(call->ampop)->host) {
    case H_COPY: render_copy(h, b, call, false); return true;
    case H_COPY_ASYNC: render_copy(h, b, call, true); return true;
    case H_NONE: case H_AS_WRITTEN: case H_VIEW_EXTENT: case H_EXTENT_HELPER: case H_TILE:
    case H_ROUND_TILES: case H_VIEW_CALL: case H_DATA: case H_SECTION: case H_VIEW_COPY_TO:
    case H_ARRAY_COPY_TO: case H_VIEW_ELEM: case H_PROJECT: case H_COORD: case H_LIB_CALL: case H_CTOR_ZERO:
    case H_CTOR_INTS: case H_CTOR_ARRAY: case H_CTOR_COPY: case H_COORD_OP: case H_RANK:
    case H_VIEW_AS: case H_REINTERPRET: case H_VIEW_NEW: case H_VIEW_OF_ARRAY: case H_VIEW_SHARE:
    case H_ARRAY_NEW: case H_ARRAY_COPY:
        break;   /* C as written, or not functions */
    }
    return false;
}

/* A method call of an AMP value (Node.ampop), by its row's HOST column. */
static bool render_member_call(Host *h, Buf *b, Node *call)
{
    if (!call->ampop || call->lhs->kind != ND_MEMBER)
        return false;   /* an ordinary call, or v(i, j) */
    Node *obj = call->lhs->lhs;
    const AmpOpInfo *r = ampop_info(call->ampop);
    switch (r->host) {
    case H_EXTENT_HELPER: case H_ROUND_TILES: render_extent_helper(h, b, call, obj, r); return true;
    case H_TILE: render_tile(h, b, call, obj); return true;
    case H_VIEW_CALL: case H_DATA: render_view_fn(h, b, call, obj, r); return true;
    case H_SECTION: render_section(h, b, call, obj); return true;
    case H_VIEW_AS: render_view_as(h, b, call, obj); return true;
    case H_REINTERPRET: render_reinterpret(h, b, call, obj); return true;
    case H_ARRAY_COPY_TO: render_array_copy_to(h, b, call, obj); return true;
    case H_VIEW_COPY_TO: render_view_copy_to(h, b, call, obj); return true;
    case H_LIB_CALL: render_library_member(h, b, call->lhs, &call->args, r); return true;
    case H_NONE: case H_AS_WRITTEN: case H_VIEW_EXTENT: case H_VIEW_ELEM: case H_PROJECT: case H_COORD:
    case H_COPY: case H_COPY_ASYNC: case H_CTOR_ZERO: case H_CTOR_INTS: case H_CTOR_ARRAY: case H_CTOR_COPY:
    case H_COORD_OP: case H_RANK:
    case H_VIEW_NEW: case H_VIEW_OF_ARRAY: case H_VIEW_SHARE: case H_ARRAY_NEW: case H_ARRAY_COPY:
        break;   /* not methods, or not in cpu code */
    }
    internal_error_at(call->loc, arena_printf(compiler_arena, "'%s%s' in cpu code", r->name,
                                               ampop_parens(call->ampop)));
    return false;
}

/* ------------------------------------------------------------ parallel_for_each */

static void render_domain(Host *h, Buf *b, Node *domain)
{
    Type *t = domain->type;
    int rank = t ? t->rank : 1;
    if (t && t->kind == TY_TILED_EXTENT) {
        buf_printf(b, "ampcc_domain_tiled_%d(", rank);
        render(h, b, domain);
        for (int d = 0; d < rank; d++)
            buf_printf(b, ", %d", t->tile[d]);
        buf_puts(b, ")");
    } else {
        buf_printf(b, "ampcc_domain_%d(", rank);
        render(h, b, domain);
        buf_puts(b, ")");
    }
}

/* Did the rendering of an edit (len bytes at s) set lines of its own? */
static bool has_line_marker(const char *s, int len)
{
    for (int i = 0; i + 1 < len; i++)
        if (s[i] == '\n' && s[i + 1] == '#')
            return true;
    return false;
}

/* A line marker giving the next line the user's line of offset off: the
 * user's expressions inside a generated block (the domain, the view of
 * parallel_for_each(av, ...)) keep their line in the host compiler's
 * messages. */
static void mark_user_line(Host *h, Buf *b, int off)
{
    const char *file;
    int line = text_line_at(h->u, off, &file);
    buf_printf(b, "# %d ", line);
    put_c_string(b, file);
    buf_puts(b, "\n");
}

/* `ampcc_launch_on((`, indented so that the view expression after it starts
 * at its column in the user's line (the host compiler's caret lands on it). */
static void put_launch_on_at_column(Host *h, Buf *b, int off)
{
    static const char call[] = "ampcc_launch_on((";
    int col = 0;
    while (off - col > 0 && h->u->text[off - col - 1] != '\n')
        col++;
    int pad = col - (int)(sizeof call - 1);
    buf_printf(b, "%*s%s", pad > 4 ? pad : 4, "", call);
}

static void render_pfe(Host *h, Buf *b, Node *pfe)
{
    KernelInfo *ki = kernel_info(h->u, pfe->rhs->id);
    /* indent the block like the statement it replaces */
    const char *text = h->u->text;
    int col = pfe->begin;
    while (col > 0 && (text[col - 1] == ' ' || text[col - 1] == '\t'))
        col--;
    char *ind = arena_strndup(compiler_arena, text + col, pfe->begin - col);
    if (col > 0 && text[col - 1] != '\n')
        ind = "";
    buf_printf(b, "do { /* parallel_for_each: kernel %s */\n", ki->name);
    mark_user_line(h, b, pfe->lhs->begin);
    buf_printf(b, "%s    const ampcc_domain ampcc_dom = ", ind);
    render_domain(h, b, pfe->lhs);
    buf_puts(b, ";\n");
    if (ki->nparams) {
        buf_printf(b, "%s    __extension__ const ampcc_arg ampcc_args[] = {\n", ind);
        for (int i = 0; i < ki->nparams; i++) {
            KernelParam *p = &ki->params[i];
            const char *v = p->sym->name;
            if (p->kind == KP_VIEW) {
                const char *access = p->access == 3 ? "AMPCC_READ | AMPCC_WRITE"
                                   : p->access == 2 ? "AMPCC_WRITE" : "AMPCC_READ";
                buf_printf(b, "%s        { AMPCC_ARG_VIEW, &%s%s, 0, %s },\n", ind, v,
                           p->is_array ? ".view" : "", access);
            } else if (p->sym->type && p->sym->type->kind == TY_TILED_EXTENT) {
                /* the kernel sees a tiled extent as its extent */
                buf_printf(b, "%s        { AMPCC_ARG_VALUE, &%s.v, sizeof %s.v, 0 },\n", ind, v, v);
            } else {
                buf_printf(b, "%s        { AMPCC_ARG_VALUE, &%s, sizeof %s, 0 },\n", ind, v, v);
            }
        }
        buf_printf(b, "%s    };\n", ind);
    }
    for (int i = 0; i < ki->local_consts.len; i++) {
        /* the kernel uses its value; keep -Wunused-variable quiet about it */
        Symbol *c = ki->local_consts.items[i];
        buf_printf(b, "%s    (void)%s;\n", ind, c->name);
    }
    if (pfe->cond) {
        /* parallel_for_each(av, ...): on av's device */
        mark_user_line(h, b, pfe->cond->begin);
        put_launch_on_at_column(h, b, pfe->cond->begin);
        render(h, b, pfe->cond);
        buf_puts(b, ").id, ");
    } else {
        buf_printf(b, "%s    ampcc_launch(", ind);
    }
    buf_printf(b, "&ampcc_program_of_unit, %d, &ampcc_dom, %s, %d", pfe->rhs->id,
               ki->nparams ? "ampcc_args" : "(void *)0", ki->nparams);
    put_where(b, pfe->loc);
    buf_printf(b, ");\n%s} while (0)", ind);
}

/* ------------------------------------------------------------ declarations */

/* The constructor arguments a view and an array declaration share, rendered as
 * the runtime takes them: "EXTENT, sizeof(ELEM), DATA". The extent is written
 * either as an extent<N> value or as N integers; DATA (cast to data_type) is
 * the argument after it, or a null pointer for runtime-owned storage. */
/* The sizes (or the extent), the element size and the data (or NULL) of a
 * view or array constructor, by its row's CHECK (sema chose the form). */
static void render_storage_args(Host *h, Buf *b, Node *d, int rank, const char *elem,
                                const char *data_type)
{
    AmpCheck form = ampop_info(d->ampop)->check;
    bool ext_form = form == CK_CTOR_EXTENT || form == CK_CTOR_EXTENT_DATA || form == CK_CTOR_EXTENT_RANGE;
    bool with_data = form == CK_CTOR_SIZES_DATA || form == CK_CTOR_EXTENT_DATA;
    bool with_range = form == CK_CTOR_SIZES_RANGE || form == CK_CTOR_EXTENT_RANGE;
    if (ext_form) {
        buf_puts(b, "(");
        render(h, b, d->args.items[0]);
        buf_puts(b, ").v");
    } else {
        buf_puts(b, "__extension__ (const int[]){");
        for (int i = 0; i < rank; i++) {
            if (i)
                buf_puts(b, ", ");
            render(h, b, d->args.items[i]);
        }
        buf_puts(b, "}");
    }
    buf_printf(b, ", sizeof(%s), ", elem);
    int data_at = d->args.len - 1 - library_trailing_views(&d->args);   /* before an array's views */
    if (with_range) {   /* first, last */
        for (int i = data_at - 1; i <= data_at; i++) {
            buf_printf(b, "%s(%s)(", i < data_at ? "" : ", ", data_type);
            render(h, b, d->args.items[i]);
            buf_puts(b, ")");
        }
    } else if (with_data) {
        buf_printf(b, "(%s)(", data_type);
        render(h, b, d->args.items[data_at]);
        buf_puts(b, ")");
    } else {
        buf_puts(b, "(void *)0");
    }
}

/* The end-of-scope release of declared view D (of a `const` one too: the
 * cleanup attribute passes a pointer to const, which clang rejects for a
 * function taking a plain pointer and gcc warns about). */
static const char *view_cleanup(Node *d)
{
    return d->sym->type->quals & Q_CONST ? "ampcc_view_release_const" : "ampcc_view_release";
}

/* A view D declared from another view value shares its data: a named view
 * gains a reference; a temporary one (a call's result) hands over its own. */
static void render_view_copy_init(Host *h, Buf *b, Node *d, Node *init)
{
    bool shares = init->kind == ND_IDENT || init->kind == ND_MEMBER || init->kind == ND_INDEX;
    buf_printf(b, " __attribute__((cleanup(%s))) = ", view_cleanup(d));
    if (shares && !(init->kind == ND_INDEX && is_view(init->lhs->type))) {
        buf_puts(b, "ampcc_view_share(&(");
        render(h, b, init);
        buf_puts(b, "))");
    } else {
        render(h, b, init);
    }
}

/* A new view of type t made by the constructor row of c (a declaration or an
 * `array_view<T, N>(...)` value: Node.ampop and args), holding its own
 * reference: of an array, or over the data or the runtime's storage. */
static void render_view_make(Host *h, Buf *b, Node *c, Type *t)
{
    bool is_const = t->base && (t->base->quals & Q_CONST);
    if (ampop_info(c->ampop)->host == H_VIEW_OF_ARRAY) {   /* of a const array too: the view is const */
        buf_puts(b, "ampcc_view_of_array((ampcc_array *)&(");
        render(h, b, c->args.items[0]);
        buf_printf(b, "), %d)", is_const);
        return;
    }
    Buf tb = {0};
    host_type(&tb, t->base ? t->base : ty_int);
    buf_printf(b, "ampcc_view_new(%d, ", t->rank);
    render_storage_args(h, b, c, t->rank, buf_str(&tb), "void *");
    buf_printf(b, ", %d", is_const);
    put_where(b, c->loc);
    buf_puts(b, ")");
    free(tb.s);
}

/* `array_view<T, N>(...)` as a value (a temporary, see is_temp_view): `(v)`
 * shares v's data, as `w(v)` does; the other rows make a view. */
static void render_view_value(Host *h, Buf *b, Node *n)
{
    Node *src = n->args.len ? n->args.items[0] : NULL;
    switch (n->ampop ? ampop_info(n->ampop)->host : H_NONE) {
    case H_VIEW_SHARE:
        if (is_temp_view(src)) {   /* its reference passes to the new view */
            render(h, b, src);
            return;
        }
        buf_puts(b, "ampcc_view_share(");
        view_address(h, b, src);
        buf_puts(b, ")");
        return;
    case H_VIEW_OF_ARRAY: case H_VIEW_NEW:
        render_view_make(h, b, n, n->cast_type);
        return;
    default:
        internal_error_at(n->loc, "an array_view value without its constructor row");
        buf_puts(b, "(ampcc_view){0}");
        return;
    }
}

/* `array_view<T, N> v(...)` by its constructor row (Node.ampop), or `= init`. */
static void render_view_decl_init(Host *h, Buf *b, Node *d)
{
    AmpHostLower how = d->ampop ? ampop_info(d->ampop)->host : H_NONE;
    switch (how) {
    case H_VIEW_OF_ARRAY: case H_VIEW_NEW:
        buf_printf(b, " __attribute__((cleanup(%s))) = ", view_cleanup(d));
        render_view_make(h, b, d, d->sym->type);
        return;
    case H_VIEW_SHARE: render_view_copy_init(h, b, d, d->args.items[0]); return;   /* `w(v)` is `w = v` */
    default:
        if (d->init)
            render_view_copy_init(h, b, d, d->init);
        return;
    }
}

/* An array's trailing accelerator_views as the runtime takes them:
 * ", cpu_av.id, av.id" of a staging array, else ", -1, av.id", or
 * ", -1, -1" without any. */
static void render_array_views(Host *h, Buf *b, Node *d)
{
    int nviews = library_trailing_views(&d->args), nargs = d->args.len - nviews;
    for (int i = 0; i < 2; i++) {
        Node *av = i + nviews >= 2 ? d->args.items[nargs + i + nviews - 2] : NULL;
        buf_puts(b, ", ");
        if (av) {
            buf_puts(b, "(");
            render(h, b, av);
            buf_puts(b, ").id");
        } else {
            buf_puts(b, "-1");
        }
    }
}

/* The end-of-scope release of a declared array (of a `const` one too). */
static const char *array_cleanup(Node *d)
{
    return d->sym->type->quals & Q_CONST ? "ampcc_array_release_const" : "ampcc_array_release";
}

/* array<T, N> b(a) and b(v), with accelerator_views or not: a copy of an
 * array's or a view's data in a new array. */
static void render_array_copy_init(Host *h, Buf *b, Node *d)
{
    Node *src = d->args.items[0];
    buf_printf(b, " __attribute__((cleanup(%s))) = ", array_cleanup(d));
    if (is_temp_view(src)) {   /* b(v.section(...)): the temporary's reference ends with the copy */
        buf_puts(b, "__extension__ ({ ampcc_view ampcc_src __attribute__((cleanup(ampcc_view_release))) = ");
        render(h, b, src);
        buf_puts(b, "; ampcc_array_copy_of_on(&ampcc_src");
    } else {
        buf_puts(b, "ampcc_array_copy_of_on(");
        view_address(h, b, src);
    }
    render_array_views(h, b, d);
    put_where(b, d->loc);
    buf_puts(b, is_temp_view(src) ? "); })" : ")");
}

/* `array<T, N> a(...)` by its constructor row (Node.ampop). */
static void render_array_decl_init(Host *h, Buf *b, Node *d)
{
    Type *t = d->sym->type;
    if (!d->ampop) {
        internal_error_at(d->loc, "an array declared without constructor arguments");
        return;
    }
    if (ampop_info(d->ampop)->host == H_ARRAY_COPY) {
        render_array_copy_init(h, b, d);
        return;
    }
    AmpCheck form = ampop_info(d->ampop)->check;
    bool range = form == CK_CTOR_SIZES_RANGE || form == CK_CTOR_EXTENT_RANGE;
    Buf tb = {0};
    host_type(&tb, t->base ? t->base : ty_int);
    bool on = range || library_trailing_views(&d->args);
    buf_printf(b, " __attribute__((cleanup(%s))) = ampcc_array_make%s(%d, ", array_cleanup(d),
               range ? "_range" : on ? "_on" : "", t->rank);
    render_storage_args(h, b, d, t->rank, buf_str(&tb), "const void *");
    if (on)
        render_array_views(h, b, d);
    put_where(b, d->loc);
    buf_puts(b, ")");
    free(tb.s);
}

/* An extent<N> or index<N> built by the constructor row op from args (the
 * HOST column of ampops.def); a declaration without arguments is zeros. */
static void render_coord_ctor(Host *h, Buf *b, AmpOp op, Type *t, PtrVec *args)
{
    switch (ampop_info(op)->host) {
    case H_CTOR_INTS:
        buf_puts(b, "{{");
        render_args(h, b, args, 0);
        buf_puts(b, "}}");
        return;
    case H_CTOR_ARRAY:
        buf_printf(b, "ampcc_%s_%d_of(", t->kind == TY_INDEX ? "index" : "extent", t->rank);
        render(h, b, args->items[0]);
        buf_puts(b, ")");
        return;
    case H_CTOR_COPY:
        render(h, b, args->items[0]);
        return;
    case H_TILE:   /* tiled_extent<T...>(e) is e.tile<T...>() */
        buf_printf(b, "ampcc_extent_%d_tile(", t->rank);
        render(h, b, args->items[0]);
        for (int d = 0; d < t->rank; d++)
            buf_printf(b, ", %d", t->tile[d]);
        buf_puts(b, ")");
        return;
    default:   /* H_CTOR_ZERO, or a declaration without arguments */
        buf_puts(b, "{{0}}");
        return;
    }
}

/* `extent<2> e(4, 5)` -> `e = {{4, 5}}`; `index<2> i` -> `i = {{0}}`;
 * `extent<5> e(c)` -> `e = ampcc_extent_5_of(c)` */
static void render_small_decl_init(Host *h, Buf *b, Node *d)
{
    buf_puts(b, " = ");
    render_coord_ctor(h, b, d->has_ctor_args ? d->ampop : AMP_NONE, d->sym->type, &d->args);
}

/* `accelerator acc;` and `accelerator acc("gpu:0")`: the runtime fills it. */
static void render_accelerator_decl_init(Host *h, Buf *b, Node *d)
{
    buf_puts(b, " = ampcc_accelerator_make(");
    if (d->args.len == 1)
        render(h, b, d->args.items[0]);
    else
        buf_puts(b, "0");
    put_where(b, d->loc);
    buf_puts(b, ")");
}

static void render_decl_init(Host *h, Buf *b, Node *d)
{
    if (library_is_future(d->sym->type)) {
        buf_puts(b, " = {0}");   /* `completion_future f;`: no work, valid() is false */
        return;
    }
    if (library_is_accelerator(d->sym->type)) {
        render_accelerator_decl_init(h, b, d);
        return;
    }
    if (library_constructible(d->sym->type)) {   /* float_4 v(x, y, z, w); float_4 v(s); norm n(x); */
        buf_puts(b, " = ");
        if (d->sym->is_global || d->sym->storage == ST_STATIC)
            render_static_vector_init(h, b, d->sym->type, &d->args);
        else
            render_vector_make(h, b, d->sym->type, &d->args);
        return;
    }
    switch (d->sym->type->kind) {
    case TY_ARRAY_VIEW: render_view_decl_init(h, b, d); return;
    case TY_AMP_ARRAY: render_array_decl_init(h, b, d); return;
    default: render_small_decl_init(h, b, d); return;
    }
}

/* ------------------------------------------------------------ expressions */

static bool is_view_elem(Node *n)
{
    if (n->kind == ND_CALL)
        return n->lhs && is_view(n->lhs->type);
    return n->kind == ND_INDEX && is_view(n->lhs->type) && !is_view(n->type);
}

/* The view element an assignment, ++/-- or & writes: `v(i) = `, `v[i].x += `. */
static Node *written_elem(Node *lv)
{
    while (lv && (lv->kind == ND_MEMBER && !lv->is_arrow)) {
        lv = lv->lhs;
    }
    while (lv && lv->kind == ND_INDEX && !is_view_elem(lv) && !is_view(lv->lhs->type))
        lv = lv->lhs;
    return lv && is_view_elem(lv) ? lv : NULL;
}

/* `a += b`, `a *= 2`, `++a`, `a--` on an index<N> or extent<N>. */
static bool is_coord_update(Node *n)
{
    if (!(n->kind == ND_ASSIGN && n->op != BO_NONE) && !node_is_incdec(n))
        return false;
    return n->ampop && ampop_info(n->ampop)->host == H_COORD_OP;   /* an operator row */
}

/* Every coordinate updated in place, in a statement expression that evaluates
 * each operand once and yields the new value (the old one for a++ and a--):
 * ({ ampcc_index_2 *ampcc_lv_0 = &(a); int ampcc_rv_0 = (2);
 *    ampcc_lv_0->v[0] *= ampcc_rv_0; ampcc_lv_0->v[1] *= ampcc_rv_0; *ampcc_lv_0; })
 * As a statement of its own (`i += j;`) it yields nothing, `(void)0`: clang
 * warns of a value left unused. */
static void render_coord_update(Host *h, Buf *b, Node *n)
{
    Type *t = n->lhs->type;
    int k = h->ntemps++;
    Buf tb = {0};
    host_type(&tb, t);
    const char *op;
    bool discarded = hash_has(&h->unused_updates, n);
    bool post = !discarded && (n->op == UO_POSTINC || n->op == UO_POSTDEC);
    buf_printf(b, "__extension__ ({ %s *ampcc_lv_%d = &(", buf_str(&tb), k);
    render(h, b, n->lhs);
    buf_puts(b, "); ");
    if (n->kind == ND_ASSIGN) {
        static const char *const ops[] = {[BO_ADD] = "+=", [BO_SUB] = "-=", [BO_MUL] = "*=",
                                          [BO_DIV] = "/=", [BO_MOD] = "%="};
        op = n->op <= BO_MOD ? ops[n->op] : "+=";
        bool vec = has_type(n->rhs, TY_INDEX) || has_type(n->rhs, TY_EXTENT);
        if (vec) {
            Buf rb = {0};
            host_type(&rb, n->rhs->type);
            buf_printf(b, "%s ampcc_rv_%d = (", buf_str(&rb), k);
            free(rb.s);
        } else {
            buf_printf(b, "int ampcc_rv_%d = (", k);
        }
        render(h, b, n->rhs);
        buf_puts(b, "); ");
        for (int d = 0; d < t->rank; d++)
            buf_printf(b, "ampcc_lv_%d->v[%d] %s ampcc_rv_%d%s; ", k, d, op, k,
                       vec ? arena_printf(compiler_arena, ".v[%d]", d) : "");
        buf_printf(b, discarded ? "(void)0; })" : "*ampcc_lv_%d; })", k);
    } else {
        op = n->op == UO_PREINC || n->op == UO_POSTINC ? "++" : "--";
        if (post)
            buf_printf(b, "%s ampcc_old_%d = *ampcc_lv_%d; ", buf_str(&tb), k, k);
        for (int d = 0; d < t->rank; d++)
            buf_printf(b, "ampcc_lv_%d->v[%d]%s; ", k, d, op);
        if (post)
            buf_printf(b, "ampcc_old_%d; })", k);
        else
            buf_printf(b, discarded ? "(void)0; })" : "*ampcc_lv_%d; })", k);
    }
    free(tb.s);
}

/* The temporary views (see is_temp_view) that node n uses and that are not
 * bound yet; n binds them around its own rendering. An element written by an
 * assignment or ++/-- binds its view around the whole assignment, so that the
 * view outlives the store. */
static int temps_of(Host *h, Node *n, Node **out, int max)
{
    Node *cand[8];
    int k = 0, nc = 0;
    switch (n->kind) {
    case ND_CALL:
        if (is_view_elem(n)) {
            cand[nc++] = elem_root(n);
            break;
        }
        if (n->lhs && n->lhs->kind == ND_MEMBER && n->lhs->lhs && n->lhs->lhs->type) {
            Type *ot = n->lhs->lhs->type;
            if (!is_view(ot) && !(ot->kind == TY_PTR && is_view(ot->base)))
                break;   /* extent members take no views */
            cand[nc++] = n->lhs->lhs;
        }
        for (int i = 0; i < n->args.len && nc < 8; i++)
            cand[nc++] = n->args.items[i];
        break;
    case ND_INDEX:
        if (is_view_elem(n))
            cand[nc++] = elem_root(n);
        else if (is_view(n->lhs->type))
            cand[nc++] = n->lhs;
        break;
    case ND_MEMBER:
        cand[nc++] = n->lhs;
        break;
    case ND_ASSIGN:
    case ND_UNARY:
        if (n->kind == ND_ASSIGN ? !(n->op == BO_NONE && has_type(n->lhs, TY_ARRAY_VIEW)) : node_is_incdec(n)) {
            Node *e = written_elem(n->lhs);
            if (e)
                cand[nc++] = elem_root(e);
        }
        break;
    default:
        break;
    }
    for (int i = 0; i < nc; i++)
        if (k < max && cand[i] && is_temp_view(cand[i]) && !bound_name(h, cand[i]))
            out[k++] = cand[i];
    return k;
}

static void render_node_body(Host *h, Buf *b, Node *n);

static void render_node(Host *h, Buf *b, Node *n)
{
    const char *bound = bound_name(h, n);
    if (bound) {
        buf_puts(b, bound);
        return;
    }
    if (hash_has(&h->discarded, n)) {
        /* `make_view();` as a statement: drop the reference it returns */
        buf_puts(b, "ampcc_view_release(__extension__ (ampcc_view[]){");
        render_node_body(h, b, n);
        buf_puts(b, "})");
        return;
    }
    Node *temps[8];
    int k = temps_of(h, n, temps, 8);
    if (!k) {
        render_node_body(h, b, n);
        return;
    }
    /* an element still to be written (`&f()[i]`): yield its address */
    bool lvalue = is_view_elem(n) && (hash_has(&h->writes, n) || hash_has(&h->read_writes, n));
    int mark = h->bound_nodes.len;
    buf_puts(b, lvalue ? "(*__extension__ ({ " : "__extension__ ({ ");
    for (int i = 0; i < k; i++) {
        char *name = arena_printf(compiler_arena, "ampcc_tmp_%d", h->ntemps++);
        buf_printf(b, "ampcc_view %s __attribute__((cleanup(ampcc_view_release))) = ", name);
        render(h, b, temps[i]);
        buf_puts(b, "; ");
        vec_push(&h->bound_nodes, temps[i]);
        vec_push(&h->bound_names, name);
    }
    if (lvalue)
        buf_puts(b, "&");
    render_node_body(h, b, n);
    buf_puts(b, lvalue ? "; }))" : "; })");
    h->bound_nodes.len = h->bound_names.len = mark;
}

/* A data member of an AMP value (Node.ampop), by its row's HOST column. */
static void render_amp_member(Host *h, Buf *b, Node *n)
{
    const AmpOpInfo *r = ampop_info(n->ampop);
    Type *ot = n->lhs->type;
    int rank = ot->kind == TY_PTR ? ot->base->rank : ot->rank;
    switch (r->host) {
    case H_VIEW_EXTENT:
        buf_printf(b, "ampcc_view_extent_%d(", rank);
        view_address(h, b, n->lhs);
        buf_puts(b, ")");
        return;
    case H_RANK:   /* a constant of the type, as C++ AMP's static member */
        buf_printf(b, "%d", rank);
        return;
    case H_LIB_CALL:
        render_library_member(h, b, n, NULL, r);
        return;
    case H_NONE: case H_AS_WRITTEN: case H_EXTENT_HELPER: case H_TILE: case H_ROUND_TILES: case H_VIEW_CALL:
    case H_DATA: case H_SECTION: case H_VIEW_COPY_TO: case H_ARRAY_COPY_TO: case H_VIEW_ELEM: case H_PROJECT:
    case H_COORD: case H_COPY: case H_COPY_ASYNC: case H_CTOR_ZERO: case H_CTOR_INTS:
    case H_CTOR_ARRAY: case H_CTOR_COPY: case H_COORD_OP:
    case H_VIEW_AS: case H_REINTERPRET: case H_VIEW_NEW: case H_VIEW_OF_ARRAY: case H_VIEW_SHARE:
    case H_ARRAY_NEW: case H_ARRAY_COPY:
        break;   /* not data members, or not in cpu code */
    }
    internal_error_at(n->loc, arena_printf(compiler_arena, "member '%s' in cpu code", r->name));
}

/* ---- the short vector types (sema_vectors.c): operators and constructors
 * as calls of ampcc_runtime.h's ampcc_T_N_OP helpers */

static bool is_norm_arith(int op) { return op == BO_ADD || op == BO_SUB || op == BO_MUL || op == BO_DIV; }

/* An operation that makes a norm or unorm (library.h): clamped. */
static bool is_norm_op(Node *n)
{
    switch (n->kind) {
    case ND_BINARY:
        return library_norm(n->type) && is_norm_arith(n->op);
    case ND_ASSIGN:
        return n->op != BO_NONE && library_norm(n->lhs->type);
    case ND_UNARY:
        return node_is_incdec(n) && library_norm(n->lhs->type);
    case ND_AMP_VALUE: case ND_CAST:
        return library_norm(n->cast_type);
    default:
        return false;
    }
}

static bool is_vector_op(Node *n)
{
    if (is_norm_op(n))
        return true;
    switch (n->kind) {
    case ND_BINARY:
        return (n->lhs->type && is_vector_type(n->lhs->type)) ||
               (n->rhs->type && is_vector_type(n->rhs->type));
    case ND_ASSIGN:
        return (n->op != BO_NONE && n->lhs->type && is_vector_type(n->lhs->type)) ||
               (n->lhs->kind == ND_MEMBER && swizzle_count(n->lhs->swizzle) > 1);
    case ND_UNARY:
        return (n->op == UO_NEG || n->op == UO_PLUS || n->op == UO_BITNOT) && n->lhs->type &&
               is_vector_type(n->lhs->type);
    case ND_AMP_VALUE:
        return n->cast_type && is_vector_type(n->cast_type);
    case ND_MEMBER:
        return n->swizzle != 0;
    default:
        return false;
    }
}

static const char *const vector_components[4] = {"x", "y", "z", "w"};

/* v.r: (v).x; v.zyx: get3(v, 2, 1, 0); v.zyx = e: set3(&(v), 2, 1, 0, e). */
static void render_swizzle(Host *h, Buf *b, Node *member, Node *value)
{
    int s = member->swizzle, n = swizzle_count(s);
    const char *v = member->lhs->type->tag->name;
    if (n == 1 && !value) {
        buf_puts(b, "(");
        render(h, b, member->lhs);
        buf_printf(b, ").%s", vector_components[swizzle_at(s, 0)]);
        return;
    }
    buf_printf(b, value ? "%s_set%d(&(" : "%s_get%d((", v, n);
    render(h, b, member->lhs);
    buf_puts(b, ")");
    for (int k = 0; k < n; k++)
        buf_printf(b, ", %d", swizzle_at(s, k));
    if (value) {
        buf_puts(b, ", ");
        render(h, b, value);
    }
    buf_puts(b, ")");
}

/* An operand of vector type t: itself, or a number made a vector of it. */
static void render_vector_operand(Host *h, Buf *b, Node *x, const Type *t)
{
    bool scalar = !is_vector_type(x->type);
    if (scalar)
        buf_printf(b, "%s_splat(", t->tag->name);
    render(h, b, x);
    if (scalar)
        buf_puts(b, ")");
}

static const char *const norm_names[3] = {NULL, "norm", "unorm"};

/* make(x, y, ...) from one value per component, splat(s) from one;
 * ampcc_norm_clamp(x) for norm(x). */
static void render_vector_make(Host *h, Buf *b, const Type *t, PtrVec *args)
{
    Node *first = args->items[0];
    if (library_norm(t))
        buf_printf(b, "ampcc_%s_clamp(", norm_names[library_norm(t)]);
    else if (args->len == 1 && is_vector_type(first->type))   /* float_2(i2) */
        buf_printf(b, "%s_from_%s(", t->tag->name, first->type->tag->name + 6);
    else
        buf_printf(b, "%s_%s(", t->tag->name, args->len == 1 ? "splat" : "make");
    render_args(h, b, args, 0);
    buf_puts(b, ")");
}

static const char *const norm_op_text[] = {[BO_ADD] = "+", [BO_SUB] = "-", [BO_MUL] = "*", [BO_DIV] = "/"};

/* a + b of norms: ampcc_norm_clamp((a) + (b)); (norm)x: ampcc_norm_clamp(x);
 * n OP= x: ampcc_norm_update(&(n), 'OP', x, 0); ++n: ampcc_norm_update(&(n), '+', 1.0f, 0),
 * n-- ... '-', 1.0f, 1) (the old value). */
static void render_norm_op(Host *h, Buf *b, Node *n)
{
    const Type *t = n->kind == ND_BINARY ? n->type : n->kind == ND_CAST ? n->cast_type : n->lhs->type;
    const char *name = norm_names[library_norm(t)];
    if (n->kind == ND_BINARY) {
        buf_printf(b, "ampcc_%s_clamp((", name);
        render(h, b, n->lhs);
        buf_printf(b, ") %s (", norm_op_text[n->op]);
        render(h, b, n->rhs);
        buf_puts(b, "))");
    } else if (n->kind == ND_CAST) {
        buf_printf(b, "ampcc_%s_clamp(", name);
        render(h, b, n->lhs);
        buf_puts(b, ")");
    } else {
        buf_printf(b, "ampcc_%s_update(&(", name);
        render(h, b, n->lhs);
        if (n->kind == ND_ASSIGN) {
            buf_printf(b, "), '%s', ", norm_op_text[n->op]);
            render(h, b, n->rhs);
            buf_puts(b, ", 0)");
        } else {
            bool inc = n->op == UO_PREINC || n->op == UO_POSTINC;
            buf_printf(b, "), '%s', 1.0f, %d)", inc ? "+" : "-", n->op == UO_POSTINC || n->op == UO_POSTDEC);
        }
    }
}

/* One value of a static norm, unorm or vector: C's constant expression of
 * the clamp, `(x) < -1 ? -1 : (x) > 1 ? 1 : (x)`, or the value itself. */
static void render_static_component(Host *h, Buf *b, int norm, Node *x)
{
    if (!norm) {
        render(h, b, x);
        return;
    }
    const char *lo = norm == 1 ? "-1.0f" : "0.0f";
    buf_puts(b, "(float)(");
    render(h, b, x);
    buf_printf(b, ") < %s ? %s : (float)(", lo, lo);
    render(h, b, x);
    buf_puts(b, ") > 1.0f ? 1.0f : (float)(");
    render(h, b, x);
    buf_puts(b, ")");
}

/* `static float_4 v(1.0f);`, `static norm n(0.5f);` at file scope or static
 * in a function: C wants a constant initializer there, so a brace list of
 * the components (the one value repeated) instead of a helper call. */
static void render_static_vector_init(Host *h, Buf *b, const Type *t, PtrVec *args)
{
    int n = library_vector_length(t);
    Node *first = args->items[0];
    if (args->len == 1 && is_vector_type(first->type)) {   /* a conversion is not a constant */
        render_vector_make(h, b, t, args);
        return;
    }
    if (!n) {
        render_static_component(h, b, library_norm(t), args->items[0]);
        return;
    }
    buf_puts(b, "{");
    for (int k = 0; k < n; k++) {
        buf_puts(b, k ? ", " : "");
        render_static_component(h, b, library_norm(t->tag->members->type), args->items[args->len == 1 ? 0 : k]);
    }
    buf_puts(b, "}");
}

static void render_vector_op(Host *h, Buf *b, Node *n)
{
    if (is_norm_op(n) && n->kind != ND_AMP_VALUE) {
        render_norm_op(h, b, n);
        return;
    }
    if (n->kind == ND_MEMBER) {
        render_swizzle(h, b, n, NULL);
        return;
    }
    if (n->kind == ND_ASSIGN && n->op == BO_NONE) {
        render_swizzle(h, b, n->lhs, n->rhs);
        return;
    }
    if (n->kind == ND_AMP_VALUE) {
        render_vector_make(h, b, n->cast_type, &n->args);
        return;
    }
    if (n->kind == ND_UNARY) {
        buf_printf(b, n->op == UO_PLUS ? "(" : n->op == UO_NEG ? "%s_neg(" : "%s_bitnot(", n->lhs->type->tag->name);
        render(h, b, n->lhs);
        buf_puts(b, ")");
        return;
    }
    const Type *t = is_vector_type(n->lhs->type) ? n->lhs->type : n->rhs->type;
    if (n->kind == ND_ASSIGN) {   /* a OP= b: the helper writes through &a, a evaluated once */
        buf_printf(b, "(*%s_%s_assign(&(", t->tag->name, vector_op_name(n->op));
        render(h, b, n->lhs);
        buf_puts(b, "), ");
        render_vector_operand(h, b, n->rhs, t);
        buf_puts(b, "))");
        return;
    }
    buf_printf(b, "%s%s_%s(", n->op == BO_NE ? "!" : "", t->tag->name, vector_op_name(n->op));
    render_vector_operand(h, b, n->lhs, t);
    buf_puts(b, ", ");
    render_vector_operand(h, b, n->rhs, t);
    buf_puts(b, ")");
}

static void render_node_body(Host *h, Buf *b, Node *n)
{
    if (is_vector_op(n)) {
        render_vector_op(h, b, n);
        return;
    }
    if (is_coord_update(n)) {
        render_coord_update(h, b, n);
        return;
    }
    switch (n->kind) {
    case ND_PFE:
        render_pfe(h, b, n);
        return;
    case ND_COND:
        if (is_temp_view(n)) {
            render_cond_view(h, b, n);
            return;
        }
        break;
    case ND_AMP_VALUE: {
        if (has_type(n, TY_ARRAY_VIEW)) {
            render_view_value(h, b, n);
            return;
        }
        const AmpOpInfo *r = ampop_info(n->ampop);
        if (r->host != H_CTOR_INTS && r->host != H_CTOR_ZERO) {   /* a value already */
            render_coord_ctor(h, b, n->ampop, n->cast_type, &n->args);
            return;
        }
        Buf tb = {0};
        host_type(&tb, n->cast_type);
        buf_printf(b, "(__extension__ (%s)", buf_str(&tb));
        free(tb.s);
        render_coord_ctor(h, b, n->ampop, n->cast_type, &n->args);
        buf_puts(b, ")");
        return;
    }
    case ND_CALL:
        if (is_view_elem(n)) {
            render_view_elem(h, b, n);
            return;
        }
        if (render_member_call(h, b, n) || render_library_call(h, b, n))
            return;
        break;
    case ND_INDEX:
        if (is_view_elem(n)) {
            render_view_elem(h, b, n);
            return;
        }
        if (is_view(n->lhs->type)) {
            render_projection(h, b, n);
            return;
        }
        buf_puts(b, "(");
        render(h, b, n->lhs);
        buf_puts(b, ").v[");
        render(h, b, n->rhs);
        buf_puts(b, "]");
        return;
    case ND_MEMBER:
        render_amp_member(h, b, n);
        return;
    case ND_ASSIGN:
        if (!(n->op == BO_NONE && has_type(n->lhs, TY_ARRAY_VIEW)))
            break;   /* a write through a temporary view, bound by render_node */
        /* w = v: w lets go of its data (syncing it back) and shares v's; a
         * temporary view's own reference passes to w */
        buf_puts(b, "__extension__ ({ ampcc_view ampcc_new_view = ");
        if (is_temp_view(n->rhs)) {
            render(h, b, n->rhs);
        } else {
            buf_puts(b, "ampcc_view_share(");
            view_address(h, b, n->rhs);
            buf_puts(b, ")");
        }
        buf_puts(b, "; ampcc_view_release(&(");
        render(h, b, n->lhs);
        buf_puts(b, ")); (");
        render(h, b, n->lhs);
        buf_puts(b, ") = ampcc_new_view; })");
        return;
    case ND_BINARY: {
        if (library_type_name(n->lhs->type)) {
            /* the same device (its place in the runtime's list), the same view */
            buf_puts(b, "((");
            render(h, b, n->lhs);
            buf_printf(b, ").id %s (", n->op == BO_EQ ? "==" : "!=");
            render(h, b, n->rhs);
            buf_puts(b, ").id)");
            return;
        }
        /* an operator row (ampops.def): ampcc_KIND_N_CLNAME(a, b) */
        Type *t = type_is_amp(n->lhs->type) ? n->lhs->type : n->rhs->type;
        buf_printf(b, "%sampcc_%s_%d_%s(", n->op == BO_NE ? "!" : "", t->kind == TY_EXTENT ? "extent" : "index",
                   t->rank, ampop_info(n->ampop)->cl_name);
        render(h, b, n->lhs);
        buf_puts(b, ", ");
        render(h, b, n->rhs);
        buf_puts(b, ")");
        return;
    }
    default:
        break;
    }
    /* Not a form we rewrite after all: copy it, rewriting what is inside. */
    h->exclude = n;
    render_range(h, b, n->begin, n->end);
}

static int count_newlines(const char *s, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        k += s[i] == '\n';
    return k;
}

static void render_edit(Host *h, Buf *b, Edit *e)
{
    switch (e->kind) {
    case EDIT_TYPE:
        host_type(b, e->use->type);
        return;
    case EDIT_NODE:
        render_node(h, b, e->node);
        return;
    case EDIT_DECL_INIT:
        render_decl_init(h, b, e->node);
        return;
    case EDIT_REMOVE_AMP_FUNC:
        buf_printf(b, "/* restrict(amp) function %s: compiled into the OpenCL C only */",
                   e->node->sym ? e->node->sym->name : "");
        return;
    case EDIT_RESTRICT_SPEC:
        return;
    case EDIT_SHARE:
        if (e->node->kind == ND_IDENT) {
            buf_puts(b, "ampcc_view_share(&(");
            buf_put(b, h->u->text + e->begin, e->end - e->begin);
            buf_puts(b, "))");
        } else {
            /* `return c ? v : w;`, `return s->view;`: a compound literal gives it an address */
            buf_puts(b, "ampcc_view_share(__extension__ (ampcc_view[]){");
            h->exclude_edit = e;
            render_range(h, b, e->begin, e->end);
            buf_puts(b, "})");
        }
        return;
    }
}

/* First edit whose begin is >= pos (edits are sorted by begin). */
static int first_edit_at(Host *h, int pos)
{
    int lo = 0, hi = h->edits.len;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (((Edit *)h->edits.items[mid])->begin < pos)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static void render_range(Host *h, Buf *b, int begin, int end)
{
    const char *text = h->u->text;
    int pos = begin;
    for (int i = first_edit_at(h, begin); i < h->edits.len; i++) {
        Edit *e = h->edits.items[i];
        if (e->begin >= end)
            break;
        if (e->begin < pos || e->end > end)
            continue;   /* inside an edit already replaced, or straddling the range */
        if (e->node && e->node == h->exclude && e->kind == EDIT_NODE) {
            h->exclude = NULL;
            continue;   /* the node being copied itself (render_node's fallback) */
        }
        if (e == h->exclude_edit) {
            h->exclude_edit = NULL;
            continue;   /* the share being rendered itself */
        }
        buf_put(b, text + pos, e->begin - pos);
        int before = b->len;
        render_edit(h, b, e);
        pos = e->end;
        int lines_now = count_newlines(b->s ? b->s + before : "", b->len - before);
        if (lines_now != count_newlines(text + e->begin, e->end - e->begin) ||
            has_line_marker(b->s ? b->s + before : "", b->len - before)) {
            /* the text after the edit continues the user's line e->end is on */
            buf_puts(b, "\n");
            mark_user_line(h, b, e->end);
        }
    }
    if (pos < end)
        buf_put(b, text + pos, end - pos);
}

/* ------------------------------------------------------------ collecting edits */

static void add_edit(Host *h, int kind, int begin, int end, Node *n, AmpTypeUse *use)
{
    if (begin < 0 || end < begin)
        return;
    Edit *e = NEW(Edit);
    e->kind = kind;
    e->begin = begin;
    e->end = end;
    e->node = n;
    e->use = use;
    vec_push(&h->edits, e);
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Finds `restrict` `(` ... `)` in [begin, end) of the text: the last one. */
static bool find_restrict_spec(Host *h, int begin, int end, int *sb, int *se)
{
    const char *t = h->u->text;
    bool found = false;
    for (int i = begin; i + 8 <= end; i++) {
        if (strncmp(t + i, "restrict", 8) != 0)
            continue;
        if (i > 0 && (t[i - 1] == '_' || (t[i - 1] >= 'a' && t[i - 1] <= 'z') ||
                      (t[i - 1] >= 'A' && t[i - 1] <= 'Z') || (t[i - 1] >= '0' && t[i - 1] <= '9')))
            continue;
        int j = i + 8;
        while (j < end && is_space(t[j]))
            j++;
        if (j >= end || t[j] != '(')
            continue;
        while (j < end && t[j] != ')')
            j++;
        if (j >= end)
            continue;
        *sb = i;
        while (*sb > begin && (t[*sb - 1] == ' ' || t[*sb - 1] == '\t'))
            (*sb)--;   /* and the blank before it */
        *se = j + 1;
        found = true;
    }
    return found;
}

static bool is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* Where the first mention of d's name followed by `want` (after spaces) in
 * the declaration's text ends: at `want`, or just after the name when want
 * is 0 (any character). -1 if there is none. */
static int decl_name_followed_by(Host *h, Node *d, char want)
{
    const char *t = h->u->text;
    const char *name = d->sym->name;
    size_t len = strlen(name);
    for (int i = d->begin; i + (int)len <= d->end; i++) {
        if (strncmp(t + i, name, len) != 0 || (i > 0 && is_ident_char(t[i - 1])) ||
            is_ident_char(t[i + len]))
            continue;
        int j = i + (int)len;
        if (!want)
            return j;
        while (j < h->u->text_len && is_space(t[j]))
            j++;
        if (j < h->u->text_len && t[j] == want)
            return j;
    }
    return -1;
}

/* Where a declaration's initialiser part starts: the '(' of constructor
 * arguments or the '=' before an initialiser, just after the declared name
 * (scanning back from the first argument would stop at its own parentheses,
 * as in a macro argument `(256 * 64)`). */
static int init_part_begin(Host *h, Node *d)
{
    char want = d->has_ctor_args ? '(' : '=';
    return decl_name_followed_by(h, d, want);
}

/* Just after the constructor's ')', as the parser saw it: the last argument's
 * own range stops inside its parentheses (`e(N)` with `#define N (8/4)`). */
static int init_part_end(Host *h, Node *d)
{
    if (!d->has_ctor_args)
        return d->init ? d->init->end : -1;
    return d->ctor_end;
}

static void mark_lvalue(Host *h, Node *lv, bool also_read)
{
    lv = written_elem(lv);
    if (lv)
        hash_add(also_read ? &h->read_writes : &h->writes, lv);
}

static void collect(Node *n, void *data);

static void add_zero_init(Host *h, Node *d)
{
    int at = decl_name_followed_by(h, d, 0);
    if (at >= 0)
        add_edit(h, EDIT_DECL_INIT, at, at, d, NULL);
    else
        error_at(d->loc, "ampcc could not find the declarator of '%s' to zero", d->sym->name);
}

static void collect_decl(Host *h, Node *d)
{
    Type *t = d->sym ? d->sym->type : NULL;
    if (t && t->kind == TY_FUNC) {
        int sb, se;
        /* restrict(cpu) too: no host compiler knows the specifier */
        if (find_restrict_spec(h, d->begin, d->end, &sb, &se))
            add_edit(h, EDIT_RESTRICT_SPEC, sb, se, d, NULL);
        return;
    }
    if (library_constructible(t) && d->has_ctor_args && d->sym->kind == SYM_VAR) {
        add_edit(h, EDIT_DECL_INIT, init_part_begin(h, d), init_part_end(h, d), d, NULL);
        return;
    }
    if (library_is_accelerator(t) && !d->init && d->sym->kind == SYM_VAR) {
        /* constructed: the default device, or the one the path names */
        int at = d->has_ctor_args ? init_part_begin(h, d) : d->end;
        add_edit(h, EDIT_DECL_INIT, at, d->has_ctor_args ? init_part_end(h, d) : d->end, d, NULL);
        return;
    }
    bool small = t && (t->kind == TY_EXTENT || t->kind == TY_INDEX || t->kind == TY_TILED_EXTENT ||
                         library_is_future(t));
    /* `index<3> origin;` is all zeros, as C++ AMP's default constructor makes
     * it; at file scope C zeroes it already (and an initializer there would
     * turn a tentative definition into a definition) */
    if (small && !d->has_ctor_args && !d->init && d->sym->scope_depth > 0 &&
        d->sym->storage != ST_EXTERN) {
        add_zero_init(h, d);
        return;
    }
    bool rewritten = t && (t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY ||
                           (small && d->has_ctor_args));
    if (rewritten && (d->has_ctor_args || d->init)) {
        int b = init_part_begin(h, d), e = init_part_end(h, d);
        if (b >= 0 && e >= b) {
            add_edit(h, EDIT_DECL_INIT, b, e, d, NULL);
        } else {
            error_at(d->loc, "ampcc could not find the initialiser of '%s' to rewrite",
                     d->sym->name);
        }
    }
}

/* An AMP operation that the host C spells differently from the source. */
static bool is_lowered_op(const Node *n)
{
    return n->ampop && ampop_info(n->ampop)->host != H_AS_WRITTEN;
}

/* Does this node need rewriting on the host? */
static bool node_is_edit(Node *n)
{
    if (is_temp_view(n) || is_coord_update(n) || is_vector_op(n))
        return true;
    switch (n->kind) {
    case ND_PFE:
    case ND_AMP_VALUE:
        return true;
    case ND_CALL:
        if (is_lowered_op(n))
            return true;
        for (int i = 0; i < n->args.len; i++)
            if (is_temp_view(n->args.items[i]))
                return true;   /* f(make_view()): the argument is borrowed */
        return false;
    case ND_INDEX:
    case ND_MEMBER:
        return is_lowered_op(n);
    case ND_ASSIGN:
        if (n->op == BO_NONE && has_type(n->lhs, TY_ARRAY_VIEW))
            return true;
        /* a write through a temporary view */
        /* fall through */
    case ND_UNARY: {
        Node *e = (n->kind == ND_ASSIGN || node_is_incdec(n)) ? written_elem(n->lhs) : NULL;
        return e && is_temp_view(elem_root(e));
    }
    case ND_BINARY:   /* accelerator and accelerator_view == !=, the index/extent operator rows */
        if (n->lhs->type && library_type_name(n->lhs->type))
            return n->op == BO_EQ || n->op == BO_NE;
        return n->ampop && ampop_info(n->ampop)->host == H_COORD_OP;
    default:
        return false;
    }
}

/* `struct H h = {v, 4};`: the struct's view holds its own reference, as
 * `h.v = v;` does, so it outlives v's cleanup (`return h;`). A view computed
 * afresh hands over the reference it holds. */
static void share_listed_views(Host *h, Node *list)
{
    for (int i = 0; i < list->items.len; i++) {
        Node *item = list->items.items[i];
        if (item->kind == ND_INIT_ITEM)
            item = item->lhs;
        if (has_type(item, TY_ARRAY_VIEW) && !is_temp_view(item))
            add_edit(h, EDIT_SHARE, item->begin, item->end, item, NULL);
    }
}

static void collect(Node *n, void *data)
{
    Host *h = data;
    switch (n->kind) {
    case ND_FUNCDEF: {
        unsigned mask = n->restrict_mask ? n->restrict_mask
                                         : n->sym ? n->sym->restrict_mask : RESTRICT_CPU;
        if (mask == RESTRICT_AMP) {
            add_edit(h, EDIT_REMOVE_AMP_FUNC, n->begin, n->end, n, NULL);
            return;   /* nothing inside is host code */
        }
        int sb, se;
        if (n->body && find_restrict_spec(h, n->begin, n->body->begin, &sb, &se))
            add_edit(h, EDIT_RESTRICT_SPEC, sb, se, n, NULL);
        if ((mask & RESTRICT_AMP) && n->sym && n->sym->storage == ST_STATIC)
            vec_push(&h->kept_functions, n->sym);
        break;
    }
    case ND_DECL:
        collect_decl(h, n);
        break;
    case ND_ASSIGN:
        mark_lvalue(h, n->lhs, n->op != BO_NONE);
        break;
    case ND_UNARY:
        if (node_is_incdec(n) || n->op == UO_ADDR)
            mark_lvalue(h, n->lhs, true);
        break;
    case ND_EXPR_STMT:
        if (n->lhs && is_temp_view(n->lhs))
            hash_add(&h->discarded, n->lhs);
        if (n->lhs && n->lhs->kind == ND_CAST && n->lhs->lhs && is_temp_view(n->lhs->lhs))
            hash_add(&h->discarded, n->lhs->lhs);   /* `(void)f();` */
        if (n->lhs && is_coord_update(n->lhs))
            hash_add(&h->unused_updates, n->lhs);
        break;
    case ND_COMMA:   /* `(f(), x)`: the left value is dropped */
        if (n->lhs && is_temp_view(n->lhs))
            hash_add(&h->discarded, n->lhs);
        break;
    case ND_KERNEL:
        return;   /* removed with its parallel_for_each */
    case ND_INIT_LIST:
        share_listed_views(h, n);
        break;
    case ND_RETURN:
        /* the variable's cleanup drops its reference when the function
         * returns; so may another owner's: any view not computed afresh (a
         * call, a projection, a section) is shared */
        if (n->lhs && has_type(n->lhs, TY_ARRAY_VIEW) && !is_temp_view(n->lhs))
            add_edit(h, EDIT_SHARE, n->lhs->begin, n->lhs->end, n->lhs, NULL);
        break;
    default:
        break;
    }
    if (node_is_edit(n))
        add_edit(h, EDIT_NODE, n->begin, n->end, n, NULL);
    ast_for_each_child(n, AST_WALK_ALL, collect, h);
}

static int edit_order(const void *a, const void *b)
{
    const Edit *x = *(Edit *const *)a, *y = *(Edit *const *)b;
    if (x->begin != y->begin)
        return x->begin < y->begin ? -1 : 1;
    if (x->end != y->end)
        return x->end > y->end ? -1 : 1;   /* outer first */
    if ((x->kind == EDIT_SHARE) != (y->kind == EDIT_SHARE))
        return x->kind == EDIT_SHARE ? -1 : 1;   /* `return w = v;`: the share wraps the node */
    return 0;
}

/* ------------------------------------------------------------ prelude */

/* e = ampcc_KIND_N_of(c): from an array of N ints (every rank). */
static void emit_host_of_helpers(Buf *b, int n)
{
    const char *kinds[] = {"extent", "index"};
    for (int k = 0; k < 2; k++)
        buf_printf(b, "static __inline__ ampcc_%s_%d ampcc_%s_%d_of(const int *c) { ampcc_%s_%d r; "
                      "int k; for (k = 0; k < %d; k++) r.v[k] = c[k]; return r; }\n", kinds[k], n,
                   kinds[k], n, kinds[k], n, n);
}

/* The operators of ampops.def's AMPOPER rows that ranks 1-3 have no helper
 * for below: extent ± extent or index, and index/extent with an int on
 * either side (ampcc_KIND_N_OP_int(a, s), ampcc_KIND_N_int_OP(s, a)). */
static void emit_host_coord_ops(Buf *b, int n)
{
    static const char *const ops[][2] = {{"add", "+"}, {"sub", "-"}, {"mul", "*"}, {"div", "/"}, {"mod", "%"}};
    const char *kinds[] = {"extent", "index"};
    for (int o = 0; o < 2; o++)
        for (int r = 0; r < 2; r++)
            buf_printf(b, "static __inline__ ampcc_extent_%d ampcc_extent_%d_%s%s(ampcc_extent_%d a, ampcc_%s_%d b) "
                          "{ int k; for (k = 0; k < %d; k++) a.v[k] %s= b.v[k]; return a; }\n", n, n, ops[o][0],
                       r ? "_index" : "", n, kinds[r], n, n, ops[o][1]);
    for (int k = 0; k < 2; k++)
        for (int o = 0; o < 5; o++) {
            buf_printf(b, "static __inline__ ampcc_%s_%d ampcc_%s_%d_%s_int(ampcc_%s_%d a, int s) { int k; "
                          "for (k = 0; k < %d; k++) a.v[k] %s= s; return a; }\n", kinds[k], n, kinds[k], n,
                       ops[o][0], kinds[k], n, n, ops[o][1]);
            buf_printf(b, "static __inline__ ampcc_%s_%d ampcc_%s_%d_int_%s(int s, ampcc_%s_%d a) { int k; "
                          "for (k = 0; k < %d; k++) a.v[k] = s %s a.v[k]; return a; }\n", kinds[k], n, kinds[k],
                       n, ops[o][0], kinds[k], n, n, ops[o][1]);
        }
}

/* The types and helpers of a rank N > 3 (AMPCC_MAX_RANK): loops where ranks
 * 1-3 spell each dimension; no tiled types. */
static void emit_high_rank_helpers(Buf *b, int n)
{
    const char *kinds[] = {"extent", "index"};
    for (int k = 0; k < 2; k++)
        buf_printf(b, "typedef struct ampcc_%s_%d { int v[%d]; } ampcc_%s_%d;\n", kinds[k], n, n,
                   kinds[k], n);
    emit_host_of_helpers(b, n);
    emit_host_coord_ops(b, n);
    buf_printf(b, "static __inline__ int ampcc_extent_%d_size(ampcc_extent_%d e, const char *file, "
                  "int line) { return ampcc_extent_size(%d, e.v, file, line); }\n", n, n, n);
    buf_printf(b, "static __inline__ int ampcc_extent_%d_contains(ampcc_extent_%d e, ampcc_index_%d i) "
                  "{ int k; for (k = 0; k < %d; k++) if (i.v[k] < 0 || i.v[k] >= e.v[k]) return 0; "
                  "return 1; }\n", n, n, n, n);
    const char *ops[] = {"add", "+", "sub", "-"};
    for (int k = 0; k < 4; k += 2)
        buf_printf(b, "static __inline__ ampcc_index_%d ampcc_index_%d_%s(ampcc_index_%d a, ampcc_index_%d b) "
                      "{ int k; for (k = 0; k < %d; k++) a.v[k] %s= b.v[k]; return a; }\n", n, n, ops[k],
                   n, n, n, ops[k + 1]);
    for (int k = 0; k < 2; k++)
        buf_printf(b, "static __inline__ int ampcc_%s_%d_eq(ampcc_%s_%d a, ampcc_%s_%d b) { int k; "
                      "for (k = 0; k < %d; k++) if (a.v[k] != b.v[k]) return 0; return 1; }\n",
                   kinds[k], n, kinds[k], n, kinds[k], n, n);
    buf_printf(b, "static __inline__ ampcc_extent_%d ampcc_view_extent_%d(const ampcc_view *v) { "
                  "ampcc_extent_%d e; int k; for (k = 0; k < %d; k++) e.v[k] = v->extent[k]; return e; }\n",
               n, n, n, n);
    buf_printf(b, "static __inline__ ampcc_domain ampcc_domain_%d(ampcc_extent_%d e) { ampcc_domain d; "
                  "int k; d.rank = %d; d.mode = AMPCC_TILE_EXACT; for (k = 0; k < 3; k++) d.tile[k] = 0; "
                  "for (k = 0; k < %d; k++) d.extent[k] = e.v[k]; return d; }\n", n, n, n, n);
}

/* The highest rank the unit writes (its types of ranks 4 and up need helpers). */
static int highest_rank(Unit *u)
{
    int max = 3;
    for (int i = 0; i < u->amp_type_uses.len; i++) {
        AmpTypeUse *use = u->amp_type_uses.items[i];
        for (Type *t = use->type; t; t = t->base)
            if (type_is_amp(t) && t->rank > max && t->rank <= AMP_MAX_RANK)
                max = t->rank;
    }
    return max;
}

/* Host helpers for extents, indices and domains, per rank. Static inline:
 * unused ones cost nothing and draw no warning. */
static void emit_host_helpers(Buf *b, Unit *u)
{
    for (int n = 1; n <= 3; n++) {
        emit_host_of_helpers(b, n);
        emit_host_coord_ops(b, n);
    }
    for (int n = 4; n <= highest_rank(u); n++)
        emit_high_rank_helpers(b, n);
    for (int n = 1; n <= 3; n++) {
        /* v: the extent as the program sees it (pad/truncate round it to whole
         * tiles); domain and mode: what the runtime launches over. */
        buf_printf(b, "typedef struct ampcc_tiled_extent_%d { int v[%d]; int domain[%d]; int mode; } "
                      "ampcc_tiled_extent_%d;\n", n, n, n, n);
        /* size(): a product that does not fit the int it returns is a
         * located run-time error, not signed overflow */
        buf_printf(b, "static __inline__ int ampcc_extent_%d_size(ampcc_extent_%d e, const char *file, "
                      "int line) { return ampcc_extent_size(%d, e.v, file, line); }\n", n, n, n);
        buf_printf(b, "static __inline__ int ampcc_tiled_extent_%d_size(ampcc_tiled_extent_%d e, "
                      "const char *file, int line) { return ampcc_extent_size(%d, e.v, file, line); }\n",
                   n, n, n);
        buf_printf(b, "static __inline__ int ampcc_extent_%d_contains(ampcc_extent_%d e, "
                      "ampcc_index_%d i) { return ", n, n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%s0 <= i.v[%d] && i.v[%d] < e.v[%d]", d ? " && " : "", d, d, d);
        buf_puts(b, "; }\n");
        const char *ops[] = {"add", "+", "sub", "-"};
        for (int k = 0; k < 4; k += 2) {
            buf_printf(b, "static __inline__ ampcc_index_%d ampcc_index_%d_%s(ampcc_index_%d a, "
                          "ampcc_index_%d b) { ", n, n, ops[k], n, n);
            for (int d = 0; d < n; d++)
                buf_printf(b, "a.v[%d] %s= b.v[%d]; ", d, ops[k + 1], d);
            buf_puts(b, "return a; }\n");
        }
        /* == and != compare rank-wise: C has no struct comparison */
        const char *kinds[] = {"index", "extent"};
        for (int k = 0; k < 2; k++) {
            buf_printf(b, "static __inline__ int ampcc_%s_%d_eq(ampcc_%s_%d a, ampcc_%s_%d b) { "
                          "return ", kinds[k], n, kinds[k], n, kinds[k], n);
            for (int d = 0; d < n; d++)
                buf_printf(b, "%sa.v[%d] == b.v[%d]", d ? " && " : "", d, d);
            buf_puts(b, "; }\n");
        }
        buf_printf(b, "static __inline__ ampcc_extent_%d ampcc_view_extent_%d(const ampcc_view *v) { "
                      "ampcc_extent_%d e = {{", n, n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "%sv->extent[%d]", d ? ", " : "", d);
        buf_puts(b, "}}; return e; }\n");
        /* e.tile<...>() keeps the extent; pad/truncate round it to whole tiles. */
        buf_printf(b, "static __inline__ ampcc_tiled_extent_%d ampcc_extent_%d_tile(ampcc_extent_%d e",
                   n, n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, ", int t%d", d);
        buf_printf(b, ") { ampcc_tiled_extent_%d r; ", n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "r.v[%d] = r.domain[%d] = e.v[%d]; (void)t%d; ", d, d, d, d);
        buf_puts(b, "r.mode = AMPCC_TILE_EXACT; return r; }\n");
        buf_printf(b, "static __inline__ ampcc_domain ampcc_domain_%d(ampcc_extent_%d e) { "
                      "ampcc_domain d = {%d, {0}, {0}, AMPCC_TILE_EXACT}; ", n, n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "d.extent[%d] = e.v[%d]; ", d, d);
        buf_puts(b, "return d; }\n");
        buf_printf(b, "static __inline__ ampcc_domain ampcc_domain_tiled_%d(ampcc_tiled_extent_%d e",
                   n, n);
        for (int d = 0; d < n; d++)
            buf_printf(b, ", int t%d", d);
        buf_printf(b, ") { ampcc_domain d = {%d, {0}, {0}, e.mode}; ", n);
        for (int d = 0; d < n; d++)
            buf_printf(b, "d.extent[%d] = e.domain[%d]; d.tile[%d] = t%d; ", d, d, d, d);
        buf_puts(b, "return d; }\n");
    }
    /* pad() rounds the extent up to whole tiles, truncate() down; the runtime
     * does the same to the unrounded domain (and skips an empty launch). */
    for (int n = 1; n <= 3; n++) {
        const char *modes[][2] = {{"pad", "AMPCC_TILE_PAD"}, {"truncate", "AMPCC_TILE_TRUNCATE"}};
        for (int m = 0; m < 2; m++) {
            buf_printf(b, "static __inline__ ampcc_tiled_extent_%d ampcc_tiled_extent_%d_%s("
                          "ampcc_tiled_extent_%d e", n, n, modes[m][0], n);
            for (int d = 0; d < n; d++)
                buf_printf(b, ", int t%d", d);
            buf_puts(b, ") { ");
            for (int d = 0; d < n; d++)
                buf_printf(b, m == 0 ? "e.v[%d] = (e.v[%d] + t%d - 1) / t%d * t%d; "
                                     : "e.v[%d] = e.v[%d] / t%d * t%d; ", d, d, d, d, d);
            buf_printf(b, "e.mode = %s; return e; }\n", modes[m][1]);
        }
    }
    buf_puts(b, "static __inline__ ampcc_array ampcc_array_make(int rank, const int *ext, "
                "ampcc_size_t elem_size, const void *src, const char *file, int line) { "
                "ampcc_array a; ampcc_array_init(&a, rank, ext, elem_size, src, file, line); "
                "return a; }\n");
    buf_puts(b, "static __inline__ ampcc_array ampcc_array_make_on(int rank, const int *ext, "
                "ampcc_size_t elem_size, const void *src, int staging_view, int view, const char *file, "
                "int line) { ampcc_array a; ampcc_array_init_on(&a, rank, ext, elem_size, src, "
                "staging_view, view, file, line); return a; }\n");
    buf_puts(b, "static __inline__ ampcc_array ampcc_array_make_range(int rank, const int *ext, "
                "ampcc_size_t elem_size, const void *first, const void *last, int staging_view, int view, "
                "const char *file, int line) { ampcc_array a; ampcc_array_init_range(&a, rank, ext, elem_size, "
                "first, last, staging_view, view, file, line); return a; }\n");
}

/* The OpenCL C as a string literal, one source line per line. */
static void emit_program(Host *h, Buf *b, const char *cl, const EmitOptions *opts)
{
    /* Kernel i is launched as number i; the runtime finds the _aliased
     * variants, listed after them, by name (emit_common.h). */
    int nnames = h->u->kernels.len;
    buf_puts(b, "static const char *const ampcc_kernel_names[] = {");
    for (int i = 0; i < h->u->kernels.len; i++) {
        KernelInfo *ki = kernel_info(h->u, i);
        buf_printf(b, "%s\"%s\"", i ? ", " : "", ki ? ki->name : "");
    }
    for (int i = 0; i < h->u->kernels.len; i++) {
        KernelInfo *ki = kernel_info(h->u, i);
        if (kernel_has_aliased_variant(ki)) {
            buf_printf(b, ", \"%s" ALIASED_SUFFIX "\"", ki->name);
            nnames++;
        }
    }
    if (!h->u->kernels.len)
        buf_puts(b, "0");
    buf_puts(b, "};\n");
    /* The native host device's kernels (emit_native.c): weak, so that a unit
     * compiled without them still links, and the runtime says so. The host C
     * cannot see the element type, so it names the table by its first entry. */
    const char *native = h->u->kernels.len ? native_table_name(h->u) : NULL;
    if (native)
        buf_printf(b, "extern const struct ampcc_native_kernel %s __attribute__((weak));\n",
                   native);
    buf_puts(b, "static ampcc_program ampcc_program_of_unit __attribute__((unused)) = {\n");
    const char *p = cl;
    while (*p) {
        const char *nl = strchr(p, '\n');
        int len = nl ? (int)(nl - p) : (int)strlen(p);
        buf_puts(b, "    \"");
        for (int i = 0; i < len; i++) {
            char c = p[i];
            if (c == '"' || c == '\\')
                buf_put(b, "\\", 1);
            if (c == '\t')
                buf_puts(b, "\\t");
            else
                buf_put(b, &c, 1);
        }
        buf_puts(b, nl ? "\\n\"\n" : "\"\n");
        p = nl ? nl + 1 : p + len;
    }
    if (!*cl)
        buf_puts(b, "    \"\"\n");
    buf_printf(b, "    ,\n    \"-cl-std=CL1.2%s\",\n", opts && opts->fast_math ?
               " -cl-fast-relaxed-math" : "");
    buf_printf(b, "    ampcc_kernel_names, %d, ", nnames);
    put_c_string(b, h->u->main_file);
    buf_printf(b, ", 0, %s%s\n};\n", native ? "&" : "", native ? native : "0");
    /* The OpenCL start-up, and then this program's build or cache load, run
     * on a thread of their own from before main on, beside the program's own
     * start (runtime/prestart.c). */
    if (h->u->kernels.len)
        buf_puts(b, "__attribute__((constructor)) static void ampcc_prestart_unit(void)\n"
                    "{\n    ampcc_prestart_program(&ampcc_program_of_unit);\n}\n");
}

/* ------------------------------------------------------------ layout checks */

static void need_layout(Host *h, Type *t)
{
    if (!t)
        return;
    if (t->kind == TY_ARRAY || t->kind == TY_ARRAY_VIEW || t->kind == TY_AMP_ARRAY) {
        need_layout(h, t->base);
        return;
    }
    if ((t->kind != TY_STRUCT && t->kind != TY_UNION) || !t->tag)
        return;
    if (!t->tag->name && !t->typedef_name)
        return;   /* no name the host C can spell */
    for (int i = 0; i < h->layout_tags.len; i++)
        if (h->layout_tags.items[i] == t->tag)
            return;
    vec_push(&h->layout_tags, t->tag);
    vec_push(&h->layout_names, (void *)(t->tag->name
        ? arena_printf(compiler_arena, "%s %s", t->kind == TY_UNION ? "union" : "struct",
                       t->tag->name)
        : t->typedef_name));
    for (Member *m = t->tag->members; m; m = m->next)
        need_layout(h, m->type);
}

static bool tag_at_file_scope(Unit *u, Tag *tag)
{
    for (int i = 0; i < u->tu->items.len; i++) {
        Node *n = u->tu->items.items[i];
        if (n == tag->def)
            return true;
        if (n->kind == ND_DECL && n->type && n->type->tag == tag)
            return true;
    }
    return false;
}

/* The same layout the OpenCL C checks, asserted on the host side. */
/* A static function that kernels call may have no caller left in the host
 * code: a reference keeps the host compiler from calling it unused. */
static void emit_function_uses(Host *h, Buf *b)
{
    for (int i = 0; i < h->kept_functions.len; i++) {
        const char *name = ((Symbol *)h->kept_functions.items[i])->name;
        buf_printf(b, "\n__extension__ static __typeof__(&%s) const ampcc_keep_%s "
                      "__attribute__((unused)) = &%s;\n", name, name, name);
    }
}

static void emit_layout_checks(Host *h, Buf *b)
{
    for (int i = 0; i < h->u->kernels.len; i++) {
        KernelInfo *ki = kernel_info(h->u, i);
        for (int p = 0; ki && p < ki->nparams; p++)
            need_layout(h, ki->params[p].sym->type);
    }
    for (int i = 0; i < h->layout_tags.len; i++) {
        Tag *tag = h->layout_tags.items[i];
        if (!tag_at_file_scope(h->u, tag) || tag->size <= 0)
            continue;
        const char *name = h->layout_names.items[i];
        buf_printf(b, "\n__extension__ _Static_assert(sizeof(%s) == %ld", name, tag->size);
        for (Member *m = tag->members; m; m = m->next)
            if (m->name && m->bit_width < 0)
                buf_printf(b, " && __builtin_offsetof(%s, %s) == %ld", name, m->name, m->offset);
        buf_printf(b, ", \"%s: the OpenCL C relies on this layout\");\n", name);
    }
}

/* ------------------------------------------------------------ entry */

/* The runtime header declares the library names the unit uses as written. */
static void emit_library_macros(const Unit *u, Buf *b)
{
    unsigned uses = u->library_uses;
    if (uses & LIB_NORM)
        uses |= LIB_SHORT_VECTORS;   /* norm_N is made with the short vectors' macros */
    for (unsigned g = 1; g && g <= uses; g <<= 1)
        if (uses & g)
            buf_printf(b, "#define %s 1\n", library_group_macro((LibGroup)g));
}

static int skip_blanks(const char *text, int len, int i)
{
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    return i;
}

/* `# 1 "file"` or `#line 1`: cc -E's output starts so; a .i written by hand
 * (or a fuzzer) may start with anything, `#pragma` or `#line` and a stray
 * byte included (the host compiler's error on those must name the input). */
static bool starts_with_line_marker(const char *text, int len)
{
    if (len < 3 || text[0] != '#')
        return false;
    int i = skip_blanks(text, len, 1);
    if (len - i > 5 && strncmp(text + i, "line", 4) == 0 && (text[i + 4] == ' ' || text[i + 4] == '\t'))
        i = skip_blanks(text, len, i + 4);
    return i < len && text[i] >= '0' && text[i] <= '9';
}

char *emit_host(Unit *u, const char *opencl_source, const EmitOptions *opts)
{
    Host h = {0};
    h.u = u;
    for (int i = 0; i < u->amp_type_uses.len; i++) {
        AmpTypeUse *use = u->amp_type_uses.items[i];
        if (!use->in_amp_code)
            add_edit(&h, EDIT_TYPE, use->begin, use->end, NULL, use);
    }
    collect(u->tu, &h);
    if (h.edits.len > 1)   /* qsort's base may not be NULL, even for no items */
        qsort(h.edits.items, h.edits.len, sizeof(void *), edit_order);

    Buf b = {0};
    /* first, the user's file: as in a .i, the host compiler takes it for the
     * object's file symbol, which the linker's messages ("x.c:(.text+0x1f)":
     * undefined reference ...) and tools name, not the temporary file;
     * line 0, as gcc's own .i files begin */
    buf_puts(&b, "# 0 ");
    put_c_string(&b, u->main_file);
    buf_puts(&b, "\n");
    buf_printf(&b, "/* Host C generated by ampcc from %s. */\n", u->main_file);
    /* the runtime header's "In file included from" names ampcc, never the
     * temporary file the host C or its preprocessed header is in */
    buf_puts(&b, "#line 1 \"<ampcc>\"\n");
    emit_library_macros(u, &b);   /* read by the runtime header: before it */
    buf_puts(&b, "#include \"ampcc_runtime.h\"\n");
    buf_puts(&b, "# 1 \"<ampcc>\" 3\n"); /* ampcc's own code: a system header's */
    emit_host_helpers(&b, u);
    emit_program(&h, &b, opencl_source ? opencl_source : "", opts);
    /* the user's text from its line 1 (a .i without line markers would
     * otherwise be counted as <ampcc>'s, a system header's: no warnings,
     * errors at ampcc's lines) */
    if (!starts_with_line_marker(u->text, u->text_len)) {
        buf_puts(&b, "# 1 ");
        put_c_string(&b, u->main_file);
        buf_puts(&b, "\n");
    }
    render_range(&h, &b, 0, u->text_len);
    emit_function_uses(&h, &b);
    emit_layout_checks(&h, &b);
    return buf_take(&b);
}
