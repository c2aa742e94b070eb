/* Runs a group of ported conformance programs in one executable.
 *
 * Each runtime port is compiled with -Dmain=NAME; tests/suites/conformance.sh
 * writes CONFORMANCE_TESTS, a header of X(NAME, "path") lines, and builds this
 * file with -include it. Running the tests in one process shares the OpenCL
 * context and the program cache between them; a worker process runs them in
 * order, and when one of them exits or crashes before returning, a new worker
 * takes over at the next test, so one bad test costs only itself.
 *
 * Usage: driver LOGDIR. Prints "PASS path" or "FAIL path: why" per test; the
 * test's own output goes to LOGDIR/NAME.log. A test passes when its main returns
 * 0, the conformance suite's runall_pass. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define X(fn, path) int fn(void);
#include CONFORMANCE_TESTS
#undef X

typedef struct {
    int (*run)(void);
    const char *name;
    const char *path;
} ConformanceTest;

static const ConformanceTest tests[] = {
#define X(fn, path) {fn, #fn, path},
#include CONFORMANCE_TESTS
#undef X
};

enum { TEST_COUNT = sizeof tests / sizeof tests[0] };

/* Points stdout and stderr of the worker at LOGDIR/NAME.log. */
static void redirect_output(const char *logdir, int n)
{
    char name[4096];
    snprintf(name, sizeof name, "%s/%s.log", logdir, tests[n].name);
    fflush(stdout);
    fflush(stderr);
    int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return;
    dup2(fd, 1);
    dup2(fd, 2);
    close(fd);
}

/* The worker: runs tests from `first` on, reporting "N RC" on `report` after
 * each one returns. */
static void run_from(int first, const char *logdir, int report)
{
    for (int n = first; n < TEST_COUNT; n++) {
        redirect_output(logdir, n);
        int rc = tests[n].run();
        fflush(stdout);
        fflush(stderr);
        dprintf(report, "%d %d\n", n, rc);
    }
    _exit(0);
}

static void print_result(int n, int rc)
{
    if (rc == 0)
        printf("PASS %s\n", tests[n].path);
    else
        printf("FAIL %s: returned %d\n", tests[n].path, rc);
}

/* Describes how a worker that stopped reporting ended. */
static void print_death(int n, int status)
{
    if (WIFSIGNALED(status))
        printf("FAIL %s: killed by signal %d\n", tests[n].path, WTERMSIG(status));
    else
        printf("FAIL %s: exited with status %d before returning from main\n",
               tests[n].path, WEXITSTATUS(status));
}

/* Starts a worker at `first`, prints what it reports; returns the index of
 * the test after the one it died in, or TEST_COUNT when it finished. */
static int supervise(int first, const char *logdir)
{
    int fds[2];
    if (pipe(fds) != 0)
        return perror("pipe"), TEST_COUNT;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        run_from(first, logdir, fds[1]);
    }
    close(fds[1]);
    FILE *in = fdopen(fds[0], "r");
    int next = first, n, rc;
    while (fscanf(in, "%d %d", &n, &rc) == 2) {
        print_result(n, rc);
        next = n + 1;
    }
    fclose(in);
    int status = 0;
    waitpid(pid, &status, 0);
    if (next == TEST_COUNT)
        return TEST_COUNT;
    print_death(next, status);
    return next + 1;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s LOGDIR\n", argv[0]);
        return 2;
    }
    for (int next = 0; next < TEST_COUNT;)
        next = supervise(next, argv[1]);
    return 0;
}
