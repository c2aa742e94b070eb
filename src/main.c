/* main.c - the ampcc executable's entry point; all the work is in driver.c,
 * which the unit tests link without this file. */
#include "driver.h"

int main(int argc, char **argv)
{
    return driver_main(argc, argv);
}
