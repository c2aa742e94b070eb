// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Index.01.01/test.cpp
// Use an index<N> to get/set edge-values of an Array View<N> on the GPU
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    int data[3 * 3] = {0};
    array_view<int, 2> view(extent<2>(3, 3), data);
    ArrayViewTest t = av_test_make(data, view);
    array_view<int, 2> av = t.view;

    // now set some values on the GPU
    parallel_for_each(extent<1>(1), [av](index<1> i) restrict(cpu, amp) {
        av[index<2>(0, 0)] = 1;
        av[index<2>(2, 2)] = 19;
    });

    // use this to get the results
    int v_results[3 * 3] = {0};
    array_view<int, 2> results(av.extent, v_results);
    parallel_for_each(av.extent, [av, results](index<2> i) restrict(cpu, amp) {
        results[i] = av[i];
    });

    // update the tracking structure with the known-values
    av_test_set_known_value(&t, index<2>(0, 0), 1);
    av_test_set_known_value(&t, index<2>(2, 2), 19);

    return
        // verify the results av, calling pass() will verify the original view
        results[index<2>(0, 0)] == 1 &&
        results[index<2>(2, 2)] == 19 &&
        av[index<2>(0, 0)] == 1 &&
        av[index<2>(2, 2)] == 19
        ? av_test_pass(&t) : runall_fail;
}
