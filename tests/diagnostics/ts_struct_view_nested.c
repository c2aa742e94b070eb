// Issue 10 defect 8: a tile_static variable holds no array_view or array at
// any depth: nested structs, unions, anonymous members, arrays of structs.
struct direct { int n; array_view<int, 1> v; };      // expected-note 2 {{member 'v' declared here}}
struct outer { int n; struct { float x; struct direct d; } inner; };
union either { int n; array_view<float, 2> w; };     // expected-note 2 {{member 'w' declared here}}
struct anon { int n; union { int k; array_view<int, 1> hidden; }; }; // expected-note {{member 'hidden' declared here}}
struct with_array { int n; struct outer many[2]; };

int main(void)
{
    int d[16] = {0};
    array_view<int, 1> v(16, d);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        tile_static struct outer a;        // expected-error {{tile_static variable 'a' cannot hold an array_view or array}}
        tile_static union either b;        // expected-error {{tile_static variable 'b' cannot hold an array_view or array}}
        tile_static struct anon c;         // expected-error {{tile_static variable 'c' cannot hold an array_view or array}}
        tile_static struct with_array e;   // expected-error {{tile_static variable 'e' cannot hold an array_view or array}}
        tile_static union either f[4];     // expected-error {{tile_static variable 'f' cannot hold an array_view or array}}
        v[idx.global] = 1;
    });
    return 0;
}
