void f(void) {
    array<int, 1> a(8); // expected-note {{'a' declared here}}
    parallel_for_each(extent<1>(8), [](index<1> i) restrict(amp) {
        a[i] = 0; // expected-error {{array 'a' is used in the kernel but not captured; capture it by reference: [&a]}}
    });
}
