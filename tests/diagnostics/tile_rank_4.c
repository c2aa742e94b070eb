void f(tiled_index<2, 2, 2, 2> t) restrict(amp) {} // expected-error {{tiled_index takes 1 to 3 tile sizes, not 4}}
