int f(int x) restrict(amp) {
    extern int shared; // expected-error {{extern local variable 'shared' is not allowed in amp code}}
    return x;
}
