// A kernel block is amp code: it cannot call a cpu function.
int helper(int x) { return x * 3; } // expected-note {{'helper' declared here without restrict(amp)}}
void run(int *data, int n) {
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = helper(v[i]); // expected-error {{call to cpu function 'helper' from amp code}}
    });
}
