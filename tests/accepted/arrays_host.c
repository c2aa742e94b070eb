// Arrays on the host: passed by pointer, viewed, copied out with copy_to.
int size_of(const array<float, 1> *a) { return a->extent[0]; }
void save(array<float, 1> *a, float *out) {
    array<float, 1> *same = a;
    same->copy_to(out);
}
void run(float *out) {
    array<float, 1> a(16);
    array<float, 2> m(4, 4);
    array_view<float, 1> view(a);
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = 2.0f; });
    save(&a, out);
    parallel_for_each(m.extent, [&m](index<2> i) restrict(amp) { m[i] = (float)i[0]; });
    a.copy_to(out);
    float first = view[0];
    out[0] = first + (float)size_of(&a);
}
