// [&] captures by reference, which only arrays may be.
void f(int *p) {
    int k = 1; // expected-note {{'k' declared here}}
    array_view<int, 1> v(8, p); // expected-note {{'v' declared here}}
    parallel_for_each(v.extent, [&](index<1> i) restrict(amp) {
        v[i] = k; // expected-error {{'v' would be captured by reference by [&]}} expected-error {{'k' would be captured by reference by [&]}}
    });
}
