// A declaration and its definition must agree on restrict(...).
int twice(int x) restrict(amp); // expected-note {{previous declaration of 'twice' is here}}
int twice(int x) restrict(cpu) { return 2 * x; } // expected-error {{'twice' is declared restrict(cpu) here but restrict(amp) before}}
