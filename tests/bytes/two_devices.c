/* Two devices at once (LANGUAGE.md section 10): data moves between devices
 * through the host only when a kernel on the other device needs it, and no
 * more. The program asks PoCL for two CPU devices (POCL_DEVICES) and takes
 * the first two devices of accelerator_get_all that are not the host device,
 * A and B; H is the native host device, whose copy is the host data itself.
 * N = 1024 ints = 4096 bytes.
 *   1. v (host data) written by a kernel on A:      to_device += 4096 (v to A)
 *   2. B reads v, writes w (discard_data: no upload): v leaves A,
 *      to_host += 4096 (A's newer v), to_device += 4096 (v to B)
 *   3. the host reads w: to_host += 4096; then v: nothing (B did not write
 *      it, A's writes came home in step 2)
 *   4. z written by a kernel on H: nothing moves (host memory in place)
 *   5. A reads z, writes u (discard_data): to_device += 4096 (z to A)
 *   6. the host reads u: to_host += 4096; z: nothing
 *   7. r (host data) only read, by kernels on A, B, A, B that add it into
 *      arrays made on A and on B (zero-filled there: no bytes): r to A,
 *      to_device += 4096; r to B, to_device += 4096 (A keeps its copy, which
 *      nothing changed); A and B again: nothing moves
 *   8. both arrays copied out: to_host += 2 x 4096
 * Minimum: to_device = 5 x 4096 = 20480, to_host = 5 x 4096 = 20480,
 * launches = 8. The explicit views pick the devices, so AMPCC_DEVICE=host
 * moves the same bytes (two_devices.host-stats). */
#include <stdio.h>
#include <stdlib.h>

#define N 1024

int main(void)
{
    setenv("POCL_DEVICES", "pthread pthread", 0);
    accelerator all[16], host("host");
    accelerator_view dev[2];
    int n = accelerator_get_all(all, 16), found = 0;
    for (int i = 0; i < n && i < 16 && found < 2; i++)
        if (all[i] != host)
            dev[found++] = all[i].default_view;
    if (found < 2) {
        /* a machine with one OpenCL device (one GPU, no PoCL): bytes.sh skips */
        printf("two OpenCL devices are needed, this machine has %d\n", found);
        return 77;
    }
    accelerator_view a = dev[0], b = dev[1], h = host.default_view;
    static int x[N], y[N], z[N], t[N];
    for (int i = 0; i < N; i++)
        x[i] = i;
    array_view<int, 1> v(N, x), w(N, y), zv(N, z), u(N, t);
    parallel_for_each(a, v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
    w.discard_data();
    parallel_for_each(b, v.extent, [=](index<1> i) restrict(amp) { w[i] = v[i] * 2; });
    printf("%d %d %d\n", w[0], w[N - 1], v[N - 1]);   /* 2 2048 1024 */
    parallel_for_each(h, zv.extent, [=](index<1> i) restrict(amp) { zv[i] = i[0] * 3; });
    u.discard_data();
    parallel_for_each(a, zv.extent, [=](index<1> i) restrict(amp) { u[i] = zv[i] + 1; });
    printf("%d %d %d\n", u[0], u[N - 1], zv[N - 1]);  /* 1 3070 3069 */

    static int rx[N], out_a[N], out_b[N];
    for (int i = 0; i < N; i++)
        rx[i] = i;
    array_view<const int, 1> r(N, rx);
    array<int, 1> on_a(N, a), on_b(N, b);
    for (int round = 0; round < 2; round++) {
        parallel_for_each(a, r.extent, [=, &on_a](index<1> i) restrict(amp) { on_a[i] += r[i]; });
        parallel_for_each(b, r.extent, [=, &on_b](index<1> i) restrict(amp) { on_b[i] += r[i]; });
    }
    on_a.copy_to(out_a);
    on_b.copy_to(out_b);
    printf("%d %d %d %d\n", out_a[1], out_a[N - 1], out_b[1], out_b[N - 1]);  /* 2 2046 2 2046 */
    return 0;
}
