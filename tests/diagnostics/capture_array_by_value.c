// An array is captured by reference, never by value.
void f(void) {
    array<int, 1> a(8); // expected-note {{'a' declared here}}
    parallel_for_each(a.extent, [a](index<1> i) restrict(amp) { a[i] = 1; }); // expected-error {{array 'a' cannot be captured by value; capture it by reference: [&a]}}
}
