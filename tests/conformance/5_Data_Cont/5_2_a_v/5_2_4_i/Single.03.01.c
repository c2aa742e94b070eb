// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.03.01/test.cpp
// Retrieve a projection of a section
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h, for one
// rank: the projection's ArrayViewTest<int, 1, 2> is its view, row 0 of the
// section, and its known value (0) is recorded as the section's (0, 0); the
// kernel parameter is named)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    SECTION_T data[5 * 5] = {0};
    array_view<SECTION_T, 2> view(extent<2>(5, 5), data);
    ArrayViewTest original = av_test_make(data, view);

    // set some data in the original
    original.view[index<2>(2, 3)] = 13;
    av_test_set_known_value(&original, index<2>(2, 3), 13);

    // create a section and projection on the GPU and set data
    array_view<int, 2> original_av = original.view;
    parallel_for_each(extent<1>(1), [original_av] (index<1> idx) restrict(amp) {
        // this section is from [2-5), 2-5) of the original
        array_view<int, 2> gpu_section = original_av.section(index<2>(2, 2));

        // create a projection -- this is row 2 of the original (2, [2-5))
        array_view<int, 1> gpu_projection = gpu_section[0];

        // set some data in the section -- (2, 4) in the original
        gpu_section[index<2>(0, 2)] = 17;

        // set some data in the projection -- (2, 2) in the original
        gpu_projection[index<1>(0)] = original_av[index<2>(2, 3)];
    });

    // create tracking structures
    ArrayViewTest section = av_test_section(&original, original.view.section(index<2>(2, 2)), index<2>(2, 2));
    av_test_set_known_value(&section, index<2>(0, 2), 17);
    array_view<int, 1> projection = section.view[0];
    av_test_set_known_value(&section, index<2>(0, 0), 13);

    // verify each data point through the array_view interface
    return
        original.view(2, 2) == 13 &&
        original.view(2, 3) == 13 &&
        original.view(2, 4) == 17 &&
        section.view(0, 0) == 13 &&
        section.view(0, 1) == 13 &&
        section.view(0, 2) == 17 &&
        projection(0) == 13 &&
        projection(1) == 13 &&
        projection(2) == 17
        ? av_test_pass(&original) : runall_fail;
}
