// OpenCL C has no variable-length arrays: amp code needs constant lengths.
static const int K = 4;
void f(float *p, int n) {
    array_view<float, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        float fixed[K * 2];
        float vla[n]; // expected-error {{variable-length array 'vla' is not allowed in amp code}}
        fixed[0] = v[i];
        v[i] = fixed[0];
    });
}
