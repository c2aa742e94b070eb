/* devices.h - the devices a multi-device benchmark splits its work across:
 * `want` devices of accelerator_get_all(), GPUs first, never the native host
 * device (two GPUs on a two-GPU machine, two PoCL devices where PoCL exposes
 * two), each with its default view. Compiled by ampcc. */
#ifndef MULTIDEV_DEVICES_H
#define MULTIDEV_DEVICES_H

#include <string.h>

#define MAX_DEVICES 8

/* Is device i of all[] of the kind asked for: a GPU (path gpu:K) in the first
 * pass, any other device but the host device in the second. */
static int device_fits(accelerator *a, int gpu_pass)
{
    int is_gpu = strncmp(a->device_path, "gpu:", 4) == 0;
    return gpu_pass ? is_gpu : !is_gpu && strcmp(a->device_path, "host") != 0;
}

/* Fills views[0..want) with the GPUs first, then other devices (a PoCL CPU
 * device), never the host device; returns how many it found (fewer than
 * want: the caller reports it and stops). */
static int pick_devices(accelerator_view *views, int want)
{
    accelerator all[MAX_DEVICES];
    int n = accelerator_get_all(all, MAX_DEVICES), found = 0;
    if (n > MAX_DEVICES)
        n = MAX_DEVICES;
    for (int pass = 1; pass >= 0; pass--)
        for (int i = 0; i < n && found < want; i++)
            if (device_fits(&all[i], pass))
                views[found++] = all[i].default_view;
    return found;
}

static void print_devices(accelerator_view *views, int n)
{
    for (int d = 0; d < n; d++)
        fprintf(stderr, "device %d: %s (%s)\n", d, views[d].accelerator.description,
                views[d].accelerator.device_path);
}

#endif
