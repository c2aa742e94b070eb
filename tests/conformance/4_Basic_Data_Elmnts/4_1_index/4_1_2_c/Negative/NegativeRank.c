// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Negative/NegativeRank/test.cpp
// Tests that checks that declaring Index with Rank N less than 0 fails to compile
void compile_only(void) {
    index<-2> idx; // expected-error {{rank -2 of index is not supported}}
}
