/* The suite's ArrayViewTest and TestSection (amp_test_lib/inc/amptest/
 * array_view_test.h) in C, for one element type and rank per program:
 *
 *     #define SECTION_T float
 *     #define SECTION_RANK 2
 *     #include "section_test.h"
 *
 * (For an ArrayViewTest<const int, N>, whose data stays writable, define
 * SECTION_VIEW_T as const int and SECTION_READ_ONLY: the views' element type,
 * and no TestSection, which writes through the views.)
 *
 * An ArrayViewTest is an array_view together with the data it was made over
 * (shared by every section of it), where its origin lies in that data, and a
 * store of "known values": the values the test wrote, by position in the
 * data. TestSection writes through the original and through the section, on
 * the host and in kernels, reads each write back through the other view, and
 * records it; av_test_pass() then checks every known value in the data. */
#ifndef CONFORMANCE_SECTION_TEST_H
#define CONFORMANCE_SECTION_TEST_H

#include <stdlib.h>
#include "amptest.h"

#ifndef SECTION_VIEW_T
#define SECTION_VIEW_T SECTION_T
#endif
#define SectionView array_view<SECTION_VIEW_T, SECTION_RANK>
#define SectionIndex index<SECTION_RANK>
#define SectionExtent extent<SECTION_RANK>

/* index<N>() of C++ AMP: all zeros. (LANGUAGE.md says a declaration without an
 * initializer gives zeros; ampcc leaves such a local uninitialised today.) */
static SectionIndex zero_index(void)
{
    SectionIndex z;
    for (int d = 0; d < SECTION_RANK; d++)
        z[d] = 0;
    return z;
}

enum { KNOWN_VALUES_MAX = 64 };

/* The suite keeps known values in an unordered_map from position to value. */
typedef struct {
    long position[KNOWN_VALUES_MAX];
    SECTION_T value[KNOWN_VALUES_MAX];
    int count;
} KnownValues;

typedef struct {
    SECTION_T *data;             /* the original's data, shared by its sections */
    SectionExtent data_extent;   /* the extent of the original */
    SectionIndex offset;         /* this view's origin in the original */
    SectionView view;
    KnownValues *known;
} ArrayViewTest;

/* The position of an index of the original in its data (row-major). */
static long av_test_linear(const ArrayViewTest *t, SectionIndex abs)
{
    long linear = 0;
    for (int d = 0; d < SECTION_RANK; d++)
        linear = linear * t->data_extent[d] + abs[d];
    return linear;
}

/* ArrayViewTest(extent): a view over all of data (zeroed by the caller, as
 * the suite's std::vector is). The caller declares the view: a view made here
 * and returned inside the struct would not outlive this function in ampcc
 * today (a view that escapes its scope through a struct is released). */
static ArrayViewTest av_test_make(SECTION_T *data, SectionView view)
{
    KnownValues *known = calloc(1, sizeof *known);
    ArrayViewTest t = {data, view.extent, zero_index(), view, known};
    return t;
}

/* ArrayViewTest::section(other, origin): `other` is a section of t's view at
 * `origin` (relative to t's view); it shares t's data and known values. */
static ArrayViewTest av_test_section(const ArrayViewTest *t, SectionView other,
                                     SectionIndex origin)
{
    ArrayViewTest s = *t;
    s.view = other;
    s.offset = t->offset + origin;
    return s;
}

/* ArrayViewTest::section(origin, ex): the section of t's view at origin. */
static ArrayViewTest av_test_section_at(const ArrayViewTest *t, SectionIndex origin, SectionExtent ex)
{
    return av_test_section(t, t->view.section(origin, ex), origin);
}

static void av_test_set_known_value(ArrayViewTest *t, SectionIndex i, SECTION_T value)
{
    long position = av_test_linear(t, t->offset + i);
    KnownValues *k = t->known;
    for (int n = 0; n < k->count; n++)
        if (k->position[n] == position) {
            k->value[n] = value;
            return;
        }
    if (k->count < KNOWN_VALUES_MAX) {
        k->position[k->count] = position;
        k->value[k->count++] = value;
    }
}

/* ArrayViewTest::set_value(i, value): writes the data behind the view (also
 * for a view of const elements) and records the value. */
static void av_test_set_value(ArrayViewTest *t, SectionIndex i, SECTION_T value)
{
    av_test_set_known_value(t, i, value);
    t->data[av_test_linear(t, t->offset + i)] = value;
}

/* ArrayViewTest::pass(): every known value is in the data. */
static int av_test_pass(const ArrayViewTest *t)
{
    const KnownValues *k = t->known;
    for (int n = 0; n < k->count; n++)
        if (t->data[k->position[n]] != k->value[n]) {
            fprintf(stderr, "data[%ld] is %g, expected %g\n", k->position[n],
                    (double)t->data[k->position[n]], (double)k->value[n]);
            return runall_fail;
        }
    return runall_pass;
}

#ifndef SECTION_READ_ONLY
/* details::random_index: a random index of ex, shifted by origin. */
static SectionIndex random_index(SectionIndex origin, SectionExtent ex)
{
    SectionIndex r = origin;
    for (int d = 0; d < SECTION_RANK; d++)
        r[d] = origin[d] + (rand() % ex[d]);
    return r;
}

/* details::gpu_read */
static SECTION_T gpu_read(array_view<SECTION_T, SECTION_RANK> src, SectionIndex idx)
{
    SECTION_T result_buf[1];
    array_view<SECTION_T, 1> result(extent<1>(1), result_buf);
    parallel_for_each(result.extent, [=](index<1> i) restrict(amp) {
        result[0] = src[idx];
    });
    return result[0];
}

/* details::gpu_write */
static void gpu_write(array_view<SECTION_T, SECTION_RANK> dest, SectionIndex idx, SECTION_T value)
{
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        dest[idx] = value;
    });
}

static bool section_read_matches(const char *what, SECTION_T actual, SECTION_T expected)
{
    if (actual != expected)
        fprintf(stderr, "Reading %s expected: %g actual: %g\n", what, (double)expected, (double)actual);
    return actual == expected;
}

/* TestSection(original, section, origin): section lies at origin in original. */
static bool TestSection(ArrayViewTest *original, ArrayViewTest *section, SectionIndex origin)
{
    array_view<SECTION_T, SECTION_RANK> ov = original->view;
    array_view<SECTION_T, SECTION_RANK> sv = section->view;

    // now choose random points in the section
    // relative to the original
    SectionIndex set_original_on_gpu = random_index(origin, sv.extent);
    SectionIndex set_original_on_cpu = random_index(origin, sv.extent);

    // relative to the section
    SectionIndex set_section_on_gpu = random_index(origin, sv.extent) - origin;
    SectionIndex set_section_on_cpu = random_index(origin, sv.extent) - origin;
    (void)set_section_on_cpu;

    // set a value in the original on the CPU
    SECTION_T expected_value = (SECTION_T)rand();
    ov[set_original_on_cpu] = expected_value;
    av_test_set_known_value(original, set_original_on_cpu, expected_value);
    if (!section_read_matches("section (CPU)", sv[set_original_on_cpu - origin], expected_value))
        return false;

    // set a value in the section on the GPU
    expected_value = (SECTION_T)rand();
    gpu_write(sv, set_section_on_gpu, expected_value);
    av_test_set_known_value(section, set_section_on_gpu, expected_value);
    if (!section_read_matches("original (CPU)", ov[set_section_on_gpu + origin], expected_value))
        return false;

    // set a value in the original on the GPU
    expected_value = (SECTION_T)rand();
    gpu_write(ov, set_original_on_gpu, expected_value);
    av_test_set_known_value(original, set_original_on_gpu, expected_value);
    if (!section_read_matches("section (GPU)", gpu_read(sv, set_original_on_gpu - origin), expected_value))
        return false;

    // set a value in the section on the CPU
    expected_value = (SECTION_T)rand();
    sv[set_section_on_gpu] = expected_value;
    av_test_set_known_value(section, set_section_on_gpu, expected_value);
    if (!section_read_matches("original (GPU)", gpu_read(ov, set_section_on_gpu + origin), expected_value))
        return false;

    return true;
}

/* The suite's ArrayTest (array_test.h): an array made from zeroed data, its
 * known values and where its sections lie. Its sections are ArrayViewTests
 * whose data is the ArrayTest's host copy, refreshed by array_test_pass(). */
typedef struct {
    SECTION_T *data;            /* the host copy of the array's data */
    array<SECTION_T, SECTION_RANK> *arr;
    KnownValues *known;
} ArrayTest;

static ArrayTest array_test_make(SECTION_T *data, array<SECTION_T, SECTION_RANK> *arr)
{
    ArrayTest t = {data, arr, calloc(1, sizeof(KnownValues))};
    return t;
}

/* The ArrayViewTest that describes the whole array, for known values and sections. */
static ArrayViewTest array_test_as_view_test(const ArrayTest *t, array_view<SECTION_T, SECTION_RANK> whole)
{
    ArrayViewTest v = {t->data, whole.extent, zero_index(), whole, t->known};
    return v;
}

/* ArrayTest::pass(): copies the array out, then checks every known value. */
static int array_test_pass(ArrayTest *t, const ArrayViewTest *whole)
{
    t->arr->copy_to(t->data);
    return av_test_pass(whole);
}

/* details::gpu_read and gpu_write on an array: the suite's overloads capture the
 * array by reference; a host function has it by pointer, so the kernel reads
 * and writes it through a view of it (the same device data). */
static SECTION_T gpu_read_array(array<SECTION_T, SECTION_RANK> *src, SectionIndex idx)
{
    array_view<SECTION_T, SECTION_RANK> src_view(*src);
    return gpu_read(src_view, idx);
}

static void gpu_write_array(array<SECTION_T, SECTION_RANK> *dest, SectionIndex idx, SECTION_T value)
{
    array_view<SECTION_T, SECTION_RANK> dest_view(*dest);
    gpu_write(dest_view, idx, value);
}

/* ArrayTest::set_value(i, value): writes the array's element on the device
 * and records the value (in the ArrayViewTest of the whole array). */
static void array_test_set_value(ArrayTest *t, ArrayViewTest *whole, SectionIndex i, SECTION_T value)
{
    gpu_write_array(t->arr, i, value);
    av_test_set_known_value(whole, i, value);
}

/* TestSection(ArrayTest &original, ArrayViewTest &section, origin). */
static bool TestArraySection(ArrayTest *original, ArrayViewTest *original_view_test, ArrayViewTest *section,
                             SectionIndex origin)
{
    array_view<SECTION_T, SECTION_RANK> sv = section->view;

    // now choose random points in the section
    // relative to the original
    SectionIndex set_original_on_gpu = random_index(origin, sv.extent);

    // relative to the section
    SectionIndex set_section_on_gpu = random_index(origin, sv.extent) - origin;
    SectionIndex set_section_on_cpu = random_index(origin, sv.extent) - origin;
    (void)set_section_on_cpu;

    // set a value in the section on the GPU
    SECTION_T expected_value = (SECTION_T)rand();
    gpu_write(sv, set_section_on_gpu, expected_value);
    av_test_set_known_value(section, set_section_on_gpu, expected_value);
    if (!section_read_matches("original (CPU)", gpu_read_array(original->arr, set_section_on_gpu + origin), expected_value))
        return false;

    // set a value in the original on the GPU
    expected_value = (SECTION_T)rand();
    gpu_write_array(original->arr, set_original_on_gpu, expected_value);
    av_test_set_known_value(original_view_test, set_original_on_gpu, expected_value);
    if (!section_read_matches("section (GPU)", gpu_read(sv, set_original_on_gpu - origin), expected_value))
        return false;

    // set a value in the section on the CPU
    expected_value = (SECTION_T)rand();
    sv[set_section_on_gpu] = expected_value;
    av_test_set_known_value(section, set_section_on_gpu, expected_value);
    if (!section_read_matches("original (GPU)", gpu_read_array(original->arr, set_section_on_gpu + origin), expected_value))
        return false;

    return true;
}

#endif /* SECTION_READ_ONLY */

#if SECTION_RANK > 1
/* ArrayViewTest<T, N - 1, N>: a projection of an ArrayViewTest<T, N>
 * (ArrayViewTest::projection(other, i), other being view[i]). It shares the
 * projected test's data and known values; its index idx names the projected
 * test's index (i, idx[0], ..., idx[N - 2]), as the suite's
 * projected_coordinate_nest does. */
typedef struct {
    ArrayViewTest *projected;
    int i;
    array_view<SECTION_VIEW_T, SECTION_RANK - 1> view;
} ProjectionTest;

static ProjectionTest av_test_projection(ArrayViewTest *t, array_view<SECTION_VIEW_T, SECTION_RANK - 1> other, int i)
{
    ProjectionTest p = {t, i, other};
    return p;
}

/* The projected test's index of the projection's index idx. */
static SectionIndex projection_index(const ProjectionTest *p, index<SECTION_RANK - 1> idx)
{
    SectionIndex full = zero_index();
    full[0] = p->i;
    for (int d = 1; d < SECTION_RANK; d++)
        full[d] = idx[d - 1];
    return full;
}

static void projection_set_known_value(ProjectionTest *p, index<SECTION_RANK - 1> idx, SECTION_T value)
{
    av_test_set_known_value(p->projected, projection_index(p, idx), value);
}

static void projection_set_value(ProjectionTest *p, index<SECTION_RANK - 1> idx, SECTION_T value)
{
    av_test_set_value(p->projected, projection_index(p, idx), value);
}
#endif

#endif
