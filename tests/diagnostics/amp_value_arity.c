// extent<2>(...) takes two sizes.
void f(void) {
    extent<2> e = extent<2>(8); // expected-error {{'extent<2>' needs 2 values, but 1 was given}}
}
