// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/Tile_staticVar/test.cpp
// tile_static can only be applied to a variable declaration in amp restricted code
tile_static void Tile_staticNotSupported(int x) restrict(amp) {} // expected-error {{tile_static}}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
