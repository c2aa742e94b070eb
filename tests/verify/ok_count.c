/* A count after the kind expects that many diagnostics on the line. */
int two(int a) restrict(amp) {
    return a + missing_a + missing_b; // expected-error 2 {{undeclared (first use in this function)}} expected-note {{each undeclared identifier is reported only once}}
}
