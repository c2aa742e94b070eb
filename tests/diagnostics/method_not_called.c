// Member functions must be called.
int f(void) {
    extent<2> e(4, 4);
    return e.size; // expected-error {{'size' is a member function of 'extent<2>'; call it}}
}
