/* driver.c - the `ampcc` command, a drop-in for cc (LANGUAGE.md section 9).
 *
 * For each AMP C file:  cc -E  ->  parse_unit  ->  sema_unit  ->  emit_opencl +
 * emit_host  ->  cc -c on the generated host C (a .i file skips cc -E, as it
 * does with cc).  A file that uses no AMP
 * construct is compiled from its ORIGINAL text by the host compiler with the
 * user's flags, so `make CC=ampcc` works on plain C projects. Everything that
 * is not a .c file (objects, archives, -l, -L, assembly) goes to the host
 * compiler or linker unchanged; linking adds the runtime and the OpenCL loader.
 *
 * Subprocesses run through fork/execvp (no shell) and their exit status is
 * propagated. Outputs are written to a temporary name and renamed, so a failed
 * command never leaves a half-written file behind.
 */
#include "driver.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ampcc_runtime.h"
#include "arena.h"
#include "ast.h"
#include "diag.h"
#include "emit.h"
#include "sema.h"

#define AMPCC_VERSION "0.1.0"

/* ------------------------------------------------------------ small helpers */

static const char *progname = "ampcc";

static void driver_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void driver_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: error: ", progname);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static bool str_starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static bool str_ends(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static char *str_fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *str_fmt(const char *fmt, ...)
{
    char buf[PATH_MAX * 2];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return arena_strdup(compiler_arena, buf);
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* "dir/foo.c" -> "dir" ; "foo.c" -> "." */
static const char *dir_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return ".";
    if (slash == path)
        return "/";
    return arena_strndup(compiler_arena, path, slash - path);
}

/* "dir/foo.c" -> "dir/foo" (only the last component's suffix goes) */
static const char *strip_suffix(const char *path)
{
    const char *dot = strrchr(path, '.');
    if (!dot || dot < base_name(path))
        return path;
    return arena_strndup(compiler_arena, path, dot - path);
}

static bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* The whole file in the arena, NUL-terminated; NULL (errno set) on failure. */
static char *read_whole_file(const char *path, long *len_out)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (!buf)
        return NULL;
    char *text = arena_strndup(compiler_arena, buf, len);
    free(buf);
    *len_out = (long)len;
    return text;
}

/* -------------------------------------------------------------- temp files */

/* Temporary files, removed at exit unless kept. Each remembers the process
 * that made it, so a forked child never removes its parent's files. */
typedef struct TempFile {
    const char *path;
    pid_t owner;
} TempFile;

static PtrVec temp_files;

static void remove_temp_files(void)
{
    for (int i = 0; i < temp_files.len; i++) {
        TempFile *t = temp_files.items[i];
        if (t->path && t->owner == getpid())
            unlink(t->path);
    }
}

static void on_fatal_signal(int sig)
{
    remove_temp_files();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void track_temp(const char *path)
{
    TempFile *t = NEW(TempFile);
    t->path = path;
    t->owner = getpid();
    vec_push(&temp_files, t);
}

/* Forget a temp file (it was renamed into place, or is to be kept). */
static void untrack_temp(const char *path)
{
    for (int i = 0; i < temp_files.len; i++) {
        TempFile *t = temp_files.items[i];
        if (t->path && strcmp(t->path, path) == 0 && t->owner == getpid())
            t->path = NULL;
    }
}

/* A new empty file in $TMPDIR named ampcc-XXXXXX<suffix>. */
static const char *make_temp(const char *stem, const char *suffix)
{
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
        dir = "/tmp";
    char *path = str_fmt("%s/ampcc-%s-XXXXXX%s", dir, stem, suffix);
    int fd = mkstemps(path, (int)strlen(suffix));
    if (fd < 0) {
        driver_error("cannot create a temporary file in %s: %s", dir, strerror(errno));
        exit(1);
    }
    close(fd);
    track_temp(path);
    return path;
}

/* An output that is not a regular file (/dev/null, a pipe) is written in
 * place: renaming over it would replace the device or fifo. */
static bool writes_in_place(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

/* A temporary name beside `final`, renamed onto it once complete. */
static const char *temp_beside(const char *final)
{
    if (writes_in_place(final))
        return final;
    char *path = str_fmt("%s.ampcc-tmp%ld", final, (long)getpid());
    track_temp(path);
    return path;
}

/* A failed step's partial output goes. */
static void discard_output(const char *tmp, const char *final)
{
    if (tmp != final)
        unlink(tmp);
}

static int commit_output(const char *tmp, const char *final)
{
    if (tmp == final)
        return 0;
    if (rename(tmp, final) != 0) {
        driver_error("cannot write '%s': %s", final, strerror(errno));
        return 1;
    }
    untrack_temp(tmp);
    return 0;
}

/* Writes text to path (NULL or "-": stdout) through a temporary name. */
static int write_output(const char *path, const char *text)
{
    if (!path || strcmp(path, "-") == 0) {
        fputs(text, stdout);
        return fflush(stdout) == 0 ? 0 : 1;
    }
    const char *tmp = temp_beside(path);
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        driver_error("cannot write '%s': %s", path, strerror(errno));
        return 1;
    }
    bool ok = fputs(text, f) >= 0;
    ok = (fclose(f) == 0) && ok;
    if (!ok) {
        driver_error("cannot write '%s': %s", path, strerror(errno));
        return 1;
    }
    return commit_output(tmp, path);
}

/* ----------------------------------------------------------- the options */

/* What the command produces. When several are asked for, the later in this
 * list wins whatever the order on the command line, as in cc (-E beats -S
 * beats -c; -fsyntax-only beats -c). */
typedef enum Mode {
    MODE_LINK,        /* default: compile and link */
    MODE_COMPILE,     /* -c */
    MODE_ASSEMBLY,    /* -S */
    MODE_SYNTAX,      /* -fsyntax-only, -verify */
    MODE_PREPROCESS,  /* -E, -M, -MM: handed to the host preprocessor */
    MODE_EMIT_OPENCL, /* --emit=opencl */
    MODE_EMIT_HOST,   /* --emit=host */
    MODE_EMIT_NATIVE, /* --emit=native */
    MODE_DUMP_AST,    /* --dump-ast */
} Mode;

typedef enum InputKind {
    IN_AMPC,      /* .c: through ampcc's front end */
    IN_AMPC_PP,   /* .i: the same, already preprocessed (no cc -E, as cc does) */
    IN_FOREIGN,   /* another source the host compiler understands (.s, .S, .ii, .cc) */
    IN_LINK,      /* object, archive, shared library, -l, -L, -Wl,...: linker only */
} InputKind;

typedef struct Input {
    InputKind kind;
    const char *arg;     /* the path or the linker option as written */
    const char *object;  /* MODE_LINK: the object file made from a source */
} Input;

typedef struct Driver {
    Mode mode;
    const char *output;         /* -o */
    PtrVec inputs;              /* Input*, in command-line order */
    int nsources;               /* inputs that are compiled */
    PtrVec common;              /* forwarded to every host-compiler step */
    PtrVec dep_flags;           /* -MD -MMD -MP -MG -MT x -MQ x, as written */
    bool dep_with_compile;      /* -MD or -MMD: a .d file beside the compile */
    const char *dep_file;       /* -MF */
    bool dep_target_given;      /* -MT or -MQ */
    bool verbose, save_temps, fast_math, verify;
    bool show_version, show_help, list_devices;
    DiagOptions diag;
    PtrVec host_cc;             /* $AMPCC_CC split on blanks, else "cc" */
    const char *include_dir;    /* holds amp.h and ampcc_runtime.h */
    const char *runtime_lib;    /* libampcc_rt.a */
} Driver;

/* Options that take their value as the next argument when not joined. */
static const char *const forwarded_with_value[] = {
    "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote", "-idirafter",
    "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isysroot", "-x",
    "-Xpreprocessor", "-Xassembler", "-aux-info", "--param", "-A", NULL,
};
/* Linker options whose value is the next argument. */
static const char *const linker_two_words[] = { "-Xlinker", "-u", "-T", "-z", NULL };
static const char *const linker_only_flags[] = {
    "-static", "-shared", "-rdynamic", "-s", "-nostdlib", "-nodefaultlibs", "-nostartfiles",
    "-pie", "-no-pie", "-static-pie", "-static-libgcc", NULL,
};

static bool in_list(const char *const *list, const char *s)
{
    for (; *list; list++)
        if (strcmp(*list, s) == 0)
            return true;
    return false;
}

static void add_input(Driver *d, InputKind kind, const char *arg)
{
    Input *in = NEW(Input);
    in->kind = kind;
    in->arg = arg;
    vec_push(&d->inputs, in);
    if (kind != IN_LINK)
        d->nsources++;
}

static InputKind classify_file(const char *path)
{
    if (str_ends(path, ".c"))
        return IN_AMPC;
    if (str_ends(path, ".i"))
        return IN_AMPC_PP;
    static const char *const foreign[] = { ".s", ".S", ".sx", ".ii", ".cc", ".cpp",
                                           ".cxx", ".C", ".m", NULL };
    for (const char *const *s = foreign; *s; s++)
        if (str_ends(path, *s))
            return IN_FOREIGN;
    return IN_LINK; /* .o, .a, .so, .so.1, linker scripts ... */
}

static int parse_int_option(const char *arg, const char *value)
{
    char *end;
    long n = strtol(value, &end, 10);
    if (*value == '\0' || *end != '\0' || n < 0 || n > INT_MAX) {
        driver_error("invalid value in '%s'", arg);
        exit(1);
    }
    return (int)n;
}

/* Options that change ampcc's own diagnostics; returns true when handled.
 * Most are also forwarded, so the host compiler behaves the same way. */
static bool parse_diag_option(Driver *d, const char *a)
{
    if (strcmp(a, "-Werror") == 0)
        d->diag.warnings_are_errors = true;
    else if (strcmp(a, "-Wno-error") == 0)
        d->diag.warnings_are_errors = false;
    else if (strcmp(a, "-w") == 0)
        d->diag.no_warnings = true;
    else if (strcmp(a, "-fdiagnostics-color") == 0 || strcmp(a, "-fdiagnostics-color=always") == 0)
        d->diag.color = COLOR_ALWAYS;
    else if (strcmp(a, "-fno-diagnostics-color") == 0 || strcmp(a, "-fdiagnostics-color=never") == 0)
        d->diag.color = COLOR_NEVER;
    else if (strcmp(a, "-fdiagnostics-color=auto") == 0)
        d->diag.color = COLOR_AUTO;
    else if (str_starts(a, "-fmax-errors="))
        d->diag.error_limit = parse_int_option(a, a + strlen("-fmax-errors="));
    else if (str_starts(a, "-ferror-limit=")) {
        d->diag.error_limit = parse_int_option(a, a + strlen("-ferror-limit="));
        return true; /* clang's spelling: gcc would reject it, so not forwarded */
    } else
        return false;
    vec_push(&d->common, (void *)a);
    return true;
}

static void set_mode(Driver *d, Mode mode)
{
    if (mode > d->mode)
        d->mode = mode;
}

/* -M family. Returns the number of arguments consumed (0 = not one of them). */
static int parse_dep_option(Driver *d, char **argv, int i, int argc)
{
    const char *a = argv[i];
    if (strcmp(a, "-M") == 0 || strcmp(a, "-MM") == 0) {
        set_mode(d, MODE_PREPROCESS); /* like cc: -M implies -E */
        vec_push(&d->dep_flags, (void *)a);
        return 1;
    }
    if (strcmp(a, "-MD") == 0 || strcmp(a, "-MMD") == 0) {
        d->dep_with_compile = true;
        vec_push(&d->dep_flags, (void *)a);
        return 1;
    }
    if (strcmp(a, "-MP") == 0 || strcmp(a, "-MG") == 0) {
        vec_push(&d->dep_flags, (void *)a);
        return 1;
    }
    if (str_starts(a, "-MF") || str_starts(a, "-MT") || str_starts(a, "-MQ")) {
        const char *value = a[3] ? a + 3 : (i + 1 < argc ? argv[i + 1] : NULL);
        if (!value) {
            driver_error("missing argument to '%s'", a);
            exit(1);
        }
        if (a[2] == 'F') {
            d->dep_file = value;
        } else {
            d->dep_target_given = true;
            vec_push(&d->dep_flags, arena_strndup(compiler_arena, a, 3));
            vec_push(&d->dep_flags, (void *)value);
        }
        return a[3] ? 1 : 2;
    }
    return 0;
}

/* ampcc's own options. Returns true when handled. */
static bool parse_own_option(Driver *d, const char *a)
{
    if (strcmp(a, "-c") == 0)
        set_mode(d, MODE_COMPILE);
    else if (strcmp(a, "-S") == 0)
        set_mode(d, MODE_ASSEMBLY);
    else if (strcmp(a, "-E") == 0)
        set_mode(d, MODE_PREPROCESS);
    else if (strcmp(a, "-fsyntax-only") == 0)
        set_mode(d, MODE_SYNTAX);
    else if (strcmp(a, "-verify") == 0 || strcmp(a, "--verify") == 0) {
        d->verify = true;
        d->diag.verify = true;
        set_mode(d, MODE_SYNTAX);
    } else if (strcmp(a, "--emit=opencl") == 0)
        set_mode(d, MODE_EMIT_OPENCL);
    else if (strcmp(a, "--emit=host") == 0)
        set_mode(d, MODE_EMIT_HOST);
    else if (strcmp(a, "--emit=native") == 0)
        set_mode(d, MODE_EMIT_NATIVE);
    else if (strcmp(a, "--dump-ast") == 0)
        set_mode(d, MODE_DUMP_AST);
    else if (strcmp(a, "-save-temps") == 0 || str_starts(a, "-save-temps="))
        d->save_temps = true;
    else if (strcmp(a, "-v") == 0)
        d->verbose = true;
    else if (strcmp(a, "--version") == 0)
        d->show_version = true;
    else if (strcmp(a, "--help") == 0 || strcmp(a, "-help") == 0)
        d->show_help = true;
    else if (strcmp(a, "--list-devices") == 0)
        d->list_devices = true;
    else if (strcmp(a, "-ffast-math") == 0) {
        d->fast_math = true;
        vec_push(&d->common, (void *)a);
    } else
        return false;
    return true;
}

static void parse_args(Driver *d, int argc, char **argv)
{
    d->diag.error_limit = 20;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int used;
        if (a[0] != '-' || a[1] == '\0') {
            if (a[0] == '-') {
                driver_error("reading the program from standard input is not supported");
                exit(1);
            }
            add_input(d, classify_file(a), a);
        } else if (str_starts(a, "-o")) {
            if (!a[2] && i + 1 >= argc) {
                driver_error("missing filename after '-o'");
                exit(1);
            }
            d->output = a[2] ? a + 2 : argv[++i];
        } else if (parse_own_option(d, a) || parse_diag_option(d, a)) {
            /* handled */
        } else if ((used = parse_dep_option(d, argv, i, argc)) > 0) {
            i += used - 1;
        } else if (str_starts(a, "-Wl,") || in_list(linker_only_flags, a)) {
            add_input(d, IN_LINK, a);
        } else if (in_list(linker_two_words, a) && i + 1 < argc) {
            add_input(d, IN_LINK, a);
            add_input(d, IN_LINK, argv[++i]);
        } else if (str_starts(a, "-l") || str_starts(a, "-L")) {
            /* -lm, -L dir: kept in place among the inputs, as order matters */
            if (a[2] == '\0' && i + 1 < argc)
                a = str_fmt("%s%s", a, argv[++i]);
            add_input(d, IN_LINK, a);
        } else if (in_list(forwarded_with_value, a) && i + 1 < argc) {
            vec_push(&d->common, (void *)a);
            vec_push(&d->common, argv[++i]);
        } else {
            vec_push(&d->common, (void *)a); /* unknown: the host compiler's business */
        }
    }
}

/* ------------------------------------------------- where things are installed */

/* The runtime and headers are found relative to the ampcc executable:
 *   build tree:  DIR/ampcc, DIR/libampcc_rt.a, DIR/../include/
 *   installed:   PREFIX/bin/ampcc, PREFIX/lib/ampcc/libampcc_rt.a, PREFIX/include/ampcc/ */
static void locate_installation(Driver *d)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        driver_error("cannot find the ampcc executable: %s", strerror(errno));
        exit(1);
    }
    exe[n] = '\0';
    const char *bindir = dir_name(exe);
    /* the directory above bindir, spelled without "/.." for -v output */
    char resolved[PATH_MAX];
    const char *parent = str_fmt("%s/..", bindir);
    if (realpath(parent, resolved))
        parent = arena_strdup(compiler_arena, resolved);
    const char *build_lib = str_fmt("%s/libampcc_rt.a", bindir);
    const char *build_inc = str_fmt("%s/include", parent);
    if (file_exists(build_lib) && file_exists(str_fmt("%s/ampcc_runtime.h", build_inc))) {
        d->runtime_lib = build_lib;
        d->include_dir = build_inc;
        return;
    }
    d->runtime_lib = str_fmt("%s/lib/ampcc/libampcc_rt.a", parent);
    d->include_dir = str_fmt("%s/include/ampcc", parent);
}

static void find_host_compiler(Driver *d)
{
    const char *env = getenv("AMPCC_CC");
    if (!env || !*env)
        env = "cc";
    char *copy = arena_strdup(compiler_arena, env);
    for (char *word = strtok(copy, " \t"); word; word = strtok(NULL, " \t"))
        vec_push(&d->host_cc, word);
}

/* ------------------------------------------------------------ subprocesses */

static void print_command(PtrVec *argv)
{
    for (int i = 0; i < argv->len; i++) {
        const char *a = argv->items[i];
        bool quote = a[0] == '\0' || strpbrk(a, " \t\"'$\\*?;&|<>()") != NULL;
        fprintf(stderr, i ? " %s%s%s" : "%s%s%s", quote ? "'" : "", a, quote ? "'" : "");
    }
    fputc('\n', stderr);
}

/* Runs argv (NULL-terminated here) and returns its exit status; a command
 * killed by a signal counts as 128 + the signal, as the shell reports it. */
static int run_command(Driver *d, PtrVec *argv)
{
    if (d->verbose)
        print_command(argv);
    vec_push(argv, NULL);
    argv->len--;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        driver_error("cannot start '%s': %s", (char *)argv->items[0], strerror(errno));
        return 1;
    }
    if (pid == 0) {
        execvp(argv->items[0], (char **)argv->items);
        driver_error("cannot run '%s': %s", (char *)argv->items[0], strerror(errno));
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return 1;
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}

static void push_all(PtrVec *dst, PtrVec *src)
{
    for (int i = 0; i < src->len; i++)
        vec_push(dst, src->items[i]);
}

/* The start of every host-compiler command: cc and the user's common flags. */
static PtrVec host_command(Driver *d)
{
    PtrVec argv = { 0 };
    push_all(&argv, &d->host_cc);
    push_all(&argv, &d->common);
    return argv;
}

/* What makes amp.h visible and tells the program it is compiled by ampcc. */
static void push_ampcc_defines(Driver *d, PtrVec *argv)
{
    vec_push(argv, "-D__AMPCC__=1");
    vec_push(argv, str_fmt("-I%s", d->include_dir));
}

/* ---------------------------------------------------------- dependencies */

/* -MD/-MMD come out of preprocessing the ORIGINAL file, so make sees the
 * user's headers, never ampcc's generated C. As cc does, the .d file is named
 * after the object (-o with its suffix replaced) and its target is the object;
 * both are spelled out because the preprocessor writes to a temporary file. */
static const char *dep_file_for(Driver *d, const char *source)
{
    if (!d->dep_with_compile)
        return NULL;
    if (d->dep_file)
        return d->dep_file;
    return str_fmt("%s.d", strip_suffix(d->mode == MODE_COMPILE && d->output ? d->output
                                                                              : base_name(source)));
}

static void push_dep_flags(Driver *d, PtrVec *argv, const char *source, const char *object)
{
    if (!d->dep_with_compile)
        return;
    push_all(argv, &d->dep_flags);
    vec_push(argv, "-MF");
    vec_push(argv, (void *)dep_file_for(d, source));
    if (!d->dep_target_given) {
        vec_push(argv, "-MQ");
        vec_push(argv, (void *)object);
    }
}

/* ------------------------------------------------------------- compiling */

/* Where -save-temps keeps X.i, X.cl and X.host.c: beside the output, named
 * after the source. */
static const char *kept_temp_stem(Driver *d, const char *source)
{
    const char *dir = d->output && strcmp(d->output, "-") ? dir_name(d->output) : ".";
    return str_fmt("%s/%s", dir, strip_suffix(base_name(source)));
}

static const char *temp_for(Driver *d, const char *source, const char *suffix)
{
    if (d->save_temps)
        return str_fmt("%s%s", kept_temp_stem(d, source), suffix);
    return make_temp(strip_suffix(base_name(source)), suffix);
}

/* Runs `cc -E` on the original source into a file; dependency output too. */
static int preprocess_to(Driver *d, const char *source, const char *object, const char *out)
{
    PtrVec argv = host_command(d);
    push_ampcc_defines(d, &argv);
    vec_push(&argv, "-E");
    push_dep_flags(d, &argv, source, object);
    vec_push(&argv, (void *)source);
    vec_push(&argv, "-o");
    vec_push(&argv, (void *)out);
    return run_command(d, &argv);
}

/* `cc -c` (or -S) of `source` into `output`, through a temporary name. */
/* Runs a host-compiler command that writes `output`: it writes a temporary name
 * beside it, renamed into place only on success, so a failure leaves no
 * half-written file. */
static int run_into_output(Driver *d, PtrVec *argv, const char *output)
{
    const char *tmp = temp_beside(output);
    vec_push(argv, "-o");
    vec_push(argv, (void *)tmp);
    int status = run_command(d, argv);
    if (status != 0) {
        discard_output(tmp, output);
        return status;
    }
    return commit_output(tmp, output);
}

static int host_compile(Driver *d, const char *source, const char *output, bool add_ampcc_flags)
{
    PtrVec argv = host_command(d);
    if (add_ampcc_flags)
        push_ampcc_defines(d, &argv);
    vec_push(&argv, d->mode == MODE_ASSEMBLY ? "-S" : "-c");
    vec_push(&argv, (void *)source);
    return run_into_output(d, &argv, output);
}

static int host_syntax_check(Driver *d, const char *source)
{
    PtrVec argv = host_command(d);
    push_ampcc_defines(d, &argv);
    vec_push(&argv, "-fsyntax-only");
    vec_push(&argv, (void *)source);
    return run_command(d, &argv);
}

/* Reads, parses and checks one preprocessed file (NULL if it cannot be read);
 * the errors are in diag_error_count(). */
static Unit *front_end(Driver *d, const char *source, const char *preprocessed)
{
    long len;
    char *text = read_whole_file(preprocessed, &len);
    if (!text) {
        driver_error("cannot read '%s': %s", preprocessed, strerror(errno));
        return NULL;
    }
    Unit *u = parse_unit(text, (int)len, source);
    /* sema runs only on a tree the parser built without errors */
    if (diag_error_count() == 0)
        sema_unit(u);
    return u;
}

/* The user's flags for compiling generated host C. That text is already
 * preprocessed, so -include and -imacros must not bring their files in a
 * second time; and it includes "ampcc_runtime.h". */
static PtrVec flags_for_generated_c(Driver *d)
{
    PtrVec flags = { 0 };
    for (int i = 0; i < d->common.len; i++) {
        const char *a = d->common.items[i];
        if ((strcmp(a, "-include") == 0 || strcmp(a, "-imacros") == 0) && i + 1 < d->common.len) {
            i++;
            continue;
        }
        vec_push(&flags, (void *)a);
    }
    vec_push(&flags, str_fmt("-I%s", d->include_dir));
    return flags;
}

/* Does the user's command line choose the target CPU (-march=...)? */
static bool user_sets_march(Driver *d)
{
    for (int i = 0; i < d->common.len; i++)
        if (str_starts(d->common.items[i], "-march="))
            return true;
    return false;
}

/* The native host device's C (emit_native.c) into an object: optimised as the
 * OpenCL driver would, for this machine's CPU unless the user names one
 * (-march=, for a program that runs elsewhere), with OpenMP, whatever -O the
 * host code gets; warnings are the generator's business, not the user's. */
static int native_compile(Driver *d, const char *native_file, const char *object)
{
    PtrVec argv = host_command(d);
    const char *flags[] = {"-std=gnu11", "-O3", "-fopenmp", "-w", "-c"};
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        vec_push(&argv, (void *)flags[i]);
    if (!user_sets_march(d))
        vec_push(&argv, "-march=native");
    vec_push(&argv, (void *)native_file);
    return run_into_output(d, &argv, object);
}

/* One object from the host C's and the native C's: `cc -r`. */
static int join_objects(Driver *d, const char *a, const char *b, const char *output)
{
    PtrVec argv = { 0 };
    push_all(&argv, &d->host_cc);
    vec_push(&argv, "-r");
    vec_push(&argv, "-nostdlib");
    vec_push(&argv, (void *)a);
    vec_push(&argv, (void *)b);
    return run_into_output(d, &argv, output);
}

/* Writes generated text to a temporary (kept with -save-temps) file. */
static const char *write_temp(Driver *d, const char *source, const char *suffix,
                              const char *text)
{
    const char *file = temp_for(d, source, suffix);
    if (write_output(file, text) != 0)
        return NULL;
    if (d->save_temps)
        untrack_temp(file);
    return file;
}

/* The AMP path: generated host C, compiled by the host compiler, and the
 * kernels' native C beside it (one object), unless -S. */
static int compile_generated(Driver *d, Unit *u, const char *source, const char *output)
{
    EmitOptions eopts = { .fast_math = d->fast_math };
    char *cl = emit_opencl(u, &eopts);
    char *host = diag_error_count() ? NULL : emit_host(u, cl, &eopts);
    if (diag_internal_count())
        return EXIT_INTERNAL_ERROR;
    bool native_needed = u->kernels.len > 0 && d->mode != MODE_ASSEMBLY;
    char *native = diag_error_count() || !(native_needed || d->mode == MODE_EMIT_NATIVE)
                   ? NULL : emit_native(u, &eopts);
    if (diag_internal_count())
        return EXIT_INTERNAL_ERROR;
    if (diag_error_count() || !cl || !host)
        return 1;
    if (d->mode == MODE_EMIT_OPENCL)
        return write_output(output, cl);
    if (d->mode == MODE_EMIT_HOST)
        return write_output(output, host);
    if (d->mode == MODE_EMIT_NATIVE)
        return write_output(output, native);
    if (d->save_temps && write_output(temp_for(d, source, ".cl"), cl) != 0)
        return 1;
    const char *host_file = write_temp(d, source, ".host.c", host);
    const char *native_file = native ? write_temp(d, source, ".native.c", native) : NULL;
    if (!host_file || (native && !native_file))
        return 1;
    PtrVec saved = d->common;
    d->common = flags_for_generated_c(d);
    const char *host_obj = native ? make_temp(strip_suffix(base_name(source)), ".host.o") : output;
    int status = host_compile(d, host_file, host_obj, false);
    if (status == 0 && native) {
        const char *native_obj = make_temp(strip_suffix(base_name(source)), ".native.o");
        status = native_compile(d, native_file, native_obj);
        if (status == 0)
            status = join_objects(d, host_obj, native_obj, output);
    }
    d->common = saved;
    return status;
}

/* One .c or .i file, start to finish. `output` is the object (-c, link),
 * assembly (-S), or where --emit / --dump-ast write (NULL = stdout). A .i
 * file is read as it is: like cc, ampcc does not preprocess it again (its
 * line markers still name the original lines), and -D, -U, -include and
 * -MD have no effect on it. */
static int compile_ampc_steps(Driver *d, const char *source, bool preprocessed,
                              const char *output)
{
    const char *object = d->mode == MODE_COMPILE && output ? output
                         : str_fmt("%s.o", strip_suffix(base_name(source)));
    const char *pp = source;
    if (!preprocessed) {
        pp = temp_for(d, source, ".i");
        int status = preprocess_to(d, source, object, pp);
        if (status != 0)
            return status;
    }
    Unit *u = front_end(d, source, pp);
    if (d->verify)
        return diag_verify_finish(source);
    if (!u || diag_error_count() > 0)
        return 1;
    switch (d->mode) {
    case MODE_DUMP_AST: {
        FILE *f = output && strcmp(output, "-") ? fopen(output, "w") : stdout;
        if (!f) {
            driver_error("cannot write '%s': %s", output, strerror(errno));
            return 1;
        }
        dump_ast(u->tu, f);
        return f == stdout ? fflush(f) != 0 : fclose(f) != 0;
    }
    case MODE_SYNTAX:
        return u->uses_amp ? 0 : host_syntax_check(d, source);
    case MODE_EMIT_OPENCL:
    case MODE_EMIT_HOST:
    case MODE_EMIT_NATIVE:
        return compile_generated(d, u, source, output);
    default:
        break;
    }
    if (!u->uses_amp)
        return host_compile(d, source, output, true); /* plain C: exactly as cc */
    return compile_generated(d, u, source, output);
}

/* Like cc, a failed compile leaves no dependency file either: make would
 * otherwise trust a .d whose object was never written. */
static int compile_ampc(Driver *d, const char *source, bool preprocessed, const char *output)
{
    diag_init(&d->diag);
    if (!file_exists(source)) {
        driver_error("no such file or directory: '%s'", source);
        return 1;
    }
    int status = compile_ampc_steps(d, source, preprocessed, output);
    const char *dep_file = preprocessed ? NULL : dep_file_for(d, source);
    /* A failed compile leaves no stale dependency file; but never remove what
     * is not ours to remove, such as `-MF /dev/null`. */
    struct stat st;
    if (status != 0 && dep_file && !d->verify && stat(dep_file, &st) == 0 && S_ISREG(st.st_mode))
        unlink(dep_file);
    return status;
}

/* A compiled source's output path in the current mode. */
static const char *output_for(Driver *d, Input *in)
{
    const char *stem = strip_suffix(base_name(in->arg));
    switch (d->mode) {
    case MODE_COMPILE:
        return d->output ? d->output : str_fmt("%s.o", stem);
    case MODE_ASSEMBLY:
        return d->output ? d->output : str_fmt("%s.s", stem);
    case MODE_LINK:
        in->object = make_temp(stem, ".o");
        return in->object;
    case MODE_EMIT_OPENCL:
    case MODE_EMIT_HOST:
    case MODE_EMIT_NATIVE:
    case MODE_DUMP_AST:
        return d->output;
    default:
        return NULL;
    }
}

static int compile_input(Driver *d, Input *in, const char *output)
{
    if (in->kind == IN_AMPC || in->kind == IN_AMPC_PP)
        return compile_ampc(d, in->arg, in->kind == IN_AMPC_PP, output);
    if (d->mode == MODE_SYNTAX)
        return 0;
    return host_compile(d, in->arg, output, true);
}

/* Several sources are compiled each in its own process: the front end keeps
 * per-translation-unit state, and this keeps one file's errors from another. */
static int compile_isolated(Driver *d, Input *in, const char *output)
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return compile_input(d, in, output);
    if (pid == 0)
        exit(compile_input(d, in, output));
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return 1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int compile_all(Driver *d)
{
    int worst = 0;
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        if (in->kind == IN_LINK)
            continue;
        const char *output = output_for(d, in);
        int status = d->nsources > 1 ? compile_isolated(d, in, output) : compile_input(d, in, output);
        if (status != 0 && worst == 0)
            worst = status;
    }
    return worst;
}

/* -E and -M: the host preprocessor does it all, with amp.h visible. */
static int preprocess_only(Driver *d)
{
    PtrVec argv = host_command(d);
    push_ampcc_defines(d, &argv);
    vec_push(&argv, "-E");
    push_all(&argv, &d->dep_flags);
    if (d->dep_file) {
        vec_push(&argv, "-MF");
        vec_push(&argv, (void *)d->dep_file);
    }
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        if (in->kind != IN_LINK)
            vec_push(&argv, (void *)in->arg);
    }
    if (d->output) {
        vec_push(&argv, "-o");
        vec_push(&argv, (void *)d->output);
    }
    return run_command(d, &argv);
}

static int link_program(Driver *d)
{
    const char *output = d->output ? d->output : "a.out";
    PtrVec argv = host_command(d);
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        vec_push(&argv, (void *)(in->object ? in->object : in->arg));
    }
    vec_push(&argv, (void *)d->runtime_lib);
    vec_push(&argv, "-lOpenCL");
    vec_push(&argv, "-fopenmp");   /* the native host device's kernels */
    vec_push(&argv, "-lm");
    return run_into_output(d, &argv, output);
}

/* ------------------------------------------------------------ information */

static void print_version(Driver *d)
{
    printf("ampcc %s (AMP C to OpenCL C 1.2 and host C)\n", AMPCC_VERSION);
    printf("Host compiler: %s\n", (char *)d->host_cc.items[0]);
    printf("Runtime: %s\n", d->runtime_lib);
}

static void print_help(void)
{
    fputs(
        "Usage: ampcc [options] file...\n"
        "Compiles AMP C (C with the C++ AMP model) to OpenCL C 1.2 kernels plus host C,\n"
        "and otherwise behaves like cc. Plain C files are compiled by the host compiler\n"
        "($AMPCC_CC, else cc) exactly as it would compile them.\n"
        "\n"
        "Inputs:\n"
        "  FILE.c                  compiled by ampcc\n"
        "  FILE.i                  compiled by ampcc, already preprocessed (no cc -E)\n"
        "  FILE.s FILE.S           compiled by the host compiler (also .ii .cc .cpp ...)\n"
        "  FILE.o FILE.a FILE.so   passed to the linker\n"
        "\n"
        "What to produce (default: link an executable, a.out unless -o):\n"
        "  -c                      compile to object files, do not link\n"
        "  -S                      compile to assembly (of the generated host C)\n"
        "  -E                      preprocess only (amp.h is on the include path)\n"
        "  -fsyntax-only           check the files, write nothing\n"
        "  -verify                 check the file's diagnostics against its\n"
        "                          // expected-error {{...}} (-warning, -note) comments;\n"
        "                          @+N / @-N move the expected line; exit 0 only if all match\n"
        "  --emit=opencl           write the generated OpenCL C to -o or stdout\n"
        "  --emit=host             write the generated host C to -o or stdout\n"
        "  --emit=native           write the kernels' native C (the host device's) to -o or stdout\n"
        "  --dump-ast              print the syntax tree (for debugging ampcc)\n"
        "  -o FILE                 write the output to FILE\n"
        "  -save-temps             keep X.i, X.cl, X.host.c and X.native.c beside the output\n"
        "\n"
        "Preprocessor (also given to the host compiler):\n"
        "  -I DIR  -D NAME[=VALUE]  -U NAME  -include FILE  -isystem DIR  -std=STD\n"
        "  -M -MM                  print dependencies instead of compiling\n"
        "  -MD -MMD                also write a .d dependency file (of the original source)\n"
        "  -MF FILE -MT TARGET -MQ TARGET -MP -MG   as in cc\n"
        "\n"
        "Code generation (given to the host compiler):\n"
        "  -O[LEVEL] -g[LEVEL] -f... -m...   as in cc\n"
        "  -ffast-math             also lets kernels use the relaxed OpenCL math functions\n"
        "\n"
        "Diagnostics:\n"
        "  -W...                   warning options, given to the host compiler\n"
        "  -Werror                 make warnings errors (ampcc's and the host compiler's)\n"
        "  -w                      suppress all warnings\n"
        "  -fdiagnostics-color[=always|never|auto]   colour (default: auto, on a terminal)\n"
        "  -ferror-limit=N         stop after N errors (default 20, 0 = no limit);\n"
        "                          -fmax-errors=N is the same\n"
        "\n"
        "Linking (the runtime, -lOpenCL, -fopenmp and -lm are added):\n"
        "  -l LIB  -L DIR  -Wl,OPTS  -Xlinker OPT  -static -shared ...   as in cc\n"
        "\n"
        "Other:\n"
        "  -v                      print each command before running it\n"
        "  --list-devices          list the OpenCL devices the runtime can use\n"
        "  --version               print the version\n"
        "  --help                  print this help\n"
        "Any other option is given to the host compiler; options without input files\n"
        "(-dumpmachine, -print-file-name=LIB, ...) are answered by it.\n"
        "\n"
        "Environment: AMPCC_CC (host compiler), AMPCC_DEVICE (device at run time: host,\n"
        "cpu, gpu, or part of a platform or device name), AMPCC_THREADS (the host\n"
        "device's threads), TMPDIR (temporary files).\n",
        stdout);
}

/* No input files but options (`-dumpmachine`, `-print-file-name=X`, `-v`):
 * a question for the compiler, as configure scripts ask it. The host
 * compiler answers; -v also names ampcc. */
static int host_query(Driver *d)
{
    PtrVec argv = host_command(d);
    if (d->verbose) {
        fprintf(stderr, "ampcc version %s, host compiler:\n", AMPCC_VERSION);
        vec_push(&argv, "-v");
        d->verbose = false;
    }
    return run_command(d, &argv);
}

/* ---------------------------------------------------------------- main */

static int check_args(Driver *d)
{
    if (d->nsources == 0 && (d->mode != MODE_LINK || d->inputs.len == 0)) {
        driver_error("no input files");
        return 1;
    }
    bool one_output = d->mode == MODE_COMPILE || d->mode == MODE_ASSEMBLY ||
                      d->mode == MODE_EMIT_OPENCL || d->mode == MODE_EMIT_HOST ||
                      d->mode == MODE_EMIT_NATIVE ||
                      d->mode == MODE_DUMP_AST;
    if (d->output && one_output && d->nsources > 1) {
        driver_error("cannot specify '-o' with '-c', '-S', '--emit' or '--dump-ast' "
                     "with multiple files");
        return 1;
    }
    return 0;
}

int driver_main(int argc, char **argv)
{
    if (!compiler_arena)
        compiler_arena = arena_new();
    if (argc > 0 && argv[0])
        progname = base_name(argv[0]);
    atexit(remove_temp_files);
    signal(SIGINT, on_fatal_signal);
    signal(SIGTERM, on_fatal_signal);
    signal(SIGHUP, on_fatal_signal);

    Driver d = { 0 };
    parse_args(&d, argc, argv);
    find_host_compiler(&d);
    locate_installation(&d);
    diag_init(&d.diag);

    if (d.show_help) {
        print_help();
        return 0;
    }
    if (d.show_version) {
        print_version(&d);
        if (d.inputs.len == 0)
            return 0;
    }
    if (d.list_devices)
        return ampcc_list_devices();
    if (d.inputs.len == 0 && (d.common.len > 0 || d.verbose))
        return host_query(&d);
    if (check_args(&d) != 0)
        return 1;
    if (d.mode == MODE_PREPROCESS)
        return preprocess_only(&d);
    int status = compile_all(&d);
    if (status != 0 || d.mode != MODE_LINK)
        return status;
    return link_program(&d);
}
