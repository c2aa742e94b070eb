// Issue 10 defect 15: unary * on an int in amp code.
int f(int x) restrict(amp)
{
    return *x; // expected-error {{invalid type argument of unary '*' (have 'int')}}
}
