/* For the ControlFlow ports whose original is a template over ElementType,
 * instantiated for int, unsigned int, long, unsigned long, float and double
 * (the ports write each instantiation out, with the type's suffix):
 * Fill<T>(arr, size, min, max) as Fill_range_SUFFIX (amptest.h's generator;
 * whole numbers in [min, max], which the values only need to be), and the
 * Verify<T> that amptest.h lacks (unsigned long). */
#ifndef CONFORMANCE_CONTROLFLOW_ELEMENT_TYPES_H
#define CONFORMANCE_CONTROLFLOW_ELEMENT_TYPES_H
#include "amptest.h"

#define DEFINE_FILL_RANGE(T, SUFFIX) \
    static inline void Fill_range_##SUFFIX(T *arr, size_t size, int min, int max) \
    { \
        for (size_t i = 0; i < size; i++) \
            arr[i] = (T)(min + (int)(amptest_next() % (unsigned)(max - min + 1))); \
    }
DEFINE_FILL_RANGE(int, int)
DEFINE_FILL_RANGE(unsigned, unsigned)
DEFINE_FILL_RANGE(long, long)
DEFINE_FILL_RANGE(unsigned long, ulong)
DEFINE_FILL_RANGE(float, float)
DEFINE_FILL_RANGE(double, double)

static inline bool Verify_ulong(const unsigned long *actual, const unsigned long *expected, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (actual[i] != expected[i]) {
            fprintf(stderr, "Verify: element %zu is %lu, expected %lu\n", i, actual[i], expected[i]);
            return false;
        }
    return true;
}

#endif
