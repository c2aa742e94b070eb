/* The end of every Check program in tests/unit: run one suite and turn its
 * result into main's exit status, so each test file's main() only builds
 * its suite. FORK is Check's fork status: CK_FORK_GETENV (Check's default,
 * CK_FORK=no turns forking off), or CK_NOFORK where the tests build on the
 * state earlier tests left (the compiler's arena, interned names). The
 * suite runs with one diagnostics state (diag.h's Diag) current, as the
 * driver's command does. */
#ifndef UNIT_RUN_H
#define UNIT_RUN_H
#include <check.h>

#include "diag.h"

static inline int unit_run(Suite *suite, enum fork_status fork)
{
    Diag *diag = diag_new();
    diag_begin(diag);
    SRunner *runner = srunner_create(suite);
    srunner_set_fork_status(runner, fork);
    srunner_run_all(runner, CK_ENV);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    diag_end();
    diag_delete(diag);
    return failed ? 1 : 0;
}
#endif
