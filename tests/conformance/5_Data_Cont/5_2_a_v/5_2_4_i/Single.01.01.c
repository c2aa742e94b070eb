// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.01.01/test.cpp
// Use a single integer index to retrieve edge-values of an Array View<1>
// (ArrayViewTest<int, 1>::sequential<0>(ext) is a view over data 0, 1, 2,
// ...; results is a zeroed one; the kernel's unnamed index<1> parameter is
// named unused)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    int data[10];
    for (int n = 0; n < 10; n++)
        data[n] = 0 + n;
    array_view<int, 1> view(extent<1>(10), data);
    ArrayViewTest t = av_test_make(data, view);
    array_view<int, 1> av = t.view;

    int results_data[10] = {0};
    array_view<int, 1> results_view(t.view.extent, results_data);
    ArrayViewTest results = av_test_make(results_data, results_view);
    array_view<int, 1> results_v = results.view;

    // access values on the GPU
    parallel_for_each(extent<1>(1), [results_v, av] (index<1> unused) restrict(cpu, amp) {
        results_v[0] = av[0];
        results_v[9] = av[9];
    });

    av_test_set_known_value(&results, index<1>(0), 0);
    av_test_set_known_value(&results, index<1>(9), 9);
    return results.view[0] == 0 && results.view[9] == 9 ? av_test_pass(&t) : runall_fail;
}
