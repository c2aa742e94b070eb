// Ported from amp-conformance/Tests/3_device_Modeling/3_3_Accelerator_view/3_3_3_constr/Negative/Test.01/test.cpp
// accelerator_view has no default constructor (C2248 in C++ AMP): a view
// comes from an accelerator.
#include "amptest.h"

int main(void)
{
    accelerator_view av; // expected-error {{accelerator_view 'av' needs an initializer}}
    return runall_fail;
}
