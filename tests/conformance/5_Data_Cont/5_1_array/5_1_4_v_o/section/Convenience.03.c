// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Convenience.03/test.cpp
// Create a section of a rank 3 array  using the convenience APIs
// (ArrayTest, ArrayViewTest and gpu_read of the suite's array_test.h and array_view_test.h are in section_test.h;
// the kernel parameter is named; REPORT_RESULT keeps the running verdict)
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

static int scalar_values(void)
{
    SECTION_T original_data[2 * 3 * 4] = {0};
    array<SECTION_T, 3> original_arr(extent<3>(2, 3, 4), original_data);
    array_view<SECTION_T, 3> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(0, 1, 2, 2, 2, 2), index<3>(0, 1, 2));

    array_test_set_value(&original_test, &original, index<3>(1, 2, 2), 13);

    section.view(0, 0, 0) = 15;
    av_test_set_known_value(&section, index<3>(0, 0, 0), 15);

    return (gpu_read_array(&original_arr, index<3>(0, 1, 2)) == 15 && section.view(1, 1, 0) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

static int only_index(void)
{
    SECTION_T original_data[2 * 3 * 4] = {0};
    array<SECTION_T, 3> original_arr(extent<3>(2, 3, 4), original_data);
    array_view<SECTION_T, 3> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(index<3>(0, 1, 2)), index<3>(0, 1, 2));

    array_test_set_value(&original_test, &original, index<3>(1, 2, 2), 13);

    section.view(0, 0, 0) = 15;
    av_test_set_known_value(&section, index<3>(0, 0, 0), 15);

    return (gpu_read_array(&original_arr, index<3>(0, 1, 2)) == 15 && section.view(1, 1, 0) == 13) ? array_test_pass(&original_test, &original) : runall_fail;
}

static int only_extent(void)
{
    SECTION_T original_data[2 * 3 * 4] = {0};
    array<SECTION_T, 3> original_arr(extent<3>(2, 3, 4), original_data);
    array_view<SECTION_T, 3> original_arr_view(original_arr);
    ArrayTest original_test = array_test_make(original_data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, original_arr_view);
    ArrayViewTest section = av_test_section(&original, original_arr.section(extent<3>(2, 2, 2)), index<3>(0, 0, 0));

    array_test_set_value(&original_test, &original, index<3>(1, 1, 1), 13);

    section.view(0, 0, 0) = 15;
    av_test_set_known_value(&section, index<3>(0, 0, 0), 15);

    return (gpu_read_array(&original_arr, index<3>(0, 0, 0)) == 15 && section.view(1, 1, 1) == 13)? array_test_pass(&original_test, &original) : runall_fail;
}

int main(void)
{
    int res = runall_pass;

    REPORT_RESULT(res, scalar_values() == runall_pass);
    REPORT_RESULT(res, only_index() == runall_pass);
    REPORT_RESULT(res, only_extent() == runall_pass);

    return res;
}
