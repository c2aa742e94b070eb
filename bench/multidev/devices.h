/* devices.h - the devices a multi-device benchmark splits its work across:
 * the first `want` devices of accelerator_get_all() that are not the native
 * host device (two GPUs on a two-GPU machine, two PoCL devices where PoCL
 * exposes two), each with its default view. Compiled by ampcc. */
#ifndef MULTIDEV_DEVICES_H
#define MULTIDEV_DEVICES_H

#include <string.h>

#define MAX_DEVICES 8

/* Fills views[0..want) and returns how many were found (fewer than want
 * means the machine has fewer devices: the caller reports it and stops). */
static int pick_devices(accelerator_view *views, int want)
{
    accelerator all[MAX_DEVICES];
    int n = accelerator_get_all(all, MAX_DEVICES), found = 0;
    if (n > MAX_DEVICES)
        n = MAX_DEVICES;
    for (int i = 0; i < n && found < want; i++) {
        if (strcmp(all[i].device_path, "host") == 0)
            continue;
        views[found++] = all[i].default_view;
    }
    return found;
}

static void print_devices(accelerator_view *views, int n)
{
    for (int d = 0; d < n; d++)
        fprintf(stderr, "device %d: %s (%s)\n", d, views[d].accelerator.description,
                views[d].accelerator.device_path);
}

#endif
