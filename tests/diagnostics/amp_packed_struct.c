struct __attribute__((packed)) tight { int a; float b; }; // expected-note {{defined here}}
float f(struct tight t) restrict(amp) { return t.b; } // expected-error {{'struct tight' cannot be used in amp code: it is only 1-byte aligned}}
