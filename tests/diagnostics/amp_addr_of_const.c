// A const int is a constant in amp code; it has no address there.
const int LIMIT = 16;
int f(int x) restrict(amp) {
    const int *p = &LIMIT; // expected-error {{cannot take the address of constant 'LIMIT' in amp code}}
    return x < *p;
}

// The enclosing function's const int is a constant in its kernels too; a
// kernel's own const int local is a variable (tests/e2e/const_local_address).
void g(int *out) {
    const int outer = 3;
    array_view<int, 1> v(1, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        const int own = 4;
        const int *q = &own;
        const int *p = &outer; // expected-error {{cannot take the address of constant 'outer' in amp code}}
        v[i] = *p + *q;
    });
}
