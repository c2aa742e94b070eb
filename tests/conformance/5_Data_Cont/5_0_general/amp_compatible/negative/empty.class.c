// Ported from amp-conformance/Tests/5_Data_Cont/5_0_general/amp_compatible/negative/empty.class/test.cpp
// create array with empty class. Not 4 byte aligned
// (the original's struct has only a member function; its C counterpart is an
// empty struct, a GNU C extension)
struct A // expected-note {{'struct A' defined here}}
{
};

int main(void)
{
    array<struct A, 1> arr(10); // expected-error {{'struct A' cannot be used in amp code: it is only 1-byte aligned}}
    return 1;
}
