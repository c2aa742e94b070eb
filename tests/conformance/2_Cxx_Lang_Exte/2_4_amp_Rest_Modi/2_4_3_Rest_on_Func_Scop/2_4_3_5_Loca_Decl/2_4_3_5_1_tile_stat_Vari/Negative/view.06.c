// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/2_4_3_5_1_tile_stat_Vari/Negative/view.06/test.cpp
// tile_static definition with array_view or writeonly_texture_view, member
// field of struct in union
union U
{
    int i;
    struct
    {
        array_view<double, 3> av; // expected-note {{member 'av' declared here}}
    };
};

void f(void) restrict(amp)
{
    tile_static union U ts_u; // expected-error {{tile_static variable 'ts_u' cannot hold an array_view or array}}
}

int main(void)
{
    return 1; // Should have not compiled.
}
