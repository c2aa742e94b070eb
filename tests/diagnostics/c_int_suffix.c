// Issue 10 defect 15: 5abc is one malformed number.
int f(int x) restrict(amp)
{
    return x + 5abc; // expected-error {{invalid suffix "abc" on integer constant}}
}
