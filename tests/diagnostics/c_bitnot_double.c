// Issue 10 defect 15: ~ on a double in amp code.
int f(int x) restrict(amp)
{
    return x + ~1.0; // expected-error {{wrong type argument to bit-complement}}
}
