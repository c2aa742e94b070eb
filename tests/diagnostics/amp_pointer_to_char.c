// Pointers point only to amp-compatible types.
int f(char *text) restrict(amp) { return 0; } // expected-error {{type 'char' is not allowed in amp code ('text')}}
