// Issue 10 defect 15: % on a float in amp code.
float f(float x) restrict(amp)
{
    return x % 2; // expected-error {{invalid operands to binary % (have 'float' and 'int')}}
}
