struct flags { int a : 3; int b : 5; }; // expected-note {{member 'a' declared here}}
int f(struct flags fl) restrict(amp) { return 0; } // expected-error {{'struct flags' cannot be used in amp code: member 'a' is a bit-field}}
