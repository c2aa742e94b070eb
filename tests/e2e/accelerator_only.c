/* A file that uses only the runtime library's names (accelerator,
 * accelerator_view, queuing_mode_*, completion_future), no kernel and no
 * AMP type: it still goes through ampcc's front end, which gives it the
 * library (a plain C file goes to cc as it is). */
#include <stdio.h>
#include <string.h>

int main(void)
{
    accelerator all[16], host(accelerator_cpu_accelerator), def(accelerator_default_accelerator);
    int n = accelerator_get_all(all, 16);
    accelerator last = all[(n < 16 ? n : 16) - 1];
    printf("the host device is last: %d (%s)\n", last == host, last.device_path);   /* 1 (host) */
    accelerator_view v = def.create_view(queuing_mode_immediate);
    printf("a new view: %d %d %d\n", v != def.default_view, v.accelerator == def,
           v.queuing_mode == queuing_mode_immediate);                             /* 1 1 1 */
    completion_future done = v.create_marker();                                   /* nothing queued */
    done.wait();
    printf("marker ready: %d\n", done.is_ready());                                /* 1 */
    printf("host path: %s\n", strcmp(host.device_path, "host") == 0 ? "host" : "other"); /* host */
    return 0;
}
