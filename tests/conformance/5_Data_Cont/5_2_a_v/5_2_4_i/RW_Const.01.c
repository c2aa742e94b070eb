// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/RW_Const.01/test.cpp
// Read/write to a const array_view, test const-ness of indexing member functions.
// (the classes are structs holding the views, made by brace initializers (their
// constructors only copy the views); functor_'s operator() and sync() are
// functions taking it by value, which shares the views; the functor passed
// to parallel_for_each is a kernel block that calls its operator();
// function_ref's const reference is a pointer to const; int(0) is (int)0;
// the kernels' unnamed index<1> parameters are named unused; the
// accelerator_view is the default one. AMP C's kernels capture views, not
// structs holding them (LANGUAGE.md section 5), so each kernel captures the
// three views and makes its own copy of the struct from them, const as a
// lambda's by-value capture is: the same object the original's kernel sees)
#include <stdio.h>
#include "amptest.h"

struct data_const
{
    const array_view<int, 1> output_1;
    const array_view<int, 2> output_2;
    const array_view<int, 3> output_3;
};

struct data_nonconst
{
    array_view<int, 1> output_1;
    array_view<int, 2> output_2;
    array_view<int, 3> output_3;
};

/* data_const::sync() const and data_nonconst::sync() const */
static void data_const_sync(const struct data_const *d)
{
    d->output_1.synchronize();
    d->output_2.synchronize();
    d->output_3.synchronize();
}

static void data_nonconst_sync(const struct data_nonconst *d)
{
    d->output_1.synchronize();
    d->output_2.synchronize();
    d->output_3.synchronize();
}

static void function_value(const struct data_nonconst data) restrict(amp)
{
    data.output_1[index<1>(0)]            += 0x00000001;
    data.output_1[(int)0]                 += 0x00000002;
    data.output_1(index<1>(0))            += 0x00000004;
    data.output_1((int)0)                 += 0x00000008;
    data.output_2[index<2>(0,0)]          += 0x00000001;
    data.output_2(index<2>(0,0))          += 0x00000002;
    data.output_2((int)0,(int)0)          += 0x00000004;
    data.output_3[index<3>(0,0,0)]        += 0x00000001;
    data.output_3(index<3>(0,0,0))        += 0x00000002;
    data.output_3((int)0,(int)0,(int)0)   += 0x00000004;
}

static void function_ref(const struct data_nonconst *data) restrict(amp)
{
    data->output_1[index<1>(0)]           += 0x00000001;
    data->output_1[(int)0]                += 0x00000002;
    data->output_1(index<1>(0))           += 0x00000004;
    data->output_1((int)0)                += 0x00000008;
    data->output_2[index<2>(0,0)]         += 0x00000001;
    data->output_2(index<2>(0,0))         += 0x00000002;
    data->output_2((int)0,(int)0)         += 0x00000004;
    data->output_3[index<3>(0,0,0)]       += 0x00000001;
    data->output_3(index<3>(0,0,0))       += 0x00000002;
    data->output_3((int)0,(int)0,(int)0)  += 0x00000004;
}

/* the local class functor_: const views, a const operator() */
struct functor_
{
    const array_view<int, 1> output_1;
    const array_view<int, 2> output_2;
    const array_view<int, 3> output_3;
};

static void functor_call(const struct functor_ self, index<1> unused) restrict(cpu, amp)
{
    self.output_1[index<1>(0)]            += 0x00000001;
    self.output_1[(int)0]                 += 0x00000002;
    self.output_1(index<1>(0))            += 0x00000004;
    self.output_1((int)0)                 += 0x00000008;
    self.output_2[index<2>(0,0)]          += 0x00000001;
    self.output_2(index<2>(0,0))          += 0x00000002;
    self.output_2((int)0,(int)0)          += 0x00000004;
    self.output_3[index<3>(0,0,0)]        += 0x00000001;
    self.output_3(index<3>(0,0,0))        += 0x00000002;
    self.output_3((int)0,(int)0,(int)0)   += 0x00000004;
}

static void functor_sync(const struct functor_ self)
{
    self.output_1.synchronize();
    self.output_2.synchronize();
    self.output_3.synchronize();
}

int main(void)
{
    int result = runall_pass;

    // Const member field in a function object
    {
        int output_1_;
        int output_2_;
        int output_3_;
        array_view<int, 1> output_1(1, &output_1_);
        array_view<int, 2> output_2(1, 1, &output_2_);
        array_view<int, 3> output_3(1, 1, 1, &output_3_);

        const struct functor_ functor = {output_1, output_2, output_3};

        // CPU
        // Note: one test for const-correctness in CPU context is enough, but for AMP we have
        // to check at least couple of code generation possibilites.
        output_1_ = 0;
        output_2_ = 0;
        output_3_ = 0;
        functor_call(functor, index<1>(0));
        REPORT_RESULT(result, output_1_ == 0x0000000F);
        REPORT_RESULT(result, output_2_ == 0x00000007);
        REPORT_RESULT(result, output_3_ == 0x00000007);

        // AMP
        output_1_ = 0;
        output_2_ = 0;
        output_3_ = 0;
        functor_sync(functor);
        parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
            const struct functor_ functor = {output_1, output_2, output_3};
            functor_call(functor, i);
        });
        functor_sync(functor);
        REPORT_RESULT(result, output_1_ == 0x0000000F);
        REPORT_RESULT(result, output_2_ == 0x00000007);
        REPORT_RESULT(result, output_3_ == 0x00000007);
    }

    // Const member field in a class
    {
        int output_1_ = 0;
        int output_2_ = 0;
        int output_3_ = 0;
        array_view<int, 1> output_1(1, &output_1_);
        array_view<int, 2> output_2(1, 1, &output_2_);
        array_view<int, 3> output_3(1, 1, 1, &output_3_);

        struct data_const data = {output_1, output_2, output_3};
        parallel_for_each(extent<1>(1), [=](index<1> unused) restrict(amp)
        {
            const struct data_const data = {output_1, output_2, output_3};
            data.output_1[index<1>(0)]            += 0x00000001;
            data.output_1[(int)0]                 += 0x00000002;
            data.output_1(index<1>(0))            += 0x00000004;
            data.output_1((int)0)                 += 0x00000008;
            data.output_2[index<2>(0,0)]          += 0x00000001;
            data.output_2(index<2>(0,0))          += 0x00000002;
            data.output_2((int)0,(int)0)          += 0x00000004;
            data.output_3[index<3>(0,0,0)]        += 0x00000001;
            data.output_3(index<3>(0,0,0))        += 0x00000002;
            data.output_3((int)0,(int)0,(int)0)   += 0x00000004;
        });
        data_const_sync(&data);
        REPORT_RESULT(result, output_1_ == 0x0000000F);
        REPORT_RESULT(result, output_2_ == 0x00000007);
        REPORT_RESULT(result, output_3_ == 0x00000007);
    }

    // Member field in a class in a const class (inherited constness)
    {
        int output_1_ = 0;
        int output_2_ = 0;
        int output_3_ = 0;
        array_view<int, 1> output_1(1, &output_1_);
        array_view<int, 2> output_2(1, 1, &output_2_);
        array_view<int, 3> output_3(1, 1, 1, &output_3_);

        const struct wrap_
        {
            struct data_nonconst data;
        } wrap = {{output_1, output_2, output_3}};
        parallel_for_each(extent<1>(1), [=](index<1> unused) restrict(amp)
        {
            const struct wrap_ wrap = {{output_1, output_2, output_3}};
            wrap.data.output_1[index<1>(0)]           += 0x00000001;
            wrap.data.output_1[(int)0]                += 0x00000002;
            wrap.data.output_1(index<1>(0))           += 0x00000004;
            wrap.data.output_1((int)0)                += 0x00000008;
            wrap.data.output_2[index<2>(0,0)]         += 0x00000001;
            wrap.data.output_2(index<2>(0,0))         += 0x00000002;
            wrap.data.output_2((int)0,(int)0)         += 0x00000004;
            wrap.data.output_3[index<3>(0,0,0)]       += 0x00000001;
            wrap.data.output_3(index<3>(0,0,0))       += 0x00000002;
            wrap.data.output_3((int)0,(int)0,(int)0)  += 0x00000004;
        });
        data_nonconst_sync(&wrap.data);
        REPORT_RESULT(result, output_1_ == 0x0000000F);
        REPORT_RESULT(result, output_2_ == 0x00000007);
        REPORT_RESULT(result, output_3_ == 0x00000007);
    }

    // Constness added on function parameter (pass by value)
    {
        int output_1_ = 0;
        int output_2_ = 0;
        int output_3_ = 0;
        array_view<int, 1> output_1(1, &output_1_);
        array_view<int, 2> output_2(1, 1, &output_2_);
        array_view<int, 3> output_3(1, 1, 1, &output_3_);

        struct data_nonconst data = {output_1, output_2, output_3};
        parallel_for_each(extent<1>(1), [=](index<1> unused) restrict(amp)
        {
            const struct data_nonconst data = {output_1, output_2, output_3};
            function_value(data);
        });
        data_nonconst_sync(&data);
        REPORT_RESULT(result, output_1_ == 0x0000000F);
        REPORT_RESULT(result, output_2_ == 0x00000007);
        REPORT_RESULT(result, output_3_ == 0x00000007);
    }

    // Constness added on function parameter (pass by reference)
    {
        int output_1_ = 0;
        int output_2_ = 0;
        int output_3_ = 0;
        array_view<int, 1> output_1(1, &output_1_);
        array_view<int, 2> output_2(1, 1, &output_2_);
        array_view<int, 3> output_3(1, 1, 1, &output_3_);

        struct data_nonconst data = {output_1, output_2, output_3};
        parallel_for_each(extent<1>(1), [=](index<1> unused) restrict(amp)
        {
            const struct data_nonconst data = {output_1, output_2, output_3};
            function_ref(&data);
        });
        data_nonconst_sync(&data);
        REPORT_RESULT(result, output_1_ == 0x0000000F);
        REPORT_RESULT(result, output_2_ == 0x00000007);
        REPORT_RESULT(result, output_3_ == 0x00000007);
    }

    return result;
}
