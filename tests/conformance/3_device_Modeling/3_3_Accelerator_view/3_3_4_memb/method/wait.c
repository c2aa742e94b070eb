// Ported from amp-conformance/Tests/3_device_Modeling/3_3_Accelerator_view/3_3_4_memb/method/wait/test.cpp
// av.wait() waits for the 64 kernels queued on av. The arrays
// live on av, so the kernels run there (C++ AMP's rule: a parallel_for_each
// without a view runs where its arrays are). The original's init_data takes
// its vectors by value, so the caller's A, B and refC stay all zeros: kept
// (init_data fills copies). Arrays passed to the amp function by reference
// are passed by pointer (LANGUAGE.md section 4).
#include <string.h>
#include "amptest.h"
#include "../../../accelerator_common.h"

enum { size = 256, itr = 64 };

static void kernel_int_add(index<1> idx, array<int, 1> *fc, array<int, 1> *fa, array<int, 1> *fb) restrict(amp)
{
    (*fc)[idx] = (*fa)[idx] + (*fb)[idx];
}

static void init_data(const int *A_in, const int *B_in, const int *refC_in)
{
    int A[size], B[size], refC[size];
    memcpy(A, A_in, sizeof A);
    memcpy(B, B_in, sizeof B);
    memcpy(refC, refC_in, sizeof refC);
    Fill_int(A, size);
    Fill_int(B, size);
    for (int i = 0; i < size; i++)
        refC[i] = A[i] + B[i];
}

int main(void)
{
    int result;
    accelerator dev = require_device();
    accelerator_view av = dev.default_view;
    static int A[size], B[size], C[size], refC[size];
    init_data(A, B, refC);
    extent<1> e(size);
    array<int, 1> fA(e, A, av);
    array<int, 1> fB(e, A, av);
    array<int, 1> fC(e, av);
    for (int i = 0; i < itr; ++i) {
        parallel_for_each(e, [&fA, &fB, &fC](index<1> idx) restrict(amp) {
            kernel_int_add(idx, &fC, &fA, &fB);
        });
    }
    av.wait();
    fC.copy_to(C);
    result = Verify_int(C, refC, size) ? runall_pass : runall_fail;
    fprintf(stderr, "accelerator_view wait API test: %s\n", result == runall_pass ? "pass" : "fail");
    return result;
}
