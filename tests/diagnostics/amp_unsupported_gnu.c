// Accepted by sema once, then an internal compiler error in the emitter:
// amp code gets a located error for each instead (issue 10).
int twice(int x) restrict(amp)
{
    int y = ({ int t = x; t * 2; }); // expected-error {{a statement expression '({ ... })' cannot be used in amp code}}
    return y + _Generic(x, int: 1, default: 0); // expected-error {{'_Generic' cannot be used in amp code}}
}

int on_host(int x)
{
    return ({ int t = x; t * 2; }) + _Generic(x, int: 1, default: 0);
}
