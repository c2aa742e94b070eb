/* config.h - project-wide settings. tests/suites/driver.sh touches this file
 * to check that the -MMD dependency files make every user of it rebuild. */
#ifndef PLAINC_CONFIG_H
#define PLAINC_CONFIG_H

#define VEC_INITIAL_CAPACITY 4
#define PLAINC_VERSION "1.0"

#endif
