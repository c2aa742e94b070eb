/* accelerator, accelerator_get_all, accelerator_set_default (LANGUAGE.md
 * section 10). On PoCL the program asks for two CPU devices (POCL_DEVICES)
 * so that the list has more than one entry; the output does not depend on
 * how many devices the machine has. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_error(const amp_error *e, void *arg)
{
    printf("error: %s\n", e->kind == amp_runtime_exception ? "runtime_exception" : "another kind");
}

int main(void)
{
    setenv("POCL_DEVICES", "pthread basic", 0);
    accelerator all[16];
    int n = accelerator_get_all(all, 16);
    printf("devices listed: %s\n", n >= 1 ? "yes" : "no");
    int round_trip = 1;
    for (int i = 0; i < n && i < 16; i++) {
        accelerator again(all[i].device_path);
        round_trip &= again.id == i && strcmp(again.description, all[i].description) == 0;
    }
    printf("each path names its device: %d\n", round_trip);

    const char *last = all[(n < 16 ? n : 16) - 1].device_path;
    printf("set_default before use: %d\n", accelerator_set_default(last));
    accelerator def;
    printf("the default is that device: %d\n", strcmp(def.device_path, last) == 0);
    printf("set_default after use: %d\n", accelerator_set_default(all[0].device_path));
    accelerator same(last);
    printf("==: %d %d, !=: %d\n", def == same, def == all[(n < 16 ? n : 16) - 1], def != same);
    if (n > 1)
        printf("another device differs: %d\n", all[0] != def);
    else
        printf("another device differs: 1\n");

    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 3; });
    printf("kernel: %d %d %d %d\n", v[0], v[1], v[2], v[3]);

    amp_set_error_handler(on_error, NULL);
    accelerator none("gpu:99");
    printf("unknown path: id %d, %s\n", none.id, none.device_path ? none.device_path : "no path");
    printf("set_default of an unknown path: %d\n", accelerator_set_default("gpu:99"));
    return 0;
}
