/* two_devices: one matrix product split across two devices at once.
 *
 * The rows of C = A x B are cut in two halves; each device computes one
 * half with its own views (its half of A and of C, and its own read-only
 * view of B), so nothing moves between the devices. Both kernels are queued
 * before the host waits for either, so the two devices work at the same
 * time. The devices come from accelerator_get_all: two GPUs if there are
 * two (gpu:0 and gpu:1), else the first two devices that are not the host
 * device, else such a device and the native host device, else the host
 * device twice. */
#include <stdio.h>
#include <string.h>

#define M 64
#define K 32
#define N 40
#define HALF (M / 2)

/* Two devices to split the work over (LANGUAGE.md section 10): GPUs first
 * (paths gpu:0, gpu:1, ...), then the other devices that are not the host
 * device, then the host device. */
static void choose_devices(accelerator_view *first, accelerator_view *second)
{
    accelerator all[16], host("host");
    int n = accelerator_get_all(all, 16), found = 0;
    *first = *second = host.default_view;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n && i < 16 && found < 2; i++) {
            int gpu = strncmp(all[i].device_path, "gpu:", 4) == 0;
            if (all[i] == host || gpu != (pass == 0))
                continue;
            if (found++ == 0)
                *first = all[i].default_view;
            else
                *second = all[i].default_view;
        }
}

int main(void)
{
    static float a[M][K], b[K][N], c[M][N];
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++) a[i][k] = (float)((i * 3 + k) % 7 - 3);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++) b[k][j] = (float)((k + 2 * j) % 5 - 2);

    accelerator host("host");
    accelerator_view dev0 = host.default_view, dev1 = dev0;
    choose_devices(&dev0, &dev1);
    fprintf(stderr, "two_devices: rows 0-%d on %s, rows %d-%d on %s\n", HALF - 1,
            dev0.accelerator.description, HALF, M - 1, dev1.accelerator.description);
    array_view<const float, 2> a0(HALF, K, &a[0][0]), a1(HALF, K, &a[HALF][0]);
    array_view<const float, 2> b0(K, N, &b[0][0]), b1(K, N, &b[0][0]);
    array_view<float, 2> c0(HALF, N, &c[0][0]), c1(HALF, N, &c[HALF][0]);
    c0.discard_data();
    c1.discard_data();
    parallel_for_each(dev0, c0.extent, [=](index<2> idx) restrict(amp) {
        float s = 0.0f;
        for (int k = 0; k < K; k++)
            s += a0(idx[0], k) * b0(k, idx[1]);
        c0[idx] = s;
    });
    parallel_for_each(dev1, c1.extent, [=](index<2> idx) restrict(amp) {
        float s = 0.0f;
        for (int k = 0; k < K; k++)
            s += a1(idx[0], k) * b1(k, idx[1]);
        c1[idx] = s;
    });
    c0.synchronize();
    c1.synchronize();

    double total = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            total += c[i][j] * ((i * N + j) % 13 + 1);
    for (int i = HALF - 2; i < HALF + 2; i++) {
        for (int j = 0; j < 8; j++) printf("%g ", c[i][j]);
        printf("\n");
    }
    printf("checksum: %g\n", total);
    return 0;
}
