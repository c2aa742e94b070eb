// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/data/Test.04/test.cpp
// Verify array's 3-D specialized indexing operators( () ) using GPU index - use set
// (the templates are written out for their one instantiation, int and
// 1 x 1 x 1; the std::multiset of rand() values is an int array of them (of
// one value, so its order does not matter), the begin iterator its address; vector = array is
// array.copy_to(vector); const int &data = c_src(i, j, k) is a pointer to
// the element; the kernels' unnamed index<1> parameter is named unused, and
// both are restrict(amp): a kernel block is (__GPU is restrict(cpu, amp)))
#include <stdio.h>
#include "amptest.h"

#define _D0 1
#define _D1 1
#define _D2 1
#define _rank 3

static bool test_feature_idx(const int *_first)
{
    int src_data[_D0 * _D1 * _D2];
    int dst_data[_D0 * _D1 * _D2];

    {
        array<int, _rank> src(_D0, _D1, _D2, _first);
        array<int, _rank> dst(_D0, _D1, _D2);

        parallel_for_each(extent<1> (1), [&] (index<1> unused) restrict(amp)
        {
            for (int i = 0; i < _D0; i++)
            {
                for (int j = 0; j < _D1; j++)
                {
                    for (int k = 0; k < _D2; k++)
                    {
                        dst(i, j, k) = src(i, j, k);
                        src(i, j, k) = 0;
                    }
                }
            }
        });

        src.copy_to(src_data);
        dst.copy_to(dst_data);

        for (size_t i = 0; i < _D0 * _D1 * _D2; i++)
        {
            if ((dst_data[i] == 0) || (src_data[i] != 0))
                return false;
        }
    }

    {
        array<int, _rank> c_src(_D0, _D1, _D2, _first);
        array<int, _rank> dst1(_D0, _D1, _D2);

        parallel_for_each(extent<1> (1), [&] (index<1> unused) restrict(amp)
        {
            for (int i = 0; i < _D0; i++)
            {
                for (int j = 0; j < _D1; j++)
                {
                    for (int k = 0; k < _D2; k++)
                    {
                        const int *data = &c_src(i, j, k);
                        dst1(i, j, k) = *data * 2;
                    }
                }
            }
        });

        c_src.copy_to(src_data);
        dst1.copy_to(dst_data);

        for (size_t i = 0; i < _D0 * _D1 * _D2; i++)
        {
            if ((dst_data[i] == 0) || ((dst_data[i] != (src_data[i]*2))))
                return false;
        }
    }

    return true;
}

static bool test_feature(void)
{
    /* std::multiset<int> data: _D0*_D1*_D2 values of rand() */
    int data[_D0 * _D1 * _D2];
    for (int n = 0; n < _D0 * _D1 * _D2; n++)
        data[n] = rand();
    return test_feature_idx(data);
}

int main(void)
{
    int passed = test_feature() /*&& test_feature<float, 11, 13, 2>() &&
                    test_feature<double, 2, 31, 31>() && test_feature<unsigned int, 91, 7, 5>() &&
                    test_feature<unsigned, 3, 3, 3>() && test_feature<signed, 111, 2, 3>()*/
            ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
