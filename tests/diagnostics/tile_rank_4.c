void f(tiled_index<2, 2, 2, 2> t) restrict(amp) {} // expected-error {{the rank must be 1, 2 or 3}}
