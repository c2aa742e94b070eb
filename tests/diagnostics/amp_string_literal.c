int f(int x) restrict(amp) {
    return sizeof("text") + x; // expected-error {{string literals are not allowed in amp code}}
}
