struct holder { float *p; }; // expected-note {{member 'p' declared here}}
float f(float x) restrict(amp) {
    struct holder h; // expected-error {{'struct holder' cannot be used in amp code: member 'p' is a pointer}}
    return x;
}
