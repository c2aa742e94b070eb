// amp code cannot call a function it has not seen declared.
int dev(int x) restrict(amp) { return mystery(x); } // expected-error {{call to undeclared function 'mystery' in amp code}}
