/* errors.c - how a runtime failure reaches the program (LANGUAGE.md
 * sections 8 and 10).
 *
 * Without a handler a failure prints "FILE:LINE: error: MESSAGE" and exits 1,
 * as it always did. With one installed (amp_set_error_handler) the failure is
 * recorded as the last error, the handler is called, and the failing entry
 * point returns having done nothing: every public entry point that can fail
 * opens an rt_try (internal.h) before it changes anything, and rt_fail jumps
 * back to it. The entry point then undoes what it had begun (frees a buffer
 * it made, leaves an object empty), so no kernel ran, no data changed and
 * nothing leaked.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

typedef struct error_state {
    ampcc_error_handler handler;
    void *arg;
    ampcc_error last;
    int has_last;
    char message[1024];
} error_state;

static error_state errs;
/* The innermost entry point that can undo its work, per thread: a then()
 * callback runs AMP work on the runtime's thread (future.c). */
static __thread rt_try *top_try;

void ampcc_set_error_handler(ampcc_error_handler fn, void *arg)
{
    errs.handler = fn;
    errs.arg = arg;
}

const ampcc_error *ampcc_last_error(void)
{
    return errs.has_last ? &errs.last : NULL;
}

void ampcc_clear_error(void)
{
    errs.has_last = 0;
}

void rt_try_push(rt_try *t)
{
    t->outer = top_try;
    t->lock_depth = rt_lock_depth();
    top_try = t;
}

void rt_try_end(rt_try *t)
{
    top_try = t->outer;
}

int rt_has_error_handler(void)
{
    return errs.handler != NULL;
}

static void print_and_exit(const char *file, int line, const char *message)
{
    /* Kernels in flight end first: PoCL compiles a kernel on its own thread at
     * its first launch, and LLVM's exit-time destructors, registered during
     * that compile (after the runtime's exit hook, so run before it), would
     * run under it (a SIGSEGV after the message, with an empty kernel cache).
     * The start-up thread, likewise, ends first. */
    rt_prestart_stop();
    rt_finish_open_devices();
    fflush(stdout);
    if (file && line > 0)
        fprintf(stderr, "%s:%d: error: %s\n", file, line, message);
    else if (file)
        fprintf(stderr, "%s: error: %s\n", file, message);
    else
        fprintf(stderr, "ampcc runtime: error: %s\n", message);
    exit(1);
}

void rt_vfail_kind(int kind, const char *file, int line, const char *fmt, va_list ap)
{
    rt_try *t = top_try;
    vsnprintf(errs.message, sizeof errs.message, fmt, ap);
    /* Without a handler, or outside any entry point that could undo its
     * work, the failure ends the program as section 8 says. */
    if (!errs.handler || !t)
        print_and_exit(file, line, errs.message);
    errs.last = (ampcc_error){kind, errs.message, file, line};
    errs.has_last = 1;
    top_try = t->outer;
    rt_unlock_to(t->lock_depth);   /* inner entry points jumped over keep no lock */
    errs.handler(&errs.last, errs.arg);
    longjmp(t->env, 1);
}

void rt_fail_kind(int kind, const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rt_vfail_kind(kind, file, line, fmt, ap);
}

void rt_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rt_vfail_kind(AMPCC_RUNTIME_EXCEPTION, file, line, fmt, ap);
}
