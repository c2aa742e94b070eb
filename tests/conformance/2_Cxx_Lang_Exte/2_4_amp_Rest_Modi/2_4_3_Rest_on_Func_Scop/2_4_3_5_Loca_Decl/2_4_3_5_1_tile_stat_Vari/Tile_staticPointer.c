// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/Tile_staticPointer/test.cpp
// C6724: tile_static variables cannot have pointer or reference type in amp
// restricted code
void Tile_staticPointerTypeNotSupported(int x) restrict(amp)
{
    tile_static int * var; // expected-error {{tile_static variable 'var' cannot be a pointer}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
