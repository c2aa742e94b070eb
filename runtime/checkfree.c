/* checkfree.c - the checked mode's view of free() (AMPCC_CHECK=1).
 *
 * ampcc links programs with -Wl,--wrap=free, so every free() call of the
 * program's own objects and of this runtime comes here first (shared
 * libraries, such as the OpenCL driver, call free directly). With
 * AMPCC_CHECK=1 in the environment, a block that holds the host data of a
 * live array_view is noted before it goes (buffer.c: rt_note_host_free), and
 * the view's next use that needs that data is a located error instead of a
 * read or write of freed memory. Without it, the cost is one test. This file
 * is its own archive member: a link without --wrap=free never pulls it in.
 */
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void __real_free(void *p);
void __wrap_free(void *p);

static int check_enabled(void)
{
    static int enabled = -1;   /* the environment is read once */
    if (enabled < 0) {
        const char *e = getenv("AMPCC_CHECK");
        enabled = e && *e && strcmp(e, "0") != 0;
    }
    return enabled;
}

void __wrap_free(void *p)
{
    /* malloc_usable_size of a block still allocated is at least its size */
    if (p && check_enabled())
        rt_note_host_free(p, malloc_usable_size(p), __builtin_return_address(0));
    __real_free(p);
}
