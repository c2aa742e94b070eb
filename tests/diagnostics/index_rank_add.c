void f(void) {
    index<2> i(1, 2);
    index<1> k(3);
    i - k; // expected-error {{invalid operands to '-': 'index<2>' and 'index<1>'}}
}
