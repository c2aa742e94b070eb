/* main.c - the ampcc executable's entry point; all the work is in driver.c,
 * which the unit tests link without this file.
 *
 * The compiler's passes recurse over the tree, so a deeply nested expression
 * (a chain of 50,000 `+`) needs a deep stack: the driver runs on a thread
 * whose stack is COMPILER_STACK bytes (reserved, not committed: pages are
 * used only as deep as the input goes). Deeper input than that stack serves
 * is refused with a located error ("nested too deeply", nesting.c). */
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "driver.h"

enum { COMPILER_STACK = 1 << 30 };

typedef struct MainArgs {
    int argc;
    char **argv;
    int status;
} MainArgs;

static void *run_driver(void *p)
{
    MainArgs *a = p;
    a->status = driver_main(a->argc, a->argv);
    return NULL;
}

int main(int argc, char **argv)
{
    /* Large blocks (the arena's chunks, the emitters' texts, big hash tables)
     * are mapped and unmapped one by one. glibc would otherwise raise this
     * threshold each time such a block is freed, and serve the next ones from
     * its heap, which keeps freed memory: the generated texts, freed as soon
     * as they are written, stayed in the peak (12 MB of 106 for 2,000 units
     * of bench/scale). */
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    mallopt(M_ARENA_MAX, 1);
    MainArgs args = { argc, argv, 0 };
    pthread_attr_t attr;
    pthread_t thread;
    /* Without a thread (no memory for its stack) the driver runs here. */
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, COMPILER_STACK) != 0 ||
        pthread_create(&thread, &attr, run_driver, &args) != 0)
        return driver_main(argc, argv);
    /* Signals go to the driver's thread, whose handlers and masks manage
     * the temporary files (driver.c). */
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    pthread_join(thread, NULL);
    return args.status;
}
