// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Negative/Test.03/test.cpp
// Create an array of unsupported integral types char, unsigned char, short,
// unsigned short, long long, unsigned long long, long double (and bool).
// The original builds each from an int array {1}; here from the extent 1.
#include <stdbool.h>

int main(void)
{
    array<char, 1> achar(1); // expected-error {{'char'}}
    array<unsigned char, 1> auchar(1); // expected-error {{'unsigned char'}}
    array<bool, 1> abool(1); // expected-error {{'_Bool'}}
    array<short, 1> ashort(1); // expected-error {{'short'}}
    array<unsigned short, 1> aushort(1); // expected-error {{'unsigned short'}}
    array<long long, 1> allong(1); // expected-error {{'long long'}}
    array<unsigned long long, 1> aullong(1); // expected-error {{'unsigned long long'}}
    array<long double, 1> aldouble(1); // expected-error {{'long double'}}
    // We shouldn't compile
    return 1;
}
