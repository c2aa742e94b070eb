/* Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Misc/UserDefinedType/TestMethod.h:
 * copies of a user-defined type (Udt: an int, a long and a float) between
 * arrays, array_views and host memory on two devices, then every element
 * checked to be Udt's default value (10, 20, 30).
 *
 * The class Udt is a struct and its constructor udt_default(); its
 * operator=(Udt *) is not used by the tests. std::vector<Udt> is a malloc'd
 * host buffer; `std::vector<Udt> temp = array` is a copy into one.
 * CreateRandomExtent<2>(5) of the suite's library is an extent of 2 random
 * sizes in [1, 5]. require_device(Device::ALL_DEVICES) is a device other
 * than the CPU accelerator (the default one when there is none). */
#ifndef CONFORMANCE_UDT_TEST_METHOD_H
#define CONFORMANCE_UDT_TEST_METHOD_H

#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

typedef struct Udt {
    int i;
    long l;
    float f;
} Udt;

static Udt udt_default(void)
{
    Udt u = { 10, 20, 30 };
    return u;
}

static bool VerifyUdt(const Udt *inputVector, int size)
{
    for (int m = 0; m < size; m++)
        if (inputVector[m].i != 10 || inputVector[m].l != 20 || inputVector[m].f != 30) {
            fprintf(stderr, "element %d is (%d, %ld, %g)\n", m, inputVector[m].i, inputVector[m].l, inputVector[m].f);
            return false;
        }
    return true;
}

static extent<2> random_extent_2(int max_dim)
{
    extent<2> e;
    for (int d = 0; d < 2; d++)
        e[d] = 1 + (int)(amptest_next() % (unsigned)max_dim);
    return e;
}

/* std::vector<Udt> srcCont(n) filled with Udt(). */
static Udt *udt_vector(int size)
{
    Udt *v = malloc(size * sizeof *v);
    for (int m = 0; m < size; m++)
        v[m] = udt_default();
    return v;
}

/* Copies data to a new host buffer and checks it. */
static bool verify_copied_out(array<Udt, 2> *data, int size)
{
    Udt *temp = malloc(size * sizeof *temp);
    copy(*data, temp);
    bool ok = VerifyUdt(temp, size);
    free(temp);
    return ok;
}

static bool CopyBetweenArrayAndArray(accelerator srcDevice, accelerator destDevice)
{
    extent<2> arrayExtent = random_extent_2(5);
    int size = arrayExtent.size();
    // Create source array
    Udt *srcCont = udt_vector(size);
    array<Udt, 2> srcArray(arrayExtent, srcCont, srcDevice.default_view);
    // Create destination array
    array<Udt, 2> destArray(arrayExtent, destDevice.default_view);
    copy(srcArray, destArray);
    free(srcCont);
    // Verify data
    return verify_copied_out(&destArray, size);
}

static bool CopyBetweenArrayViewAndArrayView(accelerator srcDevice, accelerator destDevice)
{
    extent<2> arrayExtent = random_extent_2(5);
    int size = arrayExtent.size();
    // Create source array view
    Udt *srcCont = udt_vector(size);
    array<Udt, 2> tempArray(arrayExtent, srcCont, srcDevice.default_view);
    array_view<Udt, 2> srcArrayView(tempArray);
    // Create destination array view
    array<Udt, 2> destDataArray(arrayExtent, destDevice.default_view);
    array_view<Udt, 2> destArrayView(destDataArray);
    copy(srcArrayView, destArrayView);
    free(srcCont);
    // Verify data
    return verify_copied_out(&destDataArray, size);
}

static bool CopyBetweenArrayViewAndStdCont(accelerator srcDevice)
{
    extent<2> arrayExtent = random_extent_2(5);
    int size = arrayExtent.size();
    // Create source array view
    Udt *srcCont = udt_vector(size);
    array<Udt, 2> tempArray(arrayExtent, srcCont, srcDevice.default_view);
    array_view<Udt, 2> srcArrayView(tempArray);
    // Create destination standard container
    Udt *destCont = calloc(size, sizeof *destCont);
    copy(srcArrayView, destCont);
    // Verify data
    bool ok = VerifyUdt(destCont, size);
    free(destCont);
    free(srcCont);
    return ok;
}

static bool CopyBetweenStdContAndArrayView(accelerator destDevice)
{
    extent<2> arrayExtent = random_extent_2(5);
    int size = arrayExtent.size();
    // Create source array view
    Udt *srcCont = udt_vector(size);
    // Create destination array view
    array<Udt, 2> destDataArray(arrayExtent, srcCont, destDevice.default_view);
    array_view<Udt, 2> destArrayView(destDataArray);
    copy(srcCont, destArrayView);
    free(srcCont);
    // Verify data
    return verify_copied_out(&destDataArray, size);
}

static accelerator require_device(void)
{
    accelerator all[64], host(accelerator_cpu_accelerator), def;
    int n = accelerator_get_all(all, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (all[i] != host)
            return all[i];
    return def;
}

#endif
