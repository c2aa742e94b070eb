// Issue 10 defect 15: a local defined twice in one block of amp code.
int f(int x) restrict(amp)
{
    int y = x; // expected-note {{previous definition of 'y' with type 'int'}}
    int y = 2; // expected-error {{redefinition of 'y'}}
    return y;
}
