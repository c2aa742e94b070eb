/* test_lex.c - the scanner: tokens, values, locations, line markers. */
#include <check.h>
#include "unit_run.h"
#include <string.h>

#include "ast.h"
#include "parse.h"

typedef struct Tok {
    int token;
    YYLTYPE loc;
} Tok;

typedef struct Toks {
    Tok t[256];
    int n;
} Toks;

static void collect(int token, const YYLTYPE *loc, void *arg)
{
    Toks *ts = arg;
    if (ts->n < 256)
        ts->t[ts->n++] = (Tok){token, *loc};
}

static Toks lex(const char *text)
{
    Toks ts = {0};
    lex_tokens(text, (int)strlen(text), collect, &ts);
    return ts;
}

START_TEST(test_punctuators_and_keywords)
{
    Toks ts = lex("a->b ++ -- <<= >>= ... && || == != <= >= sizeof while _Static_assert");
    int want[] = {IDENTIFIER, ARROW, IDENTIFIER, INC, DEC, ASSIGN_OP, ASSIGN_OP, ELLIPSIS, ANDAND,
                  OROR, EQ, NE, LE, GE, SIZEOF, WHILE, STATIC_ASSERT};
    ck_assert_int_eq(ts.n, (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < ts.n; i++)
        ck_assert_int_eq(ts.t[i].token, want[i]);
}
END_TEST

START_TEST(test_columns_and_byte_ranges)
{
    const char *src = "int  x;\n\tfoo(12);\n";
    Toks ts = lex(src);
    ck_assert_int_eq(ts.n, 8);
    ck_assert_int_eq(ts.t[1].token, IDENTIFIER);
    ck_assert_int_eq(ts.t[1].loc.line, 1);
    ck_assert_int_eq(ts.t[1].loc.col, 6);
    ck_assert_int_eq(ts.t[1].loc.first, 5);
    ck_assert_int_eq(ts.t[1].loc.last, 6);
    /* the tab counts as one byte column */
    ck_assert_int_eq(ts.t[3].loc.line, 2);
    ck_assert_int_eq(ts.t[3].loc.col, 2);
    ck_assert_int_eq(ts.t[5].token, INT_CONST);
    ck_assert_int_eq(ts.t[5].loc.col, 6);
    ck_assert_int_eq(ts.t[5].loc.first, 13);
    ck_assert_int_eq(ts.t[5].loc.last, 15);
}
END_TEST

START_TEST(test_gnu_line_markers)
{
    Toks ts = lex("# 1 \"main.c\"\nint a;\n# 40 \"/usr/include/stdio.h\" 1 3 4\nint b;\n\n  int c;\n"
                  "# 7 \"main.c\" 2\nint d;\n#line 100 \"other.c\"\nint e;\n");
    ck_assert_int_eq(ts.n, 15);
    ck_assert_str_eq(ts.t[1].loc.file, "main.c");
    ck_assert_int_eq(ts.t[1].loc.line, 1);
    ck_assert_str_eq(ts.t[4].loc.file, "/usr/include/stdio.h");
    ck_assert_int_eq(ts.t[4].loc.line, 40);
    ck_assert_int_eq(ts.t[7].loc.line, 42);
    ck_assert_int_eq(ts.t[7].loc.col, 7);
    ck_assert_str_eq(ts.t[10].loc.file, "main.c");
    ck_assert_int_eq(ts.t[10].loc.line, 7);
    ck_assert_str_eq(ts.t[13].loc.file, "other.c");
    ck_assert_int_eq(ts.t[13].loc.line, 100);
    /* one interned string per file name */
    ck_assert_ptr_eq(ts.t[1].loc.file, ts.t[10].loc.file);
}
END_TEST

START_TEST(test_line_marker_escapes)
{
    Toks ts = lex("# 3 \"dir\\\\a \\\"b\\\".c\"\nx\n");
    ck_assert_int_eq(ts.n, 1);
    ck_assert_str_eq(ts.t[0].loc.file, "dir\\a \"b\".c");
    ck_assert_int_eq(ts.t[0].loc.line, 3);
}
END_TEST

START_TEST(test_pragmas_are_skipped)
{
    Toks ts = lex("int a;\n#pragma GCC diagnostic push\n#pragma omp parallel for\nint b;\n");
    ck_assert_int_eq(ts.n, 6);
    ck_assert_int_eq(ts.t[4].loc.line, 4);
}
END_TEST

START_TEST(test_attribute_and_asm_are_one_token)
{
    Toks ts = lex("int f(void) __attribute__((__nothrow__, __format__(printf, 1, \")\")))\n"
                  "  __asm__ (\"\" \"f64\");");
    ck_assert_int_eq(ts.n, 8);
    ck_assert_int_eq(ts.t[5].token, ATTRIBUTE);
    ck_assert_int_eq(ts.t[5].loc.col, 13);
    ck_assert_int_eq(ts.t[6].token, ASM);
    ck_assert_int_eq(ts.t[6].loc.line, 2);
    ck_assert_int_eq(ts.t[6].loc.col, 3);
    ck_assert_int_eq(ts.t[7].token, ';');
    ck_assert_int_eq(ts.t[7].loc.line, 2);
}
END_TEST

START_TEST(test_literals)
{
    Toks ts = lex("42 0x10u 1.5f 1e3 0x1p-2 'a' '\\n' L\"wide\" 10UL .5");
    int want[] = {INT_CONST, INT_CONST, FLOAT_CONST, FLOAT_CONST, FLOAT_CONST, CHAR_CONST,
                  CHAR_CONST, STRING, INT_CONST, FLOAT_CONST};
    ck_assert_int_eq(ts.n, 10);
    for (int i = 0; i < ts.n; i++)
        ck_assert_int_eq(ts.t[i].token, want[i]);
}
END_TEST

START_TEST(test_extended_identifiers)
{
    /* cpp writes `café` as a universal character name; raw UTF-8 is kept too */
    Toks ts = lex("caf\\U000000e9 = na\xc3\xafve + \\u00e9t\\u00e9;");
    ck_assert_int_eq(ts.n, 6);
    ck_assert_int_eq(ts.t[0].token, IDENTIFIER);
    ck_assert_int_eq(ts.t[0].loc.last, 13);
    ck_assert_int_eq(ts.t[2].token, IDENTIFIER);
    ck_assert_int_eq(ts.t[4].token, IDENTIFIER);
    ck_assert_int_eq(ts.t[4].loc.last - ts.t[4].loc.first, 13);
}
END_TEST

START_TEST(test_amp_keywords)
{
    /* tile_static and parallel_for_each are reserved; the AMP type names are
     * plain identifiers to the scanner (parse.y decides from context). */
    Toks ts = lex("tile_static parallel_for_each index restrict __restrict");
    ck_assert_int_eq(ts.t[0].token, TILE_STATIC);
    ck_assert_int_eq(ts.t[1].token, PARALLEL_FOR_EACH);
    ck_assert_int_eq(ts.t[2].token, IDENTIFIER);
    ck_assert_int_eq(ts.t[3].token, RESTRICT);
    ck_assert_int_eq(ts.t[4].token, RESTRICT);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("lex");
    TCase *tc = tcase_create("lex");
    tcase_add_test(tc, test_punctuators_and_keywords);
    tcase_add_test(tc, test_columns_and_byte_ranges);
    tcase_add_test(tc, test_gnu_line_markers);
    tcase_add_test(tc, test_line_marker_escapes);
    tcase_add_test(tc, test_pragmas_are_skipped);
    tcase_add_test(tc, test_attribute_and_asm_are_one_token);
    tcase_add_test(tc, test_literals);
    tcase_add_test(tc, test_extended_identifiers);
    tcase_add_test(tc, test_amp_keywords);
    suite_add_tcase(s, tc);
    return unit_run(s, CK_FORK_GETENV);
}
