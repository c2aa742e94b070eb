// A C array is not among the by-value captures of LANGUAGE.md section 5: it
// would reach the kernel as a pointer to host memory (its OpenCL C did not
// build). sizeof of it is a constant and captures nothing.
int main(void)
{
    int t[2] = {3, 4}; // expected-note {{'t' declared here}}
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = t[1]; // expected-error {{C array 't' cannot be captured by a kernel; wrap it in a struct, or make an array_view of it}}
    });
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = (int)sizeof(t);
    });
    return 0;
}
