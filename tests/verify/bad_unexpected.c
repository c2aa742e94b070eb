// verify-fails-with: 'error' diagnostics seen but not expected
/* An error the comments do not mention: -verify must fail. */
// expected-no-diagnostics
int f(int x) restrict(amp)
{
    __asm__("nop");
    return x;
}
