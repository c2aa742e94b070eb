/* replay.c - bench/percommand.sh's timer: replays the compiler commands a
 * build ran, each with gcc and with ampcc, alternating, and prints the CPU
 * time (user + system of the command and all its children, from
 * getrusage(RUSAGE_CHILDREN), which counts to the microsecond where
 * /usr/bin/time rounds to 10 ms) of each.
 *
 *   replay RUNS LOG GCC AMPCC [BASE]
 *
 * LOG has one command a line: the folder it ran in, a tab, the folder that
 * holds a copy of the files it named as they were when it ran (empty if
 * none), a tab, then its arguments (without the compiler), each followed by
 * the byte 037. The copies are put back before the command is timed, so a
 * configure probe whose source the build has since deleted or rewritten
 * replays as it ran. BASE (an earlier ampcc) is timed in the same rounds,
 * between gcc and ampcc: a change's before and after side by side. Per
 * command it prints the median ms of RUNS runs for gcc and for ampcc, their
 * difference and the command's kind (compile, link, probe); then the sums.
 * A command whose exit status differs between the compilers or the runs is
 * left out of the sums and counted. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

enum { MAX_ARGS = 4096, MAX_RUNS = 101 };

static double children_cpu_ms(void)
{
    struct rusage r;
    getrusage(RUSAGE_CHILDREN, &r);
    return (r.ru_utime.tv_sec + r.ru_stime.tv_sec) * 1e3 + (r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1e3;
}

/* Runs argv in dir with its output dropped; its CPU ms, and in *status its
 * exit status (-1 if it did not exit). */
static double run_ms(const char *dir, char **argv, int *status_out)
{
    double before = children_cpu_ms();
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (chdir(dir) != 0 || null < 0)
            _exit(126);
        dup2(null, 1);
        dup2(null, 2);
        execvp(argv[0], argv);
        _exit(127);
    }
    int status = 1;
    *status_out = -1;
    if (pid < 0 || waitpid(pid, &status, 0) < 0)
        return -1;
    if (WIFEXITED(status))
        *status_out = WEXITSTATUS(status);
    return children_cpu_ms() - before;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    return v[n / 2];
}

/* Cuts the field that ends at the next tab off *line; NULL if there is none. */
static char *next_field(char **line)
{
    char *field = *line, *tab = strchr(field, '\t');
    if (!tab)
        return NULL;
    *tab = '\0';
    *line = tab + 1;
    return field;
}

/* Splits "DIR\tSAVED\tARG\037ARG\037..." in place; argv[0] is left for the
 * compiler. */
static int split_command(char *line, char **dir, char **saved, char **argv)
{
    char *rest = line;
    if (!(*dir = next_field(&rest)) || !(*saved = next_field(&rest)))
        return 0;
    int n = 1;
    for (char *p = rest, *end; n < MAX_ARGS - 1 && (end = strchr(p, '\037')); p = end + 1) {
        *end = '\0';
        argv[n++] = p;
    }
    argv[n] = NULL;
    return n;
}

/* Copies the files saved for a command back into its folder (outside the
 * timed runs: run_ms counts only its own child). */
static void restore_saved(const char *saved, const char *dir)
{
    if (!*saved || access(saved, F_OK) != 0)
        return;
    char src[4096];
    snprintf(src, sizeof src, "%s/.", saved);
    char *argv[] = { "cp", "-pR", src, (char *)dir, NULL };
    int status;
    run_ms(".", argv, &status);
}

static int has_arg(char **argv, const char *arg)
{
    for (int i = 1; argv[i]; i++)
        if (strcmp(argv[i], arg) == 0)
            return 1;
    return 0;
}

/* compile: -c, -S or -E; probe: no input file at all (-v, --version,
 * -dumpversion, -print-...); link: the rest (cc x.o -o prog, cc a.c -o a). */
static const char *kind_of(char **argv)
{
    if (has_arg(argv, "-c") || has_arg(argv, "-S") || has_arg(argv, "-E"))
        return "compile";
    for (int i = 1; argv[i]; i++)
        if (argv[i][0] != '-' && (i == 1 || strcmp(argv[i - 1], "-o") != 0))
            return "link";
    return "probe";
}

/* The compilers being compared, in their order of each round: gcc, then
 * (with BASE) an earlier ampcc, then ampcc. */
typedef struct Compilers {
    char *path[3];
    int n;
} Compilers;

/* Each compiler RUNS times, alternating; ms[c] its median. False if an exit
 * status differs from gcc's first (a probe that fails as it failed in the
 * build, such as configure's "choke me", counts: its time is part of the
 * build's). */
static int time_all(int runs, const char *dir, char **argv, const Compilers *cc, double *ms)
{
    double v[3][MAX_RUNS];
    int first = -1;
    for (int i = 0; i < runs; i++)
        for (int c = 0; c < cc->n; c++) {
            int status;
            argv[0] = cc->path[c];
            v[c][i] = run_ms(dir, argv, &status);
            if (i == 0 && c == 0)
                first = status;
            if (status < 0 || status != first)
                return 0;
        }
    for (int c = 0; c < cc->n; c++)
        ms[c] = median(v[c], runs);
    return 1;
}

/* The command's arguments, cut after about 60 columns. */
static void print_args(char **argv)
{
    int width = 0;
    for (int i = 1; argv[i] && width < 60; i++)
        width += printf(" %s", argv[i]);
    printf("\n");
}

/* gcc's ms, each ampcc's, the last one's difference from gcc, the kind. */
static void print_command(const double *ms, int n, const char *kind, char **argv)
{
    for (int c = 0; c < n; c++)
        printf("%9.2f ", ms[c]);
    printf("%+8.2f  %-7s", ms[n - 1] - ms[0], kind);
    print_args(argv);
}

static void print_sums(const char *what, int count, const double *sum, int n)
{
    printf("%-7s %3d commands: gcc %8.1f ms", what, count, sum[0]);
    for (int c = 1; c < n; c++)
        printf(", %s %8.1f ms (%.3f)", c == n - 1 ? "ampcc" : "base", sum[c], sum[0] > 0 ? sum[c] / sum[0] : 0);
    printf("\n");
}

int main(int argc, char **argv)
{
    int runs = argc == 5 || argc == 6 ? atoi(argv[1]) : 0;
    FILE *log = runs > 0 && runs <= MAX_RUNS ? fopen(argv[2], "r") : NULL;
    if (!log) {
        fprintf(stderr, "usage: replay RUNS(1-%d) LOG GCC AMPCC [BASE]\n", MAX_RUNS);
        return 2;
    }
    Compilers cc = { { argv[3], argc == 6 ? argv[5] : argv[4], argv[4] }, argc == 6 ? 3 : 2 };
    static char line[1 << 20];
    static char *cmd[MAX_ARGS];
    const char *kinds[] = { "compile", "link", "probe" };
    double sum[4][3] = { { 0 } }, ms[3];
    int count[4] = { 0 }, failed = 0;
    printf("   gcc ms %s ampcc ms     diff  kind    command (medians of %d alternating runs)\n",
           cc.n == 3 ? "  base ms" : "", runs);
    while (fgets(line, sizeof line, log)) {
        line[strcspn(line, "\n")] = '\0';
        char *dir, *saved;
        if (!split_command(line, &dir, &saved, cmd))
            continue;
        restore_saved(saved, dir);
        if (!time_all(runs, dir, cmd, &cc, ms)) {
            failed++;
            printf("   failed  left out");
            print_args(cmd);
            continue;
        }
        const char *kind = kind_of(cmd);
        int k = kind[0] == 'c' ? 0 : kind[0] == 'l' ? 1 : 2;
        for (int c = 0; c < cc.n; c++)
            sum[k][c] += ms[c], sum[3][c] += ms[c];
        count[k]++, count[3]++;
        print_command(ms, cc.n, kind, cmd);
    }
    for (int k = 0; k < 3; k++)
        if (count[k])
            print_sums(kinds[k], count[k], sum[k], cc.n);
    print_sums("all", count[3], sum[3], cc.n);
    if (failed)
        printf("(%d commands left out: their exit status changed between runs or compilers)\n", failed);
    return 0;
}
