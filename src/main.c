/* main.c - the ampcc executable's entry point; all the work is in driver.c,
 * which the unit tests link without this file. The front end runs on a
 * thread of its own with a deep stack, made only by a command that may run
 * it (driver.c, run_on_compiler_stack). */
#include <malloc.h>

#include "driver.h"

int main(int argc, char **argv)
{
    /* Large blocks (the arena's chunks, the emitters' texts, big hash tables)
     * are mapped and unmapped one by one. glibc would otherwise raise this
     * threshold each time such a block is freed, and serve the next ones from
     * its heap, which keeps freed memory: the generated texts, freed as soon
     * as they are written, stayed in the peak (12 MB of 106 for 2,000 units
     * of bench/scale). One arena: the deep stack's thread would otherwise map
     * an arena of its own (128 MiB of address space). */
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    mallopt(M_ARENA_MAX, 1);
    return driver_main(argc, argv);
}
