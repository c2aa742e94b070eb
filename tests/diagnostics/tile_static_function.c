// 'tile_static' declares variables in amp code; on a function (a declaration
// or a definition, amp or cpu) it is an error (conformance Tile_staticVar).
tile_static void declared(int x) restrict(amp); // expected-error {{'tile_static' cannot be applied to function 'declared'; it declares variables in amp code only}}

tile_static void defined(int x) restrict(amp) {} // expected-error {{'tile_static' cannot be applied to function 'defined'; it declares variables in amp code only}}

tile_static int on_host(void) { return 0; } // expected-error {{'tile_static' cannot be applied to function 'on_host'}}

void fine(int *out) restrict(amp)
{
    tile_static int shared[4];
    shared[0] = 1;
    out[0] = shared[0];
}

// Each declaration is judged by what it says, once: a tile_static prototype
// before a plain definition, and a tile_static redeclaration after a plain one.
tile_static void first(void) restrict(amp); // expected-error {{'tile_static' cannot be applied to function 'first'}}
void first(void) restrict(amp) {}
void second(void) restrict(amp);
tile_static void second(void) restrict(amp); // expected-error {{'tile_static' cannot be applied to function 'second'}}
