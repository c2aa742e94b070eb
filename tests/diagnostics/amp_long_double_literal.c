double f(double x) restrict(amp) {
    return x * 2.0L; // expected-error {{floating literal '2.0L' has type 'long double'}}
}
