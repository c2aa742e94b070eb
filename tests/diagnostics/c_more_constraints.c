// Issue 10 defect 15: more of C's constraints in amp code, each in gcc's
// words for the same code in host code.
struct S { int a; };

int g(int x) restrict(amp) // expected-note {{expected 'int' but argument is of type 'struct S'}}
{
    return x;
}

int f(int x) restrict(amp)
{
    struct S s = {1};
    int arr[2], brr[2];
    break;              // expected-error {{break statement not within loop or switch}}
    continue;           // expected-error {{continue statement not within a loop}}
    int i = s;          // expected-error {{incompatible types when initializing type 'int' using type 'struct S'}}
    struct S t = 1;     // expected-error {{invalid initializer}}
    struct S u = {.b = 1}; // expected-error {{'struct S' has no member named 'b'}}
    struct S w[2] = {[1].a = 2, [0] = {.a = 1}};
    x(1);               // expected-error {{called object 'x' is not a function or function pointer}}
    arr = brr;          // expected-error {{assignment to expression with array type}}
    x = (int)s;         // expected-error {{aggregate value used where an integer was expected}}
    s = (struct S)x;    // expected-error {{conversion to non-scalar type requested}}
    g(s);               // expected-error {{incompatible type for argument 1 of 'g'}}
    switch (x) {
    case x:             // expected-error {{case label does not reduce to an integer constant}}
        break;
    case 2:             // expected-note {{previously used here}}
    case 2:             // expected-error {{duplicate case value}}
        break;
    default:            // expected-note {{this is the first default label}}
    default:            // expected-error {{multiple default labels in one switch}}
        break;
    }
    for (;;) {
        switch (x) {
        case 1:
            continue;
        }
        break;
    }
    int *p = &arr[0], *whole = (int *)&arr;
    arr++;              // expected-error {{lvalue required as increment operand}}
    i = x ? s : 1;      // expected-error {{type mismatch in conditional expression}}
    p = x ? p : whole;
    i = p < whole || p == 0 || (p + 1) - whole > 0; /* accepted: as in C */
    if (s)              // expected-error {{used struct type value where scalar is required}}
        return i;
    return s;           // expected-error {{incompatible types when returning type 'struct S' but 'int' was expected}}
}
