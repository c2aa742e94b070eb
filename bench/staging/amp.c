/* Staging arrays' copy bandwidth against a plain array's (LANGUAGE.md
 * section 10; issue 11 asks for the H100's figures).
 *
 *   staging_amp [MIB [ROUNDS]]      (defaults: 256 MiB, 5 rounds)
 *
 * Plain: copy(host, a) and copy(a, host) between malloc'd (pageable) host
 * memory and an array on the default device. Staging: the same bytes between
 * a staging array (array<T,1> s(n, cpu_av, av): its host copy is pinned,
 * CL_MEM_ALLOC_HOST_PTR) and the same device array: the host writes s
 * through s.data(), copy(s, a) sends the pinned bytes (plus one copy on the
 * device), copy(a, s) and s.data() bring them back into pinned memory. Each
 * direction is timed per round; the medians are printed as GB/s (1e9 bytes
 * per second) in the BENCH line's extra fields. On the host device nothing
 * crosses a bus: the figures are memcpy speeds. */
#include "bench.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int mib = bench_arg(argc, argv, 1, 256), rounds = bench_arg(argc, argv, 2, 5);
    int n = (int)((size_t)mib * 1024 * 1024 / sizeof(float));
    size_t bytes = (size_t)n * sizeof(float);
    float *host = bench_alloc(bytes);
    double up_plain[64], down_plain[64], up_staging[64], down_staging[64];
    if (rounds > 64)
        rounds = 64;
    accelerator acc, cpu("host");
    array<float, 1> a(n, acc.default_view);
    array<float, 1> s(n, cpu.default_view, acc.default_view);
    for (int r = 0; r < rounds; r++) {
        for (int i = 0; i < n; i += 1024)
            host[i] = (float)(r + i);
        double t0 = bench_now();
        copy(host, a);
        double t1 = bench_now();
        copy(a, host);
        double t2 = bench_now();
        float *p = s.data();
        for (int i = 0; i < n; i += 1024)
            p[i] = (float)(r - i);
        double t3 = bench_now();
        copy(s, a);
        a.accelerator_view.wait();
        double t4 = bench_now();
        copy(a, s);
        p = s.data();
        double t5 = bench_now();
        if (p[1024] != (float)(r - 1024) || host[1024] != (float)(r + 1024)) {
            fprintf(stderr, "CHECK FAILED round %d\n", r);
            return 2;
        }
        up_plain[r] = bytes / (t1 - t0) / 1e9;
        down_plain[r] = bytes / (t2 - t1) / 1e9;
        up_staging[r] = bytes / (t4 - t3) / 1e9;
        down_staging[r] = bytes / (t5 - t4) / 1e9;
    }
    char size[32], extra[256];
    snprintf(size, sizeof size, "%dMiB", mib);
    snprintf(extra, sizeof extra, "plain_up_GBs=%.2f plain_down_GBs=%.2f staging_up_GBs=%.2f "
             "staging_down_GBs=%.2f device=\"%s\"", median(up_plain, rounds), median(down_plain, rounds),
             median(up_staging, rounds), median(down_staging, rounds), acc.description);
    double t_end = bench_now();
    bench_report("staging", "ampcc", size, rounds, t_end - t_start, t_end - t_start, extra);
    free(host);
    return 0;
}
