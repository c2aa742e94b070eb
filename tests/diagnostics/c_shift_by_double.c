// Issue 10 defect 15: a shift by a double in amp code.
int f(int x) restrict(amp)
{
    return x << 1.5; // expected-error {{invalid operands to binary << (have 'int' and 'double')}}
}
