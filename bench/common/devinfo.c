/* devinfo - prints the device the benchmarks run on (same choice rule as
 * ampcc's runtime, AMPCC_DEVICE), for the header of the results table. */
#include <stdio.h>
#include "clbench.h"

int main(void)
{
    clb c;
    char text[1024];
    clb_init(&c);
    clb_describe(&c, text, sizeof text);
    printf("%s\n", text);
    clb_release(&c);
    return 0;
}
