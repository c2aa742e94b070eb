// A const int from outside amp code is a constant there; it has no address
// there. The amp code's own const locals are variables whose address may be
// taken (conformance Pointers/ToGlobal/Test05.02; e2e amp_const_local_address).
const int LIMIT = 16;
int f(int x) restrict(amp) {
    const int *p = &LIMIT; // expected-error {{cannot take the address of constant 'LIMIT' in amp code}}
    const int own = 3;
    const int *q = &own;
    return x < *p + *q;
}

void k(int *data)
{
    const int outer = 2;
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        const int *p = &outer; // expected-error {{cannot take the address of constant 'outer' in amp code}}
        const int mine = 5;
        const int *q = &mine;
        v[i] = *p + *q;
    });
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
