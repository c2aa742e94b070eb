int twice(int x) restrict(amp) { return 2 * x; }
int f(int x) restrict(amp) {
    int (*op)(int) = twice; // expected-error {{function pointer 'op' is not allowed in amp code}} expected-error {{function 'twice' used as a value}}
    return x;
}
