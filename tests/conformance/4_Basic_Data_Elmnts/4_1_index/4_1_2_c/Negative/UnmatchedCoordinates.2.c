// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Negative/UnmatchedCoordinates.2/test.cpp
// This test checks that constructing an index of rank 1 with 3 co-ordinates fails
void compile_only(void) {
    index<1> idx(1, 2, 3); // expected-error {{cannot construct index<1> 'idx'}}
}
