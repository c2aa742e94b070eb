/* copy_async really overlaps with the host (LANGUAGE.md section 10): while a
 * 64 MiB copy from the device is in flight, a host loop runs. No timing
 * threshold: on an OpenCL device the future must be seen not ready at least
 * once right after copy_async returns (the transfer has not finished; a
 * blocking copy would return with it done), and the loop must have run
 * iterations before it became ready. On the host device a copy is a memcpy
 * and the future must be ready at once. The result is checked either way. */
#include <amp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    enum { N = 16 << 20 };   /* ints: 64 MiB */
    int *src = malloc(N * sizeof(int)), *dst = malloc(N * sizeof(int));
    int on_host = strncmp(ampcc_device_name(), "host", 4) == 0;   /* the native host device */
    if (!src || !dst)
        return 1;
    for (int i = 0; i < N; i++)
        src[i] = i ^ 0x5a5a;
    array<int, 1> a(N, src);   /* the upload blocks: nothing else is pending now */
    memset(dst, 0, N * sizeof(int));
    completion_future f = copy_async(a, dst);
    int ready_at_once = f.is_ready();
    long host_iterations = 0;
    volatile long work = 0;
    while (!f.is_ready()) {
        work += host_iterations % 7;   /* the host's own work while the copy runs */
        host_iterations++;
    }
    f.wait();
    int same = memcmp(src, dst, N * sizeof(int)) == 0;
    if (on_host)
        printf("overlap: %s\n", ready_at_once && host_iterations == 0 ? "ok" : "host copy not done at once");
    else
        printf("overlap: %s\n", !ready_at_once && host_iterations > 0 ? "ok" : "the copy blocked");
    printf("data: %s\n", same ? "ok" : "differs");
    free(src);
    free(dst);
    return 0;
}
