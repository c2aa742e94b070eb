// Globals cannot be used in amp code.
int scale = 2; // expected-note {{'scale' declared here}}
void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] *= scale; // expected-error {{global variable 'scale' cannot be used in amp code}}
    });
}
