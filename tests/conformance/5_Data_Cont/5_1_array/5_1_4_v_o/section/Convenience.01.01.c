// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Convenience.01.01/test.cpp
// Create a section of a rank 1 array using the convenience APIs on GPU
// (ArrayTest, ArrayViewTest and gpu_read of the suite's array_test.h and array_view_test.h are in section_test.h;
// the kernel parameter is named; REPORT_RESULT keeps the running verdict; the kernel uses the array itself where the original binds a reference to it)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

static int scalar_values(void)
{
    SECTION_T original_data[10] = {0};
    array<SECTION_T, 1> original_arr(extent<1>(10), original_data);
    array_view<SECTION_T, 1> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(2, 5), index<1>(2));

    array_test_set_value(&original_test, &original, index<1>(2), 13);

    // create a section on the GPU, use it to read and write
    parallel_for_each(extent<1>(1), [=, &original_arr](index<1> idx) restrict(amp) {
        array_view<int, 1> gpu_section = original_arr.section(2, 5);
        gpu_section(3) = original_arr(2);
    });

    av_test_set_known_value(&section, index<1>(3), 13);

    return (gpu_read_array(&original_arr, index<1>(5)) == 13 && section.view(0) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

static int only_index(void)
{
    SECTION_T original_data[10] = {0};
    array<SECTION_T, 1> original_arr(extent<1>(10), original_data);
    array_view<SECTION_T, 1> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(index<1>(2)), index<1>(2));

    array_test_set_value(&original_test, &original, index<1>(2), 13);

    // create a section on the GPU, use it to read and write
    parallel_for_each(extent<1>(1), [=, &original_arr](index<1> idx) restrict(amp) {
        array_view<int, 1> gpu_section = original_arr.section(index<1>(2));
        gpu_section(3) = original_arr(2);
    });

    av_test_set_known_value(&section, index<1>(3), 13);

    return (gpu_read_array(&original_arr, index<1>(5)) == 13 && section.view(0) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

static int only_extent(void)
{
    SECTION_T original_data[10] = {0};
    array<SECTION_T, 1> original_arr(extent<1>(10), original_data);
    array_view<SECTION_T, 1> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(extent<1>(5)), index<1>(0));

    array_test_set_value(&original_test, &original, index<1>(2), 13);

    // create a section on the GPU, use it to read and write
    parallel_for_each(extent<1>(1), [=, &original_arr](index<1> idx) restrict(amp) {
        array_view<int, 1> gpu_section = original_arr.section(extent<1>(5));
        gpu_section(1) = original_arr(2);
    });

    av_test_set_known_value(&section, index<1>(1), 13);

    return (gpu_read_array(&original_arr, index<1>(1)) == 13 && section.view(2) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

int main(void)
{
    int res = runall_pass;

    REPORT_RESULT(res, scalar_values() == runall_pass);
    REPORT_RESULT(res, only_index() == runall_pass);
    REPORT_RESULT(res, only_extent() == runall_pass);

    return res;
}
