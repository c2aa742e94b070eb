// Integer literals must fit a supported type (64 bits at most).
unsigned long f(unsigned long x) restrict(amp) {
    return x + 18446744073709551616; // expected-error {{integer literal '18446744073709551616' does not fit any type amp code supports}}
}
