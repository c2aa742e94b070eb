/* amp.h - the AMP C header that ships with ampcc.
 *
 * AMP C needs no header: the AMP types (extent, index, array_view, array,
 * tiled_extent, tiled_index), restrict(amp), tile_static and parallel_for_each
 * are understood by the ampcc compiler itself (see docs/language.md), and the
 * built-in math, atomic and fence functions of amp code are known to it too.
 *
 * This header exists so that a program ported from C++ AMP can keep its
 * `#include <amp.h>`, and so that a program can check that it is compiled by
 * ampcc. It declares nothing the compiler relies on; include <math.h> yourself
 * for the math functions, as in C.
 *
 *   __AMPCC__          defined by ampcc (the driver passes -D__AMPCC__=1)
 *   AMPCC_AMP_H        defined once this header was included
 *   AMPCC_MAX_TILE     the most threads a tile may have (LANGUAGE.md section 5)
 *   AMPCC_MAX_TILE_STATIC_BYTES  the tile_static limit per kernel (section 6)
 *   ampcc_device_name() the device this process's kernels run on (chosen by
 *                      AMPCC_DEVICE, or per MPI rank: docs/runtime.md)
 */
#ifndef AMPCC_AMP_H
#define AMPCC_AMP_H

#ifndef __AMPCC__
#error "amp.h is the AMP C header: compile this file with ampcc, not a plain C compiler"
#endif

#define AMPCC_MAX_TILE 1024
#define AMPCC_MAX_TILE_STATIC_BYTES 32768

const char *ampcc_device_name(void);

#endif
