// Each independent violation is reported once, and nothing else.
int host(int x) { return x; } // expected-note {{'host' declared here without restrict(amp)}}
float g; // expected-note {{'g' declared here}}
struct s { char c; }; // expected-note {{member 'c' declared here}}
float f(float x) restrict(amp) {
    short s = 1; // expected-error {{type 'short' is not allowed in amp code ('s')}}
    int y = host(2); // expected-error {{call to cpu function 'host' from amp code}}
    struct s t; // expected-error {{'struct s' cannot be used in amp code: member 'c' has type 'char'}}
    struct s u;
    return x + g + g; // expected-error {{global variable 'g' cannot be used in amp code}}
}
void k(int *p) {
    int n = 4; // expected-note {{'n' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v](index<1> i) restrict(amp) { // expected-note {{the kernel is launched here without tiles}}
        v[i] = n + n; // expected-error {{variable 'n' is used in the kernel but not captured}}
        tile_static int w = 0; // expected-error {{tile_static variable 'w' cannot have an initializer}} expected-warning {{tile_static variable 'w' is used in a kernel that is not tiled}}
    });
}
