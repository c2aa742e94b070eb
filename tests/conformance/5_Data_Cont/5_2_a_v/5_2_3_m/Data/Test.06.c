// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Data/Test.06/test.cpp
// Create and access the data pointer for a view with a struct
#include "amptest.h"

struct Foo
{
    int i;
    float f;
};

int main(void)
{
    const int size = 2;
    struct Foo vec[2];
    vec[0].i = 13;
    vec[0].f = 14.0;
    vec[1].i = 17;
    vec[1].f = 18.0;

    extent<1> ex(size);
    array_view<struct Foo> original(ex, vec);
    struct Foo *data = original.data();

    if (data[0].i == 13 && data[0].f == 14.0 && data[1].i == 17 && data[1].f == 18.0)
    {
        return runall_pass;
    }
    else
    {
        return runall_fail;
    }
}
