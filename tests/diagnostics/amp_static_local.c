int f(int x) restrict(amp) {
    static int count; // expected-error {{static local variable 'count' is not allowed in amp code}}
    return x;
}
