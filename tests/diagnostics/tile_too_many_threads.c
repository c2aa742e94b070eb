// At most 1024 threads per tile.
#define TS 64
void f(tiled_index<TS, 32> t) restrict(amp) {} // expected-error {{tiled_index has 2048 or more threads per tile; at most 1024 are allowed}}
