// Built-in functions take the arguments ampops.def lists for them.
void f(int *p) {
    array_view<int, 1> v(4, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        atomic_fetch_add(&v[i]); // expected-error {{'atomic_fetch_add' takes 2 arguments, but 1 was given}}
        atomic_fetch_inc(&v[i], 1); // expected-error {{'atomic_fetch_inc' takes 1 argument, but 2 were given}}
        v[i] = (int)rsqrt(); // expected-error {{'rsqrt' takes 1 argument, but 0 were given}}
        v[i] = isnan(1.0, 2.0); // expected-error {{'isnan' takes 1 argument, but 2 were given}}
    });
}
