// A longer cycle, reached from a kernel.
int a(int n) restrict(amp);
int c(int n) restrict(amp) { return a(n - 1); } // expected-note {{'c' calls 'a' here}}
int b(int n) restrict(amp) { return c(n - 1); } // expected-error {{recursive call to 'c' ('c' -> 'a' -> 'b' -> 'c')}}
int a(int n) restrict(amp) { return n > 0 ? b(n) : 0; } // expected-note {{'a' calls 'b' here}}
void run(int *p) {
    array_view<int, 1> v(4, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = a(v[i]); });
}
