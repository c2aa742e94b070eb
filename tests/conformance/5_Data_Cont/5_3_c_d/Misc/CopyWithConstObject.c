// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Misc/CopyWithConstObject/test.cpp
// Copy involving const array<T, N> and const array view<T,N> for each API
// (each vector<int> is a host array of e.size() ints, all 10; begin() and
// cbegin() are the array's address, end() and cend() one past its last
// element; the arrays made without a view are on the default device;
// VerifyDataOnCpu of two containers (amptest.h) compares views of them, made
// as values (array_view<const int, 2>(src)); with a vector it is
// VerifyDataOnCpu_vec_int_2; require_device() is accelerator_common.h's and
// accelerator_view& is passed by value, as a view is copied)
#include <stdio.h>
#include "amptest.h"
#include "../../../3_device_Modeling/accelerator_common.h"

DEFINE_VERIFY_DATA_ON_CPU(int, 2)
DEFINE_VERIFY_VIEW_VECTOR(int, 2)

#define size 10
#define N (size * size)

/* vector<int> v(e.size(), 10) */
static void fill_10(int *v)
{
    for (int i = 0; i < N; i++)
        v[i] = 10;
}

static bool Array_to_array(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    const array<int, 2> src(e, src_v, av);
    array<int, 2> dst(e);

    copy(src, dst);

    return VerifyDataOnCpu_int_2(array_view<const int, 2>(src), array_view<const int, 2>(dst));
}

static bool Array_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    const array<int, 2> src(e, src_v, av);

    array<int, 2> data(e);
    const array_view<int, 2> dst(data);

    copy(src, dst);

    return VerifyDataOnCpu_int_2(array_view<const int, 2>(src), dst);
}

static bool Array_to_iter(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    const array<int, 2> src(e, src_v, av);

    int dst[N] = {0};

    copy(src, dst);

    return VerifyDataOnCpu_vec_int_2(array_view<const int, 2>(src), dst, N);
}

static bool Const_iter2_to_array(accelerator_view av)
{
    extent<2> e(size, size);

    int src[N];
    fill_10(src);
    array<int, 2> dst(e, av);

    const int *cbegin = src, *cend = src + N;
    copy(cbegin, cend, dst);

    return VerifyDataOnCpu_vec_int_2(array_view<const int, 2>(dst), src, N);
}

static bool Const_iter_to_array(accelerator_view av)
{
    extent<2> e(size, size);

    int src[N];
    fill_10(src);
    array<int, 2> dst(e, av);

    const int *cbegin = src;
    copy(cbegin, dst);

    return VerifyDataOnCpu_vec_int_2(array_view<const int, 2>(dst), src, N);
}

static bool Array_view_const_to_array(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    array<int, 2> data(e, src_v, av);
    const array_view<const int, 2> src(data);

    array<int, 2> dst(e);

    copy(src, dst);

    return VerifyDataOnCpu_int_2(src, array_view<const int, 2>(dst));
}

static bool Array_view_const_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    array<int, 2> data1(e, src_v, av);
    const array_view<const int, 2> src(data1);

    array<int, 2> data2(e);
    const array_view<int, 2> dst(data2);

    copy(src, dst);

    return VerifyDataOnCpu_int_2(src, dst);
}

static bool Array_view_to_array(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    array<int, 2> data(e, src_v, av);
    const array_view<int, 2> src(data);

    array<int, 2> dst(e);

    copy(src, dst);

    return VerifyDataOnCpu_int_2(src, array_view<const int, 2>(dst));
}

static bool Array_view_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    array<int, 2> data1(e, src_v, av);
    const array_view<int, 2> src(data1);

    array<int, 2> data2(e);
    const array_view<int, 2> dst(data2);

    copy(src, dst);

    return VerifyDataOnCpu_int_2(src, dst);
}

static bool Array_view_to_iter(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    array<int, 2> data(e, src_v, av);
    const array_view<int, 2> src(data);

    int dst[N] = {0};

    copy(src, dst);

    return VerifyDataOnCpu_vec_int_2(src, dst, N);
}

static bool Iter2_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src[N];
    fill_10(src);

    array<int, 2> data(e, av);
    const array_view<int, 2> dst(data);

    copy(src, src + N, dst);

    return VerifyDataOnCpu_vec_int_2(dst, src, N);
}

static bool Iter_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src[N];
    fill_10(src);

    array<int, 2> data(e, av);
    const array_view<int, 2> dst(data);

    copy(src, dst);

    return VerifyDataOnCpu_vec_int_2(dst, src, N);
}

static bool Const_iter2_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src[N];
    fill_10(src);

    array<int, 2> data(e, av);
    const array_view<int, 2> dst(data);

    const int *cbegin = src, *cend = src + N;
    copy(cbegin, cend, dst);

    return VerifyDataOnCpu_vec_int_2(dst, src, N);
}

static bool Const_iter_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src[N];
    fill_10(src);

    array<int, 2> data(e, av);
    const array_view<int, 2> dst(data);

    const int *cbegin = src;
    copy(cbegin, dst);

    return VerifyDataOnCpu_vec_int_2(dst, src, N);
}

static bool Array_to_const_pointer(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    const array<int, 2> src(e, src_v, av);

    int dst_v[N] = {0};
    int *const dst = dst_v;

    copy(src, dst);

    return VerifyDataOnCpu_vec_int_2(array_view<const int, 2>(src), dst_v, N);
}

static bool Const_pointer_to_array(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    int *const src = src_v;

    array<int, 2> dst(e, av);

    copy(src, dst);

    return VerifyDataOnCpu_vec_int_2(array_view<const int, 2>(dst), src_v, N);
}

static bool Array_view_to_const_pointer(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    array<int, 2> data(e, src_v, av);
    const array_view<int, 2> src(data);

    int dst_v[N] = {0};
    int *const dst = dst_v;

    copy(src, dst);

    return VerifyDataOnCpu_vec_int_2(src, dst_v, N);
}

static bool Const_pointer_to_array_view(accelerator_view av)
{
    extent<2> e(size, size);

    int src_v[N];
    fill_10(src_v);
    int *const src = src_v;

    array<int, 2> data(e, av);
    const array_view<int, 2> dst(data);

    copy(src, dst);

    return VerifyDataOnCpu_vec_int_2(dst, src_v, N);
}

int main(void)
{
    accelerator_view av = require_device().default_view;

    int result = runall_pass;

    REPORT_RESULT(result, Array_to_array(av));
    REPORT_RESULT(result, Array_to_array_view(av));
    REPORT_RESULT(result, Array_to_iter(av));
    REPORT_RESULT(result, Const_iter2_to_array(av));
    REPORT_RESULT(result, Const_iter_to_array(av));
    REPORT_RESULT(result, Array_view_const_to_array(av));
    REPORT_RESULT(result, Array_view_const_to_array_view(av));
    REPORT_RESULT(result, Array_view_to_array(av));
    REPORT_RESULT(result, Array_view_to_array_view(av));
    REPORT_RESULT(result, Array_view_to_iter(av));
    REPORT_RESULT(result, Iter2_to_array_view(av));
    REPORT_RESULT(result, Iter_to_array_view(av));
    REPORT_RESULT(result, Const_iter2_to_array_view(av));
    REPORT_RESULT(result, Const_iter_to_array_view(av));
    REPORT_RESULT(result, Array_to_const_pointer(av));
    REPORT_RESULT(result, Const_pointer_to_array(av));
    REPORT_RESULT(result, Array_view_to_const_pointer(av));
    REPORT_RESULT(result, Const_pointer_to_array_view(av));

    return result;
}
