// A kernel captures views, not a struct holding them (LANGUAGE.md section 5:
// views and amp-compatible structs); the struct can be made in the kernel
// (tests/e2e/captured_views_in_struct_init). Accepting it gave an OpenCL
// build failure on PoCL and a silently lost write on the host device.
struct outputs { int n; array_view<int, 1> one; };
void f(int *p) {
    array_view<int, 1> one(1, p);
    struct outputs o = { 1, one }; // expected-note {{'o' declared here}}
    parallel_for_each(one.extent, [=](index<1> i) restrict(amp) {
        o.one[i] += o.n; // expected-error {{'o' cannot be captured by a kernel: its type 'struct outputs' holds an array_view or array}}
    });
}
