/* A program on the native host device loads no OpenCL driver (issue 12: the
 * host device's whole-program time had 55-115 ms of PoCL and LLVM loading,
 * because opening the host device listed every OpenCL device first). After
 * its first kernel the program looks in /proc/self/maps for the drivers the
 * test machines have (PoCL, NVIDIA's): none on the host device, one on an
 * OpenCL device (which shows the look would see a loaded driver). */
#include <amp.h>
#include <stdio.h>
#include <string.h>

static int driver_loaded(void)
{
    char line[512];
    int found = 0;
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps)
        return -1;
    while (fgets(line, sizeof line, maps))
        found |= strstr(line, "libpocl") != NULL || strstr(line, "nvidia-opencl") != NULL;
    fclose(maps);
    return found;
}

int main(void)
{
    int data[64];
    for (int i = 0; i < 64; i++)
        data[i] = i;
    array_view<int, 1> v(64, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 3; });
    v.synchronize();
    int on_host = strncmp(ampcc_device_name(), "host", 4) == 0;
    int loaded = driver_loaded();
    printf("result: %d %d\n", data[1], data[63]);   /* 3 189 */
    printf("OpenCL driver loaded as the device needs: %s\n",
           loaded < 0 ? "no /proc/self/maps" : loaded == !on_host ? "yes" : "no");
    return 0;
}
