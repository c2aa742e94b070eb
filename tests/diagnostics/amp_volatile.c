int f(int x) restrict(amp) {
    volatile int v = x; // expected-error {{'volatile' is not allowed in amp code}}
    return v;
}
