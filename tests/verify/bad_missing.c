// verify-fails-with: 'error' diagnostics expected but not seen
/* Nothing is wrong here, but an error is expected: -verify must fail. */
int add(int a, int b) restrict(amp)
{
    return a + b; // expected-error {{this error never happens}}
}
