int f(int x) restrict(amp) {
    _Bool seen[8]; // expected-error {{arrays of _Bool are not allowed in amp code}}
    return x;
}
