/* copy_async runs while a kernel runs (LANGUAGE.md section 10, issue 11):
 * its transfer goes on the device's transfer queue, ordered after the
 * kernels that use the same data only, so a copy of other data does not wait
 * for a running kernel. A long kernel works on `busy`; a marker after it
 * tells when it ends; then a copy_async of `data` (which the kernel does not
 * use) must be done while the marker is still not ready. No timing
 * threshold: the kernel's loop is long enough (about a second on one core)
 * that a copy of 1 MiB queued behind it could not finish first; each round
 * is a xorshift-multiply step, which no compiler can fold across rounds (an
 * affine step x * a + c could be: NVIDIA's compiler ran 3M of them in under
 * a millisecond on the H100, so the kernel ended before the copy). A second
 * copy_async of `busy` itself must wait for the kernel: it sees the kernel's
 * results. On the host device a kernel runs to its end in parallel_for_each
 * and copies are done at once: the lines say so. The results are checked
 * against the same loop on the host either way. */
#include <amp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 256 << 10, BUSY = 64, ROUNDS = 3 << 20 };

/* The kernel's work for element i, done on the host for the check. */
static unsigned mix(unsigned x)
{
    for (int k = 0; k < ROUNDS; k++)
        x = (x ^ (x >> 15)) * 0x2c1b3c6du + 12345u;
    return x;
}

int main(void)
{
    static unsigned src[N], first[N], second[N], busy_out[BUSY];
    int on_host = strncmp(ampcc_device_name(), "host", 4) == 0;
    for (int i = 0; i < N; i++)
        src[i] = (unsigned)i * 2654435761u;
    array<unsigned, 1> data(N, src), busy(BUSY);
    accelerator_view av = data.accelerator_view;
    copy_async(data, first).wait();   /* the transfer queue exists from here on */
    parallel_for_each(busy.extent, [&busy](index<1> i) restrict(amp) {
        unsigned x = (unsigned)i[0];
        for (int k = 0; k < ROUNDS; k++)
            x = (x ^ (x >> 15)) * 0x2c1b3c6du + 12345u;
        busy[i] = x;
    });
    completion_future kernel_done = av.create_marker();
    completion_future copied = copy_async(data, second);
    copied.wait();
    int kernel_was_running = !kernel_done.is_ready();
    copy_async(busy, busy_out).wait();   /* after the kernel, which writes busy */
    int data_same = memcmp(src, first, sizeof src) == 0 && memcmp(src, second, sizeof src) == 0;
    int busy_same = 1;
    for (int i = 0; i < BUSY; i++)
        busy_same &= busy_out[i] == mix((unsigned)i);
    if (on_host)
        printf("copy during the kernel: %s\n", !kernel_was_running ? "ok" : "the host device's kernel had not ended");
    else
        printf("copy during the kernel: %s\n", kernel_was_running ? "ok" : "the copy waited for the kernel");
    printf("copy of the kernel's data after it: %s\n", busy_same ? "ok" : "not the kernel's results");
    printf("data: %s\n", data_same ? "ok" : "differs");
    return 0;
}
