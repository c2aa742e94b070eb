// Issue 10 defect 15: a hexadecimal float whose exponent has no digits.
double f(double x) restrict(amp)
{
    return x + 0x1.8p; // expected-error {{exponent has no digits}}
}
