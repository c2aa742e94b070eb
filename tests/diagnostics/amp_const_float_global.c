// Only const integers are constants; a const float global is a global.
const float PI = 3.14159f; // expected-note {{'PI' declared here}}
float f(float r) restrict(amp) { return PI * r * r; } // expected-error {{global variable 'PI' cannot be used in amp code}}
