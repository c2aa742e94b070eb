/* Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/Utils.h
 * Common helpers for the ComputeDomainTiled Negative tests covering the
 * exceptions thrown by parallel_for_each.
 *
 * expect_exception(av, ext, expectedMessage) runs a parallel_for_each over a
 * tiled extent and expects an invalid_compute_domain exception whose what()
 * is expectedMessage. In AMP C the failure reaches an error handler
 * (LANGUAGE.md section 10) as an amp_error of kind amp_invalid_compute_domain,
 * and the program goes on. AMP C's messages have their own wording, so the
 * message check keeps what the original's message says about this domain:
 * the value of the offending extent, which the message must name. `av` is the
 * default device's default view: the default device is used. C has no
 * templates: EXPECT_EXCEPTION(result, ext, value, TILED_INDEX) is a statement
 * that updates result as REPORT_RESULT does; TILED_INDEX is the kernel's
 * tiled_index type (the template's tile sizes). */
#ifndef CONFORMANCE_COMPUTE_DOMAIN_TILED_UTILS_H
#define CONFORMANCE_COMPUTE_DOMAIN_TILED_UTILS_H
#include <string.h>
#include "amptest.h"

static void ignore_error(const amp_error *e, void *arg)
{
    (void)e;
    (void)arg;
}

/* The launch failed with invalid_compute_domain naming `value`; an exception
 * of another kind, or a message that does not name it, fails the test. */
static int caught_invalid_compute_domain(const char *value)
{
    const amp_error *e = amp_last_error();
    if (!e) {
        fprintf(stderr, "no exception (expected one naming %s)\n", value);
        return runall_fail;
    }
    if (e->kind != amp_invalid_compute_domain || !strstr(e->message, value)) {
        fprintf(stderr, "unexpected exception (kind %d): %s\n", e->kind, e->message);
        return runall_fail;
    }
    return runall_pass;
}

#define EXPECT_EXCEPTION(result, ext, value, ...) do { \
        int x = 0; \
        amp_set_error_handler(ignore_error, NULL); \
        amp_clear_error(); \
        parallel_for_each(ext, [=](__VA_ARGS__ t) restrict(amp) { int y = x; (void)y; }); \
        REPORT_RESULT(result, caught_invalid_compute_domain(value) == runall_pass); \
    } while (0)

#endif
