int f(int x) restrict(amp) {
    return x + missing * 2; // expected-error {{use of undeclared identifier 'missing'}}
}
