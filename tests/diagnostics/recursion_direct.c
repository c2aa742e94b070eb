// amp code cannot recurse.
int fact(int n) restrict(amp) { return n <= 1 ? 1 : n * fact(n - 1); } // expected-error {{'fact' calls itself; amp code cannot be recursive}}
