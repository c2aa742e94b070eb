// + and - are between indices of the same rank.
void f(void) {
    index<2> i(1, 2);
    extent<2> e(3, 4);
    index<2> j = i + e; // expected-error {{index arithmetic needs two indices of the same rank}}
}
