// verify-fails-with: 'warning' diagnostics expected but not seen
/* An error is expected as a warning: -verify must fail. */
int f(int x) restrict(amp)
{
    __asm__("nop"); // expected-warning {{inline assembly is not allowed in amp code}}
    return x;
}
