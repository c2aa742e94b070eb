/* Runs a group of ported conformance programs in one executable.
 *
 * Each runtime port is compiled with -Dmain=NAME; tests/suites/conformance.sh
 * writes CONFORMANCE_TESTS, a header of X(NAME, "path") lines, and builds this
 * file with -include it. Running the tests in one process shares the OpenCL
 * context and the program cache between them; a worker process runs them in
 * order, and when one of them exits or crashes before returning, a new worker
 * takes over at the next test, so one bad test costs only itself.
 *
 * Usage: driver LOGDIR [K N]. Prints "PASS path" or "FAIL path: why" per test;
 * the test's own output goes to LOGDIR/NAME.log. With K N it runs only the
 * tests whose number is K modulo N, so that N drivers can share the cores. A test passes when its main returns
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

/* Which tests this driver runs: those whose number is `shard` modulo `shards`. */
typedef struct {
    const char *logdir;
    int shard, shards;
} Selection;

/* The first test at or after n that the selection includes. */
static int next_selected(const Selection *sel, int n)
{
    while (n < TEST_COUNT && n % sel->shards != sel->shard)
        n++;
    return n;
}

/* The worker: runs the selected tests from `first` on, reporting "N RC" on
 * `report` after each one returns. */
static void run_from(int first, const Selection *sel, int report)
{
    const char *logdir = sel->logdir;
    for (int n = next_selected(sel, first); n < TEST_COUNT; n = next_selected(sel, n + 1)) {
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
static int supervise(int first, const Selection *sel)
{
    int fds[2];
    if (pipe(fds) != 0)
        return perror("pipe"), TEST_COUNT;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        run_from(first, sel, fds[1]);
    }
    close(fds[1]);
    FILE *in = fdopen(fds[0], "r");
    int next = next_selected(sel, first), n, rc;
    while (fscanf(in, "%d %d", &n, &rc) == 2) {
        print_result(n, rc);
        fflush(stdout);
        next = next_selected(sel, n + 1);
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
    if (argc != 2 && argc != 4) {
        fprintf(stderr, "usage: %s LOGDIR [K N]\n", argv[0]);
        return 2;
    }
    Selection sel = {argv[1], 0, 1};
    if (argc == 4) {
        sel.shard = atoi(argv[2]);
        sel.shards = atoi(argv[3]);
    }
    if (sel.shards < 1 || sel.shard < 0 || sel.shard >= sel.shards) {
        fprintf(stderr, "%s: K must be in 0..N-1\n", argv[0]);
        return 2;
    }
    for (int next = 0; next < TEST_COUNT;)
        next = supervise(next, &sel);
    return 0;
}
