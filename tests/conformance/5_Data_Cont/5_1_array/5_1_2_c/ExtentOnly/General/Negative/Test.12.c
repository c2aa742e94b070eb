// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.12/test.cpp
// Compiler should give error when array is created with extent of different
// rank - 0, negative integer and rank+1: the three array declarations are
// errors (C2664 in the original). LANGUAGE.md section 4 also makes
// extent<0> and extent<-1> themselves errors ("another rank is an error that
// says so"), so those two declarations carry one more each. The extents are
// made from an int array (new int[rank] is malloc).
#include <stdbool.h>
#include <stdlib.h>

static bool test_feature(void)
{
    const int rank = 1;

    int *edata = malloc(rank * sizeof *edata);
    for (int i = 0; i < rank; i++)
        edata[i] = 3;

    {
        extent<1 + 1> e1(edata);
        array<int, 1> src(e1); // expected-error {{cannot construct array<int, 1> 'src' from these 1 argument}}
    }

    {
        extent<0> e1(edata); // expected-error {{rank 0 of extent is not supported}}
        array<int, 1> src(e1); // expected-error {{cannot construct array<int, 1> 'src' from these 1 argument}}
    }

    {
        extent<-1> e1(edata); // expected-error {{rank -1 of extent is not supported}}
        array<int, 1> src(e1); // expected-error {{cannot construct array<int, 1> 'src' from these 1 argument}}
    }

    return false;
}

int main(void)
{
    test_feature();

    // We shouldn't compile
    return 1;
}
