struct buf { int *data; int len; };
void f(int *p) {
    struct buf b = { p, 8 }; // expected-note {{'b' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = b.len; // expected-error {{'b' cannot be captured by a kernel: its type 'struct buf' holds a pointer}}
    });
}
