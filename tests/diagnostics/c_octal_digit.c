// Issue 10 defect 15: 08 is not an octal constant.
int f(int x) restrict(amp)
{
    return x + 08; // expected-error {{invalid digit "8" in octal constant}}
}
