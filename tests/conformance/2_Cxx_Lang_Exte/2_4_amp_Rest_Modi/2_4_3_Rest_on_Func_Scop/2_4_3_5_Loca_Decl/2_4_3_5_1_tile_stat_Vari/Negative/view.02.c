// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/Negative/view.02/test.cpp
// tile_static definition with array_view or writeonly_texture_view, array.
// The original's second line, a tile_static writeonly_texture_view, is not
// ported: textures are out of AMP C's scope.
void f(void) restrict(amp)
{
    tile_static array_view<float, 1> ts_av[1]; // expected-error {{tile_static variable 'ts_av' cannot hold an array_view or array}}
}

int main(void)
{
    return 1; // Should have not compiled.
}
