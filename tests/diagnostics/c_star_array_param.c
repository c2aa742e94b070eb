// Issue 10 defect 15: `[*]` in the parameters of an amp function definition.
int f(int n, int a[*]) restrict(amp) // expected-error {{'[*]' not allowed in other than function prototype scope}}
{
    return n;
}
