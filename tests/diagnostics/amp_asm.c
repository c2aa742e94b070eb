int f(int x) restrict(amp) {
    __asm__("nop"); // expected-error {{inline assembly is not allowed in amp code}}
    return x;
}
