// Issue 10 defect 15: `x = 1 = 2` assigns to a literal.
int f(int x) restrict(amp)
{
    x = 1 = 2; // expected-error {{lvalue required as left operand of assignment}}
    return x;
}
