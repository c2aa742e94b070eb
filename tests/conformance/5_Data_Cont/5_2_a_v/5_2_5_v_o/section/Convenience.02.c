// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Convenience.02/test.cpp
// Create a section or a rank 2 array view using the convenience APIs
// (ArrayViewTest of the suite's array_view_test.h are in section_test.h;
// the kernel parameter is named; REPORT_RESULT keeps the running verdict)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

static int scalar_values(void)
{
    SECTION_T original_data[10 * 10] = {0};
    array_view<SECTION_T, 2> original_view(extent<2>(10, 10), original_data);
    ArrayViewTest original = av_test_make(original_data, original_view);
    ArrayViewTest section = av_test_section(&original, original.view.section(2, 3, 5, 2), index<2>(2, 3));

    original.view(3, 4) = 13;
    av_test_set_known_value(&original, index<2>(3, 4), 13);

    section.view(3, 1) = 15;
    av_test_set_known_value(&section, index<2>(3, 1), 15);

    return (original.view(5, 4) == 15 && section.view(1, 1) == 13) ? av_test_pass(&original) : runall_fail;
}

static int only_index(void)
{
    SECTION_T original_data[10 * 10] = {0};
    array_view<SECTION_T, 2> original_view(extent<2>(10, 10), original_data);
    ArrayViewTest original = av_test_make(original_data, original_view);
    ArrayViewTest section = av_test_section(&original, original.view.section(index<2>(2, 3)), index<2>(2, 3));

    original.view(3, 4) = 13;
    av_test_set_known_value(&original, index<2>(3, 4), 13);

    section.view(3, 1) = 15;
    av_test_set_known_value(&section, index<2>(3, 1), 15);

    return (original.view(5, 4) == 15 && section.view(1, 1) == 13) ? av_test_pass(&original) : runall_fail;
}

static int only_extent(void)
{
    SECTION_T original_data[10 * 10] = {0};
    array_view<SECTION_T, 2> original_view(extent<2>(10, 10), original_data);
    ArrayViewTest original = av_test_make(original_data, original_view);
    ArrayViewTest section = av_test_section(&original, original.view.section(extent<2>(5, 3)), index<2>(0, 0));

    original.view(3, 2) = 13;
    av_test_set_known_value(&original, index<2>(3, 2), 13);

    section.view(3, 1) = 15;
    av_test_set_known_value(&section, index<2>(3, 1), 15);

    return (original.view(3, 1) == 15 && section.view(3, 2) == 13) ? av_test_pass(&original) : runall_fail;
}

int main(void)
{
    int res = runall_pass;

    REPORT_RESULT(res, scalar_values() == runall_pass);
    REPORT_RESULT(res, only_index() == runall_pass);
    REPORT_RESULT(res, only_extent() == runall_pass);

    return res;
}
