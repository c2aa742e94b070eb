float f(float x) restrict(amp) {
    return x * 1e40f; // expected-error {{floating literal '1e40f' is out of range for 'float'}}
}
