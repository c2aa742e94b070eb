int f(int x) restrict(amp) {
    return x + missing * 2; // expected-error {{'missing' undeclared (first use in this function)}} expected-note {{reported only once for each function}}
}
