// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/Tile_staticNonD3d/test.cpp
// C6722: tile_static can only be applied to a variable declaration in amp
// restricted code
void Tile_staticNotSupported(int x)
{
    tile_static int var; // expected-error {{tile_static variable 'var' can only be declared at block scope in amp code}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
