// verify-fails-with: 'note' diagnostics seen but not expected
/* The error is expected, its note is not: -verify must fail. */
int host_only(int x);

int on_device(int x) restrict(amp)
{
    return host_only(x) + 1;   // expected-error {{call to cpu function 'host_only' from amp code}}
}
