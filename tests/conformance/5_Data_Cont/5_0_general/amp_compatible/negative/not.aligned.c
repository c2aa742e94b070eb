// Ported from amp-conformance/Tests/5_Data_Cont/5_0_general/amp_compatible/negative/not.aligned/test.cpp
// create array with type which is not 4 byte aligned
//struct of size 12
#pragma pack(2)
struct A // expected-note 2 {{'struct A' defined here}}
{
    int a;
    double b;
};

int main(void)
{
    array<struct A, 1> arr(10); // expected-error {{'struct A' cannot be used in amp code: it is only 2-byte aligned}}
    struct A vec[10];
    array_view<struct A, 1> arr_view(10, vec); // expected-error {{'struct A' cannot be used in amp code: it is only 2-byte aligned}}
    return 1;
}
