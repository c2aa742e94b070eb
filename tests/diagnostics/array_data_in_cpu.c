// An array's data lives on the device: cpu code reads it through copy_to or an
// array_view (LANGUAGE.md section 10), not through data().
void f(float *out) {
    array<float, 1> a(4);
    float *p = a.data(); // expected-error {{'data()' can only be used in amp code}}
    out[0] = p[0];
}
