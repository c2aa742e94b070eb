// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Negative/UnmatchedCoordinates.1/test.cpp
// Tests that checks the constructing an index of rank 2 with 1 co-ordinate fails
void compile_only(void) {
    index<2> idx(1); // expected-error {{cannot construct index<2> 'idx'}}
}
