/* Copies between arrays on two devices are relayed through the host once
 * each way, also as copy_async, and a kernel queued after a relay on the
 * receiving device sees the relayed data (LANGUAGE.md section 10). Devices A
 * and B: the first two devices of accelerator_get_all that are not the host
 * device (PoCL is asked for two). N = 1000 ints = 4000 bytes.
 *   a(N, src) on A: to_device += 4000; b, c on B: zero-filled, no bytes
 *   copy_async(a[100, 300) -> b[300, 500)).wait(): to_host += 800,
 *     to_device += 800 (exactly the section, each way)
 *   copy(a, c), whole arrays: to_host += 4000, to_device += 4000
 *   a kernel on B: b[i] += c[i]; nothing moves
 *   b and c copied out: to_host += 2 x 4000
 * Minimum: to_device = 8800, to_host = 12800, launches = 1. The explicit
 * views pick the devices, so AMPCC_DEVICE=host moves the same bytes. */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

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
        printf("two OpenCL devices are needed, this machine has %d\n", found);
        return 77;
    }
    static int src[N], out_b[N], out_c[N];
    for (int i = 0; i < N; i++)
        src[i] = i * 5 + 1;
    array<int, 1> a(N, src, dev[0]), b(N, dev[1]), c(N, dev[1]);
    copy_async(a.section(index<1>(100), extent<1>(200)), b.section(index<1>(300), extent<1>(200))).wait();
    copy(a, c);
    parallel_for_each(dev[1], b.extent, [&b, &c](index<1> i) restrict(amp) { b[i] += c[i]; });
    copy(b, out_b);
    copy(c, out_c);
    printf("%d %d %d %d %d\n", out_b[299], out_b[300], out_b[499], out_b[500], out_c[N - 1]);
    /* 1496 2002 3992 2501 4996 */
    return 0;
}
