// Issue 10 defect 15: 1.0.0 is one malformed number.
double f(double x) restrict(amp)
{
    return x + 1.0.0; // expected-error {{too many decimal points in number}}
}
