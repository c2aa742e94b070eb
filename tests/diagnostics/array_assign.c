void f(array<int, 1> *p, array<int, 1> *q) {
    *p = *q; // expected-error {{an array cannot be copied by assignment}}
}
