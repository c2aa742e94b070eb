// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/tile_static.01/test.cpp
// Check that tile_static cannot be initialized
// (StaticClass::foo, a static member function, is a restrict(amp) function
// StaticClass_foo; vector v = arr is arr.copy_to(v); ampcc also warns, as
// LANGUAGE.md §6 says, of a tile_static variable in a kernel without tiles)
#include <stdio.h>
#include <stdbool.h>

static int StaticClass_foo(int a, int b) restrict(amp)
{
    tile_static int c = a + b; // expected-error {{tile_static variable 'c' cannot have an initializer}} expected-warning {{used in a kernel that is not tiled}}
    return c;
}

int main(int argc, char **argv)
{
    bool passed = true;
    extent<1> ex(1);
    array<int, 1> arr(ex);

    parallel_for_each(arr.extent, [&](index<1> idx) restrict(amp) { // expected-note {{the kernel is launched here without tiles}}
       arr[idx] = StaticClass_foo(1, 2);
    });

    int v[1];
    arr.copy_to(v);
    if(v[0] != 3)
    {
        passed = false;
        printf("Failed\n\n");
    }
    else
    {
        printf("Passed\n\n");
    }

    return passed ? 0 : 1;
}
