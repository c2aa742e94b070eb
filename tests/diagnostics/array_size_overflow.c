// An array whose size in bytes does not fit a long: the size computation
// overflowed (signed overflow, UBSan; found by the fuzzer, run 7 of
// docs/reliability.md); now gcc's error.
#include <amp.h>

void f(void)
{
    int d[6666666666666666664] = {0}; // expected-error {{size of array 'd' exceeds maximum object size '9223372036854775807'}}
    char ok[6666666666666666664];      // fits: one byte each
    (void)d; (void)ok;
}
