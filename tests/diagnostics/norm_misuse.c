/* norm and unorm misused (LANGUAGE.md section 10): C++ AMP's constructors
 * from numbers are explicit (norm n = 0.5f is an error: write norm(0.5f)),
 * unorm does not take a norm implicitly, the compound assignments take the
 * variable's own kind, a constructor takes one value, and unorm_N has no
 * negation. */
static norm twice(norm n) { return n + n; }  // expected-note {{expected 'norm' but argument is of type 'float'}}
static unorm half(unorm u) { return 0.5f; }  // expected-error {{'float' does not convert to 'unorm' implicitly; construct one, unorm(x), which clamps x to [0, 1]}}

void f(void)
{
    norm a = 0.5f;           // expected-error {{'float' does not convert to 'norm' implicitly; construct one, norm(x), which clamps x to [-1, 1]}}
    norm b(0.5f);
    unorm u(0.25f);
    unorm v = b;             // expected-error {{'norm' does not convert to 'unorm' implicitly}}
    norm c = u;
    b = 2;                   // expected-error {{'int' does not convert to 'norm' implicitly}}
    b += 0.5f;               // expected-error {{'float' does not convert to 'norm' implicitly}}
    u -= b;                  // expected-error {{'norm' does not convert to 'unorm' implicitly}}
    b = twice(1.0f);         // expected-error {{'float' does not convert to 'norm' implicitly}}
    norm d(0.5f, 0.25f);     // expected-error {{'norm' is constructed from 1 value, not 2}}
    unorm_2 p(0.5f);
    p = -p;                  // expected-error {{invalid operand to unary operator: 'unorm_2'}}
    norm_2 q(0.5f);
    float_2 r(int_3(1));     // expected-error {{'float_2' converts from a short vector of 2 components, not 'int_3'}}
    norm s(q);               // expected-error {{a component of 'norm' must be a number, not 'norm_2'}}
    q.x = 0.25f;             // expected-error {{'float' does not convert to 'norm' implicitly}}
    (void)a; (void)v; (void)c; (void)d; (void)half; (void)r; (void)s;
}

void g(void) restrict(amp)
{
    norm n = 1.0;            // expected-error {{'double' does not convert to 'norm' implicitly}}
    norm m(n * 2.0f);
    m = m * 2.0f;            // expected-error {{'float' does not convert to 'norm' implicitly}}
    unorm_2 p(0.5f);
    norm_2 q(p.x, -1);
    p = q;                   // expected-error {{incompatible types when assigning to type 'unorm_2' from type 'norm_2'}}
    m++;
    m = -m;
    float f = -p.x;
    (void)n; (void)f;
}
