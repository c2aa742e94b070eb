// An array's data lives on the device: cpu code reads it through copy_to or an
// array_view (LANGUAGE.md section 10), not through data(), unless it is a staging array.
void f(float *out) {
    array<float, 1> a(4);
    float *p = a.data(); // expected-error {{data() of array 'a' cannot be used by cpu code: only a staging array's}}
    out[0] = p[0];
}
