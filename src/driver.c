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
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "amp_scan.h"
#include "ampcc_runtime.h"
#include "arena.h"
#include "ast.h"
#include "diag.h"
#include "emit.h"
#include "nesting.h"
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

/* The whole file in the arena, NUL-terminated; NULL (errno set) on failure,
 * a directory (fopen opens one, and it reads as empty) and a read error
 * included. */
static char *read_whole_file(const char *path, long *len_out)
{
    FILE *f = fopen(path, "rb");
    struct stat st;
    if (!f)
        return NULL;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        errno = EISDIR;
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap)
            buf = realloc(buf, cap *= 2);
    }
    int read_error = ferror(f) ? errno : 0;
    fclose(f);
    if (!buf || read_error) {
        free(buf);
        errno = read_error ? read_error : ENOMEM;
        return NULL;
    }
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

/* The host compiler run by run_command, while it runs: a signal that ends
 * ampcc ends it first, or it could write a temporary file after ampcc
 * removed it. */
static volatile pid_t running_child;

/* Is running_child a process group of its own (a tool and its children)? */
static volatile sig_atomic_t running_child_group;

static void on_fatal_signal(int sig)
{
    pid_t child = running_child;
    if (child > 0) {
        /* a tool (cc) goes with its own children (cc1 would otherwise still
         * create its output); an isolated compile of ours cleans up after itself */
        kill(running_child_group ? -child : child, running_child_group ? SIGKILL : SIGTERM);
        waitpid(child, NULL, 0);
    }
    remove_temp_files();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* No temporary file survives a signal: interruption, a closed pipe, a file
 * too large, or a crash (the handler runs on its own stack, so a stack
 * overflow is caught too); the signal then ends the process as before. */
static const int fatal[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXFSZ, SIGXCPU,
                             SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };

/* Holds off the fatal signals (for this thread: while the deep stack's
 * thread runs, the main thread holds them all) while a temporary file or a child is made and not yet recorded,
 * so that the handler never misses one. */
static void hold_signals(sigset_t *saved)
{
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        sigaddset(&set, fatal[i]);
    pthread_sigmask(SIG_BLOCK, &set, saved);
}

static void release_signals(const sigset_t *saved)
{
    pthread_sigmask(SIG_SETMASK, saved, NULL);
}

/* The handler's own stack, for this thread (each thread has its own: the
 * deep stack's thread too). mmap'd, not static: a sanitizer unmaps a
 * thread's alternate stack when the thread ends. */
static void give_thread_a_signal_stack(void)
{
    size_t size = 1 << 16;
    void *alt = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    stack_t ss = { .ss_sp = alt, .ss_size = size };
    if (alt != MAP_FAILED)
        sigaltstack(&ss, NULL);
}

static void remove_temp_files_on_signals(void)
{
    give_thread_a_signal_stack();
    struct sigaction sa = { .sa_handler = on_fatal_signal, .sa_flags = SA_ONSTACK };
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction old;
        /* a signal ignored when ampcc started (SIGINT in a background job) stays so */
        if (sigaction(fatal[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        sigaction(fatal[i], &sa, NULL);
    }
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
    sigset_t saved;
    hold_signals(&saved);
    int fd = mkstemps(path, (int)strlen(suffix));
    if (fd >= 0)
        track_temp(path);
    release_signals(&saved);
    if (fd < 0) {
        driver_error("cannot create a temporary file in %s: %s", dir, strerror(errno));
        exit(1);
    }
    close(fd);
    return path;
}

/* An output that is not a regular file (/dev/null, a pipe) is written in
 * place: renaming over it would replace the device or fifo. */
static bool writes_in_place(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

/* A temporary name beside `final`, renamed onto it once complete. A missing
 * or unusable folder is reported with the user's path, not the temporary's. */
static const char *temp_beside(const char *final)
{
    if (writes_in_place(final))
        return final;
    struct stat st;
    const char *dir = dir_name(final);
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        driver_error("cannot write '%s': %s", final, stat(dir, &st) != 0 ? strerror(errno)
                                                                         : "not a directory");
        exit(1);
    }
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

static bool is_stdout(const char *path)
{
    return !path || strcmp(path, "-") == 0;
}

/* Ends the writes to f (stdout for path NULL or "-"): flushed and checked,
 * a file closed; a failure (a full disk, a closed stdout) is reported with
 * the user's path, and the partial output was not a success. */
static int finish_stream(FILE *f, const char *path, bool write_failed)
{
    int err = errno;
    bool failed = write_failed || ferror(f);
    if (is_stdout(path)) {
        failed = fflush(f) != 0 || failed;
    } else {
        failed = fclose(f) != 0 || failed;
    }
    if (!failed)
        return 0;
    if (errno == 0)
        errno = err;
    if (is_stdout(path))
        driver_error("cannot write to standard output: %s", strerror(errno));
    else
        driver_error("cannot write '%s': %s", path, strerror(errno));
    return 1;
}

/* Writes to path (NULL or "-": stdout) through a temporary name: `write`
 * puts data on the stream in as many pieces as it likes (generated text is
 * large: it is written where it lies, never first copied into one string);
 * finish_stream finds any failed write. */
typedef bool (*StreamWriter)(FILE *f, const void *data);   /* false: it failed itself */

static int write_output_with(const char *path, StreamWriter write, const void *data)
{
    errno = 0;
    if (is_stdout(path))
        return finish_stream(stdout, path, !write(stdout, data));
    const char *tmp = temp_beside(path);
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        driver_error("cannot write '%s': %s", path, strerror(errno));
        return 1;
    }
    if (finish_stream(f, path, !write(f, data)) != 0) {
        discard_output(tmp, path);
        return 1;
    }
    return commit_output(tmp, path);
}

static bool write_text(FILE *f, const void *text) { return fputs(text, f) >= 0; }

/* Writes text to path (NULL or "-": stdout) through a temporary name. */
static int write_output(const char *path, const char *text)
{
    return write_output_with(path, write_text, text);
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

typedef enum ScanAnswer { SCAN_NOT_YET, SCAN_PLAIN, SCAN_MAYBE_AMP } ScanAnswer;

typedef struct Input {
    InputKind kind;
    const char *arg;     /* the path or the linker option as written; "-" is stdin */
    const char *lang;    /* the -x LANG in force before it (NULL: by its suffix) */
    const char *object;  /* MODE_LINK: the object file made from a source */
    ScanAnswer scanned;  /* amp_scan's answer for a .c file, once asked */
    bool names_ampcc;    /* SCAN_PLAIN: its texts name ampcc (it may call the runtime) */
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
    const char *lang;           /* while parsing: the last -x LANG (NULL: none) */
    bool verbose, save_temps, fast_math, verify;
    bool dry_run;               /* -###: print the commands, run none but cc -E */
    bool show_version, show_help, list_devices;
    bool print_clangd_flags, print_bear_config;
    DiagOptions diag;
    PtrVec host_cc;             /* $AMPCC_CC split on blanks, else "cc" */
    const char *include_dir;    /* holds amp.h and ampcc_runtime.h */
    const char *runtime_lib;    /* libampcc_rt.a */
} Driver;

/* Options that take their value as the next argument when not joined. */
static const char *const forwarded_with_value[] = {
    "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote", "-idirafter",
    "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isysroot",
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
    in->lang = kind == IN_LINK ? NULL : d->lang;
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

/* As in cc, `-x LANG` decides the kind of every input after it (up to the
 * next -x; `-x none` goes back to suffixes): C and preprocessed C are ampcc's,
 * any other language the host compiler's. */
static InputKind classify_input(const char *lang, const char *path)
{
    if (!lang)
        return strcmp(path, "-") == 0 ? IN_AMPC : classify_file(path);
    if (strcmp(lang, "c") == 0)
        return IN_AMPC;
    if (strcmp(lang, "cpp-output") == 0)
        return IN_AMPC_PP;
    return IN_FOREIGN;
}

/* -x LANG / -xLANG; returns the arguments consumed (0: not -x). */
static int parse_lang_option(Driver *d, char **argv, int i, int argc)
{
    const char *a = argv[i];
    if (!str_starts(a, "-x") || (a[2] == '\0' && i + 1 >= argc))
        return 0;
    const char *lang = a[2] ? a + 2 : argv[i + 1];
    d->lang = strcmp(lang, "none") == 0 ? NULL : lang;
    return a[2] ? 1 : 2;
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
    if (diag_parse_option(&d->diag, a)) {
        /* ampcc's own -W names are not the host compiler's business, nor is
         * SARIF, which gcc 12 does not know (its own messages stay text) */
        if (strcmp(a, "-Wfatal-errors") == 0 || strcmp(a, "-fdiagnostics-parseable-fixits") == 0 ||
            str_starts(a, "-fdiagnostics-column-unit=") ||
            (str_starts(a, "-fdiagnostics-format=") && !str_starts(a, "-fdiagnostics-format=sarif")))
            vec_push(&d->common, (void *)a);
        return true;
    }
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
    else if (str_starts(a, "-fmax-errors=")) {
        d->diag.error_limit = parse_int_option(a, a + strlen("-fmax-errors="));
        d->diag.limit_from_gcc = true;
    } else if (str_starts(a, "-ferror-limit=")) {
        d->diag.error_limit = parse_int_option(a, a + strlen("-ferror-limit="));
        d->diag.limit_from_gcc = false;
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
    else if (strcmp(a, "-v") == 0) {
        d->verbose = true; /* and the host compiler's -v, read by CMake and Meson */
        vec_push(&d->common, (void *)a);
    }
    else if (strcmp(a, "-###") == 0)
        d->verbose = d->dry_run = true;
    else if (strcmp(a, "--version") == 0)
        d->show_version = true;
    else if (strcmp(a, "--help") == 0 || strcmp(a, "-help") == 0)
        d->show_help = true;
    else if (strcmp(a, "--list-devices") == 0)
        d->list_devices = true;
    else if (strcmp(a, "--print-clangd-flags") == 0)
        d->print_clangd_flags = true;
    else if (strcmp(a, "--print-bear-config") == 0)
        d->print_bear_config = true;
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
            add_input(d, classify_input(d->lang, a), a);
        } else if ((used = parse_lang_option(d, argv, i, argc)) > 0) {
            i += used - 1;
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

/* -v shows a command as a shell would take it; -### as gcc -### does, every
 * word in double quotes. */
static void print_command(Driver *d, PtrVec *argv)
{
    for (int i = 0; i < argv->len; i++) {
        const char *a = argv->items[i];
        if (d->dry_run) {
            fputs(" \"", stderr);
            for (const char *p = a; *p; p++)
                fprintf(stderr, strchr("\"\\$", *p) ? "\\%c" : "%c", *p);
            fputc('"', stderr);
            continue;
        }
        bool quote = a[0] == '\0' || strpbrk(a, " \t\"'$\\*?;&|<>()") != NULL;
        fprintf(stderr, i ? " %s%s%s" : "%s%s%s", quote ? "'" : "", a, quote ? "'" : "");
    }
    fputc('\n', stderr);
}

/* fork() (of ampcc itself, for an isolated compile) with every signal held
 * until running_child names the child: a signal in between would find no
 * child to stop, and the child would write its temporary files after ampcc
 * had removed the others. */
static pid_t fork_tracked(void)
{
    sigset_t saved;
    fflush(stdout);
    fflush(stderr);
    hold_signals(&saved);
    pid_t pid = fork();
    if (pid > 0) {
        running_child = pid;
        running_child_group = false;
    }
    release_signals(&saved);
    return pid;
}

/* The child's exit status; killed by a signal counts as 128 + the signal,
 * as the shell reports it, and a failed wait as 1. */
static int wait_tracked(pid_t pid)
{
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) {
            running_child = 0;
            return 1;
        }
    running_child = 0;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* posix_spawnp (a vfork: no copy of ampcc's page tables, which every
 * command of a build would pay for) of a tool, with every signal held until
 * running_child names it, as fork_tracked does; the child starts with the
 * mask from before the hold. 0, or why it could not run. */
static int spawn_tracked(char **argv, pid_t *pid)
{
    sigset_t saved;
    /* A tool runs in a process group of its own, so that a signal to ampcc
     * stops its subprocesses too; not when it may read a terminal, which only
     * the foreground group may do. */
    bool group = !isatty(STDIN_FILENO);
    posix_spawnattr_t attr;
    if (posix_spawnattr_init(&attr) != 0)
        return ENOMEM;
    fflush(stdout);
    fflush(stderr);
    hold_signals(&saved);
    posix_spawnattr_setsigmask(&attr, &saved);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | (group ? POSIX_SPAWN_SETPGROUP : 0));
    int err = posix_spawnp(pid, argv[0], NULL, &attr, argv, environ);
    if (err == 0) {
        running_child = *pid;
        running_child_group = group;
    }
    release_signals(&saved);
    posix_spawnattr_destroy(&attr);
    return err;
}

/* Runs argv (NULL-terminated here) and returns its exit status; a command
 * killed by a signal counts as 128 + the signal, as the shell reports it,
 * one that cannot run as 127 (the shell's "not found"). */
static int execute(PtrVec *argv)
{
    vec_push(argv, NULL);
    argv->len--;
    pid_t pid;
    int err = spawn_tracked((char **)argv->items, &pid);
    if (err == EAGAIN || err == ENOMEM) {
        driver_error("cannot start '%s': %s", (char *)argv->items[0], strerror(err));
        return 1;
    }
    if (err != 0) {
        driver_error("cannot run '%s': %s", (char *)argv->items[0], strerror(err));
        return 127;
    }
    return wait_tracked(pid);
}

/* A step of the compilation: shown under -v, only shown under -###. */
static int run_command(Driver *d, PtrVec *argv)
{
    if (d->verbose)
        print_command(d, argv);
    return d->dry_run ? 0 : execute(argv);
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

static bool is_stdin(const char *path)
{
    return strcmp(path, "-") == 0;
}

/* A source as the host compiler is given it: after `-x LANG` when one was in
 * force for it on the command line. */
static void push_source(PtrVec *argv, const char *path, const char *lang)
{
    if (lang) {
        vec_push(argv, "-x");
        vec_push(argv, (void *)lang);
    }
    vec_push(argv, (void *)path);
}

/* A host command for a step whose messages are not the compilation's own
 * result (cc -E before ampcc's front end): with -fdiagnostics-format=json, a
 * clean run would print its own empty JSON array beside the real one. */
static PtrVec host_step_command(Driver *d)
{
    PtrVec argv = host_command(d);
    int kept = 0;
    for (int i = 0; i < argv.len; i++)
        if (!str_starts(argv.items[i], "-fdiagnostics-format="))
            argv.items[kept++] = argv.items[i];
    argv.len = kept;
    return argv;
}

static PtrVec preprocess_command(Driver *d, Input *in, const char *object, const char *out)
{
    PtrVec argv = host_step_command(d);
    push_ampcc_defines(d, &argv);
    vec_push(&argv, "-E");
    if (object)
        push_dep_flags(d, &argv, in->arg, object);
    push_source(&argv, in->arg, in->lang ? in->lang : is_stdin(in->arg) ? "c" : NULL);
    vec_push(&argv, "-o");
    vec_push(&argv, (void *)out);
    return argv;
}

/* Runs `cc -E` on the original source into a file; dependency output too.
 * Under -### it is shown, and run without writing dependencies: the front end
 * needs its output to know what the later steps are. */
static int preprocess_to(Driver *d, Input *in, const char *object, const char *out)
{
    PtrVec argv = preprocess_command(d, in, object, out);
    if (!d->dry_run)
        return run_command(d, &argv);
    print_command(d, &argv);
    PtrVec quiet = preprocess_command(d, in, NULL, out);
    return execute(&quiet);
}

/* `cc -c` (or -S) of `source` into `output`, through a temporary name. */
/* Runs a host-compiler command that writes `output`: it writes a temporary name
 * beside it, renamed into place only on success, so a failure leaves no
 * half-written file. */
static int run_into_output(Driver *d, PtrVec *argv, const char *output)
{
    if (d->dry_run || is_stdin(output)) { /* nothing written, or `-o -`: stdout */
        vec_push(argv, "-o");
        vec_push(argv, (void *)output);
        return run_command(d, argv);
    }
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

static int host_compile(Driver *d, const char *source, const char *lang, const char *output,
                        bool add_ampcc_flags)
{
    PtrVec argv = host_command(d);
    if (add_ampcc_flags)
        push_ampcc_defines(d, &argv);
    vec_push(&argv, d->mode == MODE_ASSEMBLY ? "-S" : "-c");
    push_source(&argv, source, lang);
    return run_into_output(d, &argv, output);
}

/* The name a -D option defines (-DNAME, -DNAME=VALUE, -D NAME...). */
static char *defined_name(const char *value)
{
    size_t n = strcspn(value, "=(");
    return arena_strndup(compiler_arena, value, n);
}

static void user_defines(Driver *d, PtrVec *defines)
{
    for (int i = 0; i < d->common.len; i++) {
        const char *a = d->common.items[i];
        if (str_starts(a, "-D"))
            vec_push(defines, defined_name(a[2] ? a + 2 : i + 1 < d->common.len ? d->common.items[++i] : ""));
    }
}

/* The user's include directories and -include files, for source_may_use_amp. */
static void user_include_paths(Driver *d, PtrVec *dirs, PtrVec *forced)
{
    static const char *const dir_options[] = { "-I", "-iquote", "-isystem", "-idirafter", NULL };
    for (int i = 0; i < d->common.len; i++) {
        const char *a = d->common.items[i];
        bool forces = strcmp(a, "-include") == 0 || strcmp(a, "-imacros") == 0;
        for (const char *const *o = dir_options; *o && !forces; o++) {
            if (!str_starts(a, *o))
                continue;
            const char *dir = a[strlen(*o)] ? a + strlen(*o) : i + 1 < d->common.len ? d->common.items[++i] : "";
            vec_push(dirs, (void *)dir);
            break;
        }
        if (forces && i + 1 < d->common.len)
            vec_push(forced, d->common.items[++i]);
    }
}

/* A .c file in whose text (and user headers) no AMP construct appears: cc
 * compiles it as it is, with its dependency file, and no cc -E runs first. */
static bool plainly_c(Driver *d, Input *in)
{
    if (in->kind != IN_AMPC || is_stdin(in->arg) || d->mode > MODE_SYNTAX || d->verify)
        return false;
    if (in->scanned == SCAN_NOT_YET) {   /* read once: the link may ask again */
        PtrVec dirs = { 0 }, forced = { 0 }, defines = { 0 };
        user_include_paths(d, &dirs, &forced);
        user_defines(d, &defines);
        in->scanned = source_may_use_amp(in->arg, &dirs, &forced, &defines, &in->names_ampcc)
                          ? SCAN_MAYBE_AMP : SCAN_PLAIN;
    }
    return in->scanned == SCAN_PLAIN;
}

static int compile_plain_c(Driver *d, Input *in, const char *object, const char *output)
{
    PtrVec argv = host_command(d);
    push_ampcc_defines(d, &argv);
    if (d->mode == MODE_SYNTAX) {
        vec_push(&argv, "-fsyntax-only");
        push_source(&argv, in->arg, in->lang);
        return run_command(d, &argv);
    }
    vec_push(&argv, d->mode == MODE_ASSEMBLY ? "-S" : "-c");
    push_dep_flags(d, &argv, in->arg, object);
    push_source(&argv, in->arg, in->lang);
    return run_into_output(d, &argv, output);
}

static int host_syntax_check(Driver *d, const char *source, const char *lang)
{
    PtrVec argv = host_command(d);
    push_ampcc_defines(d, &argv);
    vec_push(&argv, "-fsyntax-only");
    push_source(&argv, source, lang);
    return run_command(d, &argv);
}

/* Parses and checks one preprocessed text; the errors are in
 * diag_error_count(). */
static Unit *front_end(const char *source, const char *text, long len)
{
    diag_hold();
    Unit *u = parse_unit(text, (int)len, source);
    diag_sema_phase();
    /* sema runs after recovered syntax errors too, as gcc goes on checking
     * (the error rules leave a whole tree: a broken statement is dropped);
     * never deeper than the passes can recurse */
    if (u->whole_tree && nesting_check(u))
        sema_unit(u);
    diag_release();
    return u;
}

/* Preprocessor options, with their value as the next argument when not joined. */
static const char *const preprocessor_with_value[] = {
    "-I", "-D", "-U", "-A", "-include", "-imacros", "-isystem", "-iquote", "-idirafter",
    "-iprefix", "-iwithprefix", "-iwithprefixbefore", NULL,
};

/* Arguments a preprocessor option takes at argv[i] (0: not one). */
static int preprocessor_option_words(PtrVec *argv, int i)
{
    const char *a = argv->items[i];
    for (const char *const *p = preprocessor_with_value; *p; p++)
        if (str_starts(a, *p))
            return strcmp(a, *p) == 0 && i + 1 < argv->len ? 2 : 1;
    return 0;
}

/* The user's flags for compiling generated host C. That text is already
 * preprocessed (compiled as -x cpp-output), so the preprocessor's options go:
 * -include and -imacros must not bring their files in a second time, and
 * clang warns that -I and -D go unused. */
static PtrVec flags_for_generated_c(Driver *d)
{
    PtrVec flags = { 0 };
    for (int i = 0; i < d->common.len; i++) {
        int words = preprocessor_option_words(&d->common, i);
        if (words)
            i += words - 1;
        else
            vec_push(&flags, d->common.items[i]);
    }
    return flags;
}

/* Blanks, in place, each `#pragma GCC diagnostic` line about one of ampcc's
 * own warnings: the host compiler would warn that it knows no such option. */
static void blank_own_pragmas(char *text)
{
    for (char *line = text; *line;) {
        char *eol = strchr(line, '\n');
        int len = eol ? (int)(eol - line) : (int)strlen(line);
        const char *p = line + strspn(line, " \t");
        /* "pragma" searched on this line only: strstr went on to the end of
         * the text from every line marker (# 12 "file"), quadratic in the
         * size of the host C: half of the time of 8,000 units */
        if (*p == '#' && memmem(p, (size_t)(line + len - p), "pragma", 6) &&
            diag_pragma_is_own(line, len))
            memset(line, ' ', (size_t)len);
        line += len + (eol != NULL);
    }
}

/* The generated host C with its `#include "ampcc_runtime.h"` replaced by the
 * header as the host preprocessor gives it, marked a system header: what is
 * left is preprocessed C, compiled as such (-x cpp-output), so its line
 * markers draw no -pedantic warning and nothing ampcc wrote any other.
 *
 * The host C is about five times the size of its input, so it is not kept
 * while the native C is made: spill_host writes what follows the include
 * line to a temporary file and keeps only the few lines before it;
 * write_host_pieces writes those lines, the header and the spilled rest one
 * after the other, never joined in memory. */
typedef struct SpilledHost {
    const char *before;        /* the host C up to the include line */
    const char *stub;          /* what the header is preprocessed from: the library
                                  macros it reads and the include line */
    const char *rest_file;     /* the rest of the host C */
    char *header;              /* the preprocessed runtime header */
} SpilledHost;

/* NULL when the host C has no include line where it belongs, or the file
 * could not be written (reported). */
static SpilledHost *spill_host(Driver *d, const char *source, char *host)
{
    static const char include_line[] = "#include \"ampcc_runtime.h\"\n";
    const char *at = strstr(host, include_line);
    /* after the opening comment: the library macros the header reads, and the include */
    const char *from = strchr(host, '\n');
    from = from ? from + 1 : host;
    if (!at || at < from)
        return NULL;
    const char *end = at + strlen(include_line);
    SpilledHost *s = NEW(SpilledHost);
    s->stub = arena_strndup(compiler_arena, from, (size_t)(end - from));
    blank_own_pragmas(host);
    s->before = arena_strndup(compiler_arena, host, (size_t)(from - host));
    s->rest_file = make_temp(strip_suffix(base_name(source)), ".host-rest.c");
    if (!s->rest_file || write_output(s->rest_file, end) != 0)
        return NULL;
    return s;
}

/* The runtime header for the spilled host C; false when the preprocessor
 * failed (under -###, the header is empty). */
static bool preprocess_runtime_header(Driver *d, SpilledHost *s)
{
    const char *stub = make_temp("runtime", ".c"), *out = make_temp("runtime", ".i");
    if (write_output(stub, s->stub) != 0)
        return false;
    PtrVec argv = host_step_command(d);
    vec_push(&argv, str_fmt("-isystem%s", d->include_dir));
    vec_push(&argv, "-E");
    push_source(&argv, stub, "c");
    vec_push(&argv, "-o");
    vec_push(&argv, (void *)out);
    if (run_command(d, &argv) != 0)
        return false;
    long len;
    s->header = d->dry_run ? arena_strdup(compiler_arena, "") : read_whole_file(out, &len);
    if (!s->header)
        return false;
    blank_own_pragmas(s->header);
    return true;
}

/* Copies a file to f in pieces; false when it cannot be read. */
static bool copy_file_to(FILE *f, const char *path)
{
    FILE *in = fopen(path, "rb");
    if (!in)
        return false;
    char chunk[1 << 16];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, in)) > 0)
        fwrite(chunk, 1, n, f);
    bool ok = !ferror(in);
    fclose(in);
    return ok;
}

static bool write_host_pieces(FILE *f, const void *data)
{
    const SpilledHost *s = data;
    fputs(s->before, f);
    fputs(s->header, f);
    return copy_file_to(f, s->rest_file);
}

/* Does the user's command line choose the target CPU (-march=...)? */
static bool user_sets_march(Driver *d)
{
    for (int i = 0; i < d->common.len; i++)
        if (str_starts(d->common.items[i], "-march="))
            return true;
    return false;
}

/* Sends standard error into err_file; returns the saved descriptor for
 * stderr_restore, or -1 (reported) when it could not. */
static int stderr_into(const char *err_file)
{
    fflush(stderr);
    int err = open(err_file, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int saved = err < 0 ? -1 : dup(STDERR_FILENO);
    if (saved < 0 || dup2(err, STDERR_FILENO) < 0) {
        driver_error("cannot write '%s': %s", err_file, strerror(errno));
        if (saved >= 0)
            close(saved);
        saved = -1;
    }
    if (err >= 0)
        close(err);
    return saved;
}

static void stderr_restore(int saved)
{
    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
}

/* Runs a step of the compilation with its standard error into err_file. */
static int run_into_output_capturing(Driver *d, PtrVec *argv, const char *output,
                                     const char *err_file)
{
    int saved = stderr_into(err_file);
    if (saved < 0)
        return 1;
    int status = output ? run_into_output(d, argv, output) : run_command(d, argv);
    stderr_restore(saved);
    return status;
}

/* "message [-Wname]" / "[-Werror=name]": the message alone, the name in *name
 * and whether -Werror made it an error in *promoted. */
static char *split_option_tag(char *message, const char **name, bool *promoted)
{
    size_t len = strlen(message);
    char *open = strrchr(message, '[');
    *name = NULL;
    *promoted = false;
    if (!open || open == message || open[-1] != ' ' || len < 3 || message[len - 1] != ']' ||
        !str_starts(open, "[-W"))
        return message;
    message[len - 1] = '\0';
    open[-1] = '\0';
    *promoted = str_starts(open, "[-Werror");
    *name = *promoted ? (open[8] == '=' ? open + 9 : NULL) : open + 3;
    return message;
}

/* Was a diagnostic with this key (position and message) reported before? It
 * is now. */
static bool reported_before(PtrVec *seen, const char *key)
{
    for (int i = 0; i < seen->len; i++)
        if (strcmp(seen->items[i], key) == 0)
            return true;
    vec_push(seen, (void *)key);
    return false;
}

static DiagLevel host_level(const char *level)
{
    static const char *const levels[] = {"note", "warning", "error", "fatal error"};
    for (int i = 0; i < 4; i++)
        if (strcmp(level, levels[i]) == 0)
            return (DiagLevel)i;
    return DIAG_NOTE;
}

/* The lines of the host compiler's output that name generated functions or
 * files, which say nothing about the user's code. */
static bool names_generated_code(const char *line)
{
    return str_starts(line, "In function ") || str_starts(line, "    inlined from ") ||
           str_starts(line, "In file included from ") || str_starts(line, "                 from ");
}

/* -pedantic's word on the native C's line markers (a GNU extension; gcc's
 * words, then clang's): about ampcc's scaffolding, never the user's code. */
static bool about_line_markers(const char *line)
{
    return strstr(line, "style of line directive is a GCC extension") ||
           strstr(line, "style of line directive is a GNU extension");
}

/* Did the host compiler fail the native C for anything but its line markers
 * (under -pedantic-errors or -Werror -pedantic)? Then "all warnings being
 * treated as errors" is about the user's code too. */
static bool native_errors_of_user_code(const char *text)
{
    for (const char *line = text; line && *line;) {
        const char *eol = strchr(line, '\n');
        size_t len = eol ? (size_t)(eol - line) : strlen(line);
        char *one = str_fmt("%.*s", (int)len, line);
        if ((strstr(one, " error: ") || strstr(one, "fatal error")) && !about_line_markers(one))
            return true;
        line = eol ? eol + 1 : line + len;
    }
    return false;
}

/* Was any of the messages in err_file about the line markers? */
static bool native_failed_on_markers(const char *err_file)
{
    long len;
    char *text = read_whole_file(err_file, &len);
    return text && about_line_markers(text);
}

/* One line of the host compiler's messages about the native C: a diagnostic at
 * `name:LINE:COL: LEVEL: ` becomes the same diagnostic at the user's position,
 * each once with its notes (a kernel's aliased variant and each specialisation
 * of an amp function repeat the same code); the lines that name generated
 * code go ("NAME: In function 'f':" too); anything else is shown as it is. */
static void report_native_line(Unit *u, const char *name, char *line, PtrVec *seen, bool *dropping)
{
    size_t n = strlen(name);
    int at_line, at_col, used = 0;
    char level[16];
    if (about_line_markers(line))
        return;
    if (strncmp(line, name, n) != 0 || line[n] != ':') {
        if (!names_generated_code(line))
            fprintf(stderr, "%s\n", line);
        return;
    }
    if (sscanf(line + n, ":%d:%d: %15[a-z ]:%n", &at_line, &at_col, level, &used) < 3 || !used)
        return;
    char *message = line + n + used + (line[n + used] == ' ');
    SrcLoc loc = native_source_loc(u, at_line, at_col);
    DiagLevel lv = host_level(level);
    if (lv != DIAG_NOTE)
        *dropping = reported_before(seen, str_fmt("%s:%d:%d:%s", loc.file ? loc.file : "",
                                                  loc.line, loc.col, message));
    if (*dropping)
        return;
    const char *option;
    bool promoted;
    message = split_option_tag(message, &option, &promoted);
    diag_report_host(lv, loc, message, option, promoted);
}

/* The host compiler's messages about the native C (in err_file), reported
 * at the user's positions. Returns whether any is an error about the user's
 * code (else a failure was only the line markers'). */
static bool report_native_messages(Unit *u, const char *name, const char *err_file)
{
    long len;
    char *text = read_whole_file(err_file, &len);
    bool user_errors = native_errors_of_user_code(text);
    PtrVec seen = {0};
    bool dropping = false;
    for (char *line = text; line && *line;) {
        char *eol = strchr(line, '\n');
        if (eol)
            *eol = '\0';
        if (user_errors || !strstr(line, "all warnings being treated as errors"))
            report_native_line(u, name, line, &seen, &dropping);
        line = eol ? eol + 1 : line + strlen(line);
    }
    return user_errors;
}

/* Options the warnings pass over the native C leaves out: the scaffolding
 * its line markers mark is quiet only while system headers are. (-pedantic
 * stays: what it says of the markers themselves is left out of the report.) */
static bool kept_for_native_warnings(const char *a)
{
    static const char *const dropped[] = {"-Wsystem-headers", NULL};
    return !in_list(dropped, a) && !str_starts(a, "-fdiagnostics-");
}

/* Does the command line ask for warnings (a -W option other than the
 * assembler's, linker's and preprocessor's -Wa, -Wl and -Wp)? */
static bool user_asks_for_warnings(Driver *d)
{
    for (int i = 0; i < d->common.len; i++) {
        const char *a = d->common.items[i];
        if (str_starts(a, "-W") && !str_starts(a, "-Wa,") && !str_starts(a, "-Wl,") &&
            !str_starts(a, "-Wp,"))
            return true;
    }
    return false;
}

/* The host compiler's warnings about the user's code in the kernels' native C,
 * reported where the user wrote that code; a nonzero status when it failed,
 * as it does when -Werror makes one of them an error. With the user's options
 * and nothing else, compiled as far as code generation (the flow-based
 * warnings need it) when any -W option asks for warnings; else, and under
 * -fsyntax-only, checked only, for the warnings that are on by default, at a
 * fraction of the cost (docs/codegen.md). */
static int native_warnings(Driver *d, Unit *u, const char *file)
{
    PtrVec argv = { 0 };
    push_all(&argv, &d->host_cc);
    for (int i = 0; i < d->common.len; i++)
        if (kept_for_native_warnings(d->common.items[i]))
            vec_push(&argv, d->common.items[i]);
    /* the messages alone, without source lines: clang spells it its own way */
    bool clang = strstr(base_name(d->host_cc.items[0]), "clang") != NULL;
    const char *flags[] = {"-std=gnu11", "-fopenmp", "-fdiagnostics-color=never",
                           clang ? "-fno-caret-diagnostics" : "-fno-diagnostics-show-caret"};
    vec_push(&argv, str_fmt("-isystem%s", d->include_dir));   /* ampcc_native.h */
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        vec_push(&argv, (void *)flags[i]);
    /* clang's "loop not vectorized" (-Wpass-failed, no location) is about
     * the `#pragma omp simd` loops ampcc wrote, never about the user's code */
    if (clang)
        vec_push(&argv, "-Wno-pass-failed");
    bool compiled = d->mode != MODE_SYNTAX && user_asks_for_warnings(d);
    vec_push(&argv, compiled ? "-S" : "-fsyntax-only");
    push_source(&argv, file, "c");
    const char *out = compiled ? "/dev/null" : NULL;
    if (d->dry_run)   /* -###: shown, as every step is */
        return out ? run_into_output(d, &argv, out) : run_command(d, &argv);
    const char *err_file = make_temp("native", ".err");
    int status = run_into_output_capturing(d, &argv, out, err_file);
    bool user_errors = report_native_messages(u, file, err_file);
    /* -pedantic-errors / -Werror: the markers alone fail it, the user's code does not */
    return user_errors || !native_failed_on_markers(err_file) ? status : 0;
}

/* The native host device's C (emit_native.c) into an object: optimised as the
 * OpenCL driver would, for this machine's CPU unless the user names one
 * (-march=, for a program that runs elsewhere), with OpenMP, whatever -O the
 * host code gets; its warnings are native_warnings' business. */
static int native_compile(Driver *d, const char *native_file, const char *object)
{
    PtrVec argv = { 0 };
    push_all(&argv, &d->host_cc);
    for (int i = 0; i < d->common.len; i++)   /* its (silenced) diagnostics print no JSON of their own */
        if (!str_starts(d->common.items[i], "-fdiagnostics-format="))
            vec_push(&argv, d->common.items[i]);
    /* -fno-trapping-math: OpenCL C has no floating-point exceptions, so no
     * kernel can observe one; it lets GCC compute an arm's arithmetic for
     * every work-item of a vector and select, where without masked
     * arithmetic (AVX2) it would not vectorise a loop with a branch at all.
     * Values are unchanged (docs/codegen.md, "The native host back end"). */
    const char *flags[] = {"-std=gnu11", "-O3", "-fno-trapping-math", "-fopenmp", "-w", "-c"};
    vec_push(&argv, str_fmt("-isystem%s", d->include_dir));   /* ampcc_native.h */
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        vec_push(&argv, (void *)flags[i]);
    if (!user_sets_march(d))
        vec_push(&argv, "-march=native");
    vec_push(&argv, (void *)native_file);
    return run_into_output(d, &argv, object);
}

/* The kernels' native C: checked for the warnings about the user's code in it
 * (not under -w), and compiled into native_obj (NULL: only checked). The file
 * carries line markers that put all but the user's code in a system header. */
typedef struct NativeText {
    Unit *u;
    const char *native, *name;
} NativeText;

static bool write_native_text(FILE *f, const void *data)
{
    const NativeText *t = data;
    write_native_with_line_markers(f, t->u, t->native, t->name);
    return true;   /* finish_stream sees a failed write */
}

static int check_and_compile_native(Driver *d, Unit *u, const char *source, const char *native,
                                    const char *native_obj)
{
    const char *file = temp_for(d, source, ".native.c");
    if (write_output_with(file, write_native_text, &(NativeText){ u, native, file }) != 0)
        return 1;
    if (d->save_temps)
        untrack_temp(file);
    int status = d->diag.no_warnings ? 0 : native_warnings(d, u, file);
    if (status == 0 && native_obj)
        status = native_compile(d, file, native_obj);
    return status;
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
                              StreamWriter write, const void *data)
{
    const char *file = temp_for(d, source, suffix);
    if (write_output_with(file, write, data) != 0)
        return NULL;
    if (d->save_temps)
        untrack_temp(file);
    return file;
}

/* The generated host C (host_file) checked, or compiled into `output`; with
 * the kernels' native object, compiled into host_obj and joined with it. */
typedef struct HostStep { const char *file, *output, *native_obj, *host_obj; } HostStep;

static int host_steps(Driver *d, const HostStep *step, int native_status)
{
    const char *host_file = step->file, *native_obj = step->native_obj, *host_obj = step->host_obj;
    const char *output = step->output;
    if (d->mode == MODE_SYNTAX)
        return host_syntax_check(d, host_file, "cpp-output");
    if (!native_obj)
        return host_compile(d, host_file, "cpp-output", output, false);
    int status = host_compile(d, host_file, "cpp-output", host_obj, false);
    if (status == 0 && native_status == 0)
        status = join_objects(d, host_obj, native_obj, output);
    return status;
}

/* What the emitters made (malloc'ed, each freed as soon as it is written:
 * together they are several times the size of the input). */
typedef struct Generated {
    char *cl, *host, *native;
    SpilledHost *spilled;      /* the host C, once written out (compiling modes) */
} Generated;

static void release(char **text)
{
    free(*text);
    *text = NULL;
}

/* The generated host C (with the runtime header) in a temporary file. */
static const char *host_temp(Driver *d, const char *source, SpilledHost *spilled)
{
    if (!spilled || !preprocess_runtime_header(d, spilled))
        return NULL;
    return write_temp(d, source, ".host.c", write_host_pieces, spilled);
}

/* The host C, the native C and the object they make (see compile_generated). */
static int compile_host_and_native(Driver *d, Unit *u, const char *source, const char *output,
                                   Generated *g)
{
    PtrVec saved = d->common;
    d->common = flags_for_generated_c(d);
    const char *stem = strip_suffix(base_name(source));
    bool objects = d->mode != MODE_ASSEMBLY && d->mode != MODE_SYNTAX;
    const char *native_obj = g->native && objects ? make_temp(stem, ".native.o") : NULL;
    int native_status = g->native ? check_and_compile_native(d, u, source, g->native, native_obj) : 0;
    release(&g->native);
    const char *host_file = host_temp(d, source, g->spilled);
    /* -fdiagnostics-format=json: the host compiler's array (the host code's
     * warnings) joins ampcc's (the kernels' too), one array in all */
    const char *json = d->diag.format == FORMAT_JSON && !d->dry_run ? make_temp("host", ".json") : NULL;
    int saved_stderr = json ? stderr_into(json) : -1;
    HostStep step = {host_file, output, native_obj, native_obj ? make_temp(stem, ".host.o") : NULL};
    int status = host_file ? host_steps(d, &step, native_status) : 1;
    if (saved_stderr >= 0)
        stderr_restore(saved_stderr);
    long len;
    diag_finish_joining(saved_stderr >= 0 ? read_whole_file(json, &len) : NULL);
    d->common = saved;
    return status ? status : native_status;
}

/* Emits the OpenCL C, the host C (which embeds it) and the native C, then
 * writes what the mode asks for; the OpenCL C is dropped as soon as the
 * host C holds it, unless it is itself an output. */
static int emit_and_compile(Driver *d, Unit *u, const char *source, const char *output,
                            Generated *g)
{
    EmitOptions eopts = { .fast_math = d->fast_math };
    g->cl = emit_opencl(u, &eopts);
    g->host = diag_error_count() ? NULL : emit_host(u, g->cl, &eopts);
    if (diag_internal_count())
        return EXIT_INTERNAL_ERROR;
    if (d->mode != MODE_EMIT_OPENCL && !d->save_temps)
        release(&g->cl);
    bool compiles = d->mode <= MODE_SYNTAX;   /* the host C goes to the host compiler */
    if (compiles && g->host && !diag_error_count()) {
        g->spilled = spill_host(d, source, g->host);
        release(&g->host);
    }
    bool native_needed = u->kernels.len > 0 || d->mode == MODE_EMIT_NATIVE;
    g->native = diag_error_count() || !native_needed ? NULL : emit_native(u, &eopts);
    if (diag_internal_count())
        return EXIT_INTERNAL_ERROR;
    if (diag_error_count() || !(g->host || g->spilled))
        return 1;
    if (d->mode == MODE_EMIT_OPENCL)
        return write_output(output, g->cl);
    if (d->mode == MODE_EMIT_HOST)
        return write_output(output, g->host);
    if (d->mode == MODE_EMIT_NATIVE)
        return write_output(output, g->native);
    if (d->save_temps && write_output(temp_for(d, source, ".cl"), g->cl) != 0)
        return 1;
    release(&g->cl);
    return compile_host_and_native(d, u, source, output, g);
}

/* The AMP path: generated host C, compiled by the host compiler, and the
 * kernels' native C beside it (one object); under -S and -fsyntax-only the
 * native C is only checked, for the warnings about the kernels' code. */
static int compile_generated(Driver *d, Unit *u, const char *source, const char *output)
{
    Generated g = { 0 };
    int status = emit_and_compile(d, u, source, output, &g);
    free(g.cl);
    free(g.host);
    free(g.native);
    return status;
}

/* One .c or .i file, start to finish. `output` is the object (-c, link),
 * assembly (-S), or where --emit / --dump-ast write (NULL = stdout). A .i
 * file is read as it is: like cc, ampcc does not preprocess it again (its
 * line markers still name the original lines), and -D, -U, -include and
 * -MD have no effect on it. Standard input (`-`) is read once, by cc -E; a
 * plain C program from it is then compiled from that preprocessed text. */
static int compile_ampc_steps(Driver *d, Input *in, const char *output)
{
    const char *source = in->arg;
    const char *object = d->mode == MODE_COMPILE && output ? output
                         : str_fmt("%s.o", strip_suffix(base_name(source)));
    const char *pp = source, *lang = in->lang;
    if (plainly_c(d, in))
        return compile_plain_c(d, in, object, output);
    if (in->kind == IN_AMPC) {
        pp = temp_for(d, source, ".i");
        int status = preprocess_to(d, in, object, pp);
        if (status != 0)
            return status;
    }
    if (is_stdin(source)) {
        source = pp;
        lang = "cpp-output";
    }
    long len;
    char *text = read_whole_file(pp, &len);
    if (!text) {
        driver_error("cannot read '%s': %s", pp, strerror(errno));
        return 1;
    }
    /* Plain C goes to cc untouched, unparsed: cc accepts all of the C it
     * accepts (K&R, nested functions, [[attributes]] ...) and reports its
     * own errors. -verify, --emit and --dump-ast still want ampcc's view. */
    if (d->mode <= MODE_SYNTAX && !d->verify && !text_uses_amp(text, len))
        return d->mode == MODE_SYNTAX ? host_syntax_check(d, source, lang)
                                      : host_compile(d, source, lang, output, true);
    Unit *u = front_end(is_stdin(in->arg) ? "<stdin>" : source, text, len);
    if (d->verify)
        return diag_verify_finish(source);
    if (!u || diag_error_count() > 0)
        return diag_internal_count() ? EXIT_INTERNAL_ERROR : 1;   /* sema emits OpenCL C to count its brackets */
    switch (d->mode) {
    case MODE_DUMP_AST: {
        FILE *f = is_stdout(output) ? stdout : fopen(output, "w");
        if (!f) {
            driver_error("cannot write '%s': %s", output, strerror(errno));
            return 1;
        }
        errno = 0;
        dump_ast(u->tu, f);
        return finish_stream(f, output, false);
    }
    case MODE_SYNTAX:
        return u->uses_amp ? compile_generated(d, u, source, NULL) : host_syntax_check(d, source, lang);
    case MODE_EMIT_OPENCL:
    case MODE_EMIT_HOST:
    case MODE_EMIT_NATIVE:
        return compile_generated(d, u, source, output);
    default:
        break;
    }
    if (!u->uses_amp)
        return host_compile(d, source, lang, output, true); /* plain C: exactly as cc */
    return compile_generated(d, u, source, output);
}

/* Like cc, a failed compile leaves no dependency file either: make would
 * otherwise trust a .d whose object was never written. */
static int compile_ampc(Driver *d, Input *in, const char *output)
{
    /* -fdiagnostics-format=sarif-file: gcc 13's SOURCE.sarif, here */
    const char *slash = strrchr(in->arg, '/');
    d->diag.sarif_file = str_fmt("%s.sarif", is_stdin(in->arg) ? "stdin" : slash ? slash + 1 : in->arg);
    diag_init(&d->diag);
    const char *source = in->arg;
    if (!is_stdin(source) && !file_exists(source)) {
        driver_error("no such file or directory: '%s'", source);
        return 1;
    }
    bool preprocessed = in->kind == IN_AMPC_PP;
    int status = compile_ampc_steps(d, in, output);
    diag_finish();
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
        return compile_ampc(d, in, output);
    if (d->mode == MODE_SYNTAX)
        return 0;
    return host_compile(d, in->arg, in->lang, output, true);
}

/* Several sources are compiled each in its own process: the front end keeps
 * per-translation-unit state, and this keeps one file's errors from another. */
static int compile_isolated(Driver *d, Input *in, const char *output)
{
    pid_t pid = fork_tracked();
    if (pid < 0)
        return compile_input(d, in, output);
    if (pid == 0)
        exit(compile_input(d, in, output));
    return wait_tracked(pid);
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
    const char *lang = NULL;
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        if (in->kind == IN_LINK)
            continue;
        if (lang && !in->lang)
            push_source(&argv, in->arg, "none");
        else
            push_source(&argv, in->arg, in->lang && in->lang != lang ? in->lang : NULL);
        lang = in->lang;
    }
    if (d->output) {
        vec_push(&argv, "-o");
        vec_push(&argv, (void *)d->output);
    }
    return run_command(d, &argv);
}

/* ------------------------------------------- does the link need the runtime */

/* Runs argv with its standard output read into a string (NULL when it could
 * not run or failed); its standard error is dropped. */
static char *execute_reading(PtrVec *argv)
{
    int fds[2];
    if (pipe(fds) != 0)
        return NULL;
    vec_push(argv, NULL);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 2);
        close(fds[0]);
        execvp(argv->items[0], (char **)argv->items);
        _exit(127);
    }
    close(fds[1]);
    size_t cap = 4096, len = 0;
    char *text = malloc(cap);
    ssize_t n;
    while (pid > 0 && text && (n = read(fds[0], text + len, cap - len - 1)) > 0)
        if ((len += n) + 1 == cap)
            text = realloc(text, cap *= 2);
    close(fds[0]);
    int status = 1;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (!text || pid < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        free(text);
        return NULL;
    }
    text[len] = '\0';
    return text;
}

/* -lNAME's archive in a -L directory, when that is what the linker takes
 * (an archive found before any shared library of that name, or -static). */
static const char *archive_for(Driver *d, const char *lib, bool is_static)
{
    for (int i = 0; i < d->inputs.len; i++) {
        const char *a = ((Input *)d->inputs.items[i])->arg;
        if (!str_starts(a, "-L"))
            continue;
        if (!is_static && file_exists(str_fmt("%s/lib%s.so", a + 2, lib)))
            return NULL;
        const char *archive = str_fmt("%s/lib%s.a", a + 2, lib);
        if (file_exists(archive))
            return archive;
    }
    return NULL;
}

static bool links_statically(Driver *d)
{
    for (int i = 0; i < d->inputs.len; i++)
        if (strcmp(((Input *)d->inputs.items[i])->arg, "-static") == 0)
            return true;
    return false;
}

/* The files the link reads: objects, archives, and -l archives from -L. */
static PtrVec linked_files(Driver *d)
{
    PtrVec files = { 0 };
    bool is_static = links_statically(d);
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        if (in->kind != IN_LINK && !in->object)
            continue;   /* a plain C source that cc compiles and links at once */
        const char *a = in->object ? in->object : in->arg;
        const char *archive = str_starts(a, "-l") ? archive_for(d, a + 2, is_static) : NULL;
        if (archive || a[0] != '-')
            vec_push(&files, (void *)(archive ? archive : a));
    }
    return files;
}

/* An object compiled from AMP C calls the runtime (ampcc_launch, ampcc_view_new
 * ...), so the runtime, the OpenCL loader and libm join a link only when an
 * object or archive in it has an undefined ampcc_ symbol: a plain C program
 * links exactly as with cc (-static, -m32 ...). nm runs only when a file holds
 * the bytes "ampcc_" at all. When nm cannot tell (a file it does not read),
 * the runtime is linked, as it always used to be. */
/* Does the file hold the bytes "ampcc_" anywhere (a symbol's name in an
 * object's string table, or in an LTO object's symbol table)? A file that
 * cannot be read counts as holding them. */
static bool file_mentions_runtime(const char *path)
{
    int fd = open(path, O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (fd >= 0)
            close(fd);
        return true;
    }
    if (st.st_size == 0) {
        close(fd);
        return false;
    }
    void *bytes = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (bytes == MAP_FAILED)
        return true;
    bool found = memmem(bytes, (size_t)st.st_size, "ampcc_", 6) != NULL;
    munmap(bytes, (size_t)st.st_size);
    return found;
}

static bool link_needs_runtime(Driver *d)
{
    PtrVec argv = { 0 };
    const char *nm = getenv("AMPCC_NM");
    vec_push(&argv, (void *)(nm && *nm ? nm : "nm"));
    vec_push(&argv, "-u");
    vec_push(&argv, "-P");
    PtrVec files = linked_files(d);
    bool mentioned = false; /* the quick look first: plain C links run no nm */
    for (int i = 0; i < files.len && !mentioned; i++)
        mentioned = file_mentions_runtime(files.items[i]);
    if (!mentioned)
        return false;
    push_all(&argv, &files);
    char *symbols = execute_reading(&argv);
    if (!symbols)
        return true;
    bool found = strncmp(symbols, "ampcc_", 6) == 0 || strstr(symbols, "\nampcc_");
    free(symbols);
    return found;
}

/* libampcc_noocl.a, beside libampcc_rt.a (runtime/no_opencl/no_opencl.c). */
static const char *without_opencl_lib(Driver *d)
{
    return str_fmt("%s/libampcc_noocl.a", dir_name(d->runtime_lib));
}

/* The runtime, the OpenCL loader and libm, when an object in the link calls the runtime. */
static void push_runtime_if_needed(Driver *d, PtrVec *argv)
{
    if (!link_needs_runtime(d))
        return;
    vec_push(argv, (void *)d->runtime_lib);
    vec_push(argv, "-Wl,--wrap=free");   /* AMPCC_CHECK=1 sees free() (runtime/checkfree.c) */
    /* no static OpenCL loader exists (nor could a static program load a
     * driver): a static program's kernels run on the host device */
    vec_push(argv, links_statically(d) ? (void *)without_opencl_lib(d) : "-lOpenCL");
    vec_push(argv, "-fopenmp");   /* the native host device's kernels */
    vec_push(argv, "-lm");
}

static int link_program(Driver *d)
{
    const char *output = d->output ? d->output : "a.out";
    PtrVec argv = host_command(d);
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        vec_push(&argv, (void *)(in->object ? in->object : in->arg));
    }
    push_runtime_if_needed(d, &argv);
    return run_into_output(d, &argv, output);
}

/* Does this compile-and-link build only plain C that cannot call the
 * runtime (no text of it names ampcc)? Then one cc command does it all, as
 * `cc -o conftest conftest.c` would: a configure script runs hundreds of
 * these, and a cc -c per source plus a cc for the link cost another start
 * of cc's driver and an object written and read back (conftest.c: 38.4 ms
 * of CPU against gcc's 35.0). Not under options whose files ampcc names
 * itself (-MD, -save-temps, its own diagnostic formats) or with -x. */
static bool links_plain_c_at_once(Driver *d)
{
    if (d->mode != MODE_LINK || d->nsources == 0 || d->save_temps || d->dep_with_compile ||
        d->diag.format != FORMAT_TEXT)
        return false;
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        if (in->lang || (in->kind != IN_LINK && (!plainly_c(d, in) || in->names_ampcc)))
            return false;
    }
    return true;
}

/* `cc -D__AMPCC__=1 -I... a.c b.o -lm -o prog`: the inputs in their order,
 * so the link is the one link_program would run on the sources' objects. */
static int compile_and_link_plain_c(Driver *d)
{
    PtrVec argv = host_command(d);
    push_ampcc_defines(d, &argv);
    for (int i = 0; i < d->inputs.len; i++)
        vec_push(&argv, (void *)((Input *)d->inputs.items[i])->arg);
    push_runtime_if_needed(d, &argv);
    return run_into_output(d, &argv, d->output ? d->output : "a.out");
}

/* ------------------------------------------------------------ information */

/* ampcc's own lines, then the host compiler's --version as it prints it:
 * build systems that read --version (Meson looks for "Free Software
 * Foundation" or "clang") then take ampcc for the family of its host
 * compiler, whose options and predefined macros it has. */
static int print_version(Driver *d)
{
    printf("ampcc %s (AMP C to OpenCL C 1.2 and host C; a driver over the host compiler)\n",
           AMPCC_VERSION);
    printf("Runtime: %s\n", d->runtime_lib);
    printf("Host compiler: %s, which says:\n", (char *)d->host_cc.items[0]);
    PtrVec argv = { 0 };
    push_all(&argv, &d->host_cc);
    vec_push(&argv, "--version");
    return execute(&argv);
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
        "  -                       standard input (with -E, or after -x c)\n"
        "  -x LANG                 the inputs after it are LANG (c, cpp-output: ampcc's;\n"
        "                          assembler, c++, ...: the host compiler's); -x none:\n"
        "                          by suffix again\n"
        "  @FILE                   read more arguments from FILE (quoted as in gcc)\n"
        "\n"
        "What to produce (default: link an executable, a.out unless -o):\n"
        "  -c                      compile to object files, do not link\n"
        "  -S                      compile to assembly (of the generated host C)\n"
        "  -E                      preprocess only (amp.h is on the include path)\n"
        "  -fsyntax-only           check the files as -c would, write nothing\n"
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
        "                          -fmax-errors=N is the same\n"        "  -Wno-NAME -Werror=NAME -Wno-error=NAME   for ampcc's warnings: NAME is\n"
        "                          tile-static-uninitialized, tile-static-untiled or\n"
        "                          freed-view-data\n"
        "                          (also #pragma GCC diagnostic ... \"-WNAME\")\n"
        "  -Wfatal-errors          stop at the first error\n"
        "  -fdiagnostics-format=json   diagnostics as one JSON array, as gcc 12\n"
        "  -fdiagnostics-format=sarif-stderr|sarif-file   a SARIF 2.1.0 log, as gcc 13\n"
        "                          (sarif-file: SOURCE.sarif in the current directory)\n"
        "  -fdiagnostics-parseable-fixits   fix-it hints also as fix-it:\"file\":{l:c-l:c}:\"text\"\n"
        "  -fdiagnostics-column-unit=display|byte   columns in messages (default display)\n"
        "\n"
        "Linking (the runtime, -lOpenCL, -fopenmp and -lm are added when an object or\n"
        "-L archive uses AMP, that is, calls the runtime; plain C links as with cc):\n"
        "  -l LIB  -L DIR  -Wl,OPTS  -Xlinker OPT  -static -shared ...   as in cc\n"
        "\n"
        "Other:\n"
        "  -v                      print each command before running it\n"
        "  -###                    print the commands (quoted as gcc -### does), run\n"
        "                          none but the preprocessing the front end reads\n"
        "  --list-devices          list the devices the runtime can use (OpenCL's and\n"
        "                          the host device), the default marked\n"
        "  --print-clangd-flags    print a compile_flags.txt that lets clangd read AMP C\n"
        "  --print-bear-config     print a bear --config that records ampcc's commands\n"
        "  --version               print the version\n"
        "  --help                  print this help\n"
        "Any other option is given to the host compiler; options without input files\n"
        "(-dumpmachine, -print-file-name=LIB, ...) are answered by it.\n"
        "\n"
        "Environment: AMPCC_CC (host compiler), AMPCC_NM (nm, for the link's runtime\n"
        "check), TMPDIR (temporary files). At run time: AMPCC_DEVICE (host, cpu, gpu,\n"
        "opencl, or part of a platform or device name; unset: the first GPU, else the\n"
        "host device), AMPCC_THREADS (the host device's threads), AMPCC_CACHE=0 (no\n"
        "kernel cache), XDG_CACHE_HOME (the kernel cache is $XDG_CACHE_HOME/ampcc,\n"
        "default ~/.cache/ampcc).\n",
        stdout);
}

/* compile_flags.txt for clangd: AMP C read as C++ with ampcc_clangd.h first,
 * which declares the AMP types (include/ampcc_clangd.h). Without _GNU_SOURCE
 * glibc declares no index() to clash with index<N>. */
static void print_clangd_flags(Driver *d)
{
    printf("-xc++\n-std=c++17\n-U_GNU_SOURCE\n-D_POSIX_C_SOURCE=200809L\n-D__AMPCC__=1\n"
           "-include\n%s/ampcc_clangd.h\n-I%s\n", d->include_dir, d->include_dir);
}

/* A bear (3.x) --config that records each ampcc command as the compile command
 * of its source, and leaves out the steps ampcc runs itself: those on its
 * temporary files (gone when bear writes its output: only existing sources
 * are kept), and the host compiler's run on a source ampcc was given (one
 * entry per file: the first recorded, ampcc's). */
static void print_bear_config(Driver *d)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    printf("{\n  \"compilation\": {\n"
           "    \"compilers_to_recognize\": [ { \"executable\": \"%s\" } ]\n  },\n"
           "  \"output\": {\n    \"content\": {\n"
           "      \"include_only_existing_source\": true,\n"
           "      \"duplicate_filter_fields\": \"file\"\n    },\n"
           "    \"format\": { \"command_as_array\": true, \"drop_output_field\": false }\n"
           "  }\n}\n", exe);
}

/* No input files but options (`-dumpmachine`, `-print-file-name=X`, `-v`):
 * a question for the compiler, as configure scripts ask it. The host
 * compiler answers; -v also names ampcc. */
static int host_query(Driver *d)
{
    if (d->verbose)
        fprintf(stderr, "ampcc version %s, a driver over the host compiler %s:\n",
                AMPCC_VERSION, (char *)d->host_cc.items[0]);
    d->verbose = false;
    PtrVec argv = host_command(d);
    return run_command(d, &argv);
}

/* ------------------------------------------------------- response files */

/* One response file's words, split as gcc (libiberty's buildargv) splits them:
 * blanks separate words; '...' and "..." quote; a backslash takes the next
 * character as it is, inside quotes too. */
static void split_response_words(const char *text, PtrVec *words)
{
    const char *p = text;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v')
            p++;
        if (!*p)
            return;
        char *word = arena_alloc(compiler_arena, strlen(p) + 1), *w = word;
        char quote = 0;
        for (; *p && (quote || !strchr(" \t\n\r\f\v", *p)); p++) {
            if (*p == '\\' && p[1])
                *w++ = *++p;
            else if (quote && *p == quote)
                quote = 0;
            else if (!quote && (*p == '\'' || *p == '"'))
                quote = *p;
            else
                *w++ = *p;
        }
        *w = '\0';
        vec_push(words, word);
    }
}

/* argv with each @FILE replaced by the words in FILE, which may name further
 * @FILEs. As in gcc, an @FILE that cannot be read stays as it is. */
static void expand_response_files(int argc, char **argv, PtrVec *out, int depth)
{
    for (int i = 0; i < argc; i++) {
        long len;
        char *text = argv[i][0] == '@' && depth < 32 ? read_whole_file(argv[i] + 1, &len) : NULL;
        if (!text) {
            vec_push(out, argv[i]);
            continue;
        }
        PtrVec words = { 0 };
        split_response_words(text, &words);
        expand_response_files(words.len, (char **)words.items, out, depth + 1);
    }
}

/* ---------------------------------------------------------------- main */

static int check_args(Driver *d)
{
    if (d->nsources == 0 && (d->mode != MODE_LINK || d->inputs.len == 0)) {
        driver_error("no input files");
        return 1;
    }
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        if (is_stdin(in->arg) && !in->lang && d->mode != MODE_PREPROCESS) {
            driver_error("-E or -x required when input is from standard input");
            return 1;
        }
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

/* The command after its options and information requests: compile, link. */
static int driver_run(Driver *d)
{
    if (check_args(d) != 0)
        return 1;
    if (d->mode == MODE_PREPROCESS)
        return preprocess_only(d);
    if (links_plain_c_at_once(d))
        return compile_and_link_plain_c(d);
    int status = compile_all(d);
    if (status != 0 || d->mode != MODE_LINK)
        return status;
    return link_program(d);
}

/* ------------------------------------------------- the front end's stack */

/* The compiler's passes recurse over the tree, so a deeply nested expression
 * (a chain of 50,000 `+`) needs a deep stack: a command that may run the
 * front end runs on a thread whose stack is COMPILER_STACK bytes (reserved,
 * not committed: pages are used only as deep as the input goes). Deeper input
 * than that stack serves is refused with a located error ("nested too
 * deeply", nesting.c). A command that cannot run it (a plain C compile, a
 * link, -E, a probe: most commands of a C project's build) stays on the main
 * thread: making and ending the thread costs 0.14 ms of CPU a command. */
enum { COMPILER_STACK = 1 << 30 };

typedef struct StackRun {
    Driver *d;
    sigset_t mask;   /* the signal mask from before the thread, its own */
    int status;
} StackRun;

static void *run_on_thread(void *p)
{
    StackRun *r = p;
    give_thread_a_signal_stack();
    pthread_sigmask(SIG_SETMASK, &r->mask, NULL);
    r->status = driver_run(r->d);
    return NULL;
}

/* driver_run on the deep stack; on the main thread if there is no memory
 * for it. The main thread holds every signal from before the thread starts
 * (which starts holding them too, then takes the mask from before), so they
 * reach the thread, whose masks guard its temporary files and children. */
static int run_on_compiler_stack(Driver *d)
{
    StackRun r = { .d = d };
    pthread_attr_t attr;
    pthread_t thread;
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &r.mask);
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, COMPILER_STACK) != 0 ||
        pthread_create(&thread, &attr, run_on_thread, &r) != 0) {
        pthread_sigmask(SIG_SETMASK, &r.mask, NULL);
        return driver_run(d);
    }
    pthread_join(thread, NULL);
    pthread_sigmask(SIG_SETMASK, &r.mask, NULL);
    return r.status;
}

/* Could the command run the front end? Only on a source that is not plainly
 * C (the scan's answer is kept for the compile: plainly_c). */
static bool may_run_front_end(Driver *d)
{
    if (d->mode == MODE_PREPROCESS)
        return false;
    for (int i = 0; i < d->inputs.len; i++) {
        Input *in = d->inputs.items[i];
        if ((in->kind == IN_AMPC || in->kind == IN_AMPC_PP) && !plainly_c(d, in))
            return true;
    }
    return false;
}

static int ampcc_command(int argc, char **argv)
{
    if (!compiler_arena)
        compiler_arena = arena_new();
    if (argc > 0 && argv[0])
        progname = base_name(argv[0]);
    atexit(remove_temp_files);
    remove_temp_files_on_signals();

    PtrVec args = { 0 };
    expand_response_files(argc, argv, &args, 0);
    vec_push(&args, NULL);
    Driver d = { 0 };
    parse_args(&d, args.len - 1, (char **)args.items);
    find_host_compiler(&d);
    locate_installation(&d);
    diag_init(&d.diag);

    if (d.show_help) {
        print_help();
        return 0;
    }
    if (d.show_version) {
        int status = print_version(&d);
        if (d.inputs.len == 0)
            return status;
    }
    if (d.list_devices)
        return ampcc_list_devices();
    if (d.print_clangd_flags || d.print_bear_config) {
        if (d.print_clangd_flags)
            print_clangd_flags(&d);
        else
            print_bear_config(&d);
        return fflush(stdout) != 0;
    }
    if (d.inputs.len == 0 && (d.common.len > 0 || d.verbose))
        return host_query(&d);
    return may_run_front_end(&d) ? run_on_compiler_stack(&d) : driver_run(&d);
}

/* The command's diagnostics state is made here and lives as long as the
 * command (an exit on a fatal error leaves it current until the end). */
int driver_main(int argc, char **argv)
{
    Diag *diag = diag_new();
    diag_begin(diag);
    int status = ampcc_command(argc, argv);
    diag_end();
    diag_delete(diag);
    return status;
}
