// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Negative/TooManyCoordinates/test.cpp
// Tests that checks the constructing an index of rank 4 with 4 co-ordinates fails
void compile_only(void) {
    index<4> idx(1, 2, 3, 4); // expected-error {{cannot construct index<4> 'idx' from these 4 arguments}}
}
