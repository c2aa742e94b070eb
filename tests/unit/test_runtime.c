/* test_runtime.c - the runtime on a real OpenCL device (PoCL here): kernels
 * written by hand in ampcc_program structs, as the code generator would emit
 * them, and the exact bytes that move between host and device.
 *
 * Check runs each test in its own process, so each starts with a fresh
 * runtime (no device, zero stats). Tests that expect the runtime to exit, or
 * that need a second process (the disk cache), fork on their own.
 */
#include <check.h>
#include "unit_run.h"
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "ampcc_runtime.h"
#include "../../runtime/internal.h" /* rt_choose_local_size, rt_dev */

/* Under ASan (make check-asan) LeakSanitizer checks every process at exit:
 * the OpenCL driver's own allocations (PoCL, LLVM, the loader) are not the
 * runtime's to free. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:libpocl\nleak:libLLVM\nleak:libOpenCL\nleak:libclang\nleak:libhwloc\n";
}
const char *__lsan_default_options(void);
const char *__lsan_default_options(void)
{
    return "print_suppressions=0";
}

/* ---- the kernels ---------------------------------------------------------- */

#define META "typedef struct { int offset; int extent[3]; int stride[3]; } meta;\n"
#define AT1(m, i) "(" #m ".offset + (" #i ") * " #m ".stride[0])"

static const char KERNELS[] = META
    /* 0: v[i] *= 2 */
    "__kernel void dbl(__global int *p, meta m) {\n"
    "    int i = get_global_id(0); p[m.offset + i * m.stride[0]] *= 2; }\n"
    /* 1: b[i] = a[i] + 1 */
    "__kernel void inc_copy(__global const int *a, meta ma, __global int *b, meta mb) {\n"
    "    int i = get_global_id(0);\n"
    "    b[mb.offset + i * mb.stride[0]] = a[ma.offset + i * ma.stride[0]] + 1; }\n"
    /* 2: v[i] = -1 for even i only */
    "__kernel void even(__global int *p, meta m) {\n"
    "    int i = get_global_id(0); if (i % 2 == 0) p[m.offset + i * m.stride[0]] = -1; }\n"
    /* 3: v[i] = val */
    "__kernel void fill(__global int *p, meta m, int val) {\n"
    "    int i = get_global_id(0); p[m.offset + i * m.stride[0]] = val; }\n"
    /* 4: v[i][j] = 1000 * i + j, with AMP i = OpenCL dimension 1 */
    "__kernel void coord2(__global int *p, meta m) {\n"
    "    int i = get_global_id(1), j = get_global_id(0);\n"
    "    p[m.offset + i * m.stride[0] + j * m.stride[1]] = 1000 * i + j; }\n"
    /* 5: v[i][j] = 100 * local size of AMP dim 0 + local size of AMP dim 1 */
    "__kernel void tile2(__global int *p, meta m) {\n"
    "    int i = get_global_id(1), j = get_global_id(0);\n"
    "    p[m.offset + i * m.stride[0] + j * m.stride[1]] =\n"
    "        100 * (int)get_local_size(1) + (int)get_local_size(0); }\n"
    /* 6: count the threads that ran */
    "__kernel void count(__global int *c, meta m) { atomic_inc(&c[m.offset]); }\n"
    /* 7: v[i][j] = val over a 2-D view */
    "__kernel void fill2(__global int *p, meta m, int val) {\n"
    "    p[m.offset + get_global_id(1) * m.stride[0] + get_global_id(0) * m.stride[1]] = val; }\n"
    /* 8: a 3-D kernel that does nothing, for tile limits */
    "__kernel void nop3(int x) { }\n"
    /* 9: v[0] = the size of a position, as the runtime's build options set it */
    "#ifdef AMPCC_WIDE_POSITIONS\ntypedef long position;\n#else\ntypedef int position;\n#endif\n"
    "__kernel void position_size(__global int *p, meta m) { p[m.offset] = sizeof(position); }\n";

enum { K_DBL, K_INC_COPY, K_EVEN, K_FILL, K_COORD2, K_TILE2, K_COUNT, K_FILL2, K_NOP3,
       K_POSITION_SIZE };
static const char *const NAMES[] = {"dbl",   "inc_copy", "even",  "fill", "coord2",
                                    "tile2", "count",    "fill2", "nop3", "position_size"};

static ampcc_program prog = {KERNELS, "-cl-std=CL1.2", NAMES, 10, "kernels.c", NULL, NULL};

/* ---- helpers --------------------------------------------------------------- */

static ampcc_stats stats(void)
{
    ampcc_stats s;
    ampcc_get_stats(&s);
    return s;
}

static ampcc_arg view_arg(ampcc_view *v, int access)
{
    return (ampcc_arg){AMPCC_ARG_VIEW, v, 0, access};
}

static ampcc_arg int_arg(const int *x)
{
    return (ampcc_arg){AMPCC_ARG_VALUE, x, sizeof *x, 0};
}

static ampcc_domain dom1(int n)
{
    return (ampcc_domain){1, {n, 1, 1}, {0, 0, 0}, AMPCC_TILE_EXACT};
}

static ampcc_domain dom2(int n0, int n1)
{
    return (ampcc_domain){2, {n0, n1, 1}, {0, 0, 0}, AMPCC_TILE_EXACT};
}

static void launch1(int kernel, ampcc_view *v, int access, int n)
{
    ampcc_arg a = view_arg(v, access);
    ampcc_domain d = dom1(n);
    ampcc_launch(&prog, kernel, &d, &a, 1, "user.c", 10);
}

static void fill1(ampcc_view *v, int val, int n)
{
    ampcc_arg a[2] = {view_arg(v, AMPCC_WRITE), int_arg(&val)};
    ampcc_domain d = dom1(n);
    ampcc_launch(&prog, K_FILL, &d, a, 2, "user.c", 11);
}

/* Through the header's inline fast path, which must fall back when needed. */
static int get1(ampcc_view *v, int i)
{
    return *(int *)ampcc_view_at(v, AMPCC_READ, &i, sizeof(int), "user.c", 12);
}

static int get2(ampcc_view *v, int i, int j)
{
    int idx[2] = {i, j};
    return *(int *)ampcc_view_elem(v, AMPCC_READ, idx, sizeof(int), "user.c", 13);
}

/* Runs fn in a child with stderr captured; returns its exit status and
 * leaves what it printed in out. */
static int run_captured(void (*fn)(void), char *out, size_t size)
{
    int fds[2], status = 0;
    size_t len = 0;
    ssize_t n;
    pid_t pid;
    fflush(NULL);
    ck_assert_int_eq(pipe(fds), 0);
    pid = fork();
    if (pid == 0) {
        close(fds[0]);
        dup2(fds[1], 2);
        fn();
        _exit(0);
    }
    close(fds[1]);
    while ((n = read(fds[0], out + len, size - 1 - len)) > 0) {
        len += (size_t)n;
        if (len + 1 == size) /* full: keep the start, drain the rest */
            len = size - 2;
    }
    out[len] = 0;
    close(fds[0]);
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* fn must exit with status 1 and a message containing every needle. */
static void expect_failure(void (*fn)(void), const char *const *needles)
{
    char out[8192];
    int status = run_captured(fn, out, sizeof out);
    ck_assert_msg(status == 1, "exit status %d, stderr: %s", status, out);
    for (; *needles; needles++)
        ck_assert_msg(strstr(out, *needles), "'%s' missing from: %s", *needles, out);
}

/* ---- data movement ------------------------------------------------------------ */

START_TEST(upload_then_readback_on_access)
{
    int data[256];
    int ext = 256;
    for (int i = 0; i < 256; i++)
        data[i] = i;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 256);
    ck_assert_uint_eq(stats().bytes_to_device, sizeof data);
    ck_assert_uint_eq(stats().bytes_to_host, 0);      /* nothing until the host looks */
    ck_assert_int_eq(get1(&v, 7), 14);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof data);
    ck_assert_int_eq(data[255], 510);
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 256); /* host only read: no upload */
    ck_assert_uint_eq(stats().bytes_to_device, sizeof data);
    ampcc_view_release(&v);                             /* end of scope copies back */
    ck_assert_uint_eq(stats().bytes_to_host, 2 * sizeof data);
    ck_assert_int_eq(data[3], 12);
    ck_assert_uint_eq(stats().launches, 2);
    ck_assert_uint_eq(stats().program_builds <= 1, 1);
}
END_TEST

START_TEST(host_write_is_uploaded_once)
{
    int data[64] = {0};
    int ext = 64, i = 5;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 64);
    *(int *)ampcc_view_at(&v, AMPCC_WRITE, &i, sizeof(int), "user.c", 2) = 21;
    ck_assert_uint_eq(stats().bytes_to_host, sizeof data);
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 64);
    /* The first upload was the whole view; the second only element 5. */
    ck_assert_uint_eq(stats().bytes_to_device, sizeof data + sizeof(int));
    ck_assert_int_eq(get1(&v, 5), 42);
    /* Writes to 6 and 8 (slow path, then fast path for the repeat) send 6..8. */
    for (int j = 6; j <= 8; j += 2) {
        *(int *)ampcc_view_at(&v, AMPCC_WRITE, &j, sizeof(int), "user.c", 3) = 1;
        *(int *)ampcc_view_at(&v, AMPCC_WRITE, &j, sizeof(int), "user.c", 4) = j;
    }
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 64);
    ck_assert_uint_eq(stats().bytes_to_device, sizeof data + 4 * sizeof(int));
    ck_assert_int_eq(get1(&v, 8), 16);
    ck_assert_int_eq(get1(&v, 7), 0);
    ampcc_view_release(&v);
}
END_TEST

START_TEST(read_only_view_is_not_copied_back)
{
    int a[100], b[100];
    int ext = 100;
    for (int i = 0; i < 100; i++)
        a[i] = i, b[i] = 0;
    ampcc_view va = ampcc_view_new(1, &ext, sizeof(int), a, 0, "user.c", 1);
    ampcc_view vb = ampcc_view_new(1, &ext, sizeof(int), b, 0, "user.c", 2);
    ampcc_view_discard_data(&vb);
    ampcc_arg args[2] = {view_arg(&va, AMPCC_READ), view_arg(&vb, AMPCC_WRITE)};
    ampcc_domain d = dom1(100);
    ampcc_launch(&prog, K_INC_COPY, &d, args, 2, "user.c", 3);
    ck_assert_uint_eq(stats().bytes_to_device, sizeof a); /* b discarded: not sent */
    ampcc_view_release(&va);
    ck_assert_uint_eq(stats().bytes_to_host, 0);
    ampcc_view_release(&vb);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof b);
    ck_assert_int_eq(b[99], 100);
}
END_TEST

START_TEST(const_view_never_copies_back)
{
    int a[32], b[32] = {0};
    int ext = 32;
    for (int i = 0; i < 32; i++)
        a[i] = 10 * i;
    ampcc_view ca = ampcc_view_new(1, &ext, sizeof(int), a, 1, "user.c", 1);
    ampcc_view vb = ampcc_view_new(1, &ext, sizeof(int), b, 0, "user.c", 2);
    /* The launch says "write" for the const view: the runtime still never
     * treats it as written. */
    ampcc_arg args[2] = {view_arg(&ca, AMPCC_READ | AMPCC_WRITE), view_arg(&vb, AMPCC_WRITE)};
    ampcc_domain d = dom1(32);
    ampcc_launch(&prog, K_INC_COPY, &d, args, 2, "user.c", 3);
    ampcc_view_release(&ca);
    ck_assert_uint_eq(stats().bytes_to_host, 0);
    ampcc_view_synchronize(&vb, "user.c", 4);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof b);
    ck_assert_int_eq(b[31], 311);
    ampcc_view_release(&vb);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof b);
}
END_TEST

/* A const view of data that a kernel wrote through another view: its end of
 * scope copies nothing back; the writer's end of scope does. */
START_TEST(const_alias_release_copies_nothing)
{
    int data[32] = {0};
    int ext = 32;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_view cv = ampcc_view_share(&v);
    cv.is_const = 1;
    fill1(&v, 5, 32);
    ampcc_view_release(&cv);
    ck_assert_uint_eq(stats().bytes_to_host, 0);
    ck_assert_int_eq(data[0], 0);
    ampcc_view_release(&v);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof data);
    ck_assert_int_eq(data[31], 5);
}
END_TEST

START_TEST(write_only_keeps_unwritten_elements)
{
    int data[50];
    int ext = 50;
    for (int i = 0; i < 50; i++)
        data[i] = i;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    launch1(K_EVEN, &v, AMPCC_WRITE, 50); /* writes only even elements */
    ck_assert_uint_eq(stats().bytes_to_device, sizeof data);
    ampcc_view_release(&v);
    for (int i = 0; i < 50; i++)
        ck_assert_int_eq(data[i], i % 2 == 0 ? -1 : i);
}
END_TEST

START_TEST(discard_skips_upload)
{
    int data[40];
    int ext = 40;
    for (int i = 0; i < 40; i++)
        data[i] = 7;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_view_discard_data(&v);
    fill1(&v, 3, 40);
    ck_assert_uint_eq(stats().bytes_to_device, 0);
    ampcc_view_release(&v);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof data);
    ck_assert_int_eq(data[39], 3);
}
END_TEST

START_TEST(refresh_resends_host_data)
{
    int data[16] = {0};
    int ext = 16;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 16);
    ampcc_view_synchronize(&v, "user.c", 2);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof data);
    ampcc_view_synchronize(&v, "user.c", 3); /* already current */
    ck_assert_uint_eq(stats().bytes_to_host, sizeof data);
    for (int i = 0; i < 16; i++)
        data[i] = i; /* behind the view's back */
    ampcc_view_refresh(&v);
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 16);
    ck_assert_uint_eq(stats().bytes_to_device, 2 * sizeof data);
    ck_assert_int_eq(get1(&v, 15), 30);
    ampcc_view_release(&v);
}
END_TEST

START_TEST(refresh_forgets_device_writes)
{
    int data[16] = {0};
    int ext = 16;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    fill1(&v, 9, 16);
    data[0] = 5; /* the host's data is the truth after refresh */
    ampcc_view_refresh(&v);
    ck_assert_int_eq(get1(&v, 0), 5);
    ck_assert_uint_eq(stats().bytes_to_host, 0);
    ampcc_view_release(&v);
    ck_assert_int_eq(data[0], 5);
}
END_TEST

START_TEST(runtime_owned_storage_starts_zero_without_upload)
{
    int ext = 64;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 64);
    ck_assert_uint_eq(stats().bytes_to_device, 0);
    ck_assert_int_eq(get1(&v, 63), 0);
    ck_assert_uint_eq(stats().bytes_to_host, 64 * sizeof(int));
    ampcc_view_release(&v);
}
END_TEST

START_TEST(section_moves_only_its_rows)
{
    int data[8][8] = {{0}};
    int ext[2] = {8, 8}, origin[2] = {0, 0}, sext[2] = {2, 8};
    ampcc_view v = ampcc_view_new(2, ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_view s = ampcc_view_section(&v, origin, sext, "user.c", 2);
    int val = 4;
    ampcc_arg a[2] = {view_arg(&s, AMPCC_WRITE), int_arg(&val)};
    ampcc_domain d = dom2(2, 8);
    ampcc_launch(&prog, K_FILL2, &d, a, 2, "user.c", 3);
    ck_assert_uint_eq(stats().bytes_to_device, 16 * sizeof(int));
    ampcc_view_release(&s);
    ck_assert_uint_eq(stats().bytes_to_host, 16 * sizeof(int));
    ck_assert_int_eq(data[1][7], 4);
    ck_assert_int_eq(data[2][0], 0);

    /* Rows 5..6 lie in the middle of what the host still has newer (rows
     * 2..7): the upload takes the shorter neighbour too (row 7, not rows
     * 2..4), so host_newer stays one range; only rows 5..6 come back. */
    origin[0] = 5;
    s = ampcc_view_section(&v, origin, sext, "user.c", 4);
    val = 6;
    ampcc_launch(&prog, K_FILL2, &d, a, 2, "user.c", 5);
    ck_assert_uint_eq(stats().bytes_to_device, 16 * sizeof(int) + 24 * sizeof(int));
    ck_assert_int_eq(get2(&v, 5, 3), 6);
    ck_assert_uint_eq(stats().bytes_to_host, 32 * sizeof(int));
    ck_assert_int_eq(get2(&v, 7, 3), 0);
    ck_assert_int_eq(get2(&v, 4, 3), 0);
    ck_assert_uint_eq(stats().bytes_to_host, 32 * sizeof(int));
    ampcc_view_release(&s);
    ampcc_view_release(&v);
    ck_assert_int_eq(data[6][0], 6);
    ck_assert_int_eq(data[4][0], 0);
    ck_assert_int_eq(data[7][7], 0);
}
END_TEST

START_TEST(strided_section_in_2d)
{
    int data[4][6];
    int ext[2] = {4, 6}, origin[2] = {1, 2}, sext[2] = {2, 3};
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 6; j++)
            data[i][j] = 1;
    ampcc_view v = ampcc_view_new(2, ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_view s = ampcc_view_section(&v, origin, sext, "user.c", 2);
    ampcc_arg a = view_arg(&s, AMPCC_WRITE);
    ampcc_domain d = dom2(2, 3);
    ampcc_launch(&prog, K_COORD2, &d, &a, 1, "user.c", 3);
    ck_assert_int_eq(get2(&s, 1, 2), 1002);
    ampcc_view_release(&s);
    ampcc_view_release(&v);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 6; j++) {
            int in = i >= 1 && i < 3 && j >= 2 && j < 5;
            ck_assert_int_eq(data[i][j], in ? 1000 * (i - 1) + (j - 2) : 1);
        }
}
END_TEST

START_TEST(projection_moves_one_row)
{
    int data[5][10] = {{0}};
    int ext[2] = {5, 10};
    ampcc_view v = ampcc_view_new(2, ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_view_discard_data(&v);
    ampcc_view row = ampcc_view_project_at(&v, 3, "user.c", 2);
    fill1(&row, 8, 10);
    ck_assert_uint_eq(stats().bytes_to_device, 0);
    ck_assert_int_eq(get1(&row, 9), 8);
    ck_assert_uint_eq(stats().bytes_to_host, 10 * sizeof(int));
    ck_assert_int_eq(get2(&v, 3, 0), 8);
    ck_assert_int_eq(get2(&v, 2, 0), 0);
    ck_assert_uint_eq(stats().bytes_to_host, 10 * sizeof(int));
    ampcc_view_release(&row);
    ampcc_view_release(&v);
}
END_TEST

/* Host writes and kernel writes to different parts of one buffer, arranged
 * so that the host's widened range covers the device's: nothing is lost. */
START_TEST(interleaved_host_and_device_writes)
{
    int data[16];
    int ext = 16, lo[1] = {8}, mid_ext[1] = {4}, hi[1] = {12};
    for (int i = 0; i < 16; i++)
        data[i] = i;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_view mid = ampcc_view_section(&v, lo, mid_ext, "user.c", 2); /* 8..11 */
    ampcc_view top = ampcc_view_section(&v, hi, mid_ext, "user.c", 3); /* 12..15 */
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 16);                   /* all: 2i */
    ck_assert_int_eq(get1(&v, 0), 0);                                   /* fetches all */
    int zero = 0, three = 3;
    *(int *)ampcc_view_at(&v, AMPCC_WRITE, &zero, sizeof(int), "user.c", 4) = 100;
    launch1(K_DBL, &mid, AMPCC_READ | AMPCC_WRITE, 4);                  /* 8..11: 4i */
    /* Host range [0,1) grows to [0,16) over the device's [8,12): fetched first. */
    *(int *)ampcc_view_at(&top, AMPCC_WRITE, &three, sizeof(int), "user.c", 5) = 7;
    launch1(K_DBL, &v, AMPCC_READ | AMPCC_WRITE, 16);                   /* all doubled */
    ampcc_view_release(&top);
    ampcc_view_release(&mid);
    ampcc_view_release(&v);
    for (int i = 0; i < 16; i++) {
        int want = i == 0 ? 200 : i == 15 ? 14 : i >= 8 && i < 12 ? 8 * i : 4 * i;
        ck_assert_int_eq(data[i], want);
    }
}
END_TEST

START_TEST(shared_view_keeps_buffer_alive)
{
    int data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int ext = 8;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_view w = ampcc_view_share(&v);
    ampcc_view_release(&v);
    launch1(K_DBL, &w, AMPCC_READ | AMPCC_WRITE, 8);
    ck_assert_int_eq(*(int *)ampcc_view_data(&w, "user.c", 2), 2);
    ampcc_view_release(&w);
    ck_assert_int_eq(data[7], 16);
}
END_TEST

/* ---- arrays ------------------------------------------------------------------ */

START_TEST(array_lives_on_device)
{
    int src[20], out[20] = {0}, other_data[20] = {0};
    int ext = 20;
    for (int i = 0; i < 20; i++)
        src[i] = i;
    ampcc_array a, b;
    ampcc_array_init(&a, 1, &ext, sizeof(int), src, "user.c", 1);
    ck_assert_uint_eq(stats().bytes_to_device, sizeof src);
    launch1(K_DBL, &a.view, AMPCC_READ | AMPCC_WRITE, 20);
    launch1(K_DBL, &a.view, AMPCC_READ | AMPCC_WRITE, 20);
    ck_assert_uint_eq(stats().bytes_to_device, sizeof src);
    ck_assert_uint_eq(stats().bytes_to_host, 0);
    ampcc_array_copy_to_host(&a, out, "user.c", 2);
    ck_assert_uint_eq(stats().bytes_to_host, sizeof out);
    ck_assert_int_eq(out[19], 76);

    ampcc_array_init(&b, 1, &ext, sizeof(int), NULL, "user.c", 3);
    ampcc_array_copy_to_array(&a, &b, "user.c", 4); /* device to device */
    ck_assert_uint_eq(stats().bytes_to_host, sizeof out);
    ck_assert_uint_eq(stats().bytes_to_device, sizeof src);

    ampcc_view other = ampcc_view_new(1, &ext, sizeof(int), other_data, 0, "user.c", 5);
    ampcc_array_copy_to_view(&b, &other, "user.c", 6);
    ck_assert_uint_eq(stats().bytes_to_host, 2 * sizeof out);
    ck_assert_int_eq(other_data[10], 40);

    ampcc_view bv = ampcc_view_of_array(&b, 0);
    ck_assert_int_eq(get1(&bv, 3), 12); /* a host look at an array's view fetches it */
    ampcc_view_release(&bv);
    ampcc_view_release(&other);
    ampcc_array_release(&a);
    ampcc_array_release(&b);
}
END_TEST

START_TEST(array_without_source_is_zero)
{
    int out[2][3];
    int ext[2] = {2, 3};
    ampcc_array a;
    ampcc_array_init(&a, 2, ext, sizeof(int), NULL, "user.c", 1);
    ck_assert_uint_eq(stats().bytes_to_device, 0);
    memset(out, 0x55, sizeof out);
    ampcc_array_copy_to_host(&a, out, "user.c", 2);
    ck_assert_int_eq(out[1][2], 0);
    ampcc_array_release(&a);
}
END_TEST

START_TEST(host_write_through_array_view_reaches_kernel)
{
    int src[4] = {1, 2, 3, 4}, out[4];
    int ext = 4, i = 2;
    ampcc_array a;
    ampcc_array_init(&a, 1, &ext, sizeof(int), src, "user.c", 1);
    ampcc_view av = ampcc_view_of_array(&a, 0);
    *(int *)ampcc_view_elem(&av, AMPCC_WRITE, &i, sizeof(int), "user.c", 2) = 50;
    launch1(K_DBL, &a.view, AMPCC_READ | AMPCC_WRITE, 4);
    ampcc_array_copy_to_host(&a, out, "user.c", 3);
    ck_assert_int_eq(out[2], 100);
    ck_assert_int_eq(out[3], 8);
    ampcc_view_release(&av);
    ampcc_array_release(&a);
}
END_TEST

START_TEST(refresh_of_untouched_array_view_keeps_data)
{
    int src[3] = {4, 5, 6}, out[3] = {0};
    int ext = 3;
    ampcc_array a;
    ampcc_array_init(&a, 1, &ext, sizeof(int), src, "user.c", 1);
    ampcc_view av = ampcc_view_of_array(&a, 0);
    ampcc_view_refresh(&av); /* no host data behind it: nothing to resend */
    launch1(K_DBL, &av, AMPCC_READ | AMPCC_WRITE, 3);
    ampcc_array_copy_to_host(&a, out, "user.c", 2);
    ck_assert_int_eq(out[0], 8);
    ck_assert_int_eq(out[2], 12);
    ck_assert_uint_eq(stats().bytes_to_device, sizeof src);
    ampcc_view_release(&av);
    ampcc_array_release(&a);
}
END_TEST

/* ---- domains ----------------------------------------------------------------- */

/* Generated code computes element positions in 64 bits on a CPU device (PoCL
 * vectorises only those) and in 32 bits on a GPU: the runtime says which. */
START_TEST(wide_positions_on_a_cpu)
{
    int data[1] = {0};
    int ext[1] = {1};
    ampcc_view v = ampcc_view_new(1, ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom1(1);
    ampcc_launch(&prog, K_POSITION_SIZE, &d, &a, 1, "user.c", 2);
    ampcc_view_release(&v);
    ck_assert_int_eq(data[0], rt_dev.is_cpu ? 8 : 4);
    ck_assert_int_eq(rt_dev.is_cpu, 1);   /* this suite runs on PoCL's CPU device */
}
END_TEST

START_TEST(dimension_mapping)
{
    int data[3][5];
    int ext[2] = {3, 5};
    ampcc_view v = ampcc_view_new(2, ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom2(3, 5);
    ampcc_launch(&prog, K_COORD2, &d, &a, 1, "user.c", 2);
    ampcc_view_release(&v);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 5; j++)
            ck_assert_int_eq(data[i][j], 1000 * i + j);
}
END_TEST

START_TEST(tiled_exact_uses_reversed_tile)
{
    int data[4][6];
    int ext[2] = {4, 6};
    ampcc_view v = ampcc_view_new(2, ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = {2, {4, 6, 1}, {2, 3, 0}, AMPCC_TILE_EXACT};
    ampcc_launch(&prog, K_TILE2, &d, &a, 1, "user.c", 2);
    ampcc_view_release(&v);
    ck_assert_int_eq(data[3][5], 203); /* AMP tile (2, 3) */
}
END_TEST

/* A non-tiled launch gets the runtime's work-group size (the kernel writes
 * 100 * local size of AMP dimension 0 + that of dimension 1). */
static int local_size_of_non_tiled(int n0, int n1)
{
    static int data[64 * 64];
    int ext[2] = {n0, n1};
    ampcc_view v = ampcc_view_new(2, ext, sizeof(int), data, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom2(n0, n1);
    ampcc_launch(&prog, K_TILE2, &d, &a, 1, "user.c", 2);
    ampcc_launch(&prog, K_TILE2, &d, &a, 1, "user.c", 2); /* the kept choice */
    ampcc_view_release(&v);
    return data[n0 * n1 - 1];
}

/* What rt_choose_local_size (tested on its own in test_localsize.c) gives
 * for AMP extent (n0, n1) on this device, in the kernel's encoding. */
static int expected_local(int n0, int n1, size_t target)
{
    size_t global[2] = {(size_t)n1, (size_t)n0}, local[2];
    ck_assert(rt_dev.ready);
    ck_assert(rt_choose_local_size(2, global, rt_dev.max_work_group, rt_dev.max_item_sizes,
                                   target, rt_dev.is_cpu, local));
    return 100 * (int)local[1] + (int)local[0];
}

START_TEST(non_tiled_launch_chooses_local_size)
{
    unsetenv("AMPCC_LOCAL_SIZE");
    int got = local_size_of_non_tiled(32, 64);
    ck_assert_int_eq(got, expected_local(32, 64, 256));
    ck_assert(got == 1616 || got == 464); /* GPU 16x16, CPU 4x64 */
    got = local_size_of_non_tiled(64, 2); /* a new size: chosen again */
    ck_assert_int_eq(got, expected_local(64, 2, 256));
    ck_assert_int_eq(got, 6402); /* 2 columns only: 64x2 */
}
END_TEST

START_TEST(local_size_override)
{
    setenv("AMPCC_LOCAL_SIZE", "64", 1);
    int got = local_size_of_non_tiled(32, 64);
    ck_assert_int_eq(got, expected_local(32, 64, 64));
    ck_assert(got == 808 || got == 164);
}
END_TEST

static void bad_local_size(void)
{
    setenv("AMPCC_LOCAL_SIZE", "100", 1);
    local_size_of_non_tiled(32, 64);
}

START_TEST(bad_local_size_override_fails)
{
    expect_failure(bad_local_size, (const char *const[]){"user.c:2: error: AMPCC_LOCAL_SIZE='100'",
                                                           "power of two", NULL});
}
END_TEST

static int count_threads(int mode, int n, int tile)
{
    int counter = 0, ext = 1;
    ampcc_view c = ampcc_view_new(1, &ext, sizeof(int), &counter, 0, "user.c", 1);
    ampcc_arg a = view_arg(&c, AMPCC_READ | AMPCC_WRITE);
    ampcc_domain d = {1, {n, 1, 1}, {tile, 0, 0}, mode};
    ampcc_launch(&prog, K_COUNT, &d, &a, 1, "user.c", 2);
    ampcc_view_release(&c);
    return counter;
}

START_TEST(pad_and_truncate)
{
    ck_assert_int_eq(count_threads(AMPCC_TILE_PAD, 10, 4), 12);
    ck_assert_int_eq(count_threads(AMPCC_TILE_TRUNCATE, 10, 4), 8);
    ck_assert_int_eq(count_threads(AMPCC_TILE_EXACT, 12, 4), 12);
    ck_assert_int_eq(count_threads(AMPCC_TILE_TRUNCATE, 3, 4), 0); /* nothing to run */
}
END_TEST

START_TEST(value_arguments_change_between_launches)
{
    int data[6] = {0};
    int ext = 6;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "user.c", 1);
    for (int val = 1; val <= 3; val++) {
        fill1(&v, val, 6);
        fill1(&v, val, 6); /* same bytes again: still correct */
        ck_assert_int_eq(get1(&v, 5), val);
    }
    ampcc_view_release(&v);
    /* A new buffer after the old one was freed may reuse its handle. */
    int more[6] = {0};
    ampcc_view w = ampcc_view_new(1, &ext, sizeof(int), more, 0, "user.c", 2);
    fill1(&w, 11, 6);
    ampcc_view_release(&w);
    ck_assert_int_eq(more[0], 11);
}
END_TEST

/* ---- failures ---------------------------------------------------------------- */

static void launch_not_tiling(void)
{
    int ext = 10;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = {1, {10, 1, 1}, {4, 0, 0}, AMPCC_TILE_EXACT};
    ampcc_launch(&prog, K_COUNT, &d, &a, 1, "user.c", 42);
}

START_TEST(extent_not_multiple_of_tile_fails)
{
    const char *needles[] = {"user.c:42: error:", "extent 10", "tile size 4", ".pad()", NULL};
    expect_failure(launch_not_tiling, needles);
}
END_TEST

static void launch_zero_extent(void)
{
    int ext = 1;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom2(0, 4);
    ampcc_launch(&prog, K_COUNT, &d, &a, 1, "user.c", 43);
}

START_TEST(zero_extent_fails)
{
    const char *needles[] = {"user.c:43: error:", "(0, 4)", "dimension 0 of the compute domain (0)", NULL};
    expect_failure(launch_zero_extent, needles);
}
END_TEST

/* C++ AMP's limit: at most 2^32 - 1 threads in one launch. */
static void launch_too_many_threads(void)
{
    int ext = 1;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom2(1 << 30, 4);
    ampcc_launch(&prog, K_COUNT, &d, &a, 1, "user.c", 45);
}

START_TEST(too_many_threads_fails)
{
    const char *needles[] = {"user.c:45: error:", "threads requested (4294967296) exceeds the limit (4294967295)",
                             NULL};
    expect_failure(launch_too_many_threads, needles);
}
END_TEST

static void launch_huge_tile(void)
{
    int x = 0;
    ampcc_arg a = int_arg(&x);
    ampcc_domain d = {3, {64, 64, 64}, {32, 32, 32}, AMPCC_TILE_EXACT};
    ampcc_launch(&prog, K_NOP3, &d, &a, 1, "user.c", 44);
}

/* A kernel that runs only in tiles of 4 (reqd_work_group_size), launched
 * with a tile of 8, which the device allows in general: the driver refuses
 * the launch itself, and that is the located tile message, not "OpenCL
 * call failed". */
static const char *const FOUR_NAMES[] = {"four"};
static ampcc_program four_prog = {
    "__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void four(int x) { }",
    "-cl-std=CL1.2", FOUR_NAMES, 1, "four.c", NULL, NULL};

static void launch_refused_tile(void)
{
    int x = 0;
    ampcc_arg a = int_arg(&x);
    ampcc_domain d = {1, {16}, {8}, AMPCC_TILE_EXACT};
    ampcc_launch(&four_prog, 0, &d, &a, 1, "user.c", 48);
}

START_TEST(tile_refused_by_driver_fails)
{
    const char *needles[] = {"user.c:48: error:", "refused to run this kernel with tile 8",
                             "8 threads", "CL_INVALID_WORK_GROUP_SIZE", NULL};
    expect_failure(launch_refused_tile, needles);
}
END_TEST

/* A table of one kernel and its _aliased variant: number 1 is not a kernel
 * the host may launch, and the message counts only launchable ones. */
static const char ALIASED_SRC[] =
    "__kernel void one_k0(__global int *restrict p) { p[0] = 1; }\n"
    "#ifdef AMPCC_ALIASED_VARIANTS\n"
    "__kernel void one_k0_aliased(__global int *p) { p[0] = 1; }\n"
    "#endif\n";
static const char *const ALIASED_NAMES[] = {"one_k0", "one_k0_aliased"};
static ampcc_program aliased_prog = {ALIASED_SRC, "-cl-std=CL1.2", ALIASED_NAMES, 2, "one.c",
                                     NULL, NULL};

static void launch_variant_by_number(void)
{
    int ext = 1;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = {1, {1, 1, 1}, {0, 0, 0}, AMPCC_TILE_EXACT};
    ampcc_launch(&aliased_prog, 1, &d, &a, 1, "user.c", 45);
}

START_TEST(kernel_number_past_the_launchable_ones_fails)
{
    const char *needles[] = {"user.c:45: error:", "kernel number 1 of one.c does not exist (it has 1)",
                             "recompile one.c", NULL};
    expect_failure(launch_variant_by_number, needles);
}
END_TEST

START_TEST(tile_larger_than_device_fails)
{
    const char *needles[] = {"user.c:44: error:", "(32, 32, 32)", "32768 threads", NULL};
    expect_failure(launch_huge_tile, needles);
}
END_TEST

static void index_out_of_range(void)
{
    int ext = 3, i = 3;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_view_elem(&v, AMPCC_READ, &i, sizeof(int), "user.c", 45);
}

START_TEST(host_index_out_of_range_fails)
{
    const char *needles[] = {"user.c:45: error:", "index 3", "extent 3", NULL};
    expect_failure(index_out_of_range, needles);
}
END_TEST

static void use_after_release(void)
{
    int ext = 2, i = 0;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_view_release(&v);
    ampcc_view_at(&v, AMPCC_READ, &i, sizeof(int), "user.c", 49);
}

START_TEST(view_without_data_fails)
{
    const char *needles[] = {"user.c:49: error:", "no data", "end of the scope", NULL};
    expect_failure(use_after_release, needles);
}
END_TEST

static void projection_out_of_range(void)
{
    int ext[2] = {4, 2};
    ampcc_view v = ampcc_view_new(2, ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_view_project_at(&v, -1, "user.c", 48);
}

START_TEST(projection_out_of_range_fails)
{
    const char *needles[] = {"user.c:48: error:", "index -1", "extent 4", NULL};
    expect_failure(projection_out_of_range, needles);
}
END_TEST

static void launch_too_big(void)
{
    static char host[1]; /* never touched: the data is discarded */
    int ext[2] = {32768, 32768};   /* 2^30 elements: their positions fit a kernel's ints */
    ampcc_view v = ampcc_view_new(2, ext, 256, host, 0, "user.c", 1); /* 256 GiB */
    ampcc_view_discard_data(&v);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom1(1);
    ampcc_launch(&prog, K_COUNT, &d, &a, 1, "user.c", 47);
}

START_TEST(out_of_device_memory_fails)
{
    const char *needles[] = {"user.c:47: error: out of device memory", "AMPCC_DEVICE", NULL};
    expect_failure(launch_too_big, needles);
}
END_TEST

static const char *const BAD_NAMES[] = {"broken"};
static ampcc_program bad_prog = {"__kernel void broken(__global int *p) { p[0] = undeclared; }",
                                 "-cl-std=CL1.2", BAD_NAMES, 1, "broken.c", NULL, NULL};

static void launch_broken(void)
{
    int ext = 1;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), NULL, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom1(1);
    ampcc_launch(&bad_prog, 0, &d, &a, 1, "user.c", 46);
}

START_TEST(build_failure_shows_log)
{
    const char *needles[] = {"user.c:46: error:", "broken.c", "failed to build", "build log",
                             "undeclared", NULL};
    expect_failure(launch_broken, needles);
}
END_TEST

static void launch_with_env_device(void)
{
    setenv("AMPCC_DEVICE", "no-such-device-xyz", 1);
    launch_not_tiling();
}

START_TEST(unknown_device_fails)
{
    const char *needles[] = {"user.c:42: error:", "no-such-device-xyz", "--list-devices", NULL};
    expect_failure(launch_with_env_device, needles);
}
END_TEST

static char empty_dir[256];

static void launch_without_platform(void)
{
    setenv("OCL_ICD_VENDORS", empty_dir, 1);
    launch_not_tiling();
}

START_TEST(no_platform_fails_clearly)
{
    const char *needles[] = {"user.c:42: error:", "no OpenCL platform", "pocl-opencl-icd",
                             "OCL_ICD_VENDORS", NULL};
    snprintf(empty_dir, sizeof empty_dir, "%s/ampcc-no-icd-XXXXXX", P_tmpdir);
    ck_assert_ptr_nonnull(mkdtemp(empty_dir));
    expect_failure(launch_without_platform, needles);
    rmdir(empty_dir);
}
END_TEST

/* ---- the disk cache ----------------------------------------------------------- */

static char cache_src[512];
static const char *const CACHE_NAMES[] = {"put"};
static ampcc_program cache_prog = {cache_src, "-cl-std=CL1.2", CACHE_NAMES, 1, "cached.c", NULL, NULL};

/* Child: build (or load) and run cache_prog; exit status = builds + 10 if the
 * kernel's result was wrong. */
static void run_cache_prog(void)
{
    int out = 0, ext = 1;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), &out, 0, "user.c", 1);
    ampcc_arg a = view_arg(&v, AMPCC_WRITE);
    ampcc_domain d = dom1(1);
    ampcc_launch(&cache_prog, 0, &d, &a, 1, "user.c", 2);
    ampcc_view_release(&v);
    exit((int)stats().program_builds + (out == 1234 ? 0 : 10));
}

static int cache_run(void)
{
    char out[4096];
    return run_captured(run_cache_prog, out, sizeof out);
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Path of an entry in the cache folder other than `other` (NULL: any). */
static void cache_entry_except(const char *root, const char *other, char *path, size_t size)
{
    char dir[600];
    struct dirent *e;
    DIR *d;
    snprintf(dir, sizeof dir, "%s/ampcc", root);
    d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    path[0] = 0;
    while ((e = readdir(d)) != NULL)
        if (ends_with(e->d_name, ".bin") && !(other && strstr(other, e->d_name)))
            snprintf(path, size, "%s/%s", dir, e->d_name);
    closedir(d);
    ck_assert_msg(path[0], "no cache entry in %s", dir);
}

static void cache_entry(const char *root, char *path, size_t size)
{
    cache_entry_except(root, NULL, path, size);
}

static void copy_file(const char *from, const char *to)
{
    char buf[4096];
    size_t n;
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    ck_assert(in && out);
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        ck_assert_uint_eq(fwrite(buf, 1, n, out), n);
    fclose(in);
    fclose(out);
}

static void overwrite(const char *path, const void *bytes, size_t n, long at)
{
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    fseek(f, at, SEEK_SET);
    fwrite(bytes, 1, n, f);
    fclose(f);
}

START_TEST(disk_cache_between_processes)
{
    char root[256], entry[1024];
    snprintf(root, sizeof root, "%s/ampcc-cache-test-XXXXXX", P_tmpdir);
    ck_assert_ptr_nonnull(mkdtemp(root));
    setenv("XDG_CACHE_HOME", root, 1);
    snprintf(cache_src, sizeof cache_src,
             META "/* %ld */ __kernel void put(__global int *p, meta m) { p[m.offset] = 1234; }",
             (long)getpid());
    ck_assert_int_eq(cache_run(), 1); /* cold: built */
    ck_assert_int_eq(cache_run(), 0); /* warm: loaded */

    setenv("AMPCC_CACHE", "0", 1);
    ck_assert_int_eq(cache_run(), 1); /* disabled */
    unsetenv("AMPCC_CACHE");

    cache_entry(root, entry, sizeof entry);
    overwrite(entry, "garbage!", 8, 0); /* bad magic */
    ck_assert_int_eq(cache_run(), 1);
    ck_assert_int_eq(cache_run(), 0); /* rewritten */

    overwrite(entry, "\xde\xad\xbe\xef\xde\xad\xbe\xef", 8, 24); /* foreign binary */
    ck_assert_int_eq(cache_run(), 1);
    ck_assert_int_eq(cache_run(), 0);

    ck_assert_int_eq(truncate(entry, 30), 0); /* cut short */
    ck_assert_int_eq(cache_run(), 1);
    ck_assert_int_eq(cache_run(), 0);

    /* Another program's valid entry under this program's name (same kernel
     * name, different result): its key does not match, so it is not used. */
    char saved[sizeof cache_src], other[1024];
    memcpy(saved, cache_src, sizeof saved);
    snprintf(cache_src, sizeof cache_src,
             META "/* %ld */ __kernel void put(__global int *p, meta m) { p[m.offset] = 99; }",
             (long)getpid());
    ck_assert_int_eq(cache_run(), 11); /* built; its result is not 1234 */
    cache_entry_except(root, entry, other, sizeof other);
    copy_file(other, entry);
    memcpy(cache_src, saved, sizeof saved);
    ck_assert_int_eq(cache_run(), 1);
    ck_assert_int_eq(cache_run(), 0);

    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* A driver handed a corrupt binary may crash: every single-bit flip of an
 * entry, in its header or its payload, and every truncation, is caught
 * before the payload leaves rt_cache_read. */
static void flip_bit(const char *path, long byte, int bit)
{
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    fseek(f, byte, SEEK_SET);
    int c = fgetc(f);
    fseek(f, byte, SEEK_SET);
    fputc(c ^ (1 << bit), f);
    fclose(f);
}

static void expect_rejected(const char *path, uint64_t key, const char *what, long at)
{
    size_t size = 0;
    int bad = 0;
    unsigned char *bin = rt_cache_read(path, key, &size, &bad);
    ck_assert_msg(bin == NULL && bad, "%s at %ld was accepted", what, at);
}

START_TEST(cache_entry_checks_every_bit)
{
    char root[256], path[300];
    unsigned char payload[200];
    const uint64_t key = 0x1234567890abcdefull;
    const long header = 32, total = header + (long)sizeof payload;
    snprintf(root, sizeof root, "%s/ampcc-cache-bits-XXXXXX", P_tmpdir);
    ck_assert_ptr_nonnull(mkdtemp(root));
    snprintf(path, sizeof path, "%s/entry.bin", root);
    for (size_t i = 0; i < sizeof payload; i++)
        payload[i] = (unsigned char)(i * 7 + 1);
    for (long byte = 0; byte < total; byte++)
        for (int bit = 0; bit < 8; bit++) {
            rt_cache_write(path, key, payload, sizeof payload);
            flip_bit(path, byte, bit);
            expect_rejected(path, key, "a flipped bit", byte * 8 + bit);
        }
    for (long len = 0; len < total; len += 9) {
        rt_cache_write(path, key, payload, sizeof payload);
        ck_assert_int_eq(truncate(path, len), 0);
        expect_rejected(path, key, "an entry cut to", len);
    }
    rt_cache_write(path, key, payload, sizeof payload);
    expect_rejected(path, key + 1, "another key's entry", 0);
    size_t size = 0;
    int bad = 1;
    unsigned char *bin = rt_cache_read(path, key, &size, &bad);
    ck_assert(bin && !bad && size == sizeof payload && memcmp(bin, payload, size) == 0);
    free(bin);
    unlink(path);
    rmdir(root);
}
END_TEST

/* The same through a real program: a payload bit flipped in the middle of
 * the driver's binary (an intact header) is rebuilt, not loaded, and the
 * entry is replaced, so the next run loads it again. */
START_TEST(corrupt_cache_entry_is_rebuilt)
{
    char root[256], entry[1024], cmd[300];
    struct stat st;
    snprintf(root, sizeof root, "%s/ampcc-cache-flip-XXXXXX", P_tmpdir);
    ck_assert_ptr_nonnull(mkdtemp(root));
    setenv("XDG_CACHE_HOME", root, 1);
    snprintf(cache_src, sizeof cache_src,
             META "/* flip %ld */ __kernel void put(__global int *p, meta m) { p[m.offset] = 1234; }",
             (long)getpid());
    ck_assert_int_eq(cache_run(), 1);
    cache_entry(root, entry, sizeof entry);
    ck_assert_int_eq(stat(entry, &st), 0);
    long spots[] = {40, st.st_size / 2, st.st_size - 1};
    for (int i = 0; i < 3; i++) {
        flip_bit(entry, spots[i], i);
        ck_assert_int_eq(cache_run(), 1); /* rebuilt, right result */
        ck_assert_int_eq(cache_run(), 0); /* the new entry loads */
    }
    ck_assert_int_eq(truncate(entry, 0), 0); /* empty */
    ck_assert_int_eq(cache_run(), 1);
    ck_assert_int_eq(cache_run(), 0);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* PoCL's log when its own cache lost a race, and an empty one, blame the
 * driver; a compiler's error in the source does not. */
START_TEST(build_log_classified)
{
    ck_assert(rt_log_blames_driver(""));
    ck_assert(rt_log_blames_driver("Device pthread-skylake-avx512-AMD EPYC failed to build the program\n"));
    ck_assert(!rt_log_blames_driver("<source>:1:57: error: use of undeclared identifier 'undeclared'\n"));
    ck_assert(!rt_log_blames_driver("ptxas fatal   : error : Entry function uses too much shared data\n"));
}
END_TEST

/* ---- suite ------------------------------------------------------------------- */

static Suite *runtime_suite(void)
{
    Suite *s = suite_create("runtime");
    TCase *data = tcase_create("data movement");
    TCase *arrays = tcase_create("arrays");
    TCase *domains = tcase_create("domains");
    TCase *fail = tcase_create("failures");
    TCase *cache = tcase_create("cache");
    tcase_add_test(data, upload_then_readback_on_access);
    tcase_add_test(data, host_write_is_uploaded_once);
    tcase_add_test(data, read_only_view_is_not_copied_back);
    tcase_add_test(data, const_view_never_copies_back);
    tcase_add_test(data, const_alias_release_copies_nothing);
    tcase_add_test(data, write_only_keeps_unwritten_elements);
    tcase_add_test(data, discard_skips_upload);
    tcase_add_test(data, refresh_resends_host_data);
    tcase_add_test(data, refresh_forgets_device_writes);
    tcase_add_test(data, runtime_owned_storage_starts_zero_without_upload);
    tcase_add_test(data, section_moves_only_its_rows);
    tcase_add_test(data, strided_section_in_2d);
    tcase_add_test(data, projection_moves_one_row);
    tcase_add_test(data, interleaved_host_and_device_writes);
    tcase_add_test(data, shared_view_keeps_buffer_alive);
    tcase_add_test(arrays, array_lives_on_device);
    tcase_add_test(arrays, array_without_source_is_zero);
    tcase_add_test(arrays, host_write_through_array_view_reaches_kernel);
    tcase_add_test(arrays, refresh_of_untouched_array_view_keeps_data);
    tcase_add_test(domains, dimension_mapping);
    tcase_add_test(domains, wide_positions_on_a_cpu);
    tcase_add_test(domains, tiled_exact_uses_reversed_tile);
    tcase_add_test(domains, pad_and_truncate);
    tcase_add_test(domains, non_tiled_launch_chooses_local_size);
    tcase_add_test(domains, local_size_override);
    tcase_add_test(domains, value_arguments_change_between_launches);
    tcase_add_test(fail, extent_not_multiple_of_tile_fails);
    tcase_add_test(fail, zero_extent_fails);
    tcase_add_test(fail, too_many_threads_fails);
    tcase_add_test(fail, bad_local_size_override_fails);
    tcase_add_test(fail, tile_larger_than_device_fails);
    tcase_add_test(fail, tile_refused_by_driver_fails);
    tcase_add_test(fail, kernel_number_past_the_launchable_ones_fails);
    tcase_add_test(fail, host_index_out_of_range_fails);
    tcase_add_test(fail, projection_out_of_range_fails);
    tcase_add_test(fail, view_without_data_fails);
    tcase_add_test(fail, build_failure_shows_log);
    tcase_add_test(fail, out_of_device_memory_fails);
    tcase_add_test(fail, unknown_device_fails);
    tcase_add_test(fail, no_platform_fails_clearly);
    tcase_add_test(cache, disk_cache_between_processes);
    tcase_add_test(cache, cache_entry_checks_every_bit);
    tcase_add_test(fail, build_log_classified);
    tcase_add_test(cache, corrupt_cache_entry_is_rebuilt);
    /* The first test builds the kernels from source; on a loaded machine
     * that alone can exceed Check's default of 4 seconds. */
    tcase_set_timeout(data, 120);
    tcase_set_timeout(arrays, 120);
    tcase_set_timeout(domains, 120);
    tcase_set_timeout(fail, 120);
    tcase_set_timeout(cache, 240);
    suite_add_tcase(s, data);
    suite_add_tcase(s, arrays);
    suite_add_tcase(s, domains);
    suite_add_tcase(s, fail);
    suite_add_tcase(s, cache);
    return s;
}

int main(void)
{
    char root[256], cmd[300];
    /* Kernel binaries go to a private folder unless the test runner chose one. */
    int own_cache = getenv("XDG_CACHE_HOME") == NULL;
    if (own_cache) {
        snprintf(root, sizeof root, "%s/ampcc-rt-test-XXXXXX", P_tmpdir);
        if (!mkdtemp(root))
            return 1;
        setenv("XDG_CACHE_HOME", root, 1);
    }
    int failed = unit_run(runtime_suite(), CK_FORK_GETENV);
    if (own_cache) {
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
        if (system(cmd) != 0)
            failed++;
    }
    return failed ? 1 : 0;
}
