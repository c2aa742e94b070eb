/* test_diag.c - the diagnostics module: gcc 12's layout, carets (tabs),
 * ranges, fix-its, secondary locations, context lines, include chains, the
 * did-you-mean distance, notes, -Werror, -w, colour on and off, the error
 * limit, and -verify matching. */
#include <check.h>
#include "unit_run.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diag.h"

/* ------------------------------------------------------------ helpers */

static char src_path[256];
static int saved_stderr = -1;
static char err_path[256];

/* Writes a source file the diagnostics will quote. */
static const char *write_source(const char *text)
{
    snprintf(src_path, sizeof src_path, "%s/ampcc-diag-XXXXXX.c",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    int fd = mkstemps(src_path, 2);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, text, strlen(text)), (int)strlen(text));
    close(fd);
    return src_path;
}

static void capture_stderr(void)
{
    fflush(stderr);
    snprintf(err_path, sizeof err_path, "%s/ampcc-diag-err-XXXXXX",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    int fd = mkstemp(err_path);
    ck_assert_int_ge(fd, 0);
    saved_stderr = dup(2);
    dup2(fd, 2);
    close(fd);
}

/* Restores stderr; returns what was written to it (malloc'ed). */
static char *captured(void)
{
    fflush(stderr);
    dup2(saved_stderr, 2);
    close(saved_stderr);
    FILE *f = fopen(err_path, "rb");
    ck_assert_ptr_nonnull(f);
    static char buf[16384];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    unlink(err_path);
    return strdup(buf);
}

static void teardown(void)
{
    if (src_path[0])
        unlink(src_path);
    src_path[0] = '\0';
}

static void init(bool werror, bool no_warnings, ColorMode color, int limit, bool verify)
{
    DiagOptions o = { .color = color, .warnings_are_errors = werror, .no_warnings = no_warnings,
                      .verify = verify, .error_limit = limit };
    diag_init(&o);
}

static SrcLoc at(const char *file, int line, int col)
{
    return (SrcLoc){ file, line, col, 0, 0, NULL };
}

/* ------------------------------------------------------------- layout */

START_TEST(test_layout_and_caret)
{
    const char *f = write_source("int main(void)\n{\n    return y;\n}\n");
    init(false, false, COLOR_NEVER, 20, false);
    capture_stderr();
    error_at(at(f, 3, 12), "use of undeclared identifier '%s'", "y");
    char *out = captured();
    char want[1024];
    snprintf(want, sizeof want,
             "%s:3:12: error: use of undeclared identifier 'y'\n"
             "    3 |     return y;\n"
             "      |            ^\n", f);
    ck_assert_str_eq(out, want);
    ck_assert_int_eq(diag_error_count(), 1);
    ck_assert_int_eq(diag_warning_count(), 0);
    free(out);
}
END_TEST

START_TEST(test_caret_under_tabs)
{
    /* "\tx =\ty;" : x at byte column 2 (display 9), y at byte column 6 (display 17):
     * gcc 12 shows display columns */
    const char *f = write_source("void f(void) {\n\tx =\ty;\n}\n");
    init(false, false, COLOR_NEVER, 20, false);
    capture_stderr();
    error_at(at(f, 2, 6), "bad y");
    char *out = captured();
    char want[1024];
    snprintf(want, sizeof want,
             "%s:2:17: error: bad y\n"
             "    2 |         x =     y;\n"
             "      |                 ^\n", f);
    ck_assert_str_eq(out, want);
    free(out);
}
END_TEST

START_TEST(test_no_location_and_missing_file)
{
    init(false, false, COLOR_NEVER, 20, false);
    capture_stderr();
    error_at(at(NULL, 0, 0), "no input files");
    warning_at(at("/nonexistent/dir/x.c", 4, 2), "gone");
    char *out = captured();
    ck_assert_str_eq(out, "ampcc: error: no input files\n"
                          "/nonexistent/dir/x.c:4:2: warning: gone\n");
    free(out);
}
END_TEST

START_TEST(test_registered_source_wins)
{
    init(false, false, COLOR_NEVER, 20, false);
    diag_register_source("virtual.c", "first\nsecond line\n", 18);
    capture_stderr();
    warning_at(at("virtual.c", 2, 8), "here");
    char *out = captured();
    ck_assert_str_eq(out, "virtual.c:2:8: warning: here\n    2 | second line\n      |        ^\n");
    free(out);
}
END_TEST

START_TEST(test_notes)
{
    const char *f = write_source("int g(void);\nint h(void) { return g(); }\n");
    init(false, false, COLOR_NEVER, 20, false);
    capture_stderr();
    error_at(at(f, 2, 22), "call to cpu function 'g' from amp code");
    note_at(at(f, 1, 5), "'g' declared here");
    char *out = captured();
    char want[1024];
    snprintf(want, sizeof want,
             "%s:2:22: error: call to cpu function 'g' from amp code\n"
             "    2 | int h(void) { return g(); }\n"
             "      |                      ^\n"
             "%s:1:5: note: 'g' declared here\n"
             "    1 | int g(void);\n"
             "      |     ^\n", f, f);
    ck_assert_str_eq(out, want);
    ck_assert_int_eq(diag_error_count(), 1);
    free(out);
}
END_TEST

/* ------------------------------------------------------ -Werror and -w */

START_TEST(test_werror_promotes)
{
    init(true, false, COLOR_NEVER, 20, false);
    capture_stderr();
    warning_at(at(NULL, 0, 0), "racy read");
    char *out = captured();
    ck_assert_str_eq(out, "ampcc: error: racy read [-Werror]\n");
    ck_assert_int_eq(diag_error_count(), 1);
    ck_assert_int_eq(diag_warning_count(), 0);
    free(out);
}
END_TEST

START_TEST(test_w_drops_warnings_and_their_notes)
{
    init(false, true, COLOR_NEVER, 20, false);
    capture_stderr();
    warning_at(at(NULL, 0, 0), "dropped");
    note_at(at(NULL, 0, 0), "note of the dropped warning");
    error_at(at(NULL, 0, 0), "kept");
    note_at(at(NULL, 0, 0), "note of the error");
    char *out = captured();
    ck_assert_str_eq(out, "ampcc: error: kept\nampcc: note: note of the error\n");
    ck_assert_int_eq(diag_warning_count(), 0);
    ck_assert_int_eq(diag_error_count(), 1);
    free(out);
}
END_TEST

START_TEST(test_warning_counted)
{
    init(false, false, COLOR_NEVER, 20, false);
    capture_stderr();
    warning_at(at(NULL, 0, 0), "w");
    char *out = captured();
    ck_assert_str_eq(out, "ampcc: warning: w\n");
    ck_assert_int_eq(diag_warning_count(), 1);
    ck_assert_int_eq(diag_error_count(), 0);
    free(out);
}
END_TEST

/* ------------------------------------------------------------- colour */

START_TEST(test_color_always)
{
    const char *f = write_source("x;\n");
    init(false, false, COLOR_ALWAYS, 20, false);
    capture_stderr();
    error_at(at(f, 1, 1), "e");
    warning_at(at(f, 1, 1), "w");
    note_at(at(f, 1, 1), "n");
    char *out = captured();
    char loc[512];
    snprintf(loc, sizeof loc, "\033[1m%s:1:1:\033[0m ", f);
    ck_assert_ptr_nonnull(strstr(out, loc));                      /* bold location */
    ck_assert_ptr_nonnull(strstr(out, "\033[1;31merror:\033[0m e")); /* red */
    ck_assert_ptr_nonnull(strstr(out, "\033[1;35mwarning:\033[0m w")); /* magenta */
    ck_assert_ptr_nonnull(strstr(out, "\033[1;36mnote:\033[0m n"));  /* cyan */
    ck_assert_ptr_nonnull(strstr(out, "\033[1;32m^\033[0m"));       /* green caret */
    free(out);
}
END_TEST

START_TEST(test_color_never_and_auto_off_a_terminal)
{
    const char *f = write_source("x;\n");
    for (int mode = 0; mode < 2; mode++) {
        /* stderr is a file here, so auto means no colour */
        init(false, false, mode ? COLOR_AUTO : COLOR_NEVER, 20, false);
        capture_stderr();
        error_at(at(f, 1, 1), "e");
        warning_at(at(f, 1, 1), "w");
        char *out = captured();
        ck_assert_ptr_null(strchr(out, '\033'));
        free(out);
    }
}
END_TEST

/* --------------------------------------------------------- error limit */

/* Runs `n` errors with limit `limit` in a child; returns its exit status and
 * stderr. */
static int run_errors(int n, int limit, char **out)
{
    capture_stderr();
    pid_t pid = fork();
    if (pid == 0) {
        init(false, false, COLOR_NEVER, limit, false);
        for (int i = 1; i <= n; i++)
            error_at(at(NULL, 0, 0), "error number %d", i);
        fflush(stderr);
        _exit(diag_error_count() ? 1 : 0);
    }
    int status;
    waitpid(pid, &status, 0);
    *out = captured();
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

START_TEST(test_error_limit_stops)
{
    char *out;
    int rc = run_errors(5, 2, &out);
    ck_assert_int_eq(rc, 1);
    ck_assert_str_eq(out, "ampcc: error: error number 1\n"
                          "ampcc: error: error number 2\n"
                          "ampcc: fatal error: too many errors emitted, stopping now "
                          "[-ferror-limit=]\n");
    free(out);
}
END_TEST

START_TEST(test_error_limit_zero_means_none)
{
    char *out;
    int rc = run_errors(30, 0, &out);
    ck_assert_int_eq(rc, 1);
    ck_assert_ptr_nonnull(strstr(out, "error number 30\n"));
    ck_assert_ptr_null(strstr(out, "too many errors"));
    free(out);
}
END_TEST

START_TEST(test_error_limit_default_20)
{
    char *out;
    capture_stderr();
    pid_t pid = fork();
    if (pid == 0) {
        diag_init(NULL); /* defaults */
        for (int i = 1; i <= 25; i++)
            error_at(at(NULL, 0, 0), "error number %d", i);
        _exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    out = captured();
    ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 1);
    ck_assert_ptr_nonnull(strstr(out, "error number 20\n"));
    ck_assert_ptr_null(strstr(out, "error number 21\n"));
    ck_assert_ptr_nonnull(strstr(out, "too many errors emitted, stopping now"));
    free(out);
}
END_TEST

/* -------------------------------------------------------------- verify */

static const char *verify_source =
    "int a = b; // expected-error {{undeclared identifier 'b'}}\n"   /* 1 */
    "// expected-warning@+1 {{unused}}\n"                            /* 2 */
    "int c;\n"                                                       /* 3 */
    "int d; /* expected-note {{declared here}} */\n"                 /* 4 */
    "int e; // expected-error@-4 {{second}} expected-error 2 {{twice}}\n" /* 5 */
    "const char *s = \"// expected-error {{not a comment}}\";\n";    /* 6 */

START_TEST(test_verify_all_matched)
{
    const char *f = write_source(verify_source);
    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    error_at(at(f, 1, 9), "use of undeclared identifier 'b'");
    warning_at(at(f, 3, 5), "unused variable 'c'");
    note_at(at(f, 4, 5), "'d' declared here");
    error_at(at(f, 1, 1), "the second error");
    error_at(at(f, 5, 1), "twice: 1");
    error_at(at(f, 5, 2), "twice: 2");
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_str_eq(out, ""); /* matched diagnostics print nothing */
    ck_assert_int_eq(rc, 0);
    free(out);
}
END_TEST

START_TEST(test_verify_reports_misses)
{
    const char *f = write_source(verify_source);
    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    error_at(at(f, 1, 9), "use of undeclared identifier 'b'");
    warning_at(at(f, 2, 5), "unused variable 'c'"); /* wrong line: @+1 wanted 3 */
    note_at(at(f, 4, 5), "'d' declared here");
    error_at(at(f, 1, 1), "the second error");
    error_at(at(f, 5, 1), "twice: 1");             /* only one of two */
    error_at(at(f, 6, 1), "surprise");
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_int_eq(rc, 1);
    char want[2048];
    snprintf(want, sizeof want,
             "error: 'error' diagnostics expected but not seen: \n"
             "  File %s Line 5: twice\n"
             "error: 'error' diagnostics seen but not expected: \n"
             "  File %s Line 6: surprise\n"
             "error: 'warning' diagnostics expected but not seen: \n"
             "  File %s Line 3: unused\n"
             "error: 'warning' diagnostics seen but not expected: \n"
             "  File %s Line 2: unused variable 'c'\n"
             "4 errors generated.\n", f, f, f, f);
    ck_assert_str_eq(out, want);
    free(out);
}
END_TEST

START_TEST(test_verify_text_is_substring_and_kind_matters)
{
    const char *f = write_source("x; // expected-warning {{exact words}}\n");
    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    error_at(at(f, 1, 1), "some exact words here"); /* an error, not a warning */
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_int_eq(rc, 1);
    ck_assert_ptr_nonnull(strstr(out, "'warning' diagnostics expected but not seen"));
    ck_assert_ptr_nonnull(strstr(out, "'error' diagnostics seen but not expected"));
    free(out);

    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    warning_at(at(f, 1, 1), "some exact words here");
    rc = diag_verify_finish(f);
    out = captured();
    ck_assert_int_eq(rc, 0);
    free(out);
}
END_TEST

START_TEST(test_verify_werror_expects_errors)
{
    const char *f = write_source("x; // expected-error {{racy}}\n");
    init(true, false, COLOR_NEVER, 20, true);
    capture_stderr();
    warning_at(at(f, 1, 1), "racy read");
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_int_eq(rc, 0);
    free(out);
}
END_TEST

START_TEST(test_verify_no_diagnostics)
{
    const char *f = write_source("// expected-no-diagnostics\nint x;\n");
    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(out, "");
    free(out);

    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    warning_at(at(f, 2, 5), "unexpected");
    rc = diag_verify_finish(f);
    out = captured();
    ck_assert_int_eq(rc, 1);
    ck_assert_ptr_nonnull(strstr(out, "'warning' diagnostics seen but not expected"));
    free(out);
}
END_TEST

START_TEST(test_verify_needs_directives)
{
    const char *f = write_source("int x;\n");
    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_int_eq(rc, 1);
    ck_assert_ptr_nonnull(strstr(out, "no expected directives found"));
    free(out);
}
END_TEST

START_TEST(test_verify_malformed_directive)
{
    const char *f = write_source("int x; // expected-error missing braces\n");
    init(false, false, COLOR_NEVER, 20, true);
    capture_stderr();
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_int_eq(rc, 1);
    ck_assert_ptr_nonnull(strstr(out, "cannot find start ('{{') of expected string"));
    free(out);
}
END_TEST

START_TEST(test_verify_ignores_error_limit)
{
    const char *f = write_source("x; // expected-error 3 {{e}}\n");
    init(false, false, COLOR_NEVER, 1, true);
    capture_stderr();
    for (int i = 0; i < 3; i++)
        error_at(at(f, 1, 1), "e");
    int rc = diag_verify_finish(f);
    char *out = captured();
    ck_assert_int_eq(rc, 0);
    free(out);
}
END_TEST

/* ------------------------------------------------------ gcc's extras */

/* The last occurrence of needle in s, or NULL. */
static const char *strrstr_or_null(const char *s, const char *needle)
{
    const char *last = NULL;
    for (const char *p = strstr(s, needle); p; p = strstr(p + 1, needle))
        last = p;
    return last;
}

static SrcLoc ranged(const char *file, int line, int col, int begin, int end)
{
    return (SrcLoc){ file, line, col, begin, end, NULL };
}

START_TEST(test_range_around_caret)
{
    const char *f = write_source("int f(int a, int b)\n{\n    return a + b;\n}\n");
    init(false, false, COLOR_NEVER, 20, false);
    capture_stderr();
    error_at(ranged(f, 3, 14, 12, 17), "invalid operands");
    char *out = captured();
    char want[1024];
    snprintf(want, sizeof want,
             "%s:3:14: error: invalid operands\n"
             "    3 |     return a + b;\n"
             "      |            ~~^~~\n", f);
    ck_assert_str_eq(out, want);
    free(out);
}
END_TEST

START_TEST(test_insertion_fixit_and_secondary_line)
{
    const char *f = write_source("int f(int a)\n{\n    return a\n}\n");
    DiagOptions o = { .color = COLOR_NEVER, .error_limit = 20, .parseable_fixits = true };
    diag_init(&o);
    capture_stderr();
    SrcLoc brace = ranged(f, 4, 1, 1, 2);
    diag_report_rich(DIAG_ERROR, at(f, 3, 13), &brace, 1, ";", "expected ';' before '}' token");
    char *out = captured();
    char want[1024];
    snprintf(want, sizeof want,
             "%s:3:13: error: expected ';' before '}' token\n"
             "    3 |     return a\n"
             "      |             ^\n"
             "      |             ;\n"
             "    4 | }\n"
             "      | ~            \n"
             "fix-it:\"%s\":{3:13-3:13}:\";\"\n", f, f);
    ck_assert_str_eq(out, want);
    free(out);
}
END_TEST

START_TEST(test_replacement_fixit_and_same_line_secondary)
{
    const char *f = write_source("int f(int count)\n{\n    return (cuont;\n}\n");
    DiagOptions o = { .color = COLOR_NEVER, .error_limit = 20, .parseable_fixits = true };
    diag_init(&o);
    capture_stderr();
    SrcLoc paren = ranged(f, 3, 12, 12, 13);
    diag_report_rich(DIAG_ERROR, ranged(f, 3, 13, 13, 18), &paren, 1, "count", "did you mean 'count'?");
    char *out = captured();
    char want[1024];
    snprintf(want, sizeof want,
             "%s:3:13: error: did you mean 'count'?\n"
             "    3 |     return (cuont;\n"
             "      |            ~^~~~~\n"
             "      |             count\n"
             "fix-it:\"%s\":{3:13-3:18}:\"count\"\n", f, f);
    ck_assert_str_eq(out, want);
    free(out);
}
END_TEST

START_TEST(test_function_context_lines)
{
    const char *f = write_source("int a;\nint f(void)\n{\n    x;\n}\nint b = y;\n");
    init(false, false, COLOR_NEVER, 20, false);
    diag_begin_function("f", at(f, 2, 5));
    diag_end_function(at(f, 5, 1));
    capture_stderr();
    error_at(at(f, 1, 5), "one");
    error_at(at(f, 4, 5), "two");
    note_at(at(f, 6, 9), "a note changes no context");
    error_at(at(f, 4, 5), "three");
    error_at(at(f, 6, 9), "four");
    char *out = captured();
    ck_assert_ptr_nonnull(strstr(out, ": In function 'f':\n"));
    ck_assert_ptr_eq(strstr(out, ": In function 'f':\n"), strrstr_or_null(out, ": In function 'f':\n"));
    ck_assert_ptr_nonnull(strstr(out, ": At top level:\n"));
    ck_assert(strstr(out, "error: one") < strstr(out, "In function"));
    ck_assert(strstr(out, "In function") < strstr(out, "error: two"));
    ck_assert(strstr(out, "error: three") < strstr(out, "At top level"));
    ck_assert(strstr(out, "At top level") < strstr(out, "error: four"));
    free(out);
}
END_TEST

START_TEST(test_include_chain)
{
    init(false, false, COLOR_NEVER, 20, false);
    diag_included("inner.h", "outer.h", 1);
    diag_included("outer.h", "main.c", 3);
    diag_included("inner.h", "elsewhere.c", 9); /* the first inclusion counts */
    capture_stderr();
    error_at(at("inner.h", 2, 0), "in the header");
    error_at(at("inner.h", 3, 0), "same header: no second chain");
    error_at(at("main.c", 5, 0), "the main file has none");
    char *out = captured();
    ck_assert_str_eq(out, "In file included from outer.h:1,\n"
                          "                 from main.c:3:\n"
                          "inner.h:2: error: in the header\n"
                          "inner.h:3: error: same header: no second chain\n"
                          "main.c:5: error: the main file has none\n");
    free(out);
}
END_TEST

START_TEST(test_closest_name)
{
    const char *names[] = { "count", "counter", "x", "Total", "amount" };
    ck_assert_str_eq(diag_closest_name("cuont", names, 5), "count");     /* a swap is one edit */
    ck_assert_str_eq(diag_closest_name("countr", names, 5), "count");    /* the first of two at one edit */
    ck_assert_ptr_null(diag_closest_name("y", names, 5));                /* no suggestions between one-letter names */
    ck_assert_str_eq(diag_closest_name("total", names, 5), "Total");     /* case alone is half an edit */
    ck_assert_ptr_null(diag_closest_name("zebra", names, 5));
    ck_assert_ptr_null(diag_closest_name("count", names, 1));            /* the name itself is no suggestion */
}
END_TEST

static Suite *diag_suite(void)
{
    Suite *s = suite_create("diag");
    TCase *tc = tcase_create("print");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_layout_and_caret);
    tcase_add_test(tc, test_caret_under_tabs);
    tcase_add_test(tc, test_no_location_and_missing_file);
    tcase_add_test(tc, test_registered_source_wins);
    tcase_add_test(tc, test_notes);
    tcase_add_test(tc, test_werror_promotes);
    tcase_add_test(tc, test_w_drops_warnings_and_their_notes);
    tcase_add_test(tc, test_warning_counted);
    tcase_add_test(tc, test_color_always);
    tcase_add_test(tc, test_color_never_and_auto_off_a_terminal);
    tcase_add_test(tc, test_error_limit_stops);
    tcase_add_test(tc, test_error_limit_zero_means_none);
    tcase_add_test(tc, test_error_limit_default_20);
    tcase_add_test(tc, test_range_around_caret);
    tcase_add_test(tc, test_insertion_fixit_and_secondary_line);
    tcase_add_test(tc, test_replacement_fixit_and_same_line_secondary);
    tcase_add_test(tc, test_function_context_lines);
    tcase_add_test(tc, test_include_chain);
    tcase_add_test(tc, test_closest_name);
    suite_add_tcase(s, tc);
    TCase *tv = tcase_create("verify");
    tcase_add_checked_fixture(tv, NULL, teardown);
    tcase_add_test(tv, test_verify_all_matched);
    tcase_add_test(tv, test_verify_reports_misses);
    tcase_add_test(tv, test_verify_text_is_substring_and_kind_matters);
    tcase_add_test(tv, test_verify_werror_expects_errors);
    tcase_add_test(tv, test_verify_no_diagnostics);
    tcase_add_test(tv, test_verify_needs_directives);
    tcase_add_test(tv, test_verify_malformed_directive);
    tcase_add_test(tv, test_verify_ignores_error_limit);
    suite_add_tcase(s, tv);
    return s;
}

int main(void)
{
    return unit_run(diag_suite(), CK_FORK_GETENV);
}
