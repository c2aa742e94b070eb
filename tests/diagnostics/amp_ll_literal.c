long f(long x) restrict(amp) {
    return x + 1LL; // expected-error {{integer literal '1LL' has type 'long long'}}
}
