void f(float x) restrict(amp) {
    long double d = x; // expected-error {{type 'long double' is not allowed in amp code ('d'); use 'double' instead}}
}
