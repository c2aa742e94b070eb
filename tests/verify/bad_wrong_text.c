// verify-fails-with: 'error' diagnostics seen but not expected
/* The expected text is not part of the message: -verify must fail. */
int f(int x) restrict(amp)
{
    __asm__("nop"); // expected-error {{inline assembly is fine}}
    return x;
}
