// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Negative/UnmatchedIndexRank/test.cpp
// Tests that checks the copy constructing with an index of a different rank fails
#define N 3
void compile_only(void) {
    index<N> idx1(10, 11, 12);
    // Create a new index using copy contructor
    index<N+1> idx2(idx1); // expected-error {{cannot construct index<4> 'idx2' from these 1 argument}}
}
