// e.contains takes an index of the extent's rank.
int f(void) {
    extent<2> e(4, 4);
    index<1> i(2);
    return e.contains(i); // expected-error {{'contains()' expects an index<2>, not 'index<1>'}}
}
