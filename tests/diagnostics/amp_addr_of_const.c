// A const int is a constant in amp code; it has no address there.
const int LIMIT = 16;
int f(int x) restrict(amp) {
    const int *p = &LIMIT; // expected-error {{cannot take the address of constant 'LIMIT' in amp code}}
    return x < *p;
}
