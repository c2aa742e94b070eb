// cpu code may not call an amp-only function.
int dev(int x) restrict(amp) { return x; } // expected-note {{'dev' declared restrict(amp) here}}
int main(void) { return dev(1); } // expected-error {{call to amp function 'dev' from cpu code}}
