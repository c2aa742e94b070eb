// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/Tile_staticInitializer/test.cpp
// C6723: tile_static variables cannot have an initializer in amp restricted code
void Tile_staticInitializerNotSupported(int x) restrict(amp)
{
    tile_static int var = 10; // expected-error {{tile_static variable 'var' cannot have an initializer}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
