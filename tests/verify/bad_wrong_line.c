// verify-fails-with: 'error' diagnostics expected but not seen
/* The directive points one line too far: -verify must fail. */
int f(int x) restrict(amp)
{
    // expected-error@+2 {{inline assembly is not allowed in amp code}}
    __asm__("nop");
    return x;
}
