int f(int **pp) restrict(amp) { return 0; } // expected-error {{pointer to pointer ('int **') is not allowed in amp code}}
