// An unknown restriction is an error (reported by the parser, at the word).
int f(int x) restrict(gpu); // expected-error {{unknown restriction 'gpu' (expected 'amp' or 'cpu')}}
