// Captures: [=], [=, &a], explicit lists; structs, extents, indices and views by value;
// arrays by reference; const ints and enum constants are constants, not captures.
typedef struct params { float scale; int offset; double bias; } params;
struct pair { int a, b; };
enum { BASE = 10 };
void run(int *data, float *out) {
    params p = { 2.0f, 1, 0.5 };
    struct pair pr = { 3, 4 };
    extent<1> e(8);
    index<1> origin(2);
    const int K = 3;
    int n = 5;
    array<int, 1> a(e);
    array_view<int, 1> v(e, data);
    array_view<float, 1> w(8, out);
    parallel_for_each(e, [=](index<1> i) restrict(amp) {
        w[i] = p.scale * v[i] + p.offset + (float)p.bias + pr.a + n + K + BASE + e[0] + origin[0];
    });
    parallel_for_each(e, [=, &a](index<1> i) restrict(amp) { a[i] = v[i] + n; });
    parallel_for_each(e, [v, n, &a](index<1> i) restrict(amp) { v[i] = a[i] * n; });
    parallel_for_each(a.extent, [&a, w](index<1> i) restrict(amp) {
        int local = a[i];
        local += 1;
        w[i] = (float)local;
    });
    a.copy_to(v);
    v.synchronize();
    w.synchronize();
}
