/* parse.y - the AMP C parser: C11 with the GNU extensions glibc's headers and
 * everyday code use, plus AMP C (LANGUAGE.md sections 2-5). A pure (reentrant)
 * LALR(1) parser that builds the AST of src/ast.h, the Types and Symbols of
 * every declaration, and resolves identifiers through the scopes of
 * src/scope.c.
 *
 * The classic C ambiguities are settled like this:
 *  - typedef names: the lexer wrapper read_token() below returns TYPEDEF_NAME for a
 *    name whose innermost binding is a typedef. Declaration specifiers are split
 *    into "builtin keywords" and "one named type" forms, so after a type has
 *    been seen a TYPEDEF_NAME can only be a declarator: `int T;` may shadow T.
 *  - AMP C's contextual keywords are decided by src/contextual.c; the wrapper
 *    turns `index` into AMP_TYPE only before a template argument list, and
 *    returns that list's brackets as TLT / TGT (TGT_CALL when a '(' follows, as
 *    in `extent<2>(8, 9)` and `e.tile<2, 2>()`).
 *  - a '[' that starts an expression and whose ']' is followed by '(' is a
 *    kernel block (KERNEL_LBRACKET); designators and subscripts keep '['.
 *  - `v(4, 6, data)` after a declarator is a constructor call when the
 *    parentheses hold expressions; an empty `()` stays a function declarator.
 *
 * Error recovery is gcc's: where gcc's parser says "expected ';'" (or ')',
 * ']', an initializer's '}') it skips to that token outside the brackets
 * opened since, or to the closer of one opened before, and goes on as if the
 * token had been there (c_parser_skip_until_found); checked_token does the
 * same before the parser sees the token, so the errors after it are gcc's.
 * Other errors go to the error rules: statements, block items, struct
 * members and external declarations resynchronise at ';' (or the block's
 * '}'), and a kernel block's brackets and parameter at their closer.
 */
%code requires {
#include "ast.h"
#include "scope.h"
#include "srcmap.h"
#include "declarator.h"
#include "sema.h"

/* Locations carry the original file/line/column for diagnostics and the byte
 * range [first, last) in the preprocessed text for the host rewriter. */
typedef struct YYLTYPE {
    const char *file;
    int line, col;
    int first, last;
    int end_line, end_col;   /* just past the last token: for diagnostics' ranges */
    const MacroUse *macro;   /* a token of a macro's body: where it is spelt (srcmap.h) */
} YYLTYPE;
#define YYLTYPE_IS_DECLARED 1

/* A rule's location starts at its first non-empty component and ends with its
 * last; an empty rule sits at the end of what precedes it. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                               \
    do {                                                                          \
        if (N) {                                                                  \
            int i_ = 1;                                                           \
            while (i_ < (N) && YYRHSLOC(Rhs, i_).first == YYRHSLOC(Rhs, i_).last) \
                i_++;                                                             \
            (Cur).file = YYRHSLOC(Rhs, i_).file;                                  \
            (Cur).line = YYRHSLOC(Rhs, i_).line;                                  \
            (Cur).col = YYRHSLOC(Rhs, i_).col;                                    \
            (Cur).macro = YYRHSLOC(Rhs, i_).macro;                                \
            (Cur).first = YYRHSLOC(Rhs, i_).first;                                \
            (Cur).last = YYRHSLOC(Rhs, N).last;                                   \
            (Cur).end_line = YYRHSLOC(Rhs, N).end_line;                           \
            (Cur).end_col = YYRHSLOC(Rhs, N).end_col;                             \
        } else {                                                                  \
            (Cur) = YYRHSLOC(Rhs, 0);                                             \
            (Cur).first = YYRHSLOC(Rhs, 0).last;                                  \
        }                                                                         \
    } while (0)
#define YYLOCATION_PRINT(File, Loc) ((void)0)
#define YY_LOCATION_PRINT(File, Loc) ((void)0)

/* The scanner's state (flex's yyextra). */
typedef struct LexState {
    const char *file;
    int line, col;
    int offset;
    int bal_token, bal_depth;   /* skipping the parentheses of __attribute__ / asm */
    YYLTYPE bal_loc;
    /* #pragma pack: the maximum member alignment in force (0 = none) and the
     * values pack(push) saved, as gcc keeps them. */
    int pack, pack_stack[64], pack_depth;
    Scopes *scopes;             /* where identifiers are interned */
    bool quiet;                 /* lex_tokens' scan: the parse reports the errors */
    Node *scratch;              /* lex_tokens: literals reuse this node instead of new ones */
    SrcMap *map;                /* places tokens in the original lines; NULL: preprocessed columns */
} LexState;

typedef struct ParseCtx ParseCtx;

/* The flex scanner (lex.l) and its setup. */
typedef void *yyscan_t;
}

%code provides {
int ampcc_lex(YYSTYPE *lval, YYLTYPE *lloc, yyscan_t scanner);
/* Lexes the whole text with the raw scanner (no typedef or AMP decisions);
 * calls fn for each token. For tests and benchmarks. */
void lex_tokens(const char *text, int len, void (*fn)(int token, const YYLTYPE *loc, void *arg), void *arg);
/* A token's name as the parser's messages spell it ("';'", "identifier"). */
const char *token_name(int token);
}

%expect 0
%define api.pure full
%define parse.error custom
%define parse.lac full
%locations
%param {ParseCtx *pc}

%union {
    Node *node;
    Type *type;
    Ident *ident;
    DeclSpec *spec;
    Declarator *decl;
    PtrVec *vec;
    ParamList *params;
    Tag *tag;
    Capture *cap;
    DOp *dop;
    Param *param;
    Symbol *sym;
    int ival;
    unsigned mask;
}

%token <ident> IDENTIFIER "identifier" TYPEDEF_NAME "type name"
%token <ident> VECTOR_CALL "short vector type name"
%token <node> INT_CONST "numeric constant" FLOAT_CONST "floating constant"
%token <node> CHAR_CONST "character constant" STRING "string literal"
%token <ival> TYPE_KW "type keyword" QUALIFIER "type qualifier" STORAGE_CLASS "storage class"
%token <ival> ASSIGN_OP "compound assignment" AMP_TYPE "AMP type"
%token ATTRIBUTE "__attribute__" ASM "asm"
%token BREAK "break" CASE "case" CONTINUE "continue" DEFAULT "default" DO "do" ELSE "else"
%token ENUM "enum" FOR "for" GOTO "goto" IF "if" INLINE "inline" RESTRICT "restrict"
%token RETURN "return" SIZEOF "sizeof" STRUCT "struct" SWITCH "switch" UNION "union"
%token WHILE "while" ALIGNAS "_Alignas" ALIGNOF "_Alignof" ATOMIC "_Atomic" GENERIC "_Generic"
%token NORETURN "_Noreturn" STATIC_ASSERT "_Static_assert" TYPEOF "typeof"
%token BUILTIN_VA_ARG "__builtin_va_arg" BUILTIN_OFFSETOF "__builtin_offsetof"
%token BUILTIN_TYPES_COMPATIBLE_P "__builtin_types_compatible_p"
%token REAL "__real__" IMAG "__imag__" LABEL_KW "__label__"
%token TILE_STATIC "tile_static" PARALLEL_FOR_EACH "parallel_for_each"
%token RESTRICT_SPEC "restriction specifier" ATOMIC_SPEC "_Atomic("
%token TLT "'<' of template arguments" TGT "'>' of template arguments" TGT_CALL "'>'"
%token KERNEL_LBRACKET "'[' of a kernel block"
%token ARROW "'->'" INC "'++'" DEC "'--'" SHL "'<<'" SHR "'>>'" LE "'<='" GE "'>='"
%token EQ "'=='" NE "'!='" ANDAND "'&&'" OROR "'||'" ELLIPSIS "'...'"

%precedence LOWER_THAN_ELSE
%precedence ELSE
%precedence LOWER_THAN_ATTRIBUTE
%precedence ATTRIBUTE
%left OROR
%left ANDAND
%left '|'
%left '^'
%left '&'
%left EQ NE
%left '<' '>' LE GE
%left SHL SHR
%left '+' '-'
%left '*' '/' '%'

%type <node> primary postfix unary cast binary conditional assignment expression expression_opt
%type <node> constant_expression initializer init_item designator string_list
%type <node> statement compound_statement expression_statement selection_statement
%type <node> iteration_statement jump_statement labeled_statement for_init
%type <node> function_definition static_assert_declaration generic_assoc kernel_block
%type <node> targ amp_value
%type <vec> declaration init_declarator_list block_items block_item generic_assoc_list
%type <vec> argument_list targ_list init_list designation struct_declaration_list
%type <vec> struct_declaration last_member_without_semicolon struct_declarator_list captures offsetof_designator capture_clause
%type <param> kernel_param parameter_declaration
%type <node> init_declarator declared_name
%type <spec> decl_specs specs_notype specs_builtin specs_named decl_specs_push
%type <type> named_type type_name struct_or_union_specifier enum_specifier amp_type amp_value_type
%type <tag> struct_head enum_head
%type <sym> enum_name
%type <decl> nested_declarator nested_direct
%type <dop> declarator_suffix
%type <decl> declarator direct_declarator abstract_declarator direct_abstract_declarator pointer
%type <params> param_list param_type_list params_closed
%type <node> struct_declarator enumerator array_size
%type <ival> notype_spec struct_or_union attrs attrs_opt unary_op
%type <mask> ptr_quals restriction_list restrict_spec restrict_opt
%type <cap> capture


%code {
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contextual.h"
#include "nesting.h"
#include "library.h"
/* The scanner's entry point is ampcc_lex; the parser's yylex is the wrappers
 * below (read_token, checked_token). */
#define YY_DECL int ampcc_lex(YYSTYPE *yylval_param, YYLTYPE *yylloc_param, yyscan_t yyscanner)
#include "lex.h"

struct ParseCtx {
    yyscan_t scanner;
    LexState lex;
    Scopes scopes;               /* this parse's identifiers and open scopes */
    Unit *unit;
    const char *text;
    int len;
    /* Declaration specifiers of the declarations being parsed (they nest:
     * parameter lists, statement expressions in initializers). */
    DeclSpec **specs;
    int nspecs, cap_specs;
    /* DeclSpecs, Declarators, DOps, Params and ParamLists: dead once their
     * declaration is made (Types, Symbols and nodes copy what they need), so
     * released after each external declaration (release_records). */
    Arena *records;
    /* nspecs and the scope depth at each open '{', to restore after an
     * error inside it. */
    int block_specs[512];
    int block_depths[512];
    int nblocks;
    /* Open prototype scopes: their depth and the offset of their first
     * parameter, to close the right ones when an error skips a ')'. */
    struct { int depth, begin; } protos[64];
    int nprotos;
    /* Parameters to declare in the next compound statement's scope (the body
     * of a function definition or kernel block). */
    Param *pending_params;
    int npending;
    /* Kernel blocks not (yet) claimed by a parallel_for_each. */
    PtrVec unclaimed_kernels;
    /* The array size just parsed was `[*]` (read by declarator_suffix). */
    bool star_array;
    /* Idents met while bound to a runtime library name (src/library.h). */
    PtrVec library_idents;
    /* Template argument lists announced by the contextual-keyword decision. */
    struct { int lt, gt; } targs[32];
    int ntargs;
    int prev_token;
    YYLTYPE prev_loc;            /* the token before the current lookahead */
    YYLTYPE cur_loc;             /* the current lookahead */
    /* The brackets open before the lookahead, for gcc's "to match this '('". */
    struct { int kind; YYLTYPE loc; } open_brackets[256];
    int nopen;                   /* may exceed the array: only the innermost are kept */
    YYLTYPE last_close_brace;    /* the '}' of the compound statement just reduced */
    /* gcc's recovery (skip_until_found): a real token read ahead, to be read
     * after the missing one put before it; how many were put before it */
    struct { int token; YYSTYPE val; YYLTYPE loc; } held;
    char inserted[8];            /* the kinds put before it, each once */
    bool quiet_error;            /* a skip reached the end: gcc says no more */
    /* Whether sema may check the tree after syntax errors (whole_tree): the
     * errors reported as syntax errors, the parser's own recoveries (its
     * error rules) and those of them that only dropped a block's statement or
     * declaration, as gcc's parser skips one; an AMP construct's error leaves
     * it half-built (damaged). */
    int syntax_errors, rule_recoveries, statement_recoveries;
    bool damaged;
    /* gcc gives up a declaration whose array size lacks its ']' (its
     * declarator is no declarator): after the skip to ']', the rest of the
     * statement goes too, without a second error */
    bool give_up_declaration;
    /* The declarator just read was followed by none of '=', ',', ';': gcc
     * gives the declaration up without declaring it (declare leaves its name
     * unbound, as for `int a, b c;`'s b) */
    bool drop_declarator;
    /* The same for a struct member: the last of its declaration's goes
     * (drop_last_member) */
    bool drop_member;
    /* recover_expression read a stand-in for a broken expression: the skip
     * to this token (')' or ';') comes next; 0: none */
    int skip_after_stand_in;
    /* A function defined in a block (GNU C, which gcc accepts): ampcc has no
     * nested functions; where the first one starts (file NULL: none) */
    YYLTYPE nested_function;
    /* A parameter's type was unknown: gcc gives the declaration up, with
     * its function's body unchecked (skip_unchecked_body) */
    bool skip_body;
    YYLTYPE line_start;          /* the first token on the line of the last one */
    long long enum_next;         /* value of the next enumerator */
    long long enum_min, enum_max;  /* range of the enumerators so far */
    int next_tag_id;
};

#define SL(l) token_loc(&(l))
#define NODE(kind, at, range) new_node((kind), node_loc(&(at), &(range)), (range).first, (range).last)

/* A token's location with its range: gcc underlines the whole token. */
static SrcLoc token_loc(const YYLTYPE *l)
{
    SrcLoc loc = {l->file, l->line, l->col, 0, 0, l->macro};
    if (l->end_line == l->line && l->end_col > l->col)
        loc.range_begin = l->col, loc.range_end = l->end_col;
    return loc;
}

/* A construct's location: the caret at its own token `at`, the range over the
 * whole construct when it is on one line (gcc's `~~~^~~~`). */
static SrcLoc node_loc(const YYLTYPE *at, const YYLTYPE *range)
{
    SrcLoc loc = token_loc(at);
    if (range->line == at->line && range->end_line == at->line && range->file == at->file &&
        range->col <= at->col && range->end_col > range->col && !at->macro)
        loc.range_begin = range->col, loc.range_end = range->end_col;
    return loc;
}

/* Bison's stack is on the heap; it may grow as deep as the tree may
 * (nesting.h), so deep nesting is refused with one message, not two. */
#define YYMAXDEPTH (NESTING_LIMIT + 1000)

static void yyerror(YYLTYPE *loc, ParseCtx *pc, const char *msg)
{
    if (strcmp(msg, "memory exhausted") == 0)   /* Bison: YYMAXDEPTH reached */
        msg = "expression nested too deeply";
    error_at(SL(*loc), "%s", msg);
}

/* ------------------------------------------------------------ the lexer */

static bool operand_ended(int tok)
{
    switch (tok) {
    case IDENTIFIER: case TYPEDEF_NAME: case INT_CONST: case FLOAT_CONST: case CHAR_CONST:
    case STRING: case ')': case ']': case INC: case DEC:
        return true;
    default:
        return false;
    }
}

/* A '[' that starts an operand and whose matching ']' is followed by '(' opens
 * a kernel block: `[=, &a](index<1> i) restrict(amp) {...}`. */
static bool kernel_block_starts(ParseCtx *pc, const YYLTYPE *loc)
{
    if (operand_ended(pc->prev_token))
        return false;
    int depth = 0;
    for (int i = loc->first; i < pc->len; i++) {
        char c = pc->text[i];
        if (c == '[')
            depth++;
        else if (c == ']' && --depth == 0)
            return paren_follows(pc->text, pc->len, i + 1);
        else if (c == ';' || c == '{' || c == '}' || c == '"')
            return false;
    }
    return false;
}

static void announce_targs(ParseCtx *pc, int lt, int gt)
{
    if (pc->ntargs < (int)(sizeof pc->targs / sizeof pc->targs[0])) {
        pc->targs[pc->ntargs].lt = lt;
        pc->targs[pc->ntargs].gt = gt;
        pc->ntargs++;
    }
}

static int classify_identifier(ParseCtx *pc, YYSTYPE *lval, YYLTYPE *lloc)
{
    Ident *id = lval->ident;
    int lt, gt, prev = pc->prev_token;
    if (prev == '.' || prev == ARROW) {
        /* member template call: e.tile<2, 2>() */
        if (template_args_follow(pc->text, pc->len, lloc->last, &lt, &gt) &&
            paren_follows(pc->text, pc->len, gt + 1))
            announce_targs(pc, lt, gt);
        return IDENTIFIER;
    }
    if (prev == STRUCT || prev == UNION || prev == ENUM || prev == GOTO)
        return IDENTIFIER;
    char c = id->name[0];
    if ((c == 'a' || c == 'e' || c == 'i' || c == 't') && id->len >= 5) {
        int kind = amp_type_name_kind(id->name, id->len);
        if (kind >= 0 && template_args_follow(pc->text, pc->len, lloc->last, &lt, &gt)) {
            announce_targs(pc, lt, gt);
            pc->unit->uses_amp = true;
            lval->ival = kind;
            return AMP_TYPE;
        }
    }
    if (!ident_is_typedef(id))
        return IDENTIFIER;
    /* after a type or storage class, `norm(` declares a function `norm` of the program's */
    bool declarator_follows = prev == TYPE_KW || prev == TYPEDEF_NAME || prev == STORAGE_CLASS ||
                              prev == QUALIFIER || prev == INLINE;
    /* `float_4(x, y, z, w)`: a short vector value; `float_4 (*f)(void)` is
     * a declarator. (A name in parentheses, `float_4 (v);`, reads as a value.) */
    if (!declarator_follows && id->ordinary->library_group && library_constructible(id->ordinary->sym->type) &&
        paren_follows(pc->text, pc->len, lloc->last)) {
        int at = lloc->last;
        while (at < pc->len && pc->text[at] != '(')
            at++;
        do
            at++;
        while (at < pc->len && (pc->text[at] == ' ' || pc->text[at] == '\t' || pc->text[at] == '\n'));
        if (at >= pc->len || pc->text[at] != '*')
            return VECTOR_CALL;
    }
    return TYPEDEF_NAME;
}

/* Keeps the stack of open brackets; a closer of another kind (an error)
 * leaves it as it is. */
static void track_brackets(ParseCtx *pc, int t, const YYLTYPE *loc)
{
    enum { KEPT = sizeof pc->open_brackets / sizeof pc->open_brackets[0] };
    int opens = t == '(' ? '(' : t == '[' || t == KERNEL_LBRACKET ? '[' : t == '{' ? '{' : 0;
    int closes = t == ')' ? '(' : t == ']' ? '[' : t == '}' ? '{' : 0;
    if (opens) {
        if (pc->nopen < KEPT)
            pc->open_brackets[pc->nopen] = (typeof(pc->open_brackets[0])){ opens, *loc };
        pc->nopen++;
    } else if (closes && pc->nopen > 0 &&
               (pc->nopen > KEPT || pc->open_brackets[pc->nopen - 1].kind == closes)) {
        pc->nopen--;
    }
}

/* The next token, its kind decided (the lexer wrapper; noted by note_token). */
static int read_token(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *pc)
{
    int t = ampcc_lex(lval, lloc, pc->scanner);
    /* An attribute right after '(' starts a parameter or a parenthesized
     * declarator (`void (__attribute__((noreturn)) *fp)(void)`); none that
     * matters here (packed) can be written there, so it is dropped rather
     * than made a grammar ambiguity. */
    while (t == ATTRIBUTE && pc->prev_token == '(')
        t = ampcc_lex(lval, lloc, pc->scanner);
    switch (t) {
    case IDENTIFIER:
        t = classify_identifier(pc, lval, lloc);
        break;
    case '<':
        if (pc->ntargs && pc->targs[pc->ntargs - 1].lt == lloc->first)
            t = TLT;
        break;
    case '>':
        if (pc->ntargs && pc->targs[pc->ntargs - 1].gt == lloc->first) {
            pc->ntargs--;
            t = paren_follows(pc->text, pc->len, lloc->last) ? TGT_CALL : TGT;
        }
        break;
    case '[':
        if (kernel_block_starts(pc, lloc))
            t = KERNEL_LBRACKET;
        break;
    case RESTRICT:
        if (paren_follows(pc->text, pc->len, lloc->last)) {
            t = RESTRICT_SPEC;
            pc->unit->uses_amp = true;
        }
        break;
    case ATOMIC:
        if (paren_follows(pc->text, pc->len, lloc->last)) {
            t = ATOMIC_SPEC;
        } else {
            t = QUALIFIER;
            lval->ival = Q_ATOMIC;
        }
        break;
    case TILE_STATIC:
    case PARALLEL_FOR_EACH:
        pc->unit->uses_amp = true;
        break;
    case 0:
        lloc->first = lloc->last = pc->len;
        break;
    }
    return t;
}

/* What the parse has read: the previous token and the open brackets. */
static void note_token(ParseCtx *pc, int t, const YYLTYPE *lloc)
{
    if (t > 0 && (lloc->line != pc->cur_loc.line || lloc->file != pc->cur_loc.file))
        pc->line_start = *lloc;
    pc->prev_token = t;
    pc->prev_loc = pc->cur_loc;
    pc->cur_loc = *lloc;
    track_brackets(pc, t, lloc);
}

static int next_token(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *pc)
{
    int t = read_token(lval, lloc, pc);
    note_token(pc, t, lloc);
    return t;
}

/* The parser reads its tokens through checked_token (the epilogue), which
 * sees its state stack: yyparse's own variables, passed by this macro. */
typedef struct ParserView { void *ss, *ssp, *esa, *es, *es_capacity; } ParserView;
static int checked_token(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *pc, const ParserView *view);
#define yylex(lval, lloc, pc) checked_token(lval, lloc, pc, &(ParserView){yyss, yyssp, yyesa, &yyes, &yyes_capacity})

/* --------------------------------------------------------- declarations */

static void push_spec(ParseCtx *pc, DeclSpec *s)
{
    if (pc->nspecs == pc->cap_specs) {
        pc->cap_specs = pc->cap_specs ? pc->cap_specs * 2 : 16;
        pc->specs = realloc(pc->specs, sizeof *pc->specs * (size_t)pc->cap_specs);
    }
    pc->specs[pc->nspecs++] = s;
}

static DeclSpec *top_spec(ParseCtx *pc)
{
    return pc->nspecs ? pc->specs[pc->nspecs - 1] : spec_new(pc->records, (SrcLoc){0}, 0);
}

static void pop_spec(ParseCtx *pc)
{
    if (pc->nspecs)
        pc->nspecs--;
}

/* After an external declaration: its declarator records are dead (unless an
 * error left specifiers open; they are released after a later one). */
static void release_records(ParseCtx *pc)
{
    if (pc->nspecs == 0)
        arena_reset(pc->records);
}

enum { SPEC_STORAGE = 1 << 16, SPEC_QUAL = 2 << 16, SPEC_INLINE = 3 << 16,
       SPEC_NORETURN = 4 << 16, SPEC_TILE_STATIC = 5 << 16, SPEC_ALIGN = 6 << 16,
       SPEC_NOTHING = 7 << 16 };

static void apply_notype(DeclSpec *s, int code)
{
    int v = code & 0xffff;
    switch (code & ~0xffff) {
    case SPEC_STORAGE:
        if (v == ST_THREAD_LOCAL)
            s->is_thread_local = true;
        else
            s->storage = (Storage)v;
        break;
    case SPEC_QUAL: s->quals |= (unsigned)v; s->resolved = NULL; break;
    case SPEC_INLINE: s->is_inline = true; break;
    case SPEC_NORETURN: s->is_noreturn = true; break;
    case SPEC_TILE_STATIC: s->is_tile_static = true; break;
    case SPEC_ALIGN: if (v > s->align) s->align = v; break;
    }
}

static Symbol *new_symbol(ParseCtx *pc, SymKind kind, Ident *id, Type *t, SrcLoc loc)
{
    Symbol *s = NEW(Symbol);
    s->kind = kind;
    s->name = id ? id->name : NULL;
    s->type = t;
    s->loc = loc;
    s->scope_depth = scope_depth(&pc->scopes);
    s->is_global = s->scope_depth == 0;
    return s;
}

/* An earlier declaration of the same function or extern object in this
 * scope is the same entity: keep one Symbol so uses and the definition meet. */
static Symbol *redeclared(ParseCtx *pc, Ident *id, SymKind kind)
{
    Symbol *old = scope_lookup(id);
    if (old && old->kind == kind && id->ordinary->depth == scope_depth(&pc->scopes) &&
        (kind == SYM_FUNC || (kind == SYM_VAR && old->storage != ST_AUTO && old->is_global)))
        return old;
    return NULL;
}

/* Declares the name of declarator d with specifiers s in the current scope;
 * returns the ND_DECL (or the Symbol-only part of a function definition). */
static Node *declare(ParseCtx *pc, DeclSpec *s, Declarator *d, const YYLTYPE *range)
{
    Type *t = declarator_type(spec_type(s), d);
    if (s->align > t->align && t->kind != TY_FUNC) {
        t = type_copy(t);
        t->align = s->align;
    }
    Node *n = new_node(ND_DECL, d->loc, d->begin, range->last);
    n->type = t;
    n->tile_static_spec = s->is_tile_static;
    if (d->has_ctor_args) {
        n->has_ctor_args = true;
        n->args = d->ctor_args;
        n->ctor_end = d->ctor_end;
        if (!type_is_amp(t) && t->kind != TY_UNKNOWN && !library_is_accelerator(t) &&
            !library_constructible(t))
            error_at(d->loc, "'%s' has type '%s': only the AMP types (extent, index, array_view, "
                     "array, accelerator, the short vector types) are declared with constructor arguments",
                     d->ident ? d->ident->name : "", type_to_string(t));
    }
    DOp *fn = declarator_function(d);
    if (fn) {
        n->restrict_mask = fn->restrict_mask;
    }
    if (!d->ident || pc->drop_declarator) {
        pc->drop_declarator = false;
        return n;
    }
    SymKind kind = s->storage == ST_TYPEDEF ? SYM_TYPEDEF : t->kind == TY_FUNC ? SYM_FUNC : SYM_VAR;
    Symbol *sym = kind != SYM_TYPEDEF ? redeclared(pc, d->ident, kind) : NULL;
    if (!sym) {
        Symbol *prev = scope_depth(&pc->scopes) > 0 && d->ident->ordinary &&
                               d->ident->ordinary->depth == scope_depth(&pc->scopes)
                           ? scope_lookup(d->ident) : NULL;
        sym = new_symbol(pc, kind, d->ident, t, d->loc);
        sym->prev_in_scope = prev;
        scope_declare(&pc->scopes, d->ident, sym);
    }
    sym->type = t;
    sym->loc = d->loc;
    /* `static int f(void); int f(void) {...}` keeps internal linkage */
    if (!(sym->storage == ST_STATIC && s->storage == ST_NONE))
        sym->storage = s->storage;
    if (s->is_thread_local && s->storage == ST_NONE)
        sym->storage = ST_THREAD_LOCAL;
    sym->is_inline |= s->is_inline;
    sym->is_tile_static = s->is_tile_static;
    sym->decl = n;
    if (fn)
        sym->restrict_mask = fn->restrict_mask ? fn->restrict_mask : RESTRICT_CPU;
    n->sym = sym;
    n->name = sym->name;
    return n;
}

/* Whether a string literal's spelling is one piece, "...", closed by its
 * first quote after the opening one (a literal the scanner recovered from may
 * have no closing quote at all). */
static bool ends_at_first_quote(const char *text)
{
    const char *close = strchr(text + 1, '"');
    return close && close[1] == '\0';
}

/* `int a[] = {1, 2, 3};` `char s[] = "abc";`: the initializer gives the length
 * (for lists without designators; sema handles the rest). */
static void complete_array_from_init(Node *decl)
{
    Type *t = decl->type;
    Node *init = decl->init;
    if (!t || t->kind != TY_ARRAY || t->array_len >= 0 || !init)
        return;
    long len = -1;
    if (init->kind == ND_INIT_LIST) {
        len = init->items.len;
        for (int i = 0; i < init->items.len; i++)
            if (((Node *)init->items.items[i])->items.len)
                return; /* designators: leave it to sema */
    } else if (init->kind == ND_STRING_LIT && init->text[0] == '"' && !strchr(init->text, '\\') &&
               ends_at_first_quote(init->text)) {
        len = (long)strlen(init->text) - 1; /* quotes gone, terminating NUL added */
    }
    if (len < 0)
        return;
    Type *c = array_of(t->base, len);
    c->quals = t->quals;
    decl->type = c;
    if (decl->sym && decl->sym->decl == decl)
        decl->sym->type = c;
}

/* A use (a type specifier, an expression) of a name bound to the runtime
 * library (src/library.h), not a declaration of it. */
static void note_library_use(ParseCtx *pc, Ident *id)
{
    if (id->ordinary && id->ordinary->library_group)
        vec_push(&pc->library_idents, id);
}

/* The type a typedef name stands for, marked with the name for messages; one
 * copy per typedef, kept in its scope binding. */
static Type *typedef_use(Ident *id)
{
    Binding *b = id->ordinary;
    if (!b->typedef_use || b->typedef_use_of != b->sym) {
        b->typedef_use = type_copy(b->sym->type);
        b->typedef_use->typedef_name = b->sym->name;
        b->typedef_use_of = b->sym;
    }
    Type *t = b->typedef_use;
    if (t->tag && t->tag->complete && t->size != t->tag->size && t->kind != TY_ENUM) {
        t->size = t->tag->size; /* the struct was completed after the typedef */
        t->align = t->tag->align;
    }
    return t;
}

/* `struct s;` `enum e {...};` `int;`: a declaration without declarators. */
static PtrVec *tag_declaration(ParseCtx *pc, DeclSpec *s, const YYLTYPE *range)
{
    PtrVec *v = NEW(PtrVec);
    Type *t = spec_type(s);
    if (t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ENUM) {
        Node *n = new_node(ND_TAG_DECL, s->loc, range->first, range->last);
        n->type = t;
        if (t->tag && !t->tag->def && t->tag->complete)
            t->tag->def = n;
        vec_push(v, n);
    }
    return v;
}

static Param *param_array(PtrVec *params, int *count)
{
    /* (void) means no parameters */
    if (params->len == 1) {
        Param *p = params->items[0];
        if (!p->name && p->type->kind == TY_VOID)
            params->len = 0;
    }
    *count = params->len;
    Param *arr = arena_alloc(compiler_arena, sizeof(Param) * (size_t)(params->len + 1));
    for (int i = 0; i < params->len; i++)
        arr[i] = *(Param *)params->items[i];
    return arr;
}

static DOp *function_op(ParseCtx *pc, ParamList *pl, unsigned mask, const YYLTYPE *rloc)
{
    DOp *op = dop_new(pc->records, DOP_FUNC);
    if (pl) {
        op->params = param_array(&pl->params, &op->nparams);
        op->variadic = pl->variadic;
    } else {
        op->no_prototype = true;
    }
    op->restrict_mask = mask;
    if (mask)
        op->restrict_loc = SL(*rloc);
    return op;
}

/* C adjusts array and function parameters to pointers. */
static Type *adjust_param_type(Type *t)
{
    if (t->kind == TY_ARRAY && !t->typedef_name) {
        Type *p = pointer_to(t->base);
        p->quals = t->quals;
        p->star_len = t->star_len;
        return p;
    }
    if (t->kind == TY_ARRAY)
        return pointer_to(t->base);
    if (t->kind == TY_FUNC)
        return pointer_to(t);
    return t;
}

static Param *make_param(ParseCtx *pc, DeclSpec *s, Declarator *d)
{
    Param *p = arena_alloc(pc->records, sizeof(Param));
    p->type = adjust_param_type(declarator_type(spec_type(s), d));
    p->loc = d ? d->loc : s->loc;
    if (d && d->ident)
        p->name = d->ident->name;
    return p;
}

/* Can a parameter of the list starting at `begin` be named by a later one?
 * Only from an array size, typeof or sizeof (`int n, int (*a)[n]`); most
 * prototypes have none, and then no Symbols or scope are made for them. */
static bool params_may_refer_back(ParseCtx *pc, int begin)
{
    int depth = 0;
    for (int i = begin; i < pc->len; i++) {
        char c = pc->text[i];
        if (c == '(') {
            depth++;
        } else if (c == ')' && depth-- == 0) {
            return false;
        } else if (c == '[' || c == ';' || c == '{') {
            return true; /* an array size, or a broken list: be safe */
        } else if ((c == 't' || c == 's') && i + 6 <= pc->len &&
                   (memcmp(pc->text + i, "typeof", 6) == 0 || memcmp(pc->text + i, "sizeof", 6) == 0)) {
            return true;
        }
    }
    return true;
}

static void open_prototype_scope(ParseCtx *pc, ParamList *pl, int begin)
{
    if (!params_may_refer_back(pc, begin))
        return;
    scope_push(&pc->scopes);
    pl->scoped = true;
    if (pc->nprotos < (int)(sizeof pc->protos / sizeof pc->protos[0])) {
        pc->protos[pc->nprotos].depth = scope_depth(&pc->scopes);
        pc->protos[pc->nprotos].begin = begin;
        pc->nprotos++;
    }
}

static void close_prototype_scope(ParseCtx *pc, ParamList *pl)
{
    if (!pl->scoped)
        return;
    scope_pop(&pc->scopes);
    pl->scoped = false;
    if (pc->nprotos)
        pc->nprotos--;
}

/* An error skipped to the ')' of the list opened at offset `paren`: close
 * the prototype scopes opened inside it. */
static void close_prototype_scopes_after(ParseCtx *pc, int paren)
{
    while (pc->nprotos && pc->protos[pc->nprotos - 1].begin > paren) {
        while (scope_depth(&pc->scopes) >= pc->protos[pc->nprotos - 1].depth)
            scope_pop(&pc->scopes);
        pc->nprotos--;
    }
}

static void declare_param(ParseCtx *pc, Param *p)
{
    if (!p->name)
        return;
    Ident *id = intern(&pc->scopes, p->name, (int)strlen(p->name));
    p->sym = new_symbol(pc, SYM_VAR, id, p->type, p->loc);
    p->sym->is_param = true;
    scope_declare(&pc->scopes, id, p->sym);
}

/* The parameters become visible in the body's scope (compound_statement). */
static void declare_pending_params(ParseCtx *pc)
{
    for (int i = 0; i < pc->npending; i++) {
        Param *p = &pc->pending_params[i];
        if (!p->name)
            continue;
        if (!p->sym) {
            declare_param(pc, p);
        } else {
            p->sym->scope_depth = scope_depth(&pc->scopes);
            scope_declare(&pc->scopes, intern(&pc->scopes, p->name, (int)strlen(p->name)), p->sym);
        }
    }
    pc->pending_params = NULL;
    pc->npending = 0;
}

static Node *begin_function(ParseCtx *pc, DeclSpec *s, Declarator *d, const YYLTYPE *range)
{
    Node *decl = declare(pc, s, d, range);
    Node *f = new_node(ND_FUNCDEF, d->loc, s->begin, range->last);
    f->type = decl->type;
    f->sym = decl->sym;
    f->name = decl->name;
    f->restrict_mask = decl->restrict_mask;
    f->tile_static_spec = decl->tile_static_spec;
    if (f->sym) {
        f->sym->decl = f;
        if (!f->sym->def)   /* a second definition is an error (sema): the first stays */
            f->sym->def = f;
    }
    if (f->type->kind == TY_FUNC) {
        pc->pending_params = f->type->params;
        pc->npending = f->type->nparams;
    }
    diag_begin_function(f->name, d->loc);
    return f;
}

/* Marks the AMP types written inside [n->begin, n->end) as amp code when n is
 * a kernel block or a restrict(amp)-only function. */
/* A prototype of an amp function is not marked: it stays in the host C,
 * with its AMP types rewritten like any other host declaration. */
static void mark_amp_range(ParseCtx *pc, int begin, int end)
{
    PtrVec *uses = &pc->unit->amp_type_uses;
    for (int i = uses->len - 1; i >= 0; i--) {
        AmpTypeUse *u = uses->items[i];
        if (u->begin < begin)
            break;
        if (u->end <= end)
            u->in_amp_code = true;
    }
}

static void mark_amp_code(ParseCtx *pc, Node *n)
{
    mark_amp_range(pc, n->begin, n->end);
}

static void end_function(ParseCtx *pc, Node *f, Node *body, const YYLTYPE *range)
{
    f->body = body;
    f->end = range->last;
    diag_end_function(SL(pc->last_close_brace));
    if (f->restrict_mask == RESTRICT_AMP)
        mark_amp_code(pc, f);
}

/* ---------------------------------------------------------------- tags */

/* Each Tag owns one Type, allocated with it: every `struct s` names that
 * Type, so completing the struct later completes it everywhere. */
typedef struct TagWithType {
    Tag tag;   /* first: a Tag* is a TagWithType* */
    Type type;
} TagWithType;

static Type *tag_type(Tag *tag)
{
    return &((TagWithType *)tag)->type;
}

static Tag *new_tag(ParseCtx *pc, TypeKind kind, Ident *name, SrcLoc loc)
{
    Tag *tag = &NEW(TagWithType)->tag;
    tag->kind = kind;
    tag->name = name ? name->name : NULL;
    tag->loc = loc;
    tag->size = -1;
    tag->id = pc->next_tag_id++;
    Type *t = tag_type(tag);
    t->kind = kind;
    t->tag = tag;
    t->size = kind == TY_ENUM ? 4 : -1;
    t->align = kind == TY_ENUM ? 4 : 1;
    if (name)
        scope_declare_tag(&pc->scopes, name, tag);
    return tag;
}

/* `struct s` without a body: the visible tag, or a new incomplete one. */
static Type *tag_reference(ParseCtx *pc, TypeKind kind, Ident *name, SrcLoc loc)
{
    Tag *tag = scope_lookup_tag(&pc->scopes, name, false);
    if (!tag || (tag->kind != kind && (kind == TY_ENUM || tag->kind == TY_ENUM)))
        tag = new_tag(pc, kind, name, loc);
    return tag_type(tag);
}

static Tag *begin_tag_definition(ParseCtx *pc, TypeKind kind, Ident *name, SrcLoc loc)
{
    Tag *tag = name ? scope_lookup_tag(&pc->scopes, name, true) : NULL;
    if (!tag || tag->complete || tag->kind != kind)
        tag = new_tag(pc, kind, name, loc);
    tag->loc = loc;
    return tag;
}

/* What an __attribute__ says about layout, as one int: ATTR_PACKED, and the
 * alignment of `aligned(N)` shifted by ATTR_ALIGN_SHIFT (bare `aligned` is
 * the largest alignment, 16 on x86-64). */
enum { ATTR_PACKED = 1, ATTR_ALIGN_SHIFT = 1 };

static bool attr_word(const char *p, int n, const char *word)
{
    int w = (int)strlen(word);
    return (n == w && memcmp(p, word, w) == 0) ||
           (n == w + 4 && memcmp(p, "__", 2) == 0 && memcmp(p + 2, word, w) == 0 && memcmp(p + 2 + w, "__", 2) == 0);
}

/* The N of `aligned (N)` after p, or 16 when there is none. */
static int attr_aligned_value(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n'))
        p++;
    if (p >= end || *p != '(')
        return 16;
    long n = strtol(p + 1, NULL, 0);
    return n > 0 && n <= (1 << 28) ? (int)n : 16;
}

static int attribute_flags(ParseCtx *pc, const YYLTYPE *loc)
{
    const char *p = pc->text + loc->first, *end = pc->text + loc->last;
    int flags = 0, aligned = 0;
    while (p < end) {
        if (!isalpha((unsigned char)*p) && *p != '_') {
            p++;
            continue;
        }
        const char *w = p;
        while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
            p++;
        if (attr_word(w, (int)(p - w), "packed"))
            flags |= ATTR_PACKED;
        else if (attr_word(w, (int)(p - w), "aligned"))
            aligned = attr_aligned_value(p, end);
    }
    return flags | aligned << ATTR_ALIGN_SHIFT;
}

static int merge_attributes(int a, int b)
{
    int aligned = a >> ATTR_ALIGN_SHIFT > b >> ATTR_ALIGN_SHIFT ? a >> ATTR_ALIGN_SHIFT : b >> ATTR_ALIGN_SHIFT;
    return ((a | b) & ATTR_PACKED) | aligned << ATTR_ALIGN_SHIFT;
}

/* packed and aligned(N) written on a struct or union, before or after its body. */
static void tag_attributes(Tag *tag, int attrs)
{
    tag->packed |= (attrs & ATTR_PACKED) != 0;
    if (attrs >> ATTR_ALIGN_SHIFT > tag->align)
        tag->align = attrs >> ATTR_ALIGN_SHIFT;
}

/* packed and aligned(N) on a member's declarator, and _Alignas in its specifiers. */
static Node *member_attributes(ParseCtx *pc, Node *member, int attrs)
{
    Member *m = (Member *)member;
    int aligned = attrs >> ATTR_ALIGN_SHIFT;
    DeclSpec *s = top_spec(pc);
    if (s && s->align > aligned)
        aligned = s->align;
    m->attr_packed = (attrs & ATTR_PACKED) != 0;
    m->attr_align = aligned;
    return member;
}

static Type *finish_struct(ParseCtx *pc, Tag *tag, PtrVec *members, int attrs)
{
    Member **link = &tag->members;
    for (int i = 0; members && i < members->len; i++) {
        *link = members->items[i];
        link = &(*link)->next;
    }
    *link = NULL;
    tag_attributes(tag, attrs);
    tag->max_field_align = pc->lex.pack;
    layout_tag(tag);
    Type *t = tag_type(tag);
    t->size = tag->size;
    t->align = tag->align;
    return t;
}

/* A member's type must be complete where it is declared (C11 6.7.2.1p3): an
 * incomplete struct, or an array of them (a struct holding itself among
 * them), is gcc's error. A flexible or unsized array is the host compiler's
 * to judge. */
static bool member_type_complete(Member *m)
{
    Type *t = m->type;
    if (t && t->kind == TY_ARRAY)
        return ctypes_array_element_complete(m->loc, t);
    if (!t || (t->kind != TY_STRUCT && t->kind != TY_UNION) || (t->tag && t->tag->complete))
        return true;
    error_at(m->loc, "field '%s' has incomplete type", m->name ? m->name : "");
    return false;
}

/* gcc's pedantic warning for `struct s { int a; int b };` (the host
 * compiler gives it unless ampcc's errors stop it). A ')' or ']' that
 * recovery put before the '}' is no member's end the user wrote: a ';' the
 * user wrote just before the '}' means no warning. */
static void warn_no_semicolon(ParseCtx *pc, const YYLTYPE *close)
{
    int i = close->first;
    while (i > 0 && isspace((unsigned char)pc->text[i - 1]))
        i--;
    if (i == 0 || pc->text[i - 1] != ';')
        diag_host_warning(NULL, SL(*close), NULL, "no semicolon at end of struct or union");
}

/* The member whose declarator gcc's recovery gave up (skip_rest_of_members). */
static void drop_last_member(ParseCtx *pc, PtrVec *members)
{
    if (pc->drop_member && members->len > 0)
        members->len--;
    pc->drop_member = false;
}

static Member *new_member(DeclSpec *s, Declarator *d, Node *width)
{
    Member *m = NEW(Member);
    m->name = d && d->ident ? d->ident->name : NULL;
    m->type = declarator_type(spec_type(s), d);
    m->loc = d ? d->loc : s->loc;
    m->bit_width = -1;
    if (!member_type_complete(m))
        m->type = ty_unknown;   /* reported; a struct that holds itself would be walked forever */
    long long w;
    if (width)
        m->bit_width = sema_const_int(width, &w) ? (int)w : 1;
    return m;
}

static void begin_enum(ParseCtx *pc)
{
    pc->enum_next = 0;
    pc->enum_min = pc->enum_max = 0;
}

static void set_enum_value(ParseCtx *pc, Symbol *s, long long v)
{
    s->enum_value = s->const_value = v;
    s->has_const_value = true;
    pc->enum_next = v + 1;
    if (v < pc->enum_min)
        pc->enum_min = v;
    if (v > pc->enum_max)
        pc->enum_max = v;
}

/* GCC's choice: int when every value fits, else unsigned int, else 8 bytes. */
static Type *finish_enum(ParseCtx *pc, Tag *tag)
{
    long long lo = pc->enum_min, hi = pc->enum_max;
    Type *t = tag_type(tag);
    tag->complete = true;
    tag->size = (lo < -2147483648LL || hi > 4294967295LL || (lo < 0 && hi > 2147483647LL)) ? 8 : 4;
    tag->align = (int)tag->size;
    t->size = tag->size;
    t->align = tag->align;
    t->is_unsigned = lo >= 0 && hi > 2147483647LL;
    return t;
}

/* ---------------------------------------------------------------- AMP C */

static Type *make_amp_type(ParseCtx *pc, int kind, PtrVec *targs, const YYLTYPE *at, const YYLTYPE *range)
{
    Type *elem = NULL;
    int first_value = 0;
    if (kind == TY_ARRAY_VIEW || kind == TY_AMP_ARRAY) {
        Node *a = targs->len ? targs->items[0] : NULL;
        if (a && a->kind == ND_EMPTY && a->cast_type) {
            elem = a->cast_type;
            first_value = 1;
        } else {
            error_at(a ? a->loc : SL(*at), "the first template argument of %s must be an element type",
                     kind == TY_ARRAY_VIEW ? "array_view" : "array");
            return amp_type((TypeKind)kind, ty_int, 1);
        }
    }
    Type *t = amp_type((TypeKind)kind, elem, 1);
    int nvalues = targs->len - first_value;
    for (int i = first_value; i < targs->len; i++) {
        Node *a = targs->items[i];
        if (a->kind == ND_EMPTY && a->cast_type) {
            error_at(a->loc, "expected an integer constant expression, not the type '%s'",
                     type_to_string(a->cast_type));
            return t;
        }
    }
    long long v;
    if (kind == TY_TILED_EXTENT || kind == TY_TILED_INDEX) {
        if (nvalues < 1 || nvalues > 3) {
            error_at(SL(*at), "%s takes 1 to 3 tile sizes, not %d",
                     kind == TY_TILED_EXTENT ? "tiled_extent" : "tiled_index", nvalues);
            return t;
        }
        t->rank = nvalues;
        for (int i = 0; i < nvalues; i++) {
            Node *e = targs->items[first_value + i];
            t->tile_exprs[i] = e;
            t->tile[i] = sema_const_int(e, &v) ? (int)v : 0;
        }
    } else if (nvalues > 1) {
        error_at(SL(*at), "too many template arguments for %s", type_to_string(t));
    } else if (nvalues == 1) {
        Node *e = targs->items[first_value];
        if (e->kind == ND_INT_LIT) {
            t->rank = (int)e->ival;
        } else {
            t->rank_expr = e;
            t->rank = sema_const_int(e, &v) ? (int)v : 0;
        }
    } else if (kind == TY_EXTENT || kind == TY_INDEX) {
        error_at(SL(*at), "%s needs a rank: %s<N>", kind == TY_EXTENT ? "extent" : "index",
                 kind == TY_EXTENT ? "extent" : "index");
    }
    if (t->rank >= 1 && t->rank <= 3 && (kind == TY_EXTENT || kind == TY_INDEX))
        t->size = 4L * t->rank;
    AmpTypeUse *use = NEW(AmpTypeUse);
    use->begin = range->first;
    use->end = range->last;
    use->type = t;
    vec_push(&pc->unit->amp_type_uses, use);
    return t;
}

static unsigned add_restriction(unsigned mask, Ident *id, const YYLTYPE *loc)
{
    unsigned bit = strcmp(id->name, "amp") == 0 ? RESTRICT_AMP : strcmp(id->name, "cpu") == 0 ? RESTRICT_CPU : 0;
    if (!bit) {
        error_at(SL(*loc), "unknown restriction '%s' (expected 'amp' or 'cpu')", id->name);
        return mask;
    }
    if (mask & bit)
        error_at(SL(*loc), "restriction '%s' is repeated", id->name);
    return mask | bit;
}

static Node *make_kernel(ParseCtx *pc, PtrVec *captures, Param *param, unsigned mask,
                         const YYLTYPE *rloc, const YYLTYPE *at)
{
    Node *k = new_node(ND_KERNEL, SL(*at), at->first, at->last);
    k->kblock->captures = *captures;
    k->kblock->kparam = *param;
    k->restrict_mask = mask;
    if (mask)
        k->kblock->restrict_loc = SL(*rloc);
    k->id = -1;
    pc->pending_params = &k->kblock->kparam;
    pc->npending = 1;
    return k;
}

static void claim_kernel(ParseCtx *pc, Node *k)
{
    for (int i = 0; i < pc->unclaimed_kernels.len; i++) {
        if (pc->unclaimed_kernels.items[i] == k) {
            pc->unclaimed_kernels.items[i] = pc->unclaimed_kernels.items[--pc->unclaimed_kernels.len];
            break;
        }
    }
    k->id = pc->unit->kernels.len;
    vec_push(&pc->unit->kernels, k);
}

/* Kernel blocks written anywhere but as parallel_for_each's second argument. */
static void report_stray_kernels(ParseCtx *pc)
{
    for (int i = 0; i < pc->unclaimed_kernels.len; i++) {
        Node *k = pc->unclaimed_kernels.items[i];
        error_at(k->loc, "a kernel block can only be the second argument of parallel_for_each (the third after an accelerator_view)");
    }
    pc->unclaimed_kernels.len = 0;
}

/* parallel_for_each(DOMAIN, KERNEL) or parallel_for_each(AV, DOMAIN, KERNEL):
 * lhs = the domain, rhs = the kernel block, cond = the accelerator_view. */
static Node *make_pfe(ParseCtx *pc, PtrVec *args, const YYLTYPE *at, const YYLTYPE *range)
{
    Node *n = NODE(ND_PFE, *at, *range);
    int first = args->len == 3 ? 1 : 0;   /* the domain's place */
    if (args->len != 2 && args->len != 3) {
        error_at(SL(*at), "parallel_for_each takes 2 arguments (a domain and a kernel block) or 3 "
                 "(an accelerator_view, a domain and a kernel block), not %d", args->len);
    } else if (((Node *)args->items[first + 1])->kind != ND_KERNEL) {
        Node *a = args->items[first + 1];
        error_at(a->loc, "the %s argument of parallel_for_each must be a kernel block "
                         "`[captures](index<N> idx) restrict(amp) { ... }`", first ? "third" : "second");
    }
    if (first)
        n->cond = args->items[0];
    if (args->len > first)
        n->lhs = args->items[first];
    if (args->len >= first + 2 && ((Node *)args->items[first + 1])->kind == ND_KERNEL) {
        n->rhs = args->items[first + 1];
        claim_kernel(pc, n->rhs);
    }
    return n;
}

/* --------------------------------------------------------- expressions */

/* For an identifier that names nothing, gcc's "did you mean": the closest
 * name visible here. Only the scopes know that, so the parser asks now. */
/* The keywords that start a type name, as gcc's lookup_name_fuzzy spells
 * them (each rid's last spelling in its keyword table, in that table's
 * order): gcc considers them after the visible names, so one wins only when
 * closer (`cnt` -> 'int' rather than 'count'). */
static const char *const typename_keywords[] = {
    "_Alignas", "_Atomic", "_Bool", "__complex__", "_Decimal128", "_Decimal32", "_Decimal64",
    "_Float128", "_Float16", "_Float32", "_Float32x", "_Float64", "_Float64x", "__auto_type",
    "const", "restrict", "signed", "typeof", "volatile", "char", "double", "enum", "float", "int",
    "long", "short", "struct", "union", "unsigned", "void",
};

static const char *closest_visible_name(ParseCtx *pc, const char *name)
{
    if (strncmp(name, "__", 2) == 0)
        return NULL; /* __builtin_..., __func__: the host compiler's */
    enum { MAX_NAMES = 8192, KEYWORDS = sizeof typename_keywords / sizeof typename_keywords[0] };
    const char **names = arena_alloc(compiler_arena, sizeof *names * (MAX_NAMES + KEYWORDS));
    int n = scope_visible_names(&pc->scopes, names, MAX_NAMES);
    for (int i = 0; i < KEYWORDS; i++)
        names[n++] = typename_keywords[i];
    return diag_closest_name(name, names, n);
}

static Node *binary(int op, Node *l, Node *r, const YYLTYPE *at, const YYLTYPE *range)
{
    Node *n = NODE(ND_BINARY, *at, *range);
    n->op = op;
    n->lhs = l;
    n->rhs = r;
    return n;
}

static Node *unary_node(int op, Node *e, const YYLTYPE *at, const YYLTYPE *range)
{
    Node *n = NODE(ND_UNARY, *at, *range);
    n->op = op;
    n->lhs = e;
    return n;
}

static PtrVec *vec1(void *item)
{
    PtrVec *v = NEW(PtrVec);
    if (item)
        vec_push(v, item);
    return v;
}

static Node *join_strings(Node *a, Node *b)
{
    a->text = arena_printf(compiler_arena, "%s %s", a->text, b->text);
    a->end = b->end;
    return a;
}

static void block_begin(ParseCtx *pc)
{
    scope_push(&pc->scopes);
    if (pc->nblocks < (int)(sizeof pc->block_specs / sizeof pc->block_specs[0])) {
        pc->block_specs[pc->nblocks] = pc->nspecs;
        pc->block_depths[pc->nblocks] = scope_depth(&pc->scopes);
    }
    pc->nblocks++;
    declare_pending_params(pc);
}

static void block_end(ParseCtx *pc)
{
    scope_pop(&pc->scopes);
    if (pc->nblocks)
        pc->nblocks--;
}

/* After a syntax error inside a block: forget half-parsed declarations. */
static void recover_in_block(ParseCtx *pc)
{
    int i = pc->nblocks - 1;
    if (i >= 0 && i < (int)(sizeof pc->block_specs / sizeof pc->block_specs[0])) {
        pc->nspecs = pc->block_specs[i];
        while (scope_depth(&pc->scopes) > pc->block_depths[i])
            scope_pop(&pc->scopes); /* prototype scopes the error skipped the ')' of */
        while (pc->nprotos && pc->protos[pc->nprotos - 1].depth > pc->block_depths[i])
            pc->nprotos--;
    }
    pc->ntargs = 0;
}

static void recover_at_file_scope(ParseCtx *pc)
{
    while (scope_depth(&pc->scopes) > 0)
        scope_pop(&pc->scopes);
    pc->nblocks = 0;
    pc->nprotos = 0;
    pc->nspecs = 0;
    pc->ntargs = 0;
    pc->pending_params = NULL;
    pc->npending = 0;
}

static void add_items(PtrVec *to, PtrVec *from)
{
    for (int i = 0; from && i < from->len; i++)
        vec_push(to, from->items[i]);
}
}

%start translation_unit

%%

translation_unit
    : %empty
    | translation_unit external_declaration { release_records(pc); }
    ;

external_declaration
    : function_definition      { vec_push(&pc->unit->tu->items, $1); report_stray_kernels(pc); }
    | declaration              { add_items(&pc->unit->tu->items, $1); report_stray_kernels(pc); }
    | ';'
    | ASM ';'                  { Node *n = NODE(ND_ASM, @1, @$);
                                 n->text = arena_strndup(compiler_arena, pc->text + @1.first, (size_t)(@1.last - @1.first));
                                 vec_push(&pc->unit->tu->items, n); }
    | error ';'                { recover_at_file_scope(pc); yyerrok; }
    | error '}'                { recover_at_file_scope(pc); yyerrok; }
    | error compound_statement { recover_at_file_scope(pc); yyerrok; /* a broken function header */ }
    ;

function_definition
    : decl_specs_push declarator <node>{ $$ = begin_function(pc, $1, $2, &@2); }
      compound_statement       { end_function(pc, $3, $4, &@$); $3->begin = @$.first; pop_spec(pc); $$ = $3; }
    ;

/* ------------------------------------------------------------ declarations */

declaration
    : decl_specs ';'                              { $$ = tag_declaration(pc, $1, &@$); }
    | decl_specs_push init_declarator_list ';'    { pop_spec(pc); $$ = $2; }
    | static_assert_declaration                   { $$ = vec1($1); }
    | specs_notype ';'                            { $$ = NEW(PtrVec); /* `__attribute__((fallthrough));` */ }
    ;

decl_specs_push
    : decl_specs               { push_spec(pc, $1); $$ = $1; }
    ;

static_assert_declaration
    : STATIC_ASSERT '(' constant_expression ',' string_list ')' ';'
                               { $$ = NODE(ND_STATIC_ASSERT, @1, @$); $$->lhs = $3; $$->text = $5->text; }
    | STATIC_ASSERT '(' constant_expression ')' ';'
                               { $$ = NODE(ND_STATIC_ASSERT, @1, @$); $$->lhs = $3; }
    ;

init_declarator_list
    : init_declarator                            { $$ = vec1($1); }
    | init_declarator_list ',' init_declarator   { $$ = $1; vec_push($$, $3); }
    ;

init_declarator
    : declared_name
    | declared_name '=' initializer              { $$ = $1; $$->init = $3; $$->end = @3.last;
                                                   complete_array_from_init($$); }
    ;

/* The name is declared before its initializer is parsed (`int x = sizeof x;`). */
declared_name
    : declarator                 { $$ = declare(pc, top_spec(pc), $1, &@$); }
    | declarator asm_attrs       { $$ = declare(pc, top_spec(pc), $1, &@$); }
    ;

asm_attrs
    : ASM | ATTRIBUTE | asm_attrs ASM | asm_attrs ATTRIBUTE
    ;

decl_specs
    : specs_builtin
    | specs_named
    ;

specs_notype
    : notype_spec                  { $$ = spec_new(pc->records, SL(@1), @1.first); apply_notype($$, $1); }
    | specs_notype notype_spec     { $$ = $1; apply_notype($$, $2); }
    ;

specs_builtin
    : TYPE_KW                      { $$ = spec_new(pc->records, SL(@1), @1.first); spec_add_keyword($$, $1, SL(@1)); }
    | specs_notype TYPE_KW         { $$ = $1; spec_add_keyword($$, $2, SL(@2)); }
    | specs_builtin TYPE_KW        { $$ = $1; spec_add_keyword($$, $2, SL(@2)); }
    | specs_builtin notype_spec    { $$ = $1; apply_notype($$, $2); }
    ;

specs_named
    : named_type                   { $$ = spec_new(pc->records, SL(@1), @1.first); spec_set_named($$, $1, SL(@1)); }
    | specs_notype named_type      { $$ = $1; spec_set_named($$, $2, SL(@2)); }
    | specs_named notype_spec      { $$ = $1; apply_notype($$, $2); }
    | specs_named TYPE_KW          { $$ = $1; if ($2 == TK_COMPLEX) spec_add_keyword($$, $2, SL(@2));
                                     else error_at(SL(@2), "two or more data types in declaration specifiers"); }
    ;

notype_spec
    : STORAGE_CLASS                { $$ = SPEC_STORAGE | $1; }
    | QUALIFIER                    { $$ = SPEC_QUAL | $1; }
    | RESTRICT                     { $$ = SPEC_QUAL | Q_RESTRICT; }
    | INLINE                       { $$ = SPEC_INLINE; }
    | NORETURN                     { $$ = SPEC_NORETURN; }
    | TILE_STATIC                  { $$ = SPEC_TILE_STATIC; }
    | ATTRIBUTE                    { $$ = SPEC_NOTHING; }
    | ALIGNAS '(' type_name ')'    { $$ = SPEC_ALIGN | ($3->align & 0xffff); }
    | ALIGNAS '(' constant_expression ')'
                                   { long long v = 0; sema_const_int($3, &v); $$ = SPEC_ALIGN | (int)(v & 0xffff); }
    ;

named_type
    : TYPEDEF_NAME                 { note_library_use(pc, $1); $$ = typedef_use($1); }
    | struct_or_union_specifier
    | enum_specifier
    | TYPEOF '(' expression ')'    { $$ = ty_unknown; }
    | TYPEOF '(' type_name ')'     { $$ = $3; }
    | ATOMIC_SPEC '(' type_name ')' { $$ = type_qualified($3, Q_ATOMIC); }
    | amp_type
    ;

amp_type
    : AMP_TYPE TLT targ_list TGT   { $$ = make_amp_type(pc, $1, $3, &@1, &@$); }
    ;

targ_list
    : targ                         { $$ = vec1($1); }
    | targ_list ',' targ           { $$ = $1; vec_push($$, $3); }
    ;

targ
    : type_name                    { $$ = NODE(ND_EMPTY, @1, @1); $$->cast_type = $1; }
    | conditional
    ;

struct_or_union
    : STRUCT                       { $$ = TY_STRUCT; }
    | UNION                        { $$ = TY_UNION; }
    ;

struct_head
    : struct_or_union attrs_opt IDENTIFIER '{'
                                   { $$ = begin_tag_definition(pc, $1, $3, SL(@3)); tag_attributes($$, $2); }
    | struct_or_union attrs_opt '{'
                                   { $$ = begin_tag_definition(pc, $1, NULL, SL(@1)); tag_attributes($$, $2); }
    ;

struct_or_union_specifier
    : struct_head struct_declaration_list '}' %prec LOWER_THAN_ATTRIBUTE
                                   { $$ = finish_struct(pc, $1, $2, 0); }
    | struct_head struct_declaration_list '}' ATTRIBUTE
                                   { $$ = finish_struct(pc, $1, $2, attribute_flags(pc, &@4)); }
    | struct_head struct_declaration_list last_member_without_semicolon '}' %prec LOWER_THAN_ATTRIBUTE
                                   { /* the host compiler warns of it, as gcc does (ampcc after its errors) */
                                     warn_no_semicolon(pc, &@4);
                                     add_items($2, $3); $$ = finish_struct(pc, $1, $2, 0); }
    | struct_head struct_declaration_list error '}'
                                   { $$ = finish_struct(pc, $1, $2, 0); yyerrok; }
    | struct_or_union attrs_opt IDENTIFIER
                                   { $$ = tag_reference(pc, $1, $3, SL(@3)); }
    ;

struct_declaration_list
    : %empty                       { $$ = NEW(PtrVec); }
    | struct_declaration_list struct_declaration  { $$ = $1; add_items($$, $2); }
    ;

struct_declaration
    : decl_specs_push struct_declarator_list ';'  { pop_spec(pc); $$ = $2; drop_last_member(pc, $$); }
    | decl_specs ';'               { /* an anonymous struct or union member */
                                     $$ = vec1(new_member($1, NULL, NULL)); }
    | static_assert_declaration    { $$ = NEW(PtrVec); }
    | ';'                          { $$ = NEW(PtrVec); }
    | error ';'                    { /* gcc too skips a broken member to its ';' */
                                     recover_in_block(pc); $$ = NEW(PtrVec); yyerrok; pc->statement_recoveries++; }
    ;

/* gcc accepts `struct s { int a; int b };` with a warning */
last_member_without_semicolon
    : decl_specs_push struct_declarator_list  { pop_spec(pc); $$ = $2; }
    ;

struct_declarator_list
    : struct_declarator                             { $$ = vec1($1); }
    | struct_declarator_list ',' struct_declarator  { $$ = $1; vec_push($$, $3); }
    ;

struct_declarator
    : declarator attrs_opt         { $$ = member_attributes(pc, (Node *)new_member(top_spec(pc), $1, NULL), $2); }
    | ':' constant_expression attrs_opt
                                   { $$ = member_attributes(pc, (Node *)new_member(top_spec(pc), NULL, $2), $3); }
    | declarator ':' constant_expression attrs_opt
                                   { $$ = member_attributes(pc, (Node *)new_member(top_spec(pc), $1, $3), $4); }
    ;

enum_head
    : ENUM attrs_opt IDENTIFIER '{'  { $$ = begin_tag_definition(pc, TY_ENUM, $3, SL(@3)); begin_enum(pc); }
    | ENUM attrs_opt '{'             { $$ = begin_tag_definition(pc, TY_ENUM, NULL, SL(@1)); begin_enum(pc); }
    ;

enum_specifier
    : enum_head enumerator_list comma_opt '}' %prec LOWER_THAN_ATTRIBUTE
                                   { $$ = finish_enum(pc, $1); }
    | enum_head enumerator_list comma_opt '}' ATTRIBUTE
                                   { $$ = finish_enum(pc, $1); }
    | ENUM attrs_opt IDENTIFIER    { $$ = tag_reference(pc, TY_ENUM, $3, SL(@3)); }
    ;

comma_opt
    : %empty
    | ','
    ;

enumerator_list
    : enumerator
    | enumerator_list ',' enumerator
    ;

enumerator
    : enum_name attrs_opt          { set_enum_value(pc, $1, pc->enum_next); }
    | enum_name attrs_opt '=' constant_expression
                                   { long long v;
                                     if (sema_const_int($4, &v))
                                         set_enum_value(pc, $1, v);
                                     else /* sema reports what is not constant */
                                         set_enum_value(pc, $1, pc->enum_next); }
    ;

/* The constant is in scope from its own name on: `A = 1, B = A + 1`. */
enum_name
    : IDENTIFIER                   { $$ = new_symbol(pc, SYM_ENUM_CONST, $1, ty_int, SL(@1)); scope_declare(&pc->scopes, $1, $$); }
    | TYPEDEF_NAME                 { $$ = new_symbol(pc, SYM_ENUM_CONST, $1, ty_int, SL(@1)); scope_declare(&pc->scopes, $1, $$); }
    ;

attrs_opt
    : %empty                       { $$ = 0; }
    | attrs
    ;

attrs
    : ATTRIBUTE                    { $$ = attribute_flags(pc, &@1); }
    | attrs ATTRIBUTE              { $$ = merge_attributes($1, attribute_flags(pc, &@2)); }
    ;

/* ------------------------------------------------------------- declarators */

declarator
    : direct_declarator
    | pointer direct_declarator    { $$ = $2; declarator_add_pointer($$, $1->first, $1->last);
                                     $$->begin = @$.first; }
    ;

pointer
    : '*' ptr_quals                { $$ = declarator_new(pc->records, NULL, SL(@1), @1.first, @$.last);
                                     DOp *op = dop_new(pc->records, DOP_PTR); op->quals = $2; declarator_prepend($$, op); }
    | pointer '*' ptr_quals        { $$ = $1; DOp *op = dop_new(pc->records, DOP_PTR); op->quals = $3;
                                     $$->last->next = op; $$->last = op; }
    ;

ptr_quals
    : %empty                       { $$ = 0; }
    | ptr_quals QUALIFIER          { $$ = $1 | (unsigned)$2; }
    | ptr_quals RESTRICT           { $$ = $1 | Q_RESTRICT; }
    | ptr_quals ATTRIBUTE          { $$ = $1; }
    ;

direct_declarator
    : IDENTIFIER                   { $$ = declarator_new(pc->records, $1, SL(@1), @1.first, @1.last); }
    | TYPEDEF_NAME                 { $$ = declarator_new(pc->records, $1, SL(@1), @1.first, @1.last); }
    | '(' nested_declarator ')'    { $$ = $2; $$->begin = @1.first; $$->end = @3.last; }
    | direct_declarator declarator_suffix
                                   { $$ = $1; declarator_prepend($$, $2); $$->end = @2.last; }
    | direct_declarator '(' argument_list ')'
                                   { $$ = $1; $$->ctor_args = *$3; $$->has_ctor_args = true; $$->ctor_end = $$->end = @4.last; }
    ;

/* Inside parentheses a typedef name right after the '(' is a type: `int (T)`
 * declares a function taking a T (C11 6.7.6.3p11), so it cannot be the name. */
nested_declarator
    : nested_direct
    | pointer direct_declarator    { $$ = $2; declarator_add_pointer($$, $1->first, $1->last);
                                     $$->begin = @$.first; }
    ;

nested_direct
    : IDENTIFIER                   { $$ = declarator_new(pc->records, $1, SL(@1), @1.first, @1.last); }
    | '(' nested_declarator ')'    { $$ = $2; $$->begin = @1.first; $$->end = @3.last; }
    | nested_direct declarator_suffix
                                   { $$ = $1; declarator_prepend($$, $2); $$->end = @2.last; }
    ;

declarator_suffix
    : '[' array_size ']'           { $$ = dop_new(pc->records, DOP_ARRAY); $$->len_expr = $2;
                                     $$->star_len = pc->star_array; pc->star_array = false; }
    | '(' params_closed restrict_opt
                                   { $$ = function_op(pc, $2, $3, &@3); }
    | '(' ')' restrict_opt         { $$ = function_op(pc, NULL, $3, &@3); }
    | '(' error ')' restrict_opt   { close_prototype_scopes_after(pc, @1.first);
                                     $$ = function_op(pc, NULL, $4, &@4); yyerrok; }
    ;

array_size
    : array_quals_opt              { $$ = NULL; }
    | array_quals_opt assignment   { $$ = $2; }
    | array_quals_opt '*'          { $$ = NULL; pc->star_array = true; }
    ;

array_quals_opt
    : %empty
    | array_quals_opt QUALIFIER
    | array_quals_opt RESTRICT
    | array_quals_opt STORAGE_CLASS
    ;

restrict_opt
    : %empty                       { $$ = 0; }
    | restrict_spec
    ;

restrict_spec
    : RESTRICT_SPEC '(' restriction_list ')'   { $$ = $3; }
    ;

restriction_list
    : IDENTIFIER                        { $$ = add_restriction(0, $1, &@1); }
    | restriction_list ',' IDENTIFIER   { $$ = add_restriction($1, $3, &@3); }
    ;

param_type_list
    : param_list
    | param_list ',' ELLIPSIS      { $$ = $1; $$->variadic = true; }
    ;

/* The prototype scope closes as soon as ')' is shifted. */
params_closed
    : param_type_list ')'          { close_prototype_scope(pc, $1); $$ = $1; }
    ;

/* Each named parameter is in scope for the ones after it: `int n, int a[n]`. */
param_list
    : parameter_declaration        { $$ = arena_alloc(pc->records, sizeof(ParamList)); open_prototype_scope(pc, $$, @1.first);
                                     if ($$->scoped) declare_param(pc, $1);
                                     vec_push(&$$->params, $1); }
    | param_list ',' parameter_declaration
                                   { $$ = $1; if ($$->scoped) declare_param(pc, $3); vec_push(&$$->params, $3); }
    ;

parameter_declaration
    : decl_specs declarator         { $$ = make_param(pc, $1, $2); }
    | decl_specs declarator attrs   { $$ = make_param(pc, $1, $2); }
    | decl_specs                    { $$ = make_param(pc, $1, NULL); }
    | decl_specs abstract_declarator { $$ = make_param(pc, $1, $2); }
    ;

type_name
    : decl_specs                       { $$ = spec_type($1); }
    | decl_specs abstract_declarator   { $$ = declarator_type(spec_type($1), $2); }
    ;

abstract_declarator
    : pointer
    | direct_abstract_declarator
    | pointer direct_abstract_declarator  { $$ = $2; declarator_add_pointer($$, $1->first, $1->last); }
    ;

direct_abstract_declarator
    : '(' abstract_declarator ')'     { $$ = $2; }
    | '[' array_size ']'              { $$ = declarator_new(pc->records, NULL, SL(@1), @1.first, @3.last);
                                        DOp *op = dop_new(pc->records, DOP_ARRAY); op->len_expr = $2; declarator_prepend($$, op); }
    | direct_abstract_declarator '[' array_size ']'
                                      { $$ = $1; DOp *op = dop_new(pc->records, DOP_ARRAY); op->len_expr = $3; declarator_prepend($$, op); }
    | '(' ')' restrict_opt            { $$ = declarator_new(pc->records, NULL, SL(@1), @1.first, @2.last);
                                        declarator_prepend($$, function_op(pc, NULL, $3, &@3)); }
    | '(' params_closed restrict_opt
                                      { $$ = declarator_new(pc->records, NULL, SL(@1), @1.first, @2.last);
                                        declarator_prepend($$, function_op(pc, $2, $3, &@3)); }
    | direct_abstract_declarator '(' ')' restrict_opt
                                      { $$ = $1; declarator_prepend($$, function_op(pc, NULL, $4, &@4)); }
    | direct_abstract_declarator '(' params_closed restrict_opt
                                      { $$ = $1; declarator_prepend($$, function_op(pc, $3, $4, &@4)); }
    ;

/* ------------------------------------------------------------ initializers */

initializer
    : assignment
    | '{' init_list '}'            { $$ = NODE(ND_INIT_LIST, @1, @$); $$->items = *$2; }
    | '{' init_list ',' '}'        { $$ = NODE(ND_INIT_LIST, @1, @$); $$->items = *$2; }
    | '{' '}'                      { $$ = NODE(ND_INIT_LIST, @1, @$); }
    ;

init_list
    : init_item                    { $$ = vec1($1); }
    | init_list ',' init_item      { $$ = $1; vec_push($$, $3); }
    ;

init_item
    : initializer                  { $$ = NODE(ND_INIT_ITEM, @1, @$); $$->lhs = $1; }
    | designation '=' initializer  { $$ = NODE(ND_INIT_ITEM, @1, @$); $$->items = *$1; $$->lhs = $3; }
    | designation initializer      { $$ = NODE(ND_INIT_ITEM, @1, @$); $$->items = *$1; $$->lhs = $2; }
    | IDENTIFIER ':' initializer   { $$ = NODE(ND_INIT_ITEM, @1, @$); $$->lhs = $3;
                                     Node *d = NODE(ND_DESIG, @1, @1); d->name = $1->name; vec_push(&$$->items, d); }
    ;

designation
    : designator                   { $$ = vec1($1); }
    | designation designator       { $$ = $1; vec_push($$, $2); }
    ;

designator
    : '[' constant_expression ']'  { $$ = NODE(ND_DESIG, @1, @$); $$->lhs = $2; }
    | '[' constant_expression ELLIPSIS constant_expression ']'
                                   { $$ = NODE(ND_DESIG, @1, @$); $$->lhs = $2; $$->rhs = $4; }
    | '.' IDENTIFIER               { $$ = NODE(ND_DESIG, @2, @$); $$->name = $2->name; }
    ;

/* ------------------------------------------------------------- statements */

statement
    : labeled_statement
    | compound_statement
    | expression_statement
    | selection_statement
    | iteration_statement
    | jump_statement
    | ASM ';'                      { $$ = NODE(ND_ASM, @1, @$);
                                     $$->text = arena_strndup(compiler_arena, pc->text + @1.first, (size_t)(@1.last - @1.first)); }
    ;

labeled_statement
    : IDENTIFIER ':' statement     { $$ = NODE(ND_LABEL, @1, @$); $$->name = $1->name; $$->body = $3; }
    | IDENTIFIER ':' attrs statement  { $$ = NODE(ND_LABEL, @1, @$); $$->name = $1->name; $$->body = $4; }
    | CASE constant_expression ':' statement
                                   { $$ = NODE(ND_CASE, @1, @$); $$->lhs = $2; $$->body = $4; }
    | CASE constant_expression ':' attrs statement  /* `case 1: __attribute__((fallthrough));` */
                                   { $$ = NODE(ND_CASE, @1, @$); $$->lhs = $2; $$->body = $5; }
    | CASE constant_expression ELLIPSIS constant_expression ':' statement
                                   { $$ = NODE(ND_CASE, @1, @$); $$->lhs = $2; $$->rhs = $4; $$->body = $6; }
    | DEFAULT ':' statement        { $$ = NODE(ND_DEFAULT, @1, @$); $$->body = $3; }
    | DEFAULT ':' attrs statement  { $$ = NODE(ND_DEFAULT, @1, @$); $$->body = $4; }
    ;

compound_statement
    : block_open block_items '}'   { block_end(pc); $$ = NODE(ND_BLOCK, @1, @$); $$->items = *$2;
                                     pc->last_close_brace = @3; }
    | block_open block_items error '}'
                                   { block_end(pc); $$ = NODE(ND_BLOCK, @1, @$); $$->items = *$2; yyerrok;
                                     pc->statement_recoveries++;
                                     pc->last_close_brace = @4; }
    ;

/* The scope opens as soon as '{' is shifted, before the next token is read. */
block_open
    : '{'                          { block_begin(pc); }
    ;

block_items
    : %empty                       { $$ = NEW(PtrVec); }
    | block_items block_item       { $$ = $1; add_items($$, $2); report_stray_kernels(pc); }
    ;

block_item
    : declaration
    | statement                    { $$ = vec1($1); }
    | LABEL_KW label_names ';'     { $$ = NEW(PtrVec); }
    | error ';'                    { recover_in_block(pc); $$ = NEW(PtrVec); yyerrok; pc->statement_recoveries++; }
    | error compound_statement     { recover_in_block(pc); $$ = vec1($2); yyerrok; pc->statement_recoveries++;
                                     /* `if (x {...}`: the braces still pair up */ }
    ;

label_names
    : IDENTIFIER
    | label_names ',' IDENTIFIER
    ;

expression_statement
    : ';'                          { $$ = NODE(ND_EMPTY, @1, @1); }
    | expression ';'               { $$ = NODE(ND_EXPR_STMT, @1, @$); $$->lhs = $1; }
    ;

selection_statement
    : IF '(' expression ')' statement %prec LOWER_THAN_ELSE
                                   { $$ = NODE(ND_IF, @1, @$); $$->cond = $3; $$->then = $5; }
    | IF '(' expression ')' statement ELSE statement
                                   { $$ = NODE(ND_IF, @1, @$); $$->cond = $3; $$->then = $5; $$->els = $7; }
    | SWITCH '(' expression ')' statement
                                   { $$ = NODE(ND_SWITCH, @1, @$); $$->cond = $3; $$->body = $5; }
    ;

iteration_statement
    : WHILE '(' expression ')' statement
                                   { $$ = NODE(ND_WHILE, @1, @$); $$->cond = $3; $$->body = $5; }
    | DO statement WHILE '(' expression ')' ';'
                                   { $$ = NODE(ND_DO, @1, @$); $$->body = $2; $$->cond = $5; }
    | FOR '(' { scope_push(&pc->scopes); } for_init expression_opt ';' expression_opt ')' statement
                                   { scope_pop(&pc->scopes); $$ = NODE(ND_FOR, @1, @$); $$->init = $4; $$->cond = $5;
                                     $$->inc = $7; $$->body = $9; }
    ;

for_init
    : expression_opt ';'           { $$ = $1 ? NODE(ND_EXPR_STMT, @1, @$) : NULL; if ($$) $$->lhs = $1; }
    | declaration                  { $$ = NODE(ND_BLOCK, @1, @$); $$->items = *$1; }
    ;

jump_statement
    : GOTO IDENTIFIER ';'          { $$ = NODE(ND_GOTO, @1, @$); $$->name = $2->name; }
    | GOTO '*' expression ';'      { $$ = NODE(ND_GOTO, @1, @$); $$->lhs = $3; }
    | CONTINUE ';'                 { $$ = NODE(ND_CONTINUE, @1, @$); }
    | BREAK ';'                    { $$ = NODE(ND_BREAK, @1, @$); }
    | RETURN expression_opt ';'    { $$ = NODE(ND_RETURN, @1, @$); $$->lhs = $2; }
    ;

/* ------------------------------------------------------------ expressions */

primary
    : IDENTIFIER                   { $$ = NODE(ND_IDENT, @1, @1); $$->name = $1->name; $$->sym = scope_lookup($1);
                                     note_library_use(pc, $1);
                                     if (!$$->sym) $$->did_you_mean = closest_visible_name(pc, $1->name); }
    | INT_CONST
    | FLOAT_CONST
    | CHAR_CONST
    | string_list
    | '(' expression ')'           { $$ = $2; $$->parenthesized = true; }
    | '(' compound_statement ')'   { $$ = NODE(ND_STMT_EXPR, @1, @$); $$->body = $2; }
    | GENERIC '(' assignment ',' generic_assoc_list ')'
                                   { $$ = NODE(ND_GENERIC, @1, @$); $$->lhs = $3; $$->items = *$5; }
    | BUILTIN_VA_ARG '(' assignment ',' type_name ')'
                                   { $$ = NODE(ND_BUILTIN, @1, @$); $$->name = "__builtin_va_arg";
                                     $$->lhs = $3; $$->cast_type = $5; }
    | BUILTIN_OFFSETOF '(' type_name ',' offsetof_designator ')'
                                   { $$ = NODE(ND_BUILTIN, @1, @$); $$->name = "__builtin_offsetof"; $$->cast_type = $3;
                                     $$->text = arena_strndup(compiler_arena, pc->text + @5.first, (size_t)(@5.last - @5.first));
                                     $$->items = *$5; }
    | BUILTIN_TYPES_COMPATIBLE_P '(' type_name ',' type_name ')'
                                   { $$ = NODE(ND_BUILTIN, @1, @$); $$->name = "__builtin_types_compatible_p";
                                     $$->cast_type = $3; $$->lhs = NODE(ND_EMPTY, @5, @5); $$->lhs->cast_type = $5; }
    | PARALLEL_FOR_EACH '(' argument_list ')'
                                   { $$ = make_pfe(pc, $3, &@1, &@$); }
    | kernel_block
    | amp_value
    ;

/* The type is recorded before the arguments are parsed, so that
 * Unit.amp_type_uses stays in source order when they hold value forms too. */
amp_value
    : amp_value_type '(' ')'       { $$ = NODE(ND_AMP_VALUE, @1, @$); $$->cast_type = $1; }
    | amp_value_type '(' argument_list ')'
                                   { $$ = NODE(ND_AMP_VALUE, @1, @$); $$->cast_type = $1; $$->args = *$3; }
    ;

amp_value_type
    : AMP_TYPE TLT targ_list TGT_CALL  { $$ = make_amp_type(pc, $1, $3, &@1, &@$); }
    | VECTOR_CALL                  { note_library_use(pc, $1); $$ = typedef_use($1); }
    ;

kernel_block
    : capture_clause kernel_param restrict_opt
                                   <node>{ $$ = make_kernel(pc, $1, $2, $3, &@3, &@1); }
      compound_statement           { $$ = $4; $$->body = $5; $$->end = @$.last;
                                     mark_amp_code(pc, $$); vec_push(&pc->unclaimed_kernels, $$); }
    ;

/* A mistake inside the brackets or parentheses is reported once and skipped
 * to their end, so the kernel's body still parses as its body. */
capture_clause
    : KERNEL_LBRACKET captures ']' { $$ = $2; }
    | KERNEL_LBRACKET error ']'    { $$ = NEW(PtrVec); yyerrok; }
    ;

kernel_param
    : '(' parameter_declaration ')'  { $$ = $2; }
    | '(' error ')'                { $$ = make_param(pc, spec_new(pc->records, SL(@1), @1.first), NULL); yyerrok; }
    ;

captures
    : %empty                       { $$ = NEW(PtrVec); }
    | capture                      { $$ = vec1($1); }
    | captures ',' capture         { $$ = $1; vec_push($$, $3); }
    ;

capture
    : '='                          { $$ = NEW(Capture); $$->is_default = true; $$->loc = SL(@1); }
    | '&'                          { $$ = NEW(Capture); $$->is_default = true; $$->by_ref = true; $$->loc = SL(@1); }
    | IDENTIFIER                   { $$ = NEW(Capture); $$->name = $1->name; $$->sym = scope_lookup($1); $$->loc = SL(@1); }
    | '&' IDENTIFIER               { $$ = NEW(Capture); $$->name = $2->name; $$->sym = scope_lookup($2);
                                     $$->by_ref = true; $$->loc = SL(@2); }
    ;

offsetof_designator
    : IDENTIFIER                   { Node *d = NODE(ND_DESIG, @1, @1); d->name = $1->name; $$ = vec1(d); }
    | offsetof_designator '.' IDENTIFIER
                                   { $$ = $1; Node *d = NODE(ND_DESIG, @3, @3); d->name = $3->name; vec_push($$, d); }
    | offsetof_designator '[' expression ']'
                                   { $$ = $1; Node *d = NODE(ND_DESIG, @2, @$); d->lhs = $3; vec_push($$, d); }
    ;

generic_assoc_list
    : generic_assoc                         { $$ = vec1($1); }
    | generic_assoc_list ',' generic_assoc  { $$ = $1; vec_push($$, $3); }
    ;

generic_assoc
    : type_name ':' assignment     { $$ = NODE(ND_GENERIC_ASSOC, @1, @$); $$->cast_type = $1; $$->lhs = $3; }
    | DEFAULT ':' assignment       { $$ = NODE(ND_GENERIC_ASSOC, @1, @$); $$->lhs = $3; }
    ;

string_list
    : STRING
    | string_list STRING           { $$ = join_strings($1, $2); }
    ;

postfix
    : primary
    | postfix '[' expression ']'   { $$ = NODE(ND_INDEX, @2, @$); $$->lhs = $1; $$->rhs = $3; }
    | postfix '(' ')'              { $$ = NODE(ND_CALL, @2, @$); $$->lhs = $1; $$->held_before = diag_held_count(); }
    | postfix '(' argument_list ')'  { $$ = NODE(ND_CALL, @2, @$); $$->lhs = $1; $$->args = *$3;
                                       $$->held_before = diag_held_count(); }
    | postfix '.' IDENTIFIER       { $$ = NODE(ND_MEMBER, @3, @$); $$->lhs = $1; $$->name = $3->name; }
    | postfix ARROW IDENTIFIER     { $$ = NODE(ND_MEMBER, @3, @$); $$->lhs = $1; $$->name = $3->name; $$->is_arrow = true; }
    | postfix '.' IDENTIFIER TLT targ_list TGT_CALL
                                   { $$ = NODE(ND_MEMBER, @3, @$); $$->lhs = $1; $$->name = $3->name;
                                     $$->targs = $5; $$->targs_begin = @4.first; }
    | postfix ARROW IDENTIFIER TLT targ_list TGT_CALL
                                   { $$ = NODE(ND_MEMBER, @3, @$); $$->lhs = $1; $$->name = $3->name; $$->is_arrow = true;
                                     $$->targs = $5; $$->targs_begin = @4.first; }
    | postfix INC                  { $$ = unary_node(UO_POSTINC, $1, &@2, &@$); }
    | postfix DEC                  { $$ = unary_node(UO_POSTDEC, $1, &@2, &@$); }
    | '(' type_name ')' '{' init_list '}'
                                   { $$ = NODE(ND_COMPOUND_LIT, @1, @$); $$->cast_type = $2;
                                     $$->init = NODE(ND_INIT_LIST, @4, @4); $$->init->end = @6.last; $$->init->items = *$5; }
    | '(' type_name ')' '{' init_list ',' '}'
                                   { $$ = NODE(ND_COMPOUND_LIT, @1, @$); $$->cast_type = $2;
                                     $$->init = NODE(ND_INIT_LIST, @4, @4); $$->init->end = @7.last; $$->init->items = *$5; }
    | '(' type_name ')' '{' '}'    { $$ = NODE(ND_COMPOUND_LIT, @1, @$); $$->cast_type = $2;
                                     $$->init = NODE(ND_INIT_LIST, @4, @4); $$->init->end = @5.last; }
    ;

argument_list
    : assignment                   { $$ = vec1($1); }
    | argument_list ',' assignment { $$ = $1; vec_push($$, $3); }
    ;

unary
    : postfix
    | INC unary                    { $$ = unary_node(UO_PREINC, $2, &@1, &@$); }
    | DEC unary                    { $$ = unary_node(UO_PREDEC, $2, &@1, &@$); }
    | unary_op cast                { $$ = unary_node($1, $2, &@1, &@$); }
    | SIZEOF unary                 { $$ = NODE(ND_SIZEOF_EXPR, @1, @$); $$->lhs = $2; }
    | SIZEOF '(' type_name ')'     { $$ = NODE(ND_SIZEOF_TYPE, @1, @$); $$->cast_type = $3; }
    | ALIGNOF '(' type_name ')'    { $$ = NODE(ND_ALIGNOF, @1, @$); $$->cast_type = $3; }
    | ALIGNOF unary                { $$ = NODE(ND_ALIGNOF, @1, @$); $$->lhs = $2; }
    | ANDAND IDENTIFIER            { $$ = NODE(ND_LABEL_ADDR, @1, @$); $$->name = $2->name; }
    | REAL cast                    { $$ = unary_node(UO_REAL, $2, &@1, &@$); }
    | IMAG cast                    { $$ = unary_node(UO_IMAG, $2, &@1, &@$); }
    ;

unary_op
    : '&' { $$ = UO_ADDR; } | '*' { $$ = UO_DEREF; } | '+' { $$ = UO_PLUS; }
    | '-' { $$ = UO_NEG; } | '~' { $$ = UO_BITNOT; } | '!' { $$ = UO_NOT; }
    ;

cast
    : unary
    | '(' type_name ')' cast       { $$ = NODE(ND_CAST, @1, @$); $$->cast_type = $2; $$->lhs = $4; }
    ;

binary
    : cast
    | binary '*' binary            { $$ = binary(BO_MUL, $1, $3, &@2, &@$); }
    | binary '/' binary            { $$ = binary(BO_DIV, $1, $3, &@2, &@$); }
    | binary '%' binary            { $$ = binary(BO_MOD, $1, $3, &@2, &@$); }
    | binary '+' binary            { $$ = binary(BO_ADD, $1, $3, &@2, &@$); }
    | binary '-' binary            { $$ = binary(BO_SUB, $1, $3, &@2, &@$); }
    | binary SHL binary            { $$ = binary(BO_SHL, $1, $3, &@2, &@$); }
    | binary SHR binary            { $$ = binary(BO_SHR, $1, $3, &@2, &@$); }
    | binary '<' binary            { $$ = binary(BO_LT, $1, $3, &@2, &@$); }
    | binary '>' binary            { $$ = binary(BO_GT, $1, $3, &@2, &@$); }
    | binary LE binary             { $$ = binary(BO_LE, $1, $3, &@2, &@$); }
    | binary GE binary             { $$ = binary(BO_GE, $1, $3, &@2, &@$); }
    | binary EQ binary             { $$ = binary(BO_EQ, $1, $3, &@2, &@$); }
    | binary NE binary             { $$ = binary(BO_NE, $1, $3, &@2, &@$); }
    | binary '&' binary            { $$ = binary(BO_BITAND, $1, $3, &@2, &@$); }
    | binary '^' binary            { $$ = binary(BO_BITXOR, $1, $3, &@2, &@$); }
    | binary '|' binary            { $$ = binary(BO_BITOR, $1, $3, &@2, &@$); }
    | binary ANDAND binary         { $$ = binary(BO_LOGAND, $1, $3, &@2, &@$); }
    | binary OROR binary           { $$ = binary(BO_LOGOR, $1, $3, &@2, &@$); }
    ;

conditional
    : binary
    | binary '?' expression ':' conditional
                                   { $$ = NODE(ND_COND, @2, @$); $$->cond = $1; $$->then = $3; $$->els = $5; }
    | binary '?' ':' conditional   { $$ = NODE(ND_COND, @2, @$); $$->cond = $1; $$->els = $4; }
    ;

assignment
    : conditional
    | unary '=' assignment         { $$ = NODE(ND_ASSIGN, @2, @$); $$->op = BO_NONE; $$->lhs = $1; $$->rhs = $3; }
    | unary ASSIGN_OP assignment   { $$ = NODE(ND_ASSIGN, @2, @$); $$->op = $2; $$->lhs = $1; $$->rhs = $3; }
    ;

expression
    : assignment
    | expression ',' assignment    { $$ = NODE(ND_COMMA, @2, @$); $$->lhs = $1; $$->rhs = $3; }
    ;

expression_opt
    : %empty                       { $$ = NULL; }
    | expression
    ;

constant_expression
    : conditional
    ;

%%

/* ------------------------------------------------------------ messages */

const char *token_name(int token)
{
    return yysymbol_name(YYTRANSLATE(token));
}

/* "';'" stays as is; "\"identifier\"" loses its double quotes. */
static const char *expected_name(yysymbol_kind_t sym)
{
    const char *name = yysymbol_name(sym);
    if (name[0] == '"') {
        size_t n = strlen(name);
        return arena_strndup(compiler_arena, name + 1, n >= 2 ? n - 2 : 0);
    }
    return name;
}

/* gcc's words for the token an error was found at. */
static const char *describe_token(ParseCtx *pc, yysymbol_kind_t tok, const YYLTYPE *loc)
{
    switch (tok) {
    case YYSYMBOL_YYEOF:
        return "end of input";
    case YYSYMBOL_INT_CONST: case YYSYMBOL_FLOAT_CONST:
        return "numeric constant";
    case YYSYMBOL_STRING:
        return "string constant";
    case YYSYMBOL_CHAR_CONST:
        return "character constant";
    default:
        break;
    }
    int len = loc->last - loc->first;
    if (len > 40)
        len = 40;
    const char *text = pc->text + loc->first;
    bool word = len > 0 && (text[0] == '_' || (text[0] >= 'a' && text[0] <= 'z') || (text[0] >= 'A' && text[0] <= 'Z'));
    if (word) { /* `__attribute__((x))` and `asm(...)` tokens: just the keyword */
        int n = 0;
        while (n < len && (text[n] == '_' || (text[n] >= 'a' && text[n] <= 'z') || (text[n] >= 'A' && text[n] <= 'Z') ||
                           (text[n] >= '0' && text[n] <= '9') || text[n] == '$'))
            n++;
        len = n;
    }
    return arena_printf(compiler_arena, "'%.*s'%s", len, text, word ? "" : " token");
}

static bool has(const yysymbol_kind_t *set, int n, yysymbol_kind_t sym)
{
    for (int i = 0; i < n; i++)
        if (set[i] == sym)
            return true;
    return false;
}

/* Punctuation gcc would insert just after the previous token (its fix-it):
 * closers and separators, but not '}' (c-common's missing-token kinds). */
static bool inserted_after_previous(const char *expected)
{
    return strlen(expected) == 3 && expected[0] == '\'' && strchr(";)],:", expected[1]);
}

/* Drops what only adds noise to "expected ..." lists: attributes and asm
 * labels are always possible after a declarator, and '(' / '[' suffixes are
 * not what is missing when a closing token or ';' would do. */
static int useful_expected(yysymbol_kind_t *set, int n)
{
    bool closer = false;
    for (int i = 0; i < n; i++) {
        const char *name = yysymbol_name(set[i]);
        closer |= strcmp(name, "')'") == 0 || strcmp(name, "']'") == 0 || strcmp(name, "';'") == 0 ||
                  strcmp(name, "'}'") == 0 || strcmp(name, "','") == 0;
    }
    int m = 0;
    for (int i = 0; i < n; i++) {
        const char *name = yysymbol_name(set[i]);
        if (set[i] == YYSYMBOL_ATTRIBUTE || set[i] == YYSYMBOL_ASM || set[i] == YYSYMBOL_RESTRICT_SPEC)
            continue;
        if (closer && (strcmp(name, "'('") == 0 || strcmp(name, "'['") == 0))
            continue;
        set[m++] = set[i];
    }
    return m ? m : n;
}

static const char *expected_phrase(yysymbol_kind_t *set, int n)
{
    if (n == 0)
        return NULL;
    bool lparen = false;
    for (int i = 0; i < n; i++)
        lparen |= strcmp(yysymbol_name(set[i]), "'('") == 0;
    n = useful_expected(set, n);
    if (has(set, n, YYSYMBOL_INT_CONST) && has(set, n, YYSYMBOL_TYPE_KW) && has(set, n, YYSYMBOL_RETURN))
        return "declaration or statement"; /* the start of a block item */
    if (has(set, n, YYSYMBOL_YYEOF) && has(set, n, YYSYMBOL_TYPE_KW))
        return "identifier or '('"; /* file scope: gcc has read (no) declaration specifiers */
    if (has(set, n, YYSYMBOL_INT_CONST) && has(set, n, YYSYMBOL_IDENTIFIER) && n > 5)
        return "expression";
    if (n <= 4) {
        const char *s = expected_name(set[0]);
        for (int i = 1; i < n; i++)
            s = arena_printf(compiler_arena, "%s%s%s", s, i == n - 1 ? " or " : ", ", expected_name(set[i]));
        return s;
    }
    if (has(set, n, YYSYMBOL_IDENTIFIER) && lparen && !has(set, n, YYSYMBOL_INT_CONST))
        return "identifier or '('"; /* a declarator */
    if (has(set, n, YYSYMBOL_TYPE_KW) && has(set, n, YYSYMBOL_ELLIPSIS))
        return "declaration specifiers or '...'";
    static const char *const preferred[] = {"';'", "')'", "']'", "'}'", "':'", "identifier"};
    for (size_t p = 0; p < sizeof preferred / sizeof preferred[0]; p++)
        for (int i = 0; i < n; i++)
            if (strcmp(expected_name(set[i]), preferred[p]) == 0 || strcmp(yysymbol_name(set[i]), preferred[p]) == 0)
                return preferred[p][0] == '\'' ? preferred[p] : "identifier";
    if (has(set, n, YYSYMBOL_TYPE_KW))
        return "declaration specifiers";
    return expected_name(set[0]);
}

/* Is the parse among a declaration's declarators (an initializer's top
 * level), not in a block or brackets opened since? gcc then expects "',' or
 * ';'" where a statement would expect ';'. */
static bool in_declarators(const yypcontext_t *ctx)
{
    for (const yy_state_t *s = ctx->yyssp; *s != 0; s--) {
        int sym = yystos[*s];
        if (sym == YYSYMBOL_declared_name || sym == YYSYMBOL_init_declarator_list)
            return true;
        if (sym == YYSYMBOL_block_open || sym == YYTRANSLATE('{') || sym == YYTRANSLATE('(') ||
            sym == YYTRANSLATE('['))
            return false;
    }
    return false;
}

/* Is the parse in a function declarator's parameter list, after a
 * parameter's specifiers (not a kernel block's parameter)? */
static bool in_parameter_list(const yypcontext_t *ctx)
{
    for (const yy_state_t *s = ctx->yyssp; *s != 0; s--) {
        int sym = yystos[*s];
        if (sym == YYTRANSLATE('('))
            return s[-1] != 0 && yystos[s[-1]] != YYSYMBOL_capture_clause &&
                   s < ctx->yyssp && (yystos[s[1]] == YYSYMBOL_decl_specs || yystos[s[1]] == YYSYMBOL_param_list);
        if (sym == YYSYMBOL_block_open || sym == YYTRANSLATE('{') || sym == YYTRANSLATE('['))
            return false;
    }
    return false;
}

/* expected_phrase in gcc's words for where the parse is: a declaration's
 * "',' or ';'", a case label's "':' or '...'", and "statement" where a block
 * item would start but a ')' or ']' stands (gcc drops it). */
/* gcc's words after a declarator that nothing it allows follows: the list, or
 * "';'" before the next declaration's specifiers (the first declarator's
 * missing ';', inserted there). Compared by address (token_to_skip_to). */
static const char DECLARATOR_END[] = "'=', ',', ';', 'asm' or '__attribute__'";
static const char SEMICOLON_BEFORE_SPECS[] = "';'";
/* after a parameter (gcc's parser would take a GNU forward declaration's ';') */
static const char PARAMETER_END[] = "';', ',' or ')'";
static const char MEMBER_END[] = "':', ',', ';', '}' or '__attribute__'";

static bool starts_decl_specs(int tok)
{
    static const int starters[] = {
        YYSYMBOL_TYPE_KW, YYSYMBOL_QUALIFIER, YYSYMBOL_STORAGE_CLASS, YYSYMBOL_TYPEDEF_NAME,
        YYSYMBOL_AMP_TYPE, YYSYMBOL_STRUCT, YYSYMBOL_UNION, YYSYMBOL_ENUM, YYSYMBOL_INLINE,
        YYSYMBOL_NORETURN, YYSYMBOL_ALIGNAS, YYSYMBOL_ATOMIC, YYSYMBOL_ATOMIC_SPEC, YYSYMBOL_TYPEOF,
    };
    for (size_t i = 0; i < sizeof starters / sizeof starters[0]; i++)
        if (tok == starters[i])
            return true;
    return false;
}

/* Is the declarator just parsed its declaration's first (not after a ',')? */
static bool first_declarator(const yypcontext_t *ctx)
{
    for (const yy_state_t *s = ctx->yyssp; *s != 0; s--) {
        int sym = yystos[*s];
        if (sym == YYTRANSLATE(','))
            return false;
        if (sym == YYSYMBOL_decl_specs_push)
            return true;
    }
    return true;
}

static const char *gcc_expected(const yypcontext_t *ctx, yysymbol_kind_t *set, int n)
{
    const char *expected = expected_phrase(set, n);
    int tok = ctx->yytoken;
    if (!expected)
        return NULL;
    if ((strcmp(expected, "';'") == 0 && has(set, n, YYTRANSLATE(',')) && in_declarators(ctx)) ||
        strcmp(expected, "';' or ','") == 0)
        return "',' or ';'";   /* gcc's order */
    if (strcmp(expected, "';', ',' or '='") == 0 || strcmp(expected, "';', ',', '=' or '{'") == 0)
        return starts_decl_specs(tok) && first_declarator(ctx) ? SEMICOLON_BEFORE_SPECS : DECLARATOR_END;
    if (strcmp(expected, "',' or ')'") == 0 && in_parameter_list(ctx))
        return PARAMETER_END;
    if (strcmp(expected, "';', '}', ',' or ':'") == 0)
        return MEMBER_END;   /* after a member's declarator */
    if (has(set, n, YYSYMBOL_RETURN) && (tok == YYTRANSLATE(')') || tok == YYTRANSLATE(']')))
        return "statement";   /* a closer where a statement starts */
    if (strcmp(expected, "':'") == 0 && has(set, n, YYSYMBOL_ELLIPSIS))
        return "':' or '...'";
    if (strcmp(expected, "declaration or statement") == 0 &&
        (tok == YYTRANSLATE(')') || tok == YYTRANSLATE(']')))
        return "statement";
    return expected;
}

/* The word at loc is `using` and `namespace` follows: a C++ AMP program's
 * `using namespace concurrency;`. */
static bool at_using_namespace(ParseCtx *pc, const YYLTYPE *loc)
{
    const char *p = pc->text + loc->first;
    if (loc->last - loc->first != 5 || strncmp(p, "using", 5) != 0)
        return false;
    for (p += 5; p < pc->text + pc->len && strchr(" \t\r\n", *p); p++)
        ;
    return pc->text + pc->len - p >= 9 && strncmp(p, "namespace", 9) == 0;
}

/* The open bracket that `closer` ("')'") would close, or NULL. */
static const YYLTYPE *matching_open(const ParseCtx *pc, const char *closer)
{
    /* gcc pairs parentheses and braces, not subscripts' brackets */
    int kind = closer[1] == ')' ? '(' : closer[1] == '}' ? '{' : 0;
    enum { KEPT = sizeof pc->open_brackets / sizeof pc->open_brackets[0] };
    int top = pc->nopen - 1;
    if (top >= 0 && top < KEPT && pc->open_brackets[top].loc.first == pc->cur_loc.first)
        top--; /* the lookahead itself, not open before it */
    if (kind == 0 || top < 0 || top >= KEPT || pc->open_brackets[top].kind != kind)
        return NULL;
    return &pc->open_brackets[top].loc;
}

/* "expected ')' before ';' token" at the place the ')' belongs, with the
 * fix-it; gcc underlines the '(' beside it when it is on the same line and
 * says "to match this '('" when it is not. */
static void report_missing_closer(ParseCtx *pc, SrcLoc after, int tok, const YYLTYPE *next,
                                  const char *expected, const char *what)
{
    char token[2] = {expected[1], '\0'};
    const YYLTYPE *open = matching_open(pc, expected);
    SrcLoc second[2];
    int nsecond = 0;
    if (open && open->line == after.line && open->file == after.file)
        second[nsecond++] = SL(*open);
    if (tok != YYSYMBOL_YYEOF && (next->line != after.line || next->col != after.col))
        second[nsecond++] = SL(*next);
    diag_report_rich(DIAG_ERROR, after, second, nsecond, token, "expected %s %s %s", expected,
                     tok == YYSYMBOL_YYEOF ? "at" : "before", what);
    if (open && (open->line != after.line || open->file != after.file))
        note_at(SL(*open), "to match this '%c'", expected[1] == ')' ? '(' : expected[1] == ']' ? '[' : '{');
}

/* "expected '}' before ..." stays at the next token, without a fix-it, as
 * gcc's; the '{' is underlined beside it, or named in a note. */
static void report_missing_brace(ParseCtx *pc, int tok, const YYLTYPE *next, const char *what)
{
    const YYLTYPE *open = matching_open(pc, "'}'");
    bool beside = open && open->line == next->line && open->file == next->file;
    SrcLoc second = open ? SL(*open) : (SrcLoc){0};
    diag_report_rich(DIAG_ERROR, SL(*next), &second, beside ? 1 : 0, NULL, "expected '}' %s %s",
                     tok == YYSYMBOL_YYEOF ? "at" : "before", what);
    if (open && !beside)
        note_at(SL(*open), "to match this '{'");
}

/* A missing '(' or '[': gcc inserts it just before the next token, which is
 * underlined. */
static void report_missing_opener(int tok, const YYLTYPE *next, const char *expected, const char *what)
{
    char token[2] = {expected[1], '\0'};
    SrcLoc before = {next->file, next->line, next->col, 0, 0, next->macro};
    SrcLoc underlined = SL(*next);
    diag_report_rich(DIAG_ERROR, before, &underlined, tok == YYSYMBOL_YYEOF ? 0 : 1, token, "expected %s %s %s",
                     expected, tok == YYSYMBOL_YYEOF ? "at" : "before", what);
}

/* The message for a syntax error; *block when it is "expected declaration or
 * statement" (a block's end is missing). */
static int report_syntax_error(const yypcontext_t *ctx, ParseCtx *pc, bool *block)
{
    yysymbol_kind_t set[YYNTOKENS];
    int n = yypcontext_expected_tokens(ctx, set, YYNTOKENS);
    if (n < 0)
        return n;
    yysymbol_kind_t tok = yypcontext_token(ctx);
    const YYLTYPE *loc = yypcontext_location(ctx);
    const char *what = describe_token(pc, tok, loc);
    const char *expected = gcc_expected(ctx, set, n);
    SrcLoc at = SL(*loc);
    /* gcc's placement: a missing closing token is shown where it belongs,
     * just past the previous token, with the token to insert (and the '('
     * it would close), and the token it goes before underlined. */
    bool closer = expected && inserted_after_previous(expected) && pc->prev_loc.file;
    SrcLoc after = {pc->prev_loc.file, pc->prev_loc.end_line, pc->prev_loc.end_col, 0, 0, NULL};
    if (closer)
        at = after;
    else if (tok == YYSYMBOL_YYEOF && pc->line_start.file)
        at = SL(pc->line_start); /* gcc's end of input: the first token of the last line */
    bool amp_mistake = tok == YYSYMBOL_KERNEL_LBRACKET || (tok == YYSYMBOL_IDENTIFIER && at_using_namespace(pc, loc));
    pc->damaged |= amp_mistake;
    if (tok == YYSYMBOL_KERNEL_LBRACKET)
        error_at(at, "a kernel block can only be the second argument of parallel_for_each (the third after an accelerator_view)");
    else if (amp_mistake) {
        error_at(SL(*loc), "'using namespace' is C++, not AMP C");
        note_at(SL(*loc), "porting C++ AMP: AMP C has no namespaces; array_view, "
                          "parallel_for_each and the other C++ AMP names need no "
                          "'concurrency::', so delete this line");
    }
    else if (closer)
        report_missing_closer(pc, after, tok, loc, expected, what);
    else if (expected && (strcmp(expected, "'('") == 0 || strcmp(expected, "'['") == 0))
        report_missing_opener(tok, loc, expected, what);
    else if (expected && strcmp(expected, "'}'") == 0)
        report_missing_brace(pc, tok, loc, what);
    else if (expected)
        error_at(at, "expected %s %s %s", expected, tok == YYSYMBOL_YYEOF ? "at" : "before", what);
    else
        error_at(at, "syntax error %s %s", tok == YYSYMBOL_YYEOF ? "at" : "before", what);
    *block = expected && strcmp(expected, "declaration or statement") == 0;
    return 0;
}

/* A syntax error. At the end of the input gcc's parser also says, for each
 * block still open, that its statements did not end: once per block (the
 * innermost one's may be the error itself). After a skip that reached the
 * end (quiet_error), those are all gcc says. */
static int report_with_open_blocks(const yypcontext_t *ctx, ParseCtx *pc)
{
    int errors = diag_error_count();
    bool quiet = pc->quiet_error, block = false;
    pc->quiet_error = false;
    int status = quiet ? 0 : report_syntax_error(ctx, pc, &block);
    if (status >= 0 && yypcontext_token(ctx) == YYSYMBOL_YYEOF)
        for (int i = block; i < pc->nblocks; i++)
            error_at(SL(pc->line_start), "expected declaration or statement at end of input");
    pc->syntax_errors += diag_error_count() - errors;
    return status;
}

/* The parser's own syntax error: one of its error rules recovers from it
 * (at the end of the input the parse just ends). */
static int yyreport_syntax_error(const yypcontext_t *ctx, ParseCtx *pc)
{
    pc->rule_recoveries += yypcontext_token(ctx) != YYSYMBOL_YYEOF;
    return report_with_open_blocks(ctx, pc);
}

/* Every error of the parse was a syntax error from which the parser
 * recovered as gcc's does, dropping at most a statement or declaration of a
 * block: the tree is whole, and sema's errors after it are gcc's. */
static bool tree_is_whole(const ParseCtx *pc, int errors_before)
{
    return !pc->damaged && pc->rule_recoveries == pc->statement_recoveries &&
           diag_error_count() - errors_before == pc->syntax_errors;
}

/* ------------------------------------------------- recovery as gcc's */

/* Would the parser, in the state yyparse is in, shift t (after reductions)? */
static bool token_acceptable(const ParserView *v, int t)
{
    yysymbol_kind_t sym = YYTRANSLATE(t);
    int n = yypact[*(yy_state_t *)v->ssp] + sym;   /* shifted at once: most tokens */
    if (!yypact_value_is_default(n - sym) && n >= 0 && n <= YYLAST && yycheck[n] == sym && yytable[n] > 0)
        return true;
    return yy_lac(v->esa, v->es, v->es_capacity, v->ssp, sym) != 1;
}

/* Does the parser's own recovery resume just after a kernel block's '[' or
 * its parameter's '(' (the nearest state on the stack that shifts `error`)?
 * Those error rules skip to the matching ']' or ')', so that the kernel's
 * body still parses as its body. */
static bool kernel_header_recovers(const ParserView *v)
{
    yy_state_t *bottom = v->ss, *s = v->ssp;
    for (; s >= bottom; s--) {
        int n = yypact[*s];
        if (!yypact_value_is_default(n) && (n += YYSYMBOL_YYerror) >= 0 && n <= YYLAST &&
            yycheck[n] == YYSYMBOL_YYerror && yytable[n] > 0)
            break;
    }
    if (s < bottom)
        return false;
    return yystos[*s] == YYSYMBOL_KERNEL_LBRACKET ||
           (yystos[*s] == YYTRANSLATE('(') && s > bottom && yystos[s[-1]] == YYSYMBOL_capture_clause);
}

/* The symbol before the innermost '(' open on the parser's stack (0: no
 * '(' is innermost: a '[' or '{' is, or none). */
static int innermost_paren_after(const ParserView *v)
{
    const yy_state_t *bottom = v->ss, *s = v->ssp;
    for (int closed = 0; s > bottom; s--) {
        int sym = yystos[*s];
        if (sym == YYTRANSLATE(')'))
            closed++;   /* `if (c)` before its statement: no longer open */
        else if (sym == YYTRANSLATE('(') && closed > 0)
            closed--;
        else if (sym == YYTRANSLATE('('))
            return yystos[s[-1]];
        if (sym == YYTRANSLATE('[') || sym == YYTRANSLATE('{') || sym == YYSYMBOL_block_open ||
            sym == YYSYMBOL_KERNEL_LBRACKET)
            return 0;
    }
    return 0;
}

/* Is the innermost bracket open on the parser's stack a '(' of an
 * expression, a call or a condition (not of a for header, whose parts gcc
 * parses apart, nor a kernel block's)? */
static bool in_parentheses(const ParserView *v)
{
    return innermost_paren_after(v) > 0 && innermost_paren_after(v) != YYSYMBOL_FOR &&
           innermost_paren_after(v) != YYSYMBOL_capture_clause;
}

/* token_to_skip_to's other answers: a declaration given up; a declaration
 * ended just before the token; an if/while/switch without its '('; a
 * function defined in a block (checked_token does gcc's recovery for each) */
enum { END_OF_STATEMENT = 'D', RESUME_AFTER_DECLARATOR = 'R', CONDITION_WITHOUT_PAREN = 'C', NESTED_FUNCTION = 'N',
       DECLARATOR_GIVEN_UP = 'G', PARAMETERS_GIVEN_UP = 'P', MEMBERS_GIVEN_UP = 'M', EXPRESSION_IN_PARENS = 'E',
       BRACE_FOR_EXPRESSION = 'B', FOR_CLAUSE_BEFORE_SEMICOLON = 'S', FOR_CLAUSE_BEFORE_PAREN = 'F' };

/* The token named by gcc's "expected X before ..." when X is one gcc's
 * parser skips to (';', ')', ']', an initializer's '}':
 * c_parser_skip_until_found), or END_OF_STATEMENT after a declaration's
 * "expected ',' or ';'" (DECLARATOR_GIVEN_UP after its "expected '=', ',',
 * ';', 'asm' or '__attribute__'"); 0 for other errors, which the parser's own
 * recovery (the error rules) handles. */
static int token_to_skip_to(ParseCtx *pc, const yypcontext_t *ctx, const ParserView *v)
{
    if (ctx->yytoken == YYSYMBOL_KERNEL_LBRACKET || ctx->yytoken == YYSYMBOL_YYEOF ||
        (ctx->yytoken == YYSYMBOL_IDENTIFIER && at_using_namespace(pc, ctx->yylloc)) || kernel_header_recovers(v))
        return 0;
    yysymbol_kind_t set[YYNTOKENS];
    int n = yypcontext_expected_tokens(ctx, set, YYNTOKENS);
    const char *expected = n > 0 ? gcc_expected(ctx, set, n) : NULL;
    if (expected && strcmp(expected, "'('") == 0 &&
        (pc->prev_token == IF || pc->prev_token == WHILE || pc->prev_token == SWITCH))
        return CONDITION_WITHOUT_PAREN;
    /* gcc goes on at the token after a first declarator in a block (after
     * any first declarator when a declaration's specifiers follow) */
    if (expected == DECLARATOR_END && pc->nblocks > 0 && ctx->yytoken == YYTRANSLATE('{') && pc->prev_token == ')')
        return NESTED_FUNCTION;
    bool amp_token = ctx->yytoken == YYSYMBOL_RESTRICT_SPEC;   /* no statement starts with it */
    if (expected == SEMICOLON_BEFORE_SPECS ||
        (expected == DECLARATOR_END && pc->nblocks > 0 && first_declarator(ctx) && !amp_token))
        return RESUME_AFTER_DECLARATOR;
    if (expected == PARAMETER_END)
        return PARAMETERS_GIVEN_UP;
    if (expected && strcmp(expected, "expression") == 0 && in_parentheses(v))
        return EXPRESSION_IN_PARENS;
    if (expected && strcmp(expected, "expression") == 0 && ctx->yytoken == YYTRANSLATE('{'))
        return BRACE_FOR_EXPRESSION;
    /* a for header's clause: gcc skips to the ';' or ')' that ends it */
    if (expected && strcmp(expected, "expression") == 0 && innermost_paren_after(v) == YYSYMBOL_FOR &&
        (ctx->yytoken == YYTRANSLATE(';') || ctx->yytoken == YYTRANSLATE(')')))
        return ctx->yytoken == YYTRANSLATE(';') ? FOR_CLAUSE_BEFORE_SEMICOLON : FOR_CLAUSE_BEFORE_PAREN;
    if (expected == MEMBER_END)
        return MEMBERS_GIVEN_UP;
    bool gives_up = expected && (strcmp(expected, "',' or ';'") == 0 || expected == DECLARATOR_END);
    int want = !expected ? 0 : expected == DECLARATOR_END ? DECLARATOR_GIVEN_UP : gives_up ? END_OF_STATEMENT : expected[1];
    if (!expected || (want != END_OF_STATEMENT && want != DECLARATOR_GIVEN_UP && (strlen(expected) != 3 || expected[0] != '\'' ||
                                                   !strchr(";)]}", expected[1]))))
        return 0;
    /* the same token again before the same one would not help: the rules take over */
    return strchr(pc->inserted, want) ? 0 : want;
}

/* A '(', '{' or a kernel's '[' on the parser's stack: a parameter list,
 * struct, block or kernel is open above it. */
static bool opens_scope(int sym)
{
    return sym == YYTRANSLATE('(') || sym == YYTRANSLATE('{') || sym == YYSYMBOL_block_open ||
           sym == YYSYMBOL_KERNEL_LBRACKET;
}

/* Is the parse in the size of an array declarator of a declaration in a block
 * or at file scope (not a parameter's, a member's or a type name's)? */
static bool in_declared_array_size(const ParserView *v)
{
    const yy_state_t *bottom = v->ss, *s = v->ssp;
    for (; s > bottom && yystos[*s] != YYTRANSLATE('['); s--)
        if (opens_scope(yystos[*s]))
            return false;
    if (s == bottom || (yystos[s[-1]] != YYSYMBOL_direct_declarator && yystos[s[-1]] != YYSYMBOL_nested_direct))
        return false;
    for (s--; s > bottom && yystos[*s] != YYSYMBOL_block_open; s--)
        if (opens_scope(yystos[*s]))
            return false;
    return true;
}

/* What note_token changes, to take a token back. */
typedef struct TokenMark {
    int prev_token, nopen;
    YYLTYPE prev_loc, cur_loc;
} TokenMark;

static TokenMark mark_tokens(const ParseCtx *pc)
{
    return (TokenMark){pc->prev_token, pc->nopen, pc->prev_loc, pc->cur_loc};
}

static void back_to(ParseCtx *pc, const TokenMark *m)
{
    pc->prev_token = m->prev_token;
    pc->nopen = m->nopen;
    pc->prev_loc = m->prev_loc;
    pc->cur_loc = m->cur_loc;
}

/* The missing token `want`, just past the last token read, before the real
 * token t (held back for the next read). */
static int insert_before(ParseCtx *pc, int want, int t, YYSTYPE *lval, YYLTYPE *lloc)
{
    pc->held.token = t;
    pc->held.val = *lval;
    pc->held.loc = *lloc;
    const YYLTYPE *last = &pc->cur_loc;
    *lloc = (YYLTYPE){last->file, last->end_line, last->end_col, last->last, last->last,
                      last->end_line, last->end_col, NULL};
    *lval = (YYSTYPE){0};
    note_token(pc, want, lloc);
    size_t kinds = strlen(pc->inserted);
    if (kinds + 1 < sizeof pc->inserted)
        pc->inserted[kinds] = (char)want;
    return want;
}

static bool opens(int t)  { return t == '(' || t == '[' || t == '{' || t == KERNEL_LBRACKET; }
static bool closes(int t) { return t == ')' || t == ']' || t == '}'; }

/* gcc's recovery after "expected X" (t, the token the error is at, noted;
 * `before` as things were before it): the tokens up to the next X outside
 * brackets opened since are skipped and that X ends the construct; a closer
 * of a bracket opened before stops the skip, with X read as if written just
 * before it. At the end of the input the parser's own error follows, which
 * gcc does not report (it reports the blocks left open). */
static int skip_until_found(ParseCtx *pc, int want, int t, YYSTYPE *lval, YYLTYPE *lloc, TokenMark before)
{
    for (int depth = 0;; t = next_token(lval, lloc, pc)) {
        if (t == want && depth == 0)
            return t;
        if (t <= 0) {
            pc->quiet_error = true;
            return t;
        }
        if (closes(t) && depth == 0) {
            back_to(pc, &before);
            return insert_before(pc, want, t, lval, lloc);
        }
        depth += opens(t) ? 1 : closes(t) ? -1 : 0;
        before = mark_tokens(pc);
    }
}

/* After "expected ',' or ';'" in a declaration, gcc gives it up
 * (c_parser_skip_to_end_of_block_or_statement): up to its ';', or up to and
 * with a '}' (of a block opened since, or the block it is in); the parser
 * here reads a ';' there. */
static int skip_to_end_of_statement(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc)
{
    for (int depth = 0;; t = next_token(lval, lloc, pc)) {
        if (t <= 0) {
            pc->quiet_error = true;
            return t;
        }
        if (t == ';' && depth == 0)
            return t;
        if (t == '{')
            depth++;
        else if (t == '}' && (depth == 0 || --depth == 0))
            return insert_before(pc, ';', read_token(lval, lloc, pc), lval, lloc);
    }
}

/* After a parameter list's "expected ';', ',' or ')'", gcc skips to its ')'
 * and gives the whole declaration up (the function is not declared, its body
 * goes unchecked): skip_until_found, then give_up_declaration and
 * drop_declarator do the rest. */
static int give_up_parameters(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc, TokenMark before)
{
    pc->give_up_declaration = true;
    pc->drop_declarator = true;
    return skip_until_found(pc, ')', t, lval, lloc, before);
}

/* After a member's "expected ':', ',', ';', '}' or '__attribute__'" gcc
 * gives up that member and the rest of the body, up to its '}'
 * (c_parser_skip_until_found): the parser reads a ';' before the '}', and
 * the member just read is dropped (drop_member). */
static int skip_rest_of_members(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc, TokenMark before)
{
    for (int depth = 0; t > 0; t = next_token(lval, lloc, pc)) {
        if (closes(t) && depth == 0) {
            back_to(pc, &before);
            pc->drop_member = true;
            return insert_before(pc, ';', t, lval, lloc);
        }
        depth += opens(t) ? 1 : closes(t) ? -1 : 0;
        before = mark_tokens(pc);
    }
    pc->quiet_error = true;
    return t;
}

/* The name the parser reads for an expression gcc's parser found broken: a
 * __builtin_ one, which sema takes for an error's value (silently). */
static const char RECOVERED_EXPRESSION[] = "__builtin_ampcc_recovered_expression";

/* "expected expression" inside parentheses: gcc's expression is an error
 * and its parser skips to the ')' (c_parser_skip_until_found), reading on
 * after it; a '{' for an expression (`a = {1, 2};`): to the statement's
 * ';'. The parser here reads RECOVERED_EXPRESSION just past the last token,
 * then (skip_after_stand_in, at the next read) the skip from t to `want`. */
static int recover_expression(ParseCtx *pc, int want, int t, YYSTYPE *lval, YYLTYPE *lloc, const TokenMark *before)
{
    back_to(pc, before);
    pc->held.token = t;
    pc->held.val = *lval;
    pc->held.loc = *lloc;
    const YYLTYPE *last = &pc->cur_loc;
    *lloc = (YYLTYPE){last->file, last->end_line, last->end_col, last->last, last->last,
                      last->end_line, last->end_col, NULL};
    *lval = (YYSTYPE){0};
    lval->ident = intern(&pc->scopes, RECOVERED_EXPRESSION, (int)strlen(RECOVERED_EXPRESSION));
    note_token(pc, IDENTIFIER, lloc);
    pc->skip_after_stand_in = want;
    return IDENTIFIER;
}

/* recover_expression's skip, from the token held back. */
static int skip_after_stand_in(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc)
{
    int want = pc->skip_after_stand_in;
    pc->skip_after_stand_in = 0;
    TokenMark before = mark_tokens(pc);
    note_token(pc, t, lloc);
    return skip_until_found(pc, want, t, lval, lloc, before);
}

/* A struct, union or enum body has just closed (its '}' on top of the
 * stack) and t would start another type: gcc's parser ends the declaration
 * specifiers at the body (a ';' is missing after it), says so, and declares
 * the tag alone. */
static bool type_after_tag_body(const ParserView *v, int t)
{
    const yy_state_t *bottom = v->ss, *s = v->ssp;
    if (s - bottom < 2 || yystos[*s] != YYTRANSLATE('}'))
        return false;
    int below = yystos[s[-1]];
    bool tag_body = below == YYSYMBOL_struct_declaration_list || below == YYSYMBOL_comma_opt ||
                    below == YYSYMBOL_last_member_without_semicolon;
    return tag_body && (t == TYPE_KW || t == STRUCT || t == UNION || t == ENUM);
}

/* A function definition in a block: gcc's nested function, most often a
 * '}' missing before the next function (gcc then reports only the end of
 * the input). Its declaration ends before the '{' and the body is read as a
 * block, without its parameters: sema does not run, and parse_unit reports
 * the nested function only if nothing else was wrong. */
static int read_nested_function_body(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc)
{
    if (!pc->nested_function.file)
        pc->nested_function = *lloc;   /* its body's '{' */
    pc->damaged = true;
    return insert_before(pc, ';', t, lval, lloc);
}

/* ampcc's error for a nested function, when gcc would have accepted it. */
static void report_nested_function(ParseCtx *pc, int errors_before)
{
    if (pc->nested_function.file && diag_error_count() == errors_before)
        error_at(SL(pc->nested_function), "a function defined inside a function (a GNU C nested function): "
                                          "ampcc does not support them in a file with AMP code; define it at file scope");
}

/* `if x > 0) ...`: gcc gives the condition up and reads `x > 0` as the
 * statement, its missing ';' unreported, skipping to the ')' (or ']'), where
 * it says "expected statement" and drops that token. The parser's own
 * recovery (the statement's error rules) then takes the rest, quietly. */
static int skip_condition_without_paren(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc, const ParserView *v)
{
    for (int depth = 0; t > 0 && !(closes(t) && depth == 0); t = next_token(lval, lloc, pc))
        depth += opens(t) ? 1 : closes(t) ? -1 : 0;
    if (t == ')' || t == ']') {
        error_at(SL(*lloc), "expected statement before %s", describe_token(pc, YYTRANSLATE(t), lloc));
        pc->syntax_errors++;
        t = next_token(lval, lloc, pc);
    }
    pc->quiet_error = t <= 0 || !token_acceptable(v, t);
    return t;
}

/* A declaration with a parameter of an unknown type: gcc gives it up at
 * its ';' or its function's body (c_parser_skip_to_end_of_block_or_statement),
 * declaring nothing and neither checking the body nor reporting its syntax
 * errors. The parser reads a ';' there. */
static int skip_unchecked_body(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc)
{
    if (!pc->skip_body || (t != ';' && t != '{'))
        return t;
    pc->skip_body = false;
    pc->drop_declarator = true;
    return t == ';' ? t : skip_to_end_of_statement(pc, t, lval, lloc);
}

/* Is the innermost open block an if's then-branch (`if (c) { ...`)? */
static bool in_if_block(const ParserView *v)
{
    const yy_state_t *bottom = v->ss, *s = v->ssp;
    while (s > bottom && yystos[*s] != YYSYMBOL_block_open)
        s--;
    return s - bottom >= 4 && yystos[s[-1]] == YYTRANSLATE(')') && yystos[s[-3]] == YYTRANSLATE('(') &&
           yystos[s[-4]] == YYSYMBOL_IF;
}

/* An 'else' in an if's then-block: gcc's parser ends the block there, as if
 * its '}' were written before the 'else', which then belongs to the if. */
static int close_if_block(ParseCtx *pc, int t, YYSTYPE *lval, YYLTYPE *lloc)
{
    error_at(SL(*lloc), "expected '}' before 'else'");
    pc->syntax_errors++;
    return insert_before(pc, '}', t, lval, lloc);
}

/* gcc's words for an 'else' where a statement starts; like gcc, the 'else' is
 * dropped and what follows it is read as a statement. Returns the next token. */
static int drop_stray_else(ParseCtx *pc, YYSTYPE *lval, YYLTYPE *lloc)
{
    error_at(SL(*lloc), "'else' without a previous 'if'");
    pc->syntax_errors++;
    note_token(pc, ELSE, lloc);
    memset(pc->inserted, 0, sizeof pc->inserted);
    return read_token(lval, lloc, pc);
}

/* lex_tokens' callback: keeps the first token's kind in *arg. */
static void first_token_of(int token, const YYLTYPE *loc, void *arg)
{
    (void)loc;
    int *first = arg;
    if (!*first)
        *first = token;
}

/* Is the next token after the one ending at `end` a name (not a keyword) or
 * '*'? gcc's test for a type name it does not know. */
static bool name_or_star_follows(const ParseCtx *pc, int end)
{
    const char *p = pc->text + end, *stop = pc->text + pc->len;
    while (p < stop && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        p++;
    if (p < stop && *p == '*')
        return true;
    const char *word = p;
    while (p < stop && (isalnum((unsigned char)*p) || *p == '_'))
        p++;
    if (p == word || isdigit((unsigned char)*word))
        return false;
    int first = 0;
    lex_tokens(word, (int)(p - word), first_token_of, &first);
    return first == IDENTIFIER;
}

/* Where gcc would take a name for a type: a statement or declaration starts
 * (in a block or at file scope), or a parameter does. */
static bool declaration_may_start(const ParseCtx *pc, const ParserView *v)
{
    const yy_state_t *bottom = v->ss, *s = v->ssp;
    int prev = pc->prev_token, below = s > bottom ? yystos[s[-1]] : -1;
    if (prev == '(')
        return below == YYSYMBOL_direct_declarator || below == YYSYMBOL_nested_direct;
    if (prev == ',')
        return below == YYSYMBOL_param_list;
    return (prev == ';' || prev == '{' || prev == '}') && token_acceptable(v, TYPEDEF_NAME) &&
           !type_after_tag_body(v, TYPE_KW);
}

/* gcc's "unknown type name 'T'": a name bound to nothing where a declaration
 * or parameter may start, before a name or '*'. gcc reads the name as
 * 'int' (its later messages say 'int *' for a `T *p`) and goes on checking;
 * so does ampcc. A parameter's gives its function's declaration up
 * (skip_body). Each use is reported, as gcc reports each. */
static bool unknown_type_name(ParseCtx *pc, const ParserView *v, const YYSTYPE *lval, const YYLTYPE *lloc)
{
    Ident *id = lval->ident;
    if (id->ordinary || ident_is_typedef(id) || !declaration_may_start(pc, v) ||
        !name_or_star_follows(pc, lloc->last) || at_using_namespace(pc, lloc))
        return false;
    error_at(SL(*lloc), "unknown type name '%s'", id->name);
    diag_note_missing_header(id->name, SL(*lloc));
    pc->skip_body |= pc->prev_token == '(' || pc->prev_token == ',';
    pc->syntax_errors++;
    return true;
}

/* The parser's yylex: the next token (or the one held back), and when the
 * parser cannot take it and gcc would skip to a missing token, the error is
 * reported here and gcc's skip done, so the errors after it are gcc's. */
static int checked_token(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *pc, const ParserView *v)
{
    int t = pc->held.token;
    if (t) {
        *lval = pc->held.val;
        *lloc = pc->held.loc;
        pc->held.token = 0;
        if (pc->skip_after_stand_in)
            return skip_after_stand_in(pc, t, lval, lloc);
    } else {
        t = read_token(lval, lloc, pc);
        memset(pc->inserted, 0, sizeof pc->inserted);
    }
    t = skip_unchecked_body(pc, t, lval, lloc);
    if (t == ELSE && pc->nblocks > 0 && !token_acceptable(v, t) && in_if_block(v))
        return close_if_block(pc, t, lval, lloc);
    while (t == ELSE && pc->nblocks > 0 && !token_acceptable(v, t))
        t = drop_stray_else(pc, lval, lloc);
    if (t == IDENTIFIER && unknown_type_name(pc, v, lval, lloc)) {
        t = TYPE_KW;
        lval->ival = TK_INT;
    }
    if (pc->give_up_declaration) {
        pc->give_up_declaration = false;
        note_token(pc, t, lloc);
        return skip_to_end_of_statement(pc, t, lval, lloc);
    }
    yypcontext_t ctx = {v->ssp, v->esa, v->es, v->es_capacity, YYTRANSLATE(t), lloc};
    int want = t <= 0 || token_acceptable(v, t) ? 0 : token_to_skip_to(pc, &ctx, v);
    TokenMark before = mark_tokens(pc);
    if (want == NESTED_FUNCTION)
        return read_nested_function_body(pc, t, lval, lloc);
    if (type_after_tag_body(v, t)) {
        error_at(SL(*lloc), "expected ';', identifier or '(' before %s", describe_token(pc, YYTRANSLATE(t), lloc));
        pc->syntax_errors++;
        return insert_before(pc, ';', t, lval, lloc);
    }
    note_token(pc, t, lloc);
    if (!want)
        return t;
    report_with_open_blocks(&ctx, pc);
    /* the skipped declarator is not declared in gcc (sema would differ) */
    pc->give_up_declaration = want == ']' && in_declared_array_size(v);
    pc->damaged |= pc->give_up_declaration;
    /* gcc declares a declarator once '=', ',' or ';' follows it: not this one */
    pc->drop_declarator = want == DECLARATOR_GIVEN_UP || want == RESUME_AFTER_DECLARATOR;
    if (want == END_OF_STATEMENT || want == DECLARATOR_GIVEN_UP)
        return skip_to_end_of_statement(pc, t, lval, lloc);
    if (want == CONDITION_WITHOUT_PAREN)
        return skip_condition_without_paren(pc, t, lval, lloc, v);
    if (want == PARAMETERS_GIVEN_UP)
        return give_up_parameters(pc, t, lval, lloc, before);
    if (want == MEMBERS_GIVEN_UP)
        return skip_rest_of_members(pc, t, lval, lloc, before);
    if (want == EXPRESSION_IN_PARENS || want == FOR_CLAUSE_BEFORE_PAREN)
        return recover_expression(pc, ')', t, lval, lloc, &before);
    if (want == BRACE_FOR_EXPRESSION || want == FOR_CLAUSE_BEFORE_SEMICOLON)
        return recover_expression(pc, ';', t, lval, lloc, &before);
    if (want == RESUME_AFTER_DECLARATOR) {
        back_to(pc, &before);
        return insert_before(pc, ';', t, lval, lloc);
    }
    return skip_until_found(pc, want, t, lval, lloc, before);
}

/* ---------------------------------------------------------------- entry */

/* The runtime library groups the unit uses: names met while bound to the
 * library, which the program did not declare itself at file scope (there a
 * declaration of its own would clash with the library's in the host C; a
 * local one only shadows it). */
static void note_library_uses(ParseCtx *pc)
{
    for (int i = 0; i < pc->library_idents.len; i++) {
        Ident *id = pc->library_idents.items[i];
        if (id->ordinary && id->ordinary->library_group) {
            pc->unit->uses_amp = true;
            pc->unit->library_uses |= id->ordinary->library_group;
        }
    }
}

Unit *parse_unit(const char *text, int len, const char *main_file)
{
    if (!compiler_arena)
        compiler_arena = arena_new();
    Unit *u = NEW(Unit);
    u->main_file = main_file;
    u->text = text;
    u->text_len = len;
    u->tu = new_node(ND_TU, (SrcLoc){main_file, 1, 1, 0, 0, NULL}, 0, len);

    ParseCtx pc = {0};
    pc.unit = u;
    pc.text = text;
    pc.len = len;
    pc.lex.scopes = &pc.scopes;
    pc.lex.file = main_file ? intern(&pc.scopes, main_file, (int)strlen(main_file))->name : "<input>";
    pc.lex.line = 1;
    pc.lex.col = 1;
    pc.lex.map = srcmap_new();
    pc.prev_token = ';';
    int errors_before = diag_error_count();
    yylex_init_extra(&pc.lex, &pc.scanner);
    YY_BUFFER_STATE buf = yy_scan_bytes(text, len, pc.scanner);
    pc.records = arena_new();
    yyparse(&pc);
    report_stray_kernels(&pc);
    note_library_uses(&pc);
    report_nested_function(&pc, errors_before);
    u->whole_tree = tree_is_whole(&pc, errors_before);
    yy_delete_buffer(buf, pc.scanner);
    yylex_destroy(pc.scanner);
    free(pc.specs);
    arena_free(pc.records);
    scopes_done(&pc.scopes);
    return u;
}

/* What text_uses_amp's token walk needs to know. */
typedef struct AmpScan {
    const char *text;
    int len;
    bool found;
} AmpScan;

static void scan_for_amp(int token, const YYLTYPE *loc, void *arg)
{
    AmpScan *scan = arg;
    int lt, gt, n = loc->last - loc->first;
    const char *word = scan->text + loc->first;
    if (token == TILE_STATIC || token == PARALLEL_FOR_EACH)
        scan->found = true;
    else if (token == RESTRICT)
        scan->found |= paren_follows(scan->text, scan->len, loc->last);
    else if (token == IDENTIFIER && amp_type_name_kind(word, n) >= 0)
        scan->found |= template_args_follow(scan->text, scan->len, loc->last, &lt, &gt);
    else if (token == IDENTIFIER && library_may_name(word, n))
        scan->found = true;   /* float_4, accelerator, amp_error, ...: only ampcc knows them (the parse tells: note_library_uses) */
}

bool text_uses_amp(const char *text, int len)
{
    AmpScan scan = {text, len, false};
    lex_tokens(text, len, scan_for_amp, &scan);
    return scan.found;
}

void lex_tokens(const char *text, int len, void (*fn)(int token, const YYLTYPE *loc, void *arg), void *arg)
{
    if (!compiler_arena)
        compiler_arena = arena_new();
    Scopes scopes = {0};
    Node scratch = {0};   /* the walk keeps no literal: see LexState.scratch */
    LexState st = {.file = "<input>", .line = 1, .col = 1, .scopes = &scopes, .quiet = true, .scratch = &scratch};
    yyscan_t scanner;
    yylex_init_extra(&st, &scanner);
    YY_BUFFER_STATE buf = yy_scan_bytes(text, len, scanner);
    YYSTYPE val;
    YYLTYPE loc;
    int t;
    while ((t = ampcc_lex(&val, &loc, scanner)) != 0)
        fn(t, &loc, arg);
    yy_delete_buffer(buf, scanner);
    yylex_destroy(scanner);
    scopes_done(&scopes);
}
