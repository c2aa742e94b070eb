float gain = 1.5f; // expected-note {{'gain' declared here}}
float f(float x) restrict(amp) { return x * gain; } // expected-error {{global variable 'gain' cannot be used in amp code; pass its value in as a parameter}}
