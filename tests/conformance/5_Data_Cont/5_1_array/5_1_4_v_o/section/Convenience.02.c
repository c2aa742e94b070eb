// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Convenience.02/test.cpp
// Create a section of a rank 2 array using the convenience APIs
// (ArrayTest, ArrayViewTest and gpu_read of the suite's array_test.h and array_view_test.h are in section_test.h;
// the kernel parameter is named; REPORT_RESULT keeps the running verdict)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

static int scalar_values(void)
{
    SECTION_T original_data[10 * 10] = {0};
    array<SECTION_T, 2> original_arr(extent<2>(10, 10), original_data);
    array_view<SECTION_T, 2> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(2, 3, 5, 2), index<2>(2, 3));

    array_test_set_value(&original_test, &original, index<2>(3, 4), 13);

    section.view(3, 1) = 15;
    av_test_set_known_value(&section, index<2>(3, 1), 15);

    return (gpu_read_array(&original_arr, index<2>(5, 4)) == 15 && section.view(1, 1) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

static int only_index(void)
{
    SECTION_T original_data[10 * 10] = {0};
    array<SECTION_T, 2> original_arr(extent<2>(10, 10), original_data);
    array_view<SECTION_T, 2> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(index<2>(2, 3)), index<2>(2, 3));

    array_test_set_value(&original_test, &original, index<2>(3, 4), 13);

    section.view(3, 1) = 15;
    av_test_set_known_value(&section, index<2>(3, 1), 15);

    return (gpu_read_array(&original_arr, index<2>(5, 4)) == 15 && section.view(1, 1) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

static int only_extent(void)
{
    SECTION_T original_data[10 * 10] = {0};
    array<SECTION_T, 2> original_arr(extent<2>(10, 10), original_data);
    array_view<SECTION_T, 2> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(extent<2>(5, 3)), index<2>(0, 0));

    array_test_set_value(&original_test, &original, index<2>(3, 2), 13);

    section.view(3, 1) = 15;
    av_test_set_known_value(&section, index<2>(3, 1), 15);

    return (gpu_read_array(&original_arr, index<2>(3, 1)) == 15 && section.view(3, 2) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

int main(void)
{
    int res = runall_pass;

    REPORT_RESULT(res, scalar_values() == runall_pass);
    REPORT_RESULT(res, only_index() == runall_pass);
    REPORT_RESULT(res, only_extent() == runall_pass);

    return res;
}
